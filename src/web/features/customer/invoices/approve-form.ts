import { usualLabourKind } from '../../../../domain/invoices/labour-kind.ts';
import { formatMoneyInputDe, parseMoneyDe } from '../../../../domain/money.ts';
import type { InvoiceApproveBody, InvoiceRecord } from '../../../../domain/schemas/invoices.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';

const texts = invoiceScreenTexts.approve;

export interface ApproveValues {
  year: string;
  categoryId: string;
  amount: string;
  labour: string;
  /** §35a EStG: household service or craftsman's work. */
  labourKind: 'services' | 'craft';
}

/**
 * The approval form prefilled from the suggestion: its year (else the invoice date's, else the
 * last calendar year, the usual billing year), its cost type and amounts; the gross amount when the
 * suggestion has none, since landlords of dwellings cannot deduct VAT.
 */
export function approveValuesOf(invoice: InvoiceRecord, currentYear: number): ApproveValues {
  const { suggestion } = invoice;
  const year =
    suggestion.year ?? (invoice.issue_date ? Number(invoice.issue_date.slice(0, 4)) : currentYear - 1);
  const amount = suggestion.amount_cents ?? invoice.gross_cents;
  const labour = suggestion.labour_cents ?? invoice.labour_cents;
  return {
    year: String(year),
    categoryId: suggestion.cost_category_id === null ? '' : String(suggestion.cost_category_id),
    amount: amount === null ? '' : formatMoneyInputDe(amount),
    labour: labour === null ? '' : formatMoneyInputDe(labour),
    labourKind: usualLabourKind(suggestion.betrkv_no),
  };
}

export type ApproveResult =
  | { body: InvoiceApproveBody; errors: null }
  | { body: null; errors: Partial<Record<keyof ApproveValues, string>> };

/** The form's text to the approval call; a credit note's amount may be negative, labour may not. */
export function approveBodyOf(values: ApproveValues): ApproveResult {
  const errors: Partial<Record<keyof ApproveValues, string>> = {};
  const year = /^\d{4}$/.test(values.year.trim()) ? Number(values.year.trim()) : null;
  if (year === null || year < 2000 || year > 2100) errors.year = texts.yearRequired;
  const categoryId = /^\d+$/.test(values.categoryId) ? Number(values.categoryId) : null;
  if (categoryId === null) errors.categoryId = texts.categoryRequired;
  const amount = parseMoneyDe(values.amount);
  if (amount === null) errors.amount = texts.amountRequired;
  const labour = values.labour.trim() === '' ? null : parseMoneyDe(values.labour);
  if (values.labour.trim() !== '' && (labour === null || labour < 0)) errors.labour = texts.labourInvalid;
  if (Object.keys(errors).length > 0 || year === null || categoryId === null || amount === null)
    return { body: null, errors };
  return {
    body: {
      year,
      cost_category_id: categoryId,
      amount_cents: amount,
      labour_cents: labour,
      ...(labour === null ? {} : { labour_kind: values.labourKind }),
    },
    errors: null,
  };
}
