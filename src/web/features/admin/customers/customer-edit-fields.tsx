import { SimpleGrid } from '@mantine/core';
import { useUpdateCustomer } from '../../../api/update-customer.ts';
import type { Customer } from '../../../api/types.ts';
import { FieldEdit } from '../../../components/field-edit.tsx';
import { CUSTOMER_FIELDS, fieldBody, fieldSaveError, fieldValue } from './customer-fields.ts';

/** First and last name, e-mail and phone of an existing customer, each saved on its own. */
export function CustomerEditFields({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer(customer.id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {CUSTOMER_FIELDS.map((field) => (
        <FieldEdit
          key={field.key}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={fieldValue(customer, field.key)}
          onSave={async (value) => {
            await update.mutateAsync(fieldBody(field.key, value));
          }}
          errorMessage={fieldSaveError}
        />
      ))}
    </SimpleGrid>
  );
}
