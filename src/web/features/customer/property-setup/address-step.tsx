import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { parseAddress } from '../../../../domain/address.ts';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { createOwnProperty, updateOwnProperty } from '../../../api/property-setup.ts';
import type { Property } from '../../../api/types.ts';
import { StepHeading } from './step-heading.tsx';

/**
 * Where the house is: creates the landlord's property on the first save, then saves its address.
 * The server names a missing part in German.
 */
export function AddressStep({
  property,
  onSaved,
}: {
  property: Property | null;
  onSaved: (property: Property) => void;
}) {
  const stored = parseAddress(property?.address);
  const [values, setValues] = useState({
    street: stored.streetName,
    house_number: stored.houseNumber,
    zip: stored.zip,
    city: stored.city,
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
    try {
      onSaved(property ? await updateOwnProperty(property.id, values) : await createOwnProperty(values));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <StepHeading title={texts.addressHeading} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={texts.street}
            autoComplete="address-line1"
            required
            value={values.street}
            onChange={set('street')}
          />
          <TextInput
            label={texts.houseNumber}
            required
            value={values.house_number}
            onChange={set('house_number')}
          />
          <TextInput
            label={texts.zip}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            value={values.zip}
            onChange={set('zip')}
          />
          <TextInput
            label={texts.city}
            autoComplete="address-level2"
            required
            value={values.city}
            onChange={set('city')}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {property ? texts.save : texts.createProperty}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
