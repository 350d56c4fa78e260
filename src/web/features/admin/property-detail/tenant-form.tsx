import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SALUTATIONS } from '../../../../domain/catalog.ts';
import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import { formatDecimalDe } from '../../../../domain/decimal.ts';
import {
  propertyDetailTexts as texts,
  tenancyDwellingTexts,
  tenantTexts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { isValidEmail } from '../../../../domain/validation/validation.ts';
import type { DwellingOption } from '../../../api/tenancy-dwellings.ts';
import type { Tenant } from '../../../api/types.ts';

export interface TenantFormValues {
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  floor: string;
  area_m2: string;
  mea: string;
  move_in: string;
  move_out: string;
  delivery_method: 'email' | 'post';
  annual_advance: string;
  /** The dwelling's id; '' for a new tenancy: derived by the server from floor and area. */
  dwelling_id: string;
}

/** The form's values of a stored tenant, or of a new one with the defaults (1 January, e-mail). */
export function tenantFormValues(tenant?: Tenant): TenantFormValues {
  const year = new Date().getFullYear();
  return {
    salutation: tenant?.salutation ?? null,
    first_name: tenant?.first_name ?? '',
    last_name: tenant?.last_name ?? '',
    email: tenant?.email ?? '',
    phone_number: tenant?.phone_number ?? '',
    floor: tenant?.floor ?? '',
    area_m2: tenant?.area_m2 == null ? '' : formatDecimalDe(Math.round(tenant.area_m2 * 100), 2, 0),
    mea: tenant?.mea == null ? '' : formatDecimalDe(Math.round(tenant.mea * 1000), 3, 0),
    move_in: formatDateDe(tenant ? (tenant.move_in ?? '') : `${year}-01-01`),
    move_out: tenant?.move_out ? formatDateDe(tenant.move_out) : '',
    delivery_method: tenant?.delivery_method ?? 'email',
    annual_advance:
      tenant?.annual_advance_cents == null ? '' : formatDecimalDe(tenant.annual_advance_cents, 2),
    dwelling_id: tenant?.dwelling_id ? String(tenant.dwelling_id) : '',
  };
}

/** The checks the form makes before sending; the server makes them again. */
export function tenantFormProblem(values: TenantFormValues): string | null {
  if (!values.last_name.trim()) return texts.tenantLastNameRequired;
  const email = values.email.trim();
  if (email && !isValidEmail(email)) return validationTexts.emailInvalidNbsp;
  if (values.delivery_method === 'email' && !email) return validationTexts.emailForDeliveryRequired;
  for (const date of [values.move_in, values.move_out])
    if (date.trim() && !parseDateDe(date.trim())) return tenantTexts.dateInvalid;
  return null;
}

/** The body the tenant calls take: empty texts as null, dates as ISO, numbers as typed (German). */
export function tenantBody(values: TenantFormValues) {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const date = (v: string) => (v.trim() === '' ? null : parseDateDe(v.trim()));
  return {
    salutation: (values.salutation || null) as (typeof SALUTATIONS)[number] | null,
    first_name: text(values.first_name),
    last_name: values.last_name.trim(),
    email: text(values.email),
    phone_number: text(values.phone_number),
    floor: text(values.floor),
    area_m2: text(values.area_m2),
    mea: text(values.mea),
    move_in: date(values.move_in),
    move_out: date(values.move_out),
    delivery_method: values.delivery_method,
    annual_advance: text(values.annual_advance),
    // null: a new tenancy's dwelling follows from its floor; a stored one stays where it is.
    dwelling_id: values.dwelling_id ? Number(values.dwelling_id) : null,
  };
}

interface TenantFormProps {
  initial: TenantFormValues;
  submitLabel: string;
  onSubmit: (values: TenantFormValues) => Promise<void>;
  onCancel?: () => void;
  /** The property's dwellings; the select "Wohnung" is shown where there are any. */
  dwellings?: readonly DwellingOption[];
}

export function TenantForm({ initial, submitLabel, onSubmit, onCancel, dwellings = [] }: TenantFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof TenantFormValues) => (value: string | null) => {
    setValues((v) => ({ ...v, [key]: value ?? '' }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = tenantFormProblem(values);
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof TenantFormValues, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[key] ?? ''}
      onChange={(e) => set(key)(e.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={texts.salutation}
            data={[...SALUTATIONS]}
            value={values.salutation}
            onChange={(v) => setValues((s) => ({ ...s, salutation: v }))}
            clearable
          />
          {field('first_name', texts.firstName)}
          {field('last_name', texts.lastName, { required: true })}
          {field('email', texts.email, { type: 'email' })}
          {field('phone_number', texts.phone, { type: 'tel' })}
          {field('floor', texts.floor)}
          {field('area_m2', texts.area, { inputMode: 'decimal' })}
          {field('mea', texts.mea, { inputMode: 'decimal' })}
          {field('move_in', texts.moveIn, { placeholder: 'TT.MM.JJJJ' })}
          {field('move_out', texts.moveOut, { placeholder: 'TT.MM.JJJJ' })}
          <Select
            label={texts.delivery}
            data={[
              { value: 'email', label: texts.deliveryEmail },
              { value: 'post', label: texts.deliveryPost },
            ]}
            value={values.delivery_method}
            onChange={(v) => set('delivery_method')(v ?? 'email')}
            allowDeselect={false}
          />
          {field('annual_advance', texts.advance, { inputMode: 'decimal' })}
          {dwellings.length > 0 && (
            <Select
              label={tenancyDwellingTexts.dwelling}
              data={[
                // A stored tenancy moves between dwellings; only a new one may ask for a new dwelling.
                ...(initial.dwelling_id ? [] : [{ value: '', label: tenancyDwellingTexts.newDwelling }]),
                ...dwellings.map((d) => ({ value: String(d.id), label: d.label })),
              ]}
              value={values.dwelling_id}
              onChange={(v) => set('dwelling_id')(v ?? '')}
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {texts.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
