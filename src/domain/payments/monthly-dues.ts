/**
 * The advances a tenancy owes month by month in a year. Rent and advances are due in advance at the
 * start of each month (§556b Abs. 1 BGB), so each month's advance belongs to that month.
 *
 * The months are those the statement credits (`creditedAdvance`, §556 Abs. 2 BGB): a whole month of
 * the tenancy owes the monthly advance (a twelfth of the annual figure, rounded half up to the cent);
 * a month only partly within the tenancy owes the annual figure × its days of the tenancy / (12 × the
 * month's days), rounded half up. A tenancy over the whole year owes exactly the annual figure: the
 * cents the rounded twelfth leaves over or takes too much (at most six) are added to or taken from the
 * last months of the year, one cent each. So the months always add up to what the statement credits
 * on the agreed basis, and no month becomes negative (a twelfth rounded up is at least one cent).
 */
import { creditedAdvance } from '../billing/advance-payments.ts';
import { isoDateOf } from '../dates.ts';
import { tenancyWithinYear, type PaymentTenancy } from './tenancy.ts';

export interface MonthDue {
  /** "YYYY-MM". */
  month: string;
  due_cents: number;
}

/** "YYYY-MM" of month 1–12 of a year. */
export const monthKey = (year: number, month: number): string => isoDateOf(year, month, 1).slice(0, 7);

/** The twelve months "YYYY-01" … "YYYY-12" of a year. */
export const monthsOfYear = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => monthKey(year, i + 1));

/** The twelve months of `year` with the advance due in each; zeros outside the tenancy. */
export function monthlyDues(
  tenancy: Pick<PaymentTenancy, 'annual_advance_cents' | 'move_in' | 'move_out'>,
  year: number,
): MonthDue[] {
  const months = monthsOfYear(year).map((month) => ({ month, due_cents: 0 }));
  const within = tenancyWithinYear(tenancy, year);
  const annual = tenancy.annual_advance_cents;
  if (within === null || annual === null || annual <= 0) return months;
  const credit = creditedAdvance(annual, within.from, within.to);
  const partial = new Map(credit.partialMonths.map((p) => [p.month.slice(0, 7), p.cents]));
  const first = within.from.slice(0, 7);
  const last = within.to.slice(0, 7);
  for (const m of months) {
    if (m.month < first || m.month > last) continue;
    m.due_cents = partial.get(m.month) ?? credit.monthlyCents;
  }
  spreadRoundingCents(months, credit.creditedCents - months.reduce((sum, m) => sum + m.due_cents, 0));
  return months;
}

/** Adds (or takes) the cents the rounding left, one per month from December backwards. */
function spreadRoundingCents(months: MonthDue[], cents: number): void {
  const step = Math.sign(cents);
  for (let i = months.length - 1, left = Math.abs(cents); left > 0 && i >= 0; i--, left--) {
    const m = months[i] as MonthDue;
    m.due_cents += step;
  }
}
