import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formatAddress, parseAddress } from '../../../../domain/address.ts';
import { partyName } from '../../../../domain/party-name.ts';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { customersQueryKey } from '../../../api/get-customers.ts';
import { ownProfileKey, updateOwnProfile, useOwnProfile } from '../../../api/property-setup.ts';
import type { Customer } from '../../../api/types.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { AddressFields } from './address-fields.tsx';
import { StepHeading } from './step-heading.tsx';

const nameOf = (c: Customer) =>
  partyName({ company: c.company_name, firstName: c.first_name, lastName: c.last_name }) ||
  (c.contact_person ?? '');

/** The letterhead: the name as stored (the operator's to change), address and bank account in one save. */
function LetterheadForm({ profile, onSaved }: { profile: Customer; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const stored = parseAddress(profile.address);
  const name = nameOf(profile);
  const [values, setValues] = useState({
    street: stored.streetName,
    houseNumber: stored.houseNumber,
    zip: stored.zip,
    city: stored.city,
    iban: profile.iban ?? '',
    bic: profile.bic ?? '',
    accountHolder: profile.account_holder ?? name,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const anyAddress = [values.street, values.houseNumber, values.zip, values.city].some((v) => v.trim());
    try {
      const saved = await updateOwnProfile({
        address: anyAddress
          ? formatAddress({ ...values, streetName: values.street, country: stored.country })
          : null,
        iban: values.iban.trim() || null,
        bic: values.bic.trim() || null,
        account_holder: values.accountHolder.trim() || null,
      });
      queryClient.setQueryData(ownProfileKey, saved);
      await queryClient.invalidateQueries({ queryKey: customersQueryKey });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <StepHeading title={texts.letterheadHeading} hint={texts.letterheadHint} />
        <TextInput label={texts.landlordName} description={texts.landlordNameFixed} value={name} readOnly />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AddressFields
            values={values}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
          <TextInput label={texts.iban} autoComplete="off" value={values.iban} onChange={set('iban')} />
          <TextInput label={texts.bic} autoComplete="off" value={values.bic} onChange={set('bic')} />
          <TextInput
            label={texts.accountHolder}
            value={values.accountHolder}
            onChange={set('accountHolder')}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function LetterheadStep({ onSaved }: { onSaved: () => void }) {
  const profile = useOwnProfile();
  if (profile.status === 'pending') return <LoadingState />;
  if (profile.status === 'error')
    return <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />;
  return <LetterheadForm profile={profile.data} onSaved={onSaved} />;
}
