/**
 * Bodies and answers of the payments: the property's receiving account, the tenants' IBANs, a bank
 * statement's import, the payments of a year, the assignment of a transaction, and the basis the
 * statements credit the advances on.
 */
import { normaliseBic, normaliseIban } from '../bank/iban.ts';
import { BANK_STATEMENT_FORMATS } from '../bank/bank-statement.ts';
import { ADVANCE_BASES } from '../payments/advance-basis.ts';
import { paymentTexts, TENANT_IBANS_MAX } from '../texts/payments.ts';
import { ActorMarkers, DatabaseId, IdPathSegment } from './common.ts';
import { StatementYear } from './statements.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';
import { wholeNumber, MAX_PAGE_SIZE } from './list-query.ts';
import { INT4_MAX } from './common.ts';
import { listTexts } from '../texts/lists.ts';
import { MATCH_REASONS } from '../payments/match-transaction.ts';

/** An IBAN as typed, checked by ibantools (country format, check digits), in its electronic form. */
const ibanText = (message: string) =>
  safeText({ max: 50, notText: message, tooLong: message }).transform((v, ctx) => {
    const electronic = normaliseIban(v);
    if (electronic === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return electronic;
  });

const bicText = safeText({
  max: 20,
  notText: paymentTexts.bicInvalid,
  tooLong: paymentTexts.bicInvalid,
}).transform((v, ctx) => {
  if (v === '') return null;
  const compact = normaliseBic(v);
  if (compact === null) {
    ctx.addIssue({ code: 'custom', message: paymentTexts.bicInvalid });
    return z.NEVER;
  }
  return compact;
});

/** `PUT /api/properties/{id}/bank-account`: the account tenants pay their advances to. */
export const BankAccountBody = z.object({
  iban: ibanText(paymentTexts.ibanInvalid),
  bic: z
    .union([z.null(), bicText])
    .transform((v) => v ?? null)
    .optional(),
  account_holder: safeText({
    max: 200,
    notText: paymentTexts.accountHolderRequired,
    tooLong: paymentTexts.accountHolderRequired,
  }).min(1, { error: paymentTexts.accountHolderRequired }),
  ...ActorMarkers,
});
export type BankAccountBody = z.infer<typeof BankAccountBody>;

/**
 * A tenant's IBANs (`ibans` on the tenant calls): each checked and normalised, the message naming
 * which one is wrong; the same IBAN twice is kept once, blank entries are dropped.
 */
export const TenantIbans = z
  .array(z.string({ error: paymentTexts.tenantIbansInvalid }), { error: paymentTexts.tenantIbansInvalid })
  .max(TENANT_IBANS_MAX, { error: paymentTexts.tenantIbansInvalid })
  .transform((list, ctx) => {
    const out: string[] = [];
    for (const [index, entry] of list.entries()) {
      if (entry.trim() === '') continue;
      const parsed = ibanText(paymentTexts.tenantIbanInvalid(index + 1)).safeParse(entry);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: paymentTexts.tenantIbanInvalid(index + 1), path: [index] });
        continue;
      }
      if (!out.includes(parsed.data)) out.push(parsed.data);
    }
    return out;
  });
export type TenantIbans = z.infer<typeof TenantIbans>;

/** `POST /api/properties/{id}/bank-statements` answers what the file held and what was new. */
export const BankStatementImportResponse = z.object({
  format: z.enum(BANK_STATEMENT_FORMATS),
  account_iban: z.string().nullable(),
  /** Every booking of the file, batch bookings split, debits included. */
  transactions: z.number().int(),
  new: z.number().int(),
  duplicates: z.number().int(),
  /** Credits of the file assigned to a tenant, and not. */
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type BankStatementImportResponse = z.infer<typeof BankStatementImportResponse>;

export const AdvanceBasisEnum = z.enum(ADVANCE_BASES, { error: paymentTexts.advancesInvalid });

export const PaymentsQuery = z.object({ year: StatementYear });

/** `GET /api/properties/{id}/payments?year=`; difference = due − received, positive: arrears. */
export const PaymentsResponse = z.object({
  year: z.number().int(),
  basis: AdvanceBasisEnum,
  tenants: z.array(
    z.object({
      tenant_id: z.number().int(),
      /** For the screen: who the tenancy is, where, and whether an IBAN of the tenant is known. */
      name: z.string(),
      dwelling_label: z.string().nullable(),
      move_in: z.string().nullable(),
      move_out: z.string().nullable(),
      has_iban: z.boolean(),
      due_cents: z.number().int(),
      received_cents: z.number().int(),
      difference_cents: z.number().int(),
      months: z.array(
        z.object({ month: z.string(), due_cents: z.number().int(), received_cents: z.number().int() }),
      ),
    }),
  ),
  unmatched: z.array(
    z.object({
      id: z.number().int(),
      booking_date: z.string(),
      amount_cents: z.number().int(),
      payer_name: z.string().nullable(),
      payer_iban: z.string().nullable(),
      text: z.string(),
    }),
  ),
});
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;

/** The property's receiving account as stored. */
export const BankAccountRecord = z.object({
  iban: z.string(),
  bic: z.string().nullable(),
  account_holder: z.string(),
});
export type BankAccountRecord = z.infer<typeof BankAccountRecord>;

/** `GET /api/properties/{id}/bank-statements`: one page of the imports, newest first. */
export const BankStatementListQuery = z.object({
  limit: wholeNumber(listTexts.limitInvalid, 1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(listTexts.offsetInvalid, 0, INT4_MAX).optional(),
});
export type BankStatementListQuery = z.infer<typeof BankStatementListQuery>;

export const BankStatementImportRecord = z.object({
  id: z.number().int(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  account_iban: z.string().nullable(),
  file_name: z.string().nullable(),
  transactions: z.number().int(),
  new: z.number().int(),
  first_booking_date: z.string().nullable(),
  last_booking_date: z.string().nullable(),
  imported_at: z.string(),
});
export type BankStatementImportRecord = z.infer<typeof BankStatementImportRecord>;

/** A stored booking with its assignment (`match_reason` null: unmatched). */
export const BankTransactionRecord = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  amount_cents: z.number().int(),
  payer_name: z.string().nullable(),
  payer_iban: z.string().nullable(),
  text: z.string(),
  tenant_id: z.number().int().nullable(),
  match_reason: z.enum(MATCH_REASONS).nullable(),
});
export type BankTransactionRecord = z.infer<typeof BankTransactionRecord>;

/** `GET /api/properties/{id}/payments/reminder.pdf?year=&tenant_id=`. */
export const PaymentReminderQuery = z.object({ year: StatementYear, tenant_id: IdPathSegment });

/** `POST /api/bank-transactions/{id}/assign`. */
export const AssignTransactionBody = z.object({ tenant_id: DatabaseId, ...ActorMarkers });
export type AssignTransactionBody = z.infer<typeof AssignTransactionBody>;

/** `PUT /api/properties/{id}/statements/settings`: `advances` as agreed or as received. */
export const AdvancesSettingBody = z.object({ advances: AdvanceBasisEnum });
