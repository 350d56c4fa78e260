import { SECTION35A_KINDS } from '../billing/schema.ts';
import { isIsoDate } from '../dates.ts';
import {
  INVOICE_FORMATS,
  INVOICE_STATUSES,
  FIELD_SOURCES,
  INVOICE_FIELDS,
} from '../invoices/invoice-reading.ts';
import { draftTexts } from '../texts/costs.ts';
import { invoiceTexts } from '../texts/invoices.ts';
import { listTexts } from '../texts/lists.ts';
import { DatabaseId, INT4_MAX } from './common.ts';
import { MAX_PAGE_SIZE, wholeNumber } from './list-query.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Largest amount of one invoice in cents: 99.999.999,99 €, as a cost line of a draft. */
export const INVOICE_MAX_CENTS = 9_999_999_999;

const cents = z.number().int();
const isoDate = z.string();

/** What the inbox suggests for the cost data: a person confirms or changes it when approving. */
export const InvoiceSuggestion = z.object({
  year: z.number().int().nullable(),
  cost_category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  /** BetrKV §2 number of the cost type (1–17), null when none fits or for heating costs under the HeizkostenV. */
  betrkv_no: z.number().int().nullable(),
  /** Gross amount (landlords of dwellings cannot deduct VAT); negative for a credit note. */
  amount_cents: cents.nullable(),
  labour_cents: cents.nullable(),
  /** false: not an operating cost (repairs, administration, bank fees: BetrKV §1 Abs. 2), with the reason. */
  allocatable: z.boolean(),
  reason: z.string().nullable(),
  /** The cost type recognised (name and group), also when the property has no category for it yet. */
  cost_type: z
    .object({ name: z.string(), group: z.enum(['heating', 'general']) })
    .nullable()
    .optional(),
});
export type InvoiceSuggestion = z.infer<typeof InvoiceSuggestion>;

export const InvoiceRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  format: z.enum(INVOICE_FORMATS).nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  received_via: z.enum(['upload', 'email']),
  received_at: z.string(),
  seller_name: z.string().nullable(),
  invoice_number: z.string().nullable(),
  issue_date: isoDate.nullable(),
  period_from: isoDate.nullable(),
  period_to: isoDate.nullable(),
  currency: z.string().nullable(),
  net_cents: cents.nullable(),
  tax_cents: cents.nullable(),
  gross_cents: cents.nullable(),
  labour_cents: cents.nullable(),
  lines: z.array(z.object({ description: z.string(), net_cents: cents.nullable() })),
  suggestion: InvoiceSuggestion,
  duplicate_of: z.number().int().nullable(),
  problems: z.array(z.string()),
  /** Where each filled field came from: e-invoice, pdf-text, ocr or typed (a person's correction). */
  field_sources: z.partialRecord(z.enum(INVOICE_FIELDS), z.enum(FIELD_SOURCES)),
  /** The reason given when rejected. */
  rejection_reason: z.string().nullable(),
  /** Once approved: the billing year and the cost line's key in that year's draft. */
  approved_year: z.number().int().nullable(),
  approved_at: z.string().nullable(),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecord>;

export const InvoiceListQuery = z.object({
  status: z.enum(INVOICE_STATUSES, { error: invoiceTexts.statusInvalid }).optional(),
  year: wholeNumber(invoiceTexts.yearInvalid, 2000, 2100).optional(),
  limit: wholeNumber(listTexts.limitInvalid, 1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(listTexts.offsetInvalid, 0, INT4_MAX).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

const centsInput = z
  .number({ error: invoiceTexts.amountInvalid })
  .int({ error: invoiceTexts.amountInvalid })
  .min(-INVOICE_MAX_CENTS, { error: invoiceTexts.amountInvalid })
  .max(INVOICE_MAX_CENTS, { error: invoiceTexts.amountInvalid });
const dateInput = z
  .string({ error: invoiceTexts.dateInvalid })
  .max(10, { error: invoiceTexts.dateInvalid })
  .refine(isIsoDate, { error: invoiceTexts.dateInvalid });
const text = (label: string, max: number) =>
  safeText({
    max,
    tooLong: invoiceTexts.textTooLong(label, max),
    notText: invoiceTexts.textTooLong(label, max),
  });
const yearInput = z
  .number({ error: invoiceTexts.yearInvalid })
  .int({ error: invoiceTexts.yearInvalid })
  .min(2000, { error: invoiceTexts.yearInvalid })
  .max(2100, { error: invoiceTexts.yearInvalid });

/** Corrections while not approved: every field optional, null clears it; a corrected field becomes `typed`. */
export const InvoiceUpdateBody = z
  .object({
    seller_name: text('Der Rechnungssteller', 200).nullable().optional(),
    invoice_number: text('Die Rechnungsnummer', 100).nullable().optional(),
    issue_date: dateInput.nullable().optional(),
    period_from: dateInput.nullable().optional(),
    period_to: dateInput.nullable().optional(),
    currency: z
      .string({ error: invoiceTexts.currencyInvalid })
      .regex(/^[A-Z]{3}$/, { error: invoiceTexts.currencyInvalid })
      .nullable()
      .optional(),
    net_cents: centsInput.nullable().optional(),
    tax_cents: centsInput.nullable().optional(),
    gross_cents: centsInput.nullable().optional(),
    labour_cents: centsInput.nullable().optional(),
    /** The person's choice of year and cost type, kept as the suggestion until approval. */
    year: yearInput.nullable().optional(),
    cost_category_id: DatabaseId.nullable().optional(),
  })
  // Nothing to correct is a mistake of the caller, answered before the invoice is looked up.
  .refine((body) => Object.keys(body).length > 0, { error: invoiceTexts.nothingToSave });
export type InvoiceUpdateBody = z.infer<typeof InvoiceUpdateBody>;

export const InvoiceApproveBody = z.object({
  year: yearInput,
  cost_category_id: DatabaseId,
  amount_cents: centsInput,
  labour_cents: centsInput.min(0, { error: invoiceTexts.amountInvalid }).nullable().optional(),
  /** Household service or craftsman's work (§35a Abs. 2, 3 EStG); default: what the cost type usually is. */
  labour_kind: z.enum(SECTION35A_KINDS, { error: draftTexts.labourKindInvalid }).nullable().optional(),
});
export type InvoiceApproveBody = z.infer<typeof InvoiceApproveBody>;

export const InvoiceRejectBody = z.object({
  reason: text('Der Grund', 500).min(1, { error: invoiceTexts.reasonRequired }),
});
export type InvoiceRejectBody = z.infer<typeof InvoiceRejectBody>;

/** The cost line an approval added to the year's draft (the draft's own format, euros). */
export const InvoiceCostLine = z.object({
  draft_id: z.number().int(),
  year: z.number().int(),
  key: z.string(),
  name: z.string(),
  allocation: z.string(),
  amount: z.number(),
  note: z.string().nullable(),
  /** The line's receipt: this invoice; after a credit note, the invoice the line already had (or none). */
  invoice_id: z.number().int().nullable(),
});
export const InvoiceApproveResponse = z.object({ invoice: InvoiceRecord, cost_line: InvoiceCostLine });

export const TenantReceipt = z.object({
  invoice_id: z.number().int(),
  file_name: z.string(),
  category_name: z.string(),
  gross_cents: cents.nullable(),
});
export type TenantReceipt = z.infer<typeof TenantReceipt>;
