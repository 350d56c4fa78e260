/**
 * Working days and the day a letter reaches the tenant.
 *
 * A working day here is Monday to Friday except the nationwide public holidays (`isBusinessDay`),
 * the product's decided reading of the „dritter Werktag“ of § 573c Abs. 1 BGB: the Saturday does
 * not count. The courts are not that simple: for § 573c the BGH counts the Saturday as a Werktag
 * unless it is the last day of the three (Urteil vom 27.04.2005, VIII ZR 206/04), while for the
 * rent's due date of § 556b Abs. 1 BGB it does not count at all (Urteil vom 13.07.2010,
 * VIII ZR 129/09). docs/letters.md says where the two readings give different days.
 * Regional holidays are left out for the reason holidays.ts gives: which Land applies is not known.
 *
 * Where the landlord does not enter when the letter reached the tenant, it is assumed to arrive on
 * the third working day after the letter's date (the product's decision for a letter sent by
 * post), counted in working days so that a weekend or holiday never shortens the time the post has.
 */
import { addDays, isoDateOf, type IsoDate } from '../dates.ts';
import { isBusinessDay } from '../holidays.ts';
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

/** The third working day of the month `date` lies in: the last day a notice counts for that month. */
export function thirdWorkingDayOfMonth(date: IsoDate): IsoDate {
  return nthWorkingDayOfMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 3);
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
