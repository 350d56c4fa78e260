import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { HEATING_SYSTEMS } from '../../../../domain/catalog.ts';
import { adminCustomerTexts } from '../../../../domain/texts/index.ts';
import { useCreateCustomerProperty } from '../../../api/create-customer-property.ts';
import {
  emptyPropertyForm,
  firstErrorField,
  propertyCreateBody,
  propertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
} from './property-form.ts';

const texts = adminCustomerTexts.addProperty;

/** How long the note that the property was added stays. */
const CREATED_NOTE_MS = 2000;

/** Adds a property to the customer: the address in parts, the country and an optional heating type. */
export function AddPropertyForm({ customerId }: { customerId: number }) {
  const create = useCreateCustomerProperty(customerId);
  const [values, setValues] = useState<PropertyFormValues>(emptyPropertyForm);
  const [errors, setErrors] = useState<Partial<Record<PropertyFormField, string>>>({});
  const [created, setCreated] = useState(0);
  const [showCreated, setShowCreated] = useState(false);
  const refs = {
    street: useRef<HTMLInputElement>(null),
    houseNumber: useRef<HTMLInputElement>(null),
    zip: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (created === 0) return;
    setShowCreated(true);
    const timer = window.setTimeout(() => setShowCreated(false), CREATED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [created]);

  const set = (key: keyof PropertyFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // The message of a field goes as soon as it is typed in.
    if (key in refs) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = propertyFormErrors(values);
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    create.mutate(propertyCreateBody(values), {
      onSuccess: () => {
        setValues(emptyPropertyForm());
        setCreated((n) => n + 1);
      },
    });
  };

  const field = (
    key: PropertyFormField,
    label: string,
    extra: { autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextInput
      ref={refs[key]}
      label={label}
      required
      value={values[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      error={errors[key]}
      errorProps={{ role: 'alert' }}
      {...extra}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-property-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="add-property-heading">
            {texts.heading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {field('street', texts.street)}
            {field('houseNumber', texts.houseNumber)}
            {field('zip', texts.zip, { inputMode: 'numeric' })}
            {field('city', texts.city)}
            <TextInput
              label={texts.country}
              value={values.country}
              onChange={(event) => set('country')(event.currentTarget.value)}
            />
            <Select
              label={texts.heating}
              placeholder={texts.heatingNone}
              data={[...HEATING_SYSTEMS]}
              value={values.heating || null}
              onChange={(value) => set('heating')(value ?? '')}
              clearable
            />
          </SimpleGrid>
          {create.isError && <Alert color="red" variant="light" role="alert" title={texts.failed} />}
          {showCreated && <Alert color="green" variant="light" role="status" title={texts.created} />}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
