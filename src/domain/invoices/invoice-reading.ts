/**
 * What reading one invoice file yields, before a person checks it. The reader (server/invoices/reading,
 * in worker threads) fills it from an e-invoice exactly, from a PDF's text or from OCR by rules; the
 * inbox stores it and the suggestion (suggest-invoice.ts) works on it. Unknown values are null, never
 * guessed: a wrong amount that looks right is worse than an empty field a person fills in.
 */

/** How the invoice was read: an XML e-invoice of either syntax, a PDF carrying one, a PDF's text, or OCR. */
export const INVOICE_FORMATS = ['xrechnung-ubl', 'xrechnung-cii', 'zugferd', 'pdf-text', 'ocr'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

/**
 * `read`: a structured e-invoice read completely; `needs_review`: read by rules, OCR, incompletely or
 * a credit note; `unreadable`: nothing usable (the problems say why); `approved`/`rejected` by a person.
 */
export const INVOICE_STATUSES = ['read', 'needs_review', 'unreadable', 'approved', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The statuses a reading can end in; the other two are a person's decision. */
export type ReadingStatus = Extract<InvoiceStatus, 'read' | 'needs_review' | 'unreadable'>;

/** Where a field's value came from, shown beside it on the review screen. */
export const FIELD_SOURCES = ['e-invoice', 'pdf-text', 'ocr', 'typed'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

/** The fields a reading fills and a person may correct. */
export const INVOICE_FIELDS = [
  'seller_name',
  'invoice_number',
  'issue_date',
  'period_from',
  'period_to',
  'currency',
  'net_cents',
  'tax_cents',
  'gross_cents',
  'labour_cents',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export interface InvoiceLine {
  description: string;
  /** Net amount of the line in cents, as the invoice states it (negative on credit lines). */
  net_cents: number | null;
}

export interface InvoiceReading {
  status: ReadingStatus;
  format: InvoiceFormat | null;
  seller_name: string | null;
  invoice_number: string | null;
  /** ISO dates (YYYY-MM-DD). */
  issue_date: string | null;
  period_from: string | null;
  period_to: string | null;
  /** ISO 4217 code as stated (EUR); null when the invoice does not say. */
  currency: string | null;
  /** Totals exactly as the invoice states them (an e-invoice's cents match its XML, sign included). */
  net_cents: number | null;
  tax_cents: number | null;
  gross_cents: number | null;
  /** Amount due (BT-115), which may differ from the gross total after prepayments. */
  payable_cents: number | null;
  /** Labour within the invoice (§35a EStG), where the invoice states it. */
  labour_cents: number | null;
  /** UNTDID 1001 document type code (380 invoice, 381 credit note, 384 corrected invoice), when stated. */
  type_code: string | null;
  /** A credit note (type 381/384 or a negative total): its suggestion is negative and a person must look. */
  credit_note: boolean;
  lines: InvoiceLine[];
  /** Where each filled field came from. */
  sources: Partial<Record<InvoiceField, FieldSource>>;
  /** Up to a few kB of the invoice's text (supplier and line texts) for the cost-type suggestion. */
  text: string;
  /** German sentences: what could not be read and why. */
  problems: string[];
}
