import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { parseAddress } from '../../../../domain/address.ts';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { createOwnProperty, updateOwnProperty } from '../../../api/property-setup.ts';
import type { Property } from '../../../api/types.ts';
import { AddressFields, type AddressValues } from './address-fields.tsx';
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
  const [values, setValues] = useState<AddressValues>({
    street: stored.streetName,
    houseNumber: stored.houseNumber,
    zip: stored.zip,
    city: stored.city,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof AddressValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const body = {
        street: values.street,
        house_number: values.houseNumber,
        zip: values.zip,
        city: values.city,
      };
      onSaved(property ? await updateOwnProperty(property.id, body) : await createOwnProperty(body));
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
          <AddressFields values={values} onChange={set} required />
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
