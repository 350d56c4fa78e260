/**
 * The advance payments a tenancy is credited on a statement (§556 Abs. 2 and 3 BGB): the tenant owes
 * the agreed monthly advance for the months of the tenancy, so a part-year tenancy is credited only
 * the months it lived in the dwelling, never the whole year's figure.
 *
 * The agreed figure is stored per year (`annual_advance_cents`); the monthly advance is a twelfth of
 * it. Each whole calendar month of the tenancy within the period is credited the monthly advance; a
 * month occupied only in part is credited the monthly advance × occupied days / days of that month
 * (29 February counts in a leap year). Each month is rounded half up to the cent on its own, as the
 * tenant pays month by month. Twelve whole months are credited the annual figure exactly: its
 * twelfths add up to it, whatever the rounding of one of them.
 */
import { daysBetweenInclusive, daysInMonth, type IsoDate } from '../dates.ts';
import { roundHalfUp, rat } from './rational.ts';

export interface PartialMonth {
  /** First day of the month, ISO. */
  month: IsoDate;
  days: number;
  monthDays: number;
  cents: number;
}

export interface AdvanceCredit {
  /** The monthly advance, rounded half up to the cent (as the statement shows it). */
  monthlyCents: number;
  wholeMonths: number;
  partialMonths: PartialMonth[];
  creditedCents: number;
}

/** The monthly advance of an annual figure: a twelfth, rounded half up to the cent. */
export const monthlyAdvanceCents = (annualCents: number): number =>
  Number(roundHalfUp(rat(BigInt(annualCents), 12n)));

const pad = (n: number) => String(n).padStart(2, '0');

/** The months of [from, to] with the days of each inside it. */
function monthsOf(from: IsoDate, to: IsoDate): Array<{ first: IsoDate; days: number; monthDays: number }> {
  const out: Array<{ first: IsoDate; days: number; monthDays: number }> = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const monthDays = daysInMonth(y, m);
    const first = `${y}-${pad(m)}-01`;
    const last = `${y}-${pad(m)}-${pad(monthDays)}`;
    if (first > to) break;
    const start = from > first ? from : first;
    const end = to < last ? to : last;
    out.push({ first, days: daysBetweenInclusive(start, end), monthDays });
    if (m === 12) {
      y += 1;
      m = 1;
    } else m += 1;
  }
  return out;
}

/** The advance credited for the days [from, to] (first and last day inside the billing period). */
export function creditedAdvance(annualCents: number, from: IsoDate, to: IsoDate): AdvanceCredit {
  const monthlyCents = monthlyAdvanceCents(annualCents);
  if (to < from) return { monthlyCents, wholeMonths: 0, partialMonths: [], creditedCents: 0 };
  let wholeMonths = 0;
  const partialMonths: PartialMonth[] = [];
  for (const month of monthsOf(from, to)) {
    if (month.days === month.monthDays) {
      wholeMonths += 1;
      continue;
    }
    const cents = Number(
      roundHalfUp(rat(BigInt(annualCents) * BigInt(month.days), 12n * BigInt(month.monthDays))),
    );
    partialMonths.push({ month: month.first, days: month.days, monthDays: month.monthDays, cents });
  }
  const whole = wholeMonths === 12 && partialMonths.length === 0 ? annualCents : wholeMonths * monthlyCents;
  const creditedCents = whole + partialMonths.reduce((sum, p) => sum + p.cents, 0);
  return { monthlyCents, wholeMonths, partialMonths, creditedCents };
}
