import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { INVOICE_FIELDS, type InvoiceField } from '../../../../domain/invoices/invoice-reading.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { updateInvoice, type InvoiceRecord } from '../../../api/invoices.ts';
import { correctionsOf, FIELD_KINDS, formValuesOf, type InvoiceFormValues } from './invoice-form.ts';
import { SourceBadge } from './invoice-badges.tsx';

const texts = invoiceScreenTexts.fields;

interface InvoiceFieldsProps {
  invoice: InvoiceRecord;
  onSaved: (invoice: InvoiceRecord) => void;
}

/** Every extracted field, editable while the invoice is not approved, each with where it came from. */
export function InvoiceFields({ invoice, onSaved }: InvoiceFieldsProps) {
  const [values, setValues] = useState<InvoiceFormValues>(() => formValuesOf(invoice));
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = invoice.status === 'approved';

  const save = async () => {
    const result = correctionsOf(invoice, values);
    if (result.errors) {
      setErrors(result.errors);
      setMessage({ ok: false, text: texts.fixErrors });
      return;
    }
    setErrors({});
    if (Object.keys(result.body).length === 0) return setMessage({ ok: true, text: texts.unchanged });
    setSaving(true);
    try {
      const saved = await updateInvoice(invoice.id, result.body);
      setValues(formValuesOf(saved));
      setMessage({ ok: true, text: texts.saved });
      onSaved(saved);
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="invoice-fields-heading">
      <Title order={2} size="h4" id="invoice-fields-heading">
        {texts.heading}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {INVOICE_FIELDS.map((field) => {
            const source = invoice.field_sources[field];
            return (
              <TextInput
                key={field}
                name={field}
                label={
                  <Group gap={6} component="span" wrap="nowrap">
                    <span>{texts[field]}</span>
                    {source && <SourceBadge source={source} />}
                  </Group>
                }
                value={values[field]}
                placeholder={FIELD_KINDS[field] === 'date' ? texts.datePlaceholder : undefined}
                inputMode={FIELD_KINDS[field] === 'money' ? 'decimal' : undefined}
                error={errors[field]}
                disabled={locked}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((all) => ({ ...all, [field]: text }));
                  setMessage(null);
                }}
              />
            );
          })}
        </SimpleGrid>
        {!locked && (
          <Group mt="md">
            <Button type="submit" loading={saving}>
              {texts.save}
            </Button>
          </Group>
        )}
      </form>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
