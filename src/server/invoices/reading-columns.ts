import type { InvoiceReading } from '../../domain/invoices/invoice-reading.ts';
import type { InvoiceInsert } from './repository.ts';

/** The columns an invoice row takes from what reading its file gave. */
export function readingColumns(reading: InvoiceReading) {
  return {
    format: reading.format,
    sellerName: reading.seller_name,
    invoiceNumber: reading.invoice_number,
    issueDate: reading.issue_date,
    periodFrom: reading.period_from,
    periodTo: reading.period_to,
    currency: reading.currency,
    netCents: reading.net_cents,
    taxCents: reading.tax_cents,
    grossCents: reading.gross_cents,
    payableCents: reading.payable_cents,
    labourCents: reading.labour_cents,
    typeCode: reading.type_code,
    creditNote: reading.credit_note,
    lines: reading.lines,
    fieldSources: reading.sources,
    readingText: reading.text,
  } satisfies Partial<InvoiceInsert>;
}

/** A stored row as a reading again, with the fields as they stand now, to suggest the cost type anew. */
export function readingOfRow(row: {
  status: string;
  format: string | null;
  sellerName: string | null;
  invoiceNumber: string | null;
  issueDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  currency: string | null;
  netCents: number | null;
  taxCents: number | null;
  grossCents: number | null;
  payableCents: number | null;
  labourCents: number | null;
  typeCode: string | null;
  creditNote: boolean;
  lines: unknown;
  fieldSources: unknown;
  readingText: string;
  problems: unknown;
}): InvoiceReading {
  return {
    status: row.status === 'read' ? 'read' : row.status === 'unreadable' ? 'unreadable' : 'needs_review',
    format: row.format as InvoiceReading['format'],
    seller_name: row.sellerName,
    invoice_number: row.invoiceNumber,
    issue_date: row.issueDate,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    currency: row.currency,
    net_cents: row.netCents,
    tax_cents: row.taxCents,
    gross_cents: row.grossCents,
    payable_cents: row.payableCents,
    labour_cents: row.labourCents,
    type_code: row.typeCode,
    credit_note: row.creditNote,
    lines: row.lines as InvoiceReading['lines'],
    sources: row.fieldSources as InvoiceReading['sources'],
    text: row.readingText,
    problems: row.problems as string[],
  };
}
