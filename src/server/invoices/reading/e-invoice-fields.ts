import { isIsoDate } from '../../../domain/dates.ts';
import {
  INVOICE_FIELDS,
  type InvoiceField,
  type InvoiceReading,
} from '../../../domain/invoices/invoice-reading.ts';
import { labourFromLines, labourFromNotes, type LabourLine } from '../../../domain/invoices/labour-share.ts';
import { emptyReading, isCreditNote, READING_TEXT_MAX } from '../../../domain/invoices/reading-result.ts';
import { euroToCents } from '../../../domain/money.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { textOf, type XmlNode } from '../../xml/safe-xml.ts';

/** What a syntax reader (UBL or CII) found, before the shared checks. */
export interface EInvoiceFields {
  seller_name: string | null;
  invoice_number: string | null;
  issue_date: string | null;
  period_from: string | null;
  period_to: string | null;
  currency: string | null;
  net: XmlNode | undefined;
  tax: XmlNode | undefined;
  gross: XmlNode | undefined;
  payable: XmlNode | undefined;
  type_code: string | null;
  notes: string[];
  lines: Array<{ description: string; net: XmlNode | undefined; vat_percent: string | null }>;
}

/** Fields an e-invoice must carry (EN 16931 BT-1, BT-2, BT-5, BT-27, BT-109, BT-110, BT-112). */
const REQUIRED: readonly InvoiceField[] = [
  'seller_name',
  'invoice_number',
  'issue_date',
  'currency',
  'net_cents',
  'tax_cents',
  'gross_cents',
];

/**
 * The reading of an e-invoice: amounts exactly from their digits (a value with more than two
 * decimals is left empty, not rounded), `read` only when every required field is there, in euros
 * and not a credit note.
 */
export function eInvoiceReading(fields: EInvoiceFields, format: InvoiceReading['format']): InvoiceReading {
  const problems: string[] = [];
  const amount = (node: XmlNode | undefined, label: string): number | null => {
    const text = textOf(node);
    if (text === null) return null;
    const cents = euroToCents(text);
    if (cents === null) problems.push(t.amountNotExact(label));
    return cents;
  };
  const labels = t.fields;
  const lines: LabourLine[] = fields.lines.map((line) => ({
    description: line.description,
    net_cents: amount(line.net, line.description),
    vat_percent: line.vat_percent,
  }));
  const gross = amount(fields.gross, labels.gross_cents);
  const reading: InvoiceReading = {
    ...emptyReading(format),
    seller_name: fields.seller_name,
    invoice_number: fields.invoice_number,
    issue_date: isoOrNull(fields.issue_date),
    period_from: isoOrNull(fields.period_from),
    period_to: isoOrNull(fields.period_to),
    currency: fields.currency,
    net_cents: amount(fields.net, labels.net_cents),
    tax_cents: amount(fields.tax, labels.tax_cents),
    gross_cents: gross,
    payable_cents: amount(fields.payable, labels.payable_cents),
    labour_cents: labourFromNotes(fields.notes) ?? labourFromLines(lines),
    type_code: fields.type_code,
    credit_note: isCreditNote(fields.type_code, gross),
    lines: lines.map(({ description, net_cents }) => ({ description, net_cents })),
  };
  for (const field of INVOICE_FIELDS) if (reading[field] !== null) reading.sources[field] = 'e-invoice';
  const missing = REQUIRED.filter((field) => reading[field] === null).map(
    (field) => labels[field as keyof typeof labels],
  );
  if (missing.length > 0) problems.push(t.eInvoiceIncomplete(missing.join(', ')));
  if (reading.currency !== null && reading.currency !== 'EUR')
    problems.push(t.foreignCurrency(reading.currency));
  if (reading.credit_note) problems.push(t.creditNote);
  reading.problems = problems;
  reading.status = problems.length === 0 ? 'read' : 'needs_review';
  reading.text = [fields.seller_name ?? '', ...fields.lines.map((l) => l.description), ...fields.notes]
    .join('\n')
    .slice(0, READING_TEXT_MAX);
  return reading;
}

function isoOrNull(value: string | null): string | null {
  return value !== null && isIsoDate(value) ? value : null;
}
