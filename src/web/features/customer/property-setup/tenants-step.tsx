import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parseAddress } from '../../../../domain/address.ts';
import { isVacancy, SALUTATIONS, VACANCY_LAST_NAME } from '../../../../domain/catalog.ts';
import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import { centsToEuroString } from '../../../../domain/money.ts';
import { partyName } from '../../../../domain/party-name.ts';
import { propertySetupTexts as texts, tenantTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { createCustomerTenant, saveMoveOut, saveTenantPersons } from '../../../api/customer-tenants.ts';
import { usePropertyDwellings, type Dwelling } from '../../../api/dwellings.ts';
import { propertyTenantsKey, usePropertyTenants } from '../../../api/property-tenants.ts';
import type { Property, Tenant } from '../../../api/types.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { annualFromMonthly, parseMonthlyAdvance } from '../tenants/index.ts';
import { StepHeading } from './step-heading.tsx';

interface Values {
  salutation: string;
  firstName: string;
  lastName: string;
  moveIn: string;
  moveOut: string;
  persons: string;
  advance: string;
}
const empty: Values = {
  salutation: '',
  firstName: '',
  lastName: '',
  moveIn: '',
  moveOut: '',
  persons: '',
  advance: '',
};

/** What the form can tell before sending: dates, persons and the advance; the rest the server names. */
function formProblem(v: Values): string | null {
  if (!parseDateDe(v.moveIn.trim())) return tenantTexts.dateInvalid;
  if (v.moveOut.trim() && !parseDateDe(v.moveOut.trim())) return tenantTexts.dateInvalid;
  if (!/^\d{1,2}$/.test(v.persons.trim())) return tenantTexts.personsCountInvalid;
  const advance = parseMonthlyAdvance(v.advance);
  return advance.ok ? null : advance.message;
}

function tenancyLine(t: Tenant): string {
  const name = isVacancy(t.last_name) ? VACANCY_LAST_NAME : partyName({ ...t }) || t.last_name;
  const from = t.move_in ? `${texts.moveIn} ${formatDateDe(t.move_in)}` : '';
  const to = t.move_out ? ` – ${formatDateDe(t.move_out)}` : '';
  return [name, `${from}${to}`].filter(Boolean).join(', ');
}

/**
 * One dwelling: who lives there, and a short form for a new tenancy (the tenant is written to at
 * the house's address by post until the tenant screen gets an e-mail address) or a vacancy from the
 * start of the open year.
 */
function DwellingTenants({
  property,
  dwelling,
  tenancies,
  year,
  onChanged,
}: {
  property: Property;
  dwelling: Dwelling;
  tenancies: Tenant[];
  year: number;
  onChanged: () => Promise<void>;
}) {
  // The dwelling's usual persons, entered with the dwellings, are the new tenancy's: nothing is asked twice.
  const blank: Values = { ...empty, persons: dwelling.persons == null ? '' : String(dwelling.persons) };
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = `setup-dwelling-${dwelling.id}`;
  const set = (key: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const address = parseAddress(property.address);

  const run = async (work: () => Promise<string>) => {
    setSaving(true);
    setError(null);
    setNotice(null);
    try {
      setNotice(await work());
      setValues(blank);
      await onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = formProblem(values);
    if (problem) {
      setError(problem);
      return;
    }
    const moveIn = parseDateDe(values.moveIn.trim())!;
    const moveOut = values.moveOut.trim() ? parseDateDe(values.moveOut.trim()) : null;
    const monthly = parseMonthlyAdvance(values.advance);
    void run(async () => {
      const tenant = await createCustomerTenant(property.id, {
        salutation: (values.salutation || null) as (typeof SALUTATIONS)[number] | null,
        first_name: values.firstName.trim() || null,
        last_name: values.lastName.trim(),
        delivery_method: 'post',
        street_house_no: address.street,
        zipcode: address.zip,
        city: address.city,
        move_in: moveIn,
        dwelling_id: dwelling.id,
        annual_advance: monthly.ok ? centsToEuroString(annualFromMonthly(monthly.cents)) : null,
      });
      await saveTenantPersons(tenant.id, [{ from: moveIn, persons: Number(values.persons.trim()) }]);
      if (moveOut) await saveMoveOut(tenant.id, moveOut);
      return texts.tenantSaved(partyName(tenant) || tenant.last_name);
    });
  };

  const vacant = () =>
    void run(async () => {
      await createCustomerTenant(property.id, {
        last_name: VACANCY_LAST_NAME,
        move_in: `${year}-01-01`,
        dwelling_id: dwelling.id,
      });
      return texts.tenantSaved(VACANCY_LAST_NAME);
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {dwelling.label}
        </Title>
        {tenancies.length === 0 ? (
          <Text c="dimmed">{texts.noTenants}</Text>
        ) : (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tenancies.map((t) => (
              <Text component="li" key={t.id}>
                {tenancyLine(t)}
              </Text>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate aria-label={`${texts.addTenant}: ${dwelling.label}`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <NativeSelect
                label={texts.salutation}
                data={[{ value: '', label: '–' }, ...SALUTATIONS.map((s) => ({ value: s, label: s }))]}
                value={values.salutation}
                onChange={set('salutation')}
              />
              <TextInput label={texts.firstName} value={values.firstName} onChange={set('firstName')} />
              <TextInput
                label={texts.tenantName}
                required
                value={values.lastName}
                onChange={set('lastName')}
              />
              <TextInput
                label={texts.moveIn}
                description={texts.dateHint}
                required
                value={values.moveIn}
                onChange={set('moveIn')}
              />
              <TextInput
                label={texts.moveOut}
                description={texts.dateHint}
                value={values.moveOut}
                onChange={set('moveOut')}
              />
              <TextInput
                label={texts.persons}
                inputMode="numeric"
                required
                value={values.persons}
                onChange={set('persons')}
              />
              <TextInput
                label={texts.monthlyAdvance}
                inputMode="decimal"
                required
                value={values.advance}
                onChange={set('advance')}
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {notice && (
              <Text role="status" c="teal">
                {notice}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={vacant} disabled={saving}>
                {texts.markVacant}
              </Button>
              <Button type="submit" loading={saving}>
                {texts.addTenant}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** Tenants per dwelling: each dwelling with its tenancies and a short form for the next one. */
export function TenantsStep({
  property,
  year,
  onChanged,
  onNext,
}: {
  property: Property;
  year: number;
  onChanged: () => Promise<void>;
  onNext: () => void;
}) {
  const queryClient = useQueryClient();
  const dwellings = usePropertyDwellings(property.id);
  const tenants = usePropertyTenants(property.id);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: propertyTenantsKey(property.id) });
    await onChanged();
  };
  if (dwellings.status === 'pending' || tenants.status === 'pending') return <LoadingState />;
  if (dwellings.status === 'error' || tenants.status === 'error')
    return (
      <ErrorState
        onRetry={() => {
          void dwellings.refetch();
          void tenants.refetch();
        }}
      />
    );
  return (
    <Stack gap="md">
      <StepHeading title={texts.tenantsHeading} hint={texts.tenantsHint} />
      {dwellings.data.length === 0 ? (
        <EmptyState message={texts.missing.noDwellings} />
      ) : (
        dwellings.data.map((d) => (
          <DwellingTenants
            key={d.id}
            property={property}
            dwelling={d}
            tenancies={tenants.data.filter((t) => t.dwelling_id === d.id)}
            year={year}
            onChanged={changed}
          />
        ))
      )}
      <Group justify="flex-end">
        <Button onClick={onNext}>{texts.next}</Button>
      </Group>
    </Stack>
  );
}
