import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { HEATING_SYSTEMS } from '../../../../domain/catalog.ts';
import { propertyDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { parseAddress } from '../../../components/address.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { updateProperty } from '../../../api/property-writes.ts';
import type { Property } from '../../../api/types.ts';
import { useFlash } from '../../../components/use-flash.ts';

/** Address parts and heating type of a property; all four address parts are required. */
export function PropertyForm({ property, readOnly }: { property: Property; readOnly: boolean }) {
  const initial = parseAddress(property.address);
  const [fields, setFields] = useState({
    street: initial.streetName,
    house_number: initial.houseNumber,
    zip: initial.zip,
    city: initial.city,
    country: initial.country,
  });
  const [heating, setHeating] = useState<string | null>(property.heating_system);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [flash, showFlash] = useFlash();
  const queryClient = useQueryClient();

  const set = (key: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v.trim()]),
    ) as typeof fields;
    if (!trimmed.street || !trimmed.house_number || !trimmed.zip || !trimmed.city)
      return setError(texts.addressRequired);
    setSaving(true);
    try {
      const saved = await updateProperty(property.id, {
        ...trimmed,
        heating_system: (heating ?? '') as (typeof HEATING_SYSTEMS)[number] | '',
      });
      queryClient.setQueryData(['properties', property.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
      showFlash(texts.saved);
    } catch (failure) {
      setError(errorMessage(failure) || texts.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const input = (key: keyof typeof fields, label: string, required = true) => (
    <TextInput
      label={label}
      required={required}
      readOnly={readOnly}
      value={fields[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.detailsHeading}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('street', texts.street)}
          {input('house_number', texts.houseNumber)}
          {input('zip', texts.zip)}
          {input('city', texts.city)}
          {input('country', texts.country, false)}
          <Select
            label={texts.heating}
            placeholder={texts.noHeating}
            data={[...HEATING_SYSTEMS]}
            value={heating}
            onChange={setHeating}
            clearable
            readOnly={readOnly}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {flash && (
          <Alert color="green" variant="light" role="status">
            {flash}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={saving}>
              {texts.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
