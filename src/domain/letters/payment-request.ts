/**
 * A payment request (Zahlungsaufforderung): what the tenant owes and by when.
 *
 * - The amount is either a statement's back-payment (its balance, positive = Nachzahlung) or the
 *   advances due and not received month by month (monthly-dues.ts and the payments overview give
 *   them); a request for nothing is refused.
 * - The due date gives the tenant at least 14 days after the letter reached him, a customary
 *   reasonable period for a payment request; entered earlier, it is refused naming the earliest.
 * - A due date on a Saturday, Sunday or nationwide holiday moves to the next business day
 *   (§ 193 BGB), with a warning naming both dates.
 */
import { addDays, type IsoDate } from '../dates.ts';
import { ValidationError } from '../errors.ts';
import { nextBusinessDay } from '../holidays.ts';
import type { Cents } from '../money.ts';
import { letterProblemTexts, letterRuleTexts } from '../texts/letters.ts';

export const PAYMENT_REQUEST_MIN_DAYS = 14;

export type AmountOwed =
  | {
      readonly kind: 'statement';
      readonly year: number | string;
      readonly period: { readonly from: IsoDate; readonly to: IsoDate };
      /** Positive = back-payment owed by the tenant. */
      readonly balanceCents: Cents;
      /** Already paid towards it (from the payments data); 0 when unknown. */
      readonly paidCents?: Cents;
    }
  | {
      readonly kind: 'advances';
      /** "YYYY-MM" with what was due and what came in. */
      readonly months: readonly {
        readonly month: string;
        readonly dueCents: Cents;
        readonly paidCents: Cents;
      }[];
    };

export interface OwedRow {
  /** "YYYY-MM" for an advance month; null for the statement's back-payment. */
  readonly month: string | null;
  readonly dueCents: Cents;
  readonly paidCents: Cents;
  readonly openCents: Cents;
}

export interface PaymentDue {
  readonly rows: readonly OwedRow[];
  readonly totalCents: Cents;
  readonly dueDate: IsoDate;
  readonly problems: readonly string[];
}

/** The open rows: months with less received than due, or the unpaid part of a back-payment. */
export function owedRows(owed: AmountOwed): OwedRow[] {
  if (owed.kind === 'statement') {
    const paid = owed.paidCents ?? 0;
    const open = owed.balanceCents - paid;
    return open > 0 ? [{ month: null, dueCents: owed.balanceCents, paidCents: paid, openCents: open }] : [];
  }
  return owed.months
    .filter((m) => m.dueCents > m.paidCents)
    .map((m) => ({
      month: m.month,
      dueCents: m.dueCents,
      paidCents: m.paidCents,
      openCents: m.dueCents - m.paidCents,
    }));
}

/** The earliest due date: 14 days after receipt, on a business day. */
export function earliestDueDate(receipt: IsoDate): IsoDate {
  return nextBusinessDay(addDays(receipt, PAYMENT_REQUEST_MIN_DAYS));
}

export function paymentDue(owed: AmountOwed, receipt: IsoDate, entered?: IsoDate | null): PaymentDue {
  const rows = owedRows(owed);
  const totalCents = rows.reduce((sum, r) => sum + r.openCents, 0);
  if (totalCents <= 0) throw new ValidationError(letterRuleTexts.noAmountOwed);
  const problems: string[] = [];
  let dueDate = earliestDueDate(receipt);
  if (entered !== undefined && entered !== null) {
    if (entered < addDays(receipt, PAYMENT_REQUEST_MIN_DAYS))
      throw new ValidationError(letterRuleTexts.dueDateTooEarly(dueDate));
    dueDate = nextBusinessDay(entered);
    if (dueDate !== entered) problems.push(letterProblemTexts.dueDateMoved(entered, dueDate));
  }
  return { rows, totalCents, dueDate, problems };
}
