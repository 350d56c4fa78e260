import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DEFAULT_COUNTRY, type AddressParts } from '../../../../domain/address.ts';
import { SALUTATIONS } from '../../../../domain/catalog.ts';
import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import type { CustomerTenantCreateBody } from '../../../../domain/schemas/customer-tenants.ts';
import {
  newTenantProblem,
  type NewTenantField,
  type NewTenantValues,
} from '../../../../domain/tenancy/new-tenant.ts';
import {
  customerTenantTexts as texts,
  tenancyDwellingTexts as dwellingTexts,
  TENANT_IBANS_MAX,
  tenantIbanFieldTexts as ibanTexts,
  tenantTexts,
} from '../../../../domain/texts/index.ts';
import type { Input } from '../../../api/input.ts';
import type { DwellingOption } from '../../../api/tenancy-dwellings.ts';
import { ibansFromText, tooManyIbans } from './ibans.ts';

type Body = Input<typeof CustomerTenantCreateBody>;
type FormField = NewTenantField | 'move_in' | 'ibans';

/** A move-in the form asks for must be a real date. */
function moveInProblem(v: { moveIn: string }, asked: boolean): { field: FormField; message: string } | null {
  if (asked && !parseDateDe(v.moveIn.trim())) return { field: 'move_in', message: tenantTexts.dateInvalid };
  return null;
}

/** More IBANs than a tenant may have are refused here; whether each is valid the server says. */
function ibansProblem(v: { ibans: string }): { field: FormField; message: string } | null {
  return tooManyIbans(ibansFromText(v.ibans))
    ? { field: 'ibans', message: ibanTexts.tooMany(TENANT_IBANS_MAX) }
    : null;
}

interface FormValues extends Omit<NewTenantValues, 'vacancy'> {
  firstName: string;
  phone: string;
  /** TT.MM.JJJJ as typed; only where the form asks for the move-in. */
  moveIn: string;
  /** A dwelling's id, or '' for a new one derived by the server. */
  dwellingId: string;
  /** The accounts the tenant pays from, one a line. */
  ibans: string;
}

function initialValues(address: AddressParts | null, moveIn: string | undefined): FormValues {
  return {
    moveIn: moveIn ? formatDateDe(moveIn) : '',
    dwellingId: '',
    ibans: '',
    salutation: null,
    firstName: '',
    lastName: '',
    isCompany: false,
    company: '',
    email: '',
    phone: '',
    deliveryMethod: 'email',
    // A new tenant usually lives in the property; the landlord corrects it where not.
    street: address?.streetName ?? '',
    houseNumber: address?.houseNumber ?? '',
    zipcode: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
  };
}

/** The body of the create call: empty texts as null, street and number as one text. */
function toBody(v: FormValues, askMoveIn: boolean): Body {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  const ibans = ibansFromText(v.ibans);
  return {
    ...(ibans.length > 0 ? { ibans } : {}),
    ...(askMoveIn ? { move_in: parseDateDe(v.moveIn) } : {}),
    ...(v.dwellingId ? { dwelling_id: Number(v.dwellingId) } : {}),
    salutation: v.salutation as (typeof SALUTATIONS)[number],
    first_name: text(v.firstName),
    last_name: v.lastName.trim(),
    company: v.isCompany ? text(v.company) : null,
    email: text(v.email),
    phone_number: text(v.phone),
    street_house_no: `${v.street.trim()} ${v.houseNumber.trim()}`,
    zipcode: v.zipcode.trim(),
    city: v.city.trim(),
    country: v.country.trim(),
    delivery_method: v.deliveryMethod,
  };
}

interface NewTenantFormProps {
  address: AddressParts | null;
  submitLabel: string;
  /**
   * The move-in the form proposes (ISO) and lets the landlord change; left out where the move-in
   * follows from elsewhere (a successor moves in the day after the move-out).
   */
  moveIn?: string;
  /** The property's dwellings: a select "Wohnung" where there are any ("Neue Wohnung" = none). */
  dwellings?: readonly DwellingOption[];
  /** Sends the body; rejects with the message to show. */
  onSubmit: (body: Body) => Promise<void>;
  onCancel: () => void;
}

/**
 * The add-tenant form (also the successor's): the spec's fields and messages, the first problem
 * shown at its field, which gets the focus.
 */
export function NewTenantForm(props: NewTenantFormProps) {
  const { address, submitLabel, moveIn, dwellings = [], onSubmit, onCancel } = props;
  const askMoveIn = moveIn !== undefined;
  const [values, setValues] = useState(() => initialValues(address, moveIn));
  const [problem, setProblem] = useState<{ field: FormField; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblem(null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      newTenantProblem({ ...values, vacancy: false }) ??
      moveInProblem(values, askMoveIn) ??
      ibansProblem(values);
    if (found) {
      setProblem(found);
      refs.current[found.field]?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(toBody(values, askMoveIn));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: FormField) => (problem?.field === field ? problem.message : undefined);
  const input = (field: FormField, key: keyof FormValues, label: string, extra: object = {}) => (
    <TextInput
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={label}
      value={String(values[key] ?? '')}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={errorOf(field)}
      errorProps={{ role: 'alert' }}
      {...extra}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.addTenantHeading}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            ref={(el) => {
              refs.current.salutation = el;
            }}
            label={texts.salutation}
            placeholder={texts.salutationPlaceholder}
            data={[...SALUTATIONS]}
            value={values.salutation}
            onChange={(v) => set('salutation', v)}
            error={errorOf('salutation')}
            errorProps={{ role: 'alert' }}
            required
          />
          <TextInput
            label={texts.firstName}
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          {input('last_name', 'lastName', texts.lastName, { required: true })}
        </SimpleGrid>
        <Switch
          label={texts.companySwitch}
          checked={values.isCompany}
          onChange={(e) => set('isCompany', e.currentTarget.checked)}
        />
        {values.isCompany && input('company', 'company', texts.companyName, { required: true })}
        {(askMoveIn || dwellings.length > 0) && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {askMoveIn &&
              input('move_in', 'moveIn', texts.moveIn, {
                placeholder: 'TT.MM.JJJJ',
                description: dwellingTexts.moveInHint,
                required: true,
              })}
            {dwellings.length > 0 && (
              <Select
                label={dwellingTexts.dwelling}
                description={dwellingTexts.dwellingHint}
                data={[
                  { value: '', label: dwellingTexts.newDwelling },
                  ...dwellings.map((d) => ({ value: String(d.id), label: d.label })),
                ]}
                value={values.dwellingId}
                onChange={(v) => set('dwellingId', v ?? '')}
                allowDeselect={false}
              />
            )}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {input('email', 'email', texts.email, { type: 'email' })}
          <TextInput
            label={texts.phone}
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
          <Select
            label={texts.delivery}
            data={[
              { value: 'email', label: texts.deliveryEmail },
              { value: 'post', label: texts.deliveryPost },
            ]}
            value={values.deliveryMethod}
            onChange={(v) => set('deliveryMethod', v === 'post' ? 'post' : 'email')}
            allowDeselect={false}
          />
          {input('street', 'street', texts.street, { required: true })}
          {input('house_number', 'houseNumber', texts.houseNumber, { required: true })}
          {input('zipcode', 'zipcode', texts.zip, { required: true })}
          {input('city', 'city', texts.city, { required: true })}
          {input('country', 'country', texts.country, { required: true })}
        </SimpleGrid>
        <Textarea
          ref={(el) => {
            refs.current.ibans = el;
          }}
          label={ibanTexts.label}
          description={ibanTexts.description}
          placeholder={ibanTexts.placeholder}
          autosize
          minRows={1}
          maxRows={TENANT_IBANS_MAX}
          spellCheck={false}
          value={values.ibans}
          onChange={(e) => set('ibans', e.currentTarget.value)}
          error={errorOf('ibans')}
          errorProps={{ role: 'alert' }}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
