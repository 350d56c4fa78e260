/**
 * Working days and the day a letter reaches the tenant.
 *
 * A working day here is Monday to Friday except the nationwide public holidays (`isBusinessDay`):
 * the days the post delivers and a due date may fall on (§ 193 BGB).
 *
 * The „dritter Werktag“ of § 573c Abs. 1 BGB is counted as the BGH counts it: the Saturday is a
 * Werktag and counts among the three days (Urteil vom 27.04.2005, VIII ZR 206/04); only where the
 * third day itself is a Saturday does the period end on the next working day (§ 193 BGB, as the
 * LG Berlin applied it in 2017; the BGH left that case open). Leaving the Saturday out altogether,
 * as for the rent's due date of § 556b Abs. 1 BGB (VIII ZR 129/09), would, in a month beginning on
 * a Friday or Saturday, let a notice received a day too late name an end a month too early.
 * Regional holidays are left out for the reason holidays.ts gives: which Land applies is not known.
 *
 * Where the landlord does not enter when the letter reached the tenant, it is assumed to arrive on
 * the third working day after the letter's date (the product's decision for a letter sent by
 * post), counted in working days so that a weekend or holiday never shortens the time the post has.
 */
import { addDays, isoDateOf, type IsoDate } from '../dates.ts';
import { isBusinessDay, isNationwideHoliday, weekday } from '../holidays.ts';
import { ValidationError } from '../errors.ts';
import { letterRuleTexts } from '../texts/letters.ts';

/** A working day: Monday–Friday, no nationwide holiday. */
export const isWorkingDay = isBusinessDay;

/** The `n`-th working day after `date` (n ≥ 1); `date` itself never counts. */
export function addWorkingDays(date: IsoDate, n: number): IsoDate {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/** The `n`-th working day of a month (month 1–12). */
export function nthWorkingDayOfMonth(year: number, month: number, n: number): IsoDate {
  return addWorkingDays(addDays(isoDateOf(year, month, 1), -1), n);
}

/** A Werktag: any day but Sunday and the nationwide holidays; the Saturday is one. */
const isWerktag = (date: IsoDate): boolean => weekday(date) !== 0 && !isNationwideHoliday(date);

/**
 * The last day a notice received in the month of `date` counts for that month (§ 573c Abs. 1 BGB):
 * its third Werktag, Saturdays counted, moved to the next working day where it is a Saturday.
 */
export function thirdWorkingDayOfMonth(date: IsoDate): IsoDate {
  let day = addDays(isoDateOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1), -1);
  for (let left = 3; left > 0;) {
    day = addDays(day, 1);
    if (isWerktag(day)) left--;
  }
  return weekday(day) === 6 ? addWorkingDays(day, 1) : day;
}

/**
 * The day the letter reached the tenant: the entered date, else the third working day after the
 * letter was created. An entered date before the letter's own date is refused.
 */
export function receiptDate(createdOn: IsoDate, entered?: IsoDate | null): IsoDate {
  if (entered === undefined || entered === null) return addWorkingDays(createdOn, 3);
  if (entered < createdOn) throw new ValidationError(letterRuleTexts.receiptBeforeCreation);
  return entered;
}
