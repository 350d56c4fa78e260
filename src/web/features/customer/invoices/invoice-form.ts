import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import { INVOICE_FIELDS, type InvoiceField } from '../../../../domain/invoices/invoice-reading.ts';
import { formatMoneyInputDe, parseMoneyDe } from '../../../../domain/money.ts';
import type { InvoiceRecord, InvoiceUpdateBody } from '../../../../domain/schemas/invoices.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';

const texts = invoiceScreenTexts.fields;

export type FieldKind = 'text' | 'date' | 'money' | 'currency';

/** How each corrected field is typed and read: dates as TT.MM.JJJJ, amounts in euros de-DE. */
export const FIELD_KINDS: Record<InvoiceField, FieldKind> = {
  seller_name: 'text',
  invoice_number: 'text',
  issue_date: 'date',
  period_from: 'date',
  period_to: 'date',
  currency: 'currency',
  net_cents: 'money',
  tax_cents: 'money',
  gross_cents: 'money',
  labour_cents: 'money',
};

/** The form's text of every field, as the person sees and types it. */
export type InvoiceFormValues = Record<InvoiceField, string>;

function shown(kind: FieldKind, value: string | number | null): string {
  if (value === null) return '';
  if (kind === 'date') return formatDateDe(String(value));
  if (kind === 'money') return typeof value === 'number' ? formatMoneyInputDe(value) : '';
  return String(value);
}

export function formValuesOf(invoice: InvoiceRecord): InvoiceFormValues {
  const values = {} as InvoiceFormValues;
  for (const field of INVOICE_FIELDS) values[field] = shown(FIELD_KINDS[field], invoice[field]);
  return values;
}

type Read = { value: string | number | null } | { error: string };

/** One field's text to the API's value (empty: null), or the German message why not. */
export function readField(field: InvoiceField, text: string): Read {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  switch (FIELD_KINDS[field]) {
    case 'date': {
      const iso = parseDateDe(trimmed);
      return iso === null ? { error: texts.dateInvalid } : { value: iso };
    }
    case 'money': {
      const cents = parseMoneyDe(trimmed);
      return cents === null ? { error: texts.amountInvalid } : { value: cents };
    }
    case 'currency':
      return /^[A-Za-z]{3}$/.test(trimmed)
        ? { value: trimmed.toUpperCase() }
        : { error: texts.currencyInvalid };
    default:
      return { value: trimmed };
  }
}

export type FormResult =
  { body: InvoiceUpdateBody; errors: null } | { body: null; errors: Partial<Record<InvoiceField, string>> };

/**
 * The corrections to send: only the fields whose value differs from the record, so that a field
 * left as it was keeps its source (e-invoice, PDF text, OCR) and only the changed ones become typed.
 */
export function correctionsOf(invoice: InvoiceRecord, values: InvoiceFormValues): FormResult {
  const body: Record<string, string | number | null> = {};
  const errors: Partial<Record<InvoiceField, string>> = {};
  for (const field of INVOICE_FIELDS) {
    const read = readField(field, values[field]);
    if ('error' in read) errors[field] = read.error;
    else if (read.value !== invoice[field]) body[field] = read.value;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}
