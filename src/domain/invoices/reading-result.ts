import type { InvoiceFormat, InvoiceReading } from './invoice-reading.ts';

/** A reading with nothing filled in yet: every value unknown (null), never guessed. */
export function emptyReading(format: InvoiceFormat | null): InvoiceReading {
  return {
    status: 'needs_review',
    format,
    seller_name: null,
    invoice_number: null,
    issue_date: null,
    period_from: null,
    period_to: null,
    currency: null,
    net_cents: null,
    tax_cents: null,
    gross_cents: null,
    payable_cents: null,
    labour_cents: null,
    type_code: null,
    credit_note: false,
    lines: [],
    sources: {},
    text: '',
    problems: [],
  };
}

/** A file of which nothing could be read, with the German reason. */
export function unreadableReading(problem: string, format: InvoiceFormat | null = null): InvoiceReading {
  return { ...emptyReading(format), status: 'unreadable', problems: [problem] };
}

/** The most text a reading keeps for the cost-type suggestion. */
export const READING_TEXT_MAX = 4000;

/** UNTDID 1001 codes of credit notes: 381 credit note, 384 corrected invoice. */
export const CREDIT_NOTE_TYPE_CODES: readonly string[] = ['381', '384'];

export function isCreditNote(typeCode: string | null, grossCents: number | null): boolean {
  return (typeCode !== null && CREDIT_NOTE_TYPE_CODES.includes(typeCode)) || (grossCents ?? 0) < 0;
}
