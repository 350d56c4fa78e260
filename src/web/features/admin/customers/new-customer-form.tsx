import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { adminCustomerTexts, validationTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useCreateCustomer } from '../../../api/create-customer.ts';
import { paths } from '../../../routing/paths.ts';
import { selectId } from '../../../routing/selection.ts';
import { customerDetailHref } from './customer-target.ts';

const texts = adminCustomerTexts.detail;

/** After creating, the success note stays this long before the screen switches to the new customer. */
export const NEW_CUSTOMER_RELOAD_MS = 3000;

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

/** The 'Kunde bearbeiten' fields of a customer that does not exist yet, sent together. */
export function NewCustomerForm() {
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', phone_number: '' });
  const [lastNameError, setLastNameError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (createdId === null) return;
    selectId('customer', createdId);
    const timer = window.setTimeout(
      () => void navigate(customerDetailHref(paths.adminCustomerDetail, createdId), { replace: true }),
      NEW_CUSTOMER_RELOAD_MS,
    );
    return () => window.clearTimeout(timer);
  }, [createdId, navigate]);

  const set = (key: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'last_name') setLastNameError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || createdId !== null) return;
    if (!values.last_name.trim()) {
      setLastNameError(validationTexts.lastNameRequiredCustomer);
      lastNameRef.current?.focus();
      return;
    }
    create.mutate(
      {
        first_name: nullIfEmpty(values.first_name),
        last_name: values.last_name.trim(),
        email: nullIfEmpty(values.email),
        phone_number: nullIfEmpty(values.phone_number),
      },
      { onSuccess: (customer) => setCreatedId(customer.id) },
    );
  };

  const failure =
    create.error instanceof ApiError && create.error.fromServer ? create.error.message : texts.createFailed;

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={texts.firstName} value={values.first_name} onChange={set('first_name')} />
        <TextInput
          ref={lastNameRef}
          label={texts.lastName}
          required
          value={values.last_name}
          onChange={set('last_name')}
          error={lastNameError}
          errorProps={{ role: 'alert' }}
        />
        <TextInput label={texts.email} type="email" value={values.email} onChange={set('email')} />
        <TextInput
          label={texts.phone}
          type="tel"
          value={values.phone_number}
          onChange={set('phone_number')}
        />
      </SimpleGrid>
      {create.isError && <Alert color="red" variant="light" role="alert" mt="md" title={failure} />}
      {createdId !== null && (
        <Alert color="green" variant="light" role="status" mt="md" title={texts.created} />
      )}
      <Group mt="md">
        <Button type="submit" loading={create.isPending} disabled={createdId !== null}>
          {texts.create}
        </Button>
      </Group>
    </form>
  );
}
