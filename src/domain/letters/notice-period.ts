/**
 * The notice period of an ordinary termination of a tenancy of a dwelling (§ 573c Abs. 1 BGB).
 *
 * „Die Kündigung ist spätestens am dritten Werktag eines Kalendermonats zum Ablauf des übernächsten
 * Monats zulässig. Die Kündigungsfrist für den Vermieter verlängert sich nach fünf und acht Jahren
 * seit der Überlassung des Wohnraums um jeweils drei Monate.“
 *
 * - The tenant's period is always three months; the landlord's three, six after five years and
 *   nine after eight years of tenancy. The years are counted from the start of the tenancy
 *   (Überlassung) to the day the notice reaches the tenant: that is when the period starts to run.
 * - A notice received by the third working day of a month counts for that month, a later one for
 *   the next month (receipt-date.ts says which days count).
 * - The tenancy ends at the end of a month: three months counted with the month the notice counts
 *   for end with the end of the month after next.
 * Deviations to the tenant's disadvantage are void (§ 573c Abs. 4 BGB), so a date earlier than the
 * computed one is refused, naming the earliest valid end.
 */
import { addMonths, lastDayOfMonth, toEpochDay, toIsoDate, type IsoDate } from '../dates.ts';
import { ValidationError } from '../errors.ts';
import { letterRuleTexts } from '../texts/letters.ts';
import { thirdWorkingDayOfMonth } from './receipt-date.ts';

export type TerminatingParty = 'landlord' | 'tenant';
export type NoticePeriodMonths = 3 | 6 | 9;

export interface NoticeInput {
  readonly party: TerminatingParty;
  /** The day the dwelling was handed over to the tenant (the tenancy's start). */
  readonly tenancyStart: IsoDate;
  /** The day the notice reaches the other party. */
  readonly receipt: IsoDate;
}

export interface Notice {
  readonly periodMonths: NoticePeriodMonths;
  /** First day of the month the notice counts for. */
  readonly countsForMonth: IsoDate;
  /** The earliest day the tenancy can end: the last day of a month. */
  readonly earliestEnd: IsoDate;
}

const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
const plusMonths = (date: IsoDate, months: number): IsoDate => toIsoDate(addMonths(toEpochDay(date), months));

/** Whole years from `start` to `on` have reached `years` (a tenancy from 2020-03-15 has five years on 2025-03-15). */
export function tenancyYearsReached(start: IsoDate, on: IsoDate, years: number): boolean {
  return on >= plusMonths(start, 12 * years);
}

/** §573c Abs. 1: three months, for the landlord six after five and nine after eight years. */
export function noticePeriodMonths(input: NoticeInput): NoticePeriodMonths {
  if (input.party === 'tenant') return 3;
  if (tenancyYearsReached(input.tenancyStart, input.receipt, 8)) return 9;
  if (tenancyYearsReached(input.tenancyStart, input.receipt, 5)) return 6;
  return 3;
}

/** The period, the month the notice counts for and the earliest end of the tenancy. */
export function noticeOf(input: NoticeInput): Notice {
  const periodMonths = noticePeriodMonths(input);
  const month = firstOfMonth(input.receipt);
  const countsForMonth =
    input.receipt <= thirdWorkingDayOfMonth(input.receipt) ? month : plusMonths(month, 1);
  const earliestEnd = lastDayOfMonth(plusMonths(countsForMonth, periodMonths - 1));
  return { periodMonths, countsForMonth, earliestEnd };
}

/**
 * The end of the tenancy for a notice: the desired end where it is valid, else the earliest one.
 * A desired end before the earliest is refused naming the earliest; one that is not the last day
 * of a month is refused naming that month's end.
 */
export function terminationEnd(input: NoticeInput & { readonly desiredEnd?: IsoDate | null }): Notice & {
  readonly end: IsoDate;
} {
  const notice = noticeOf(input);
  const desired = input.desiredEnd ?? null;
  if (desired === null) return { ...notice, end: notice.earliestEnd };
  if (desired < notice.earliestEnd)
    throw new ValidationError(letterRuleTexts.noticeTooEarly(notice.earliestEnd));
  if (desired !== lastDayOfMonth(desired))
    throw new ValidationError(letterRuleTexts.endNotMonthEnd(lastDayOfMonth(desired)));
  return { ...notice, end: desired };
}
