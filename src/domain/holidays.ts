/**
 * Business days for payment dates. A statement's due date that falls on a Saturday, Sunday or a
 * public holiday moves to the next business day, as §193 BGB does for a performance due on such a
 * day. Only the nationwide holidays count here: the regional ones (Heilige Drei Könige,
 * Fronleichnam, Reformationstag, …) depend on the Land of the payer's bank, which a statement does
 * not know, and moving a date for them would be a guess.
 */
import { addDays, isoDateOf as iso, toEpochDay, type IsoDate } from './dates.ts';

/** 0 = Sunday … 6 = Saturday. 1970-01-01, epoch day 0, was a Thursday. */
export function weekday(date: IsoDate): number {
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/**
 * Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, also known as
 * Meeus/Jones/Butcher); Karfreitag, Ostermontag, Christi Himmelfahrt and Pfingstmontag follow it.
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

export interface Holiday {
  readonly date: IsoDate;
  readonly name: string;
}

/** The public holidays of every German Land in `year` (Tag der Deutschen Einheit by the Einigungsvertrag). */
export function nationwideHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  return [
    { date: iso(year, 1, 1), name: 'Neujahr' },
    { date: addDays(easter, -2), name: 'Karfreitag' },
    { date: addDays(easter, 1), name: 'Ostermontag' },
    { date: iso(year, 5, 1), name: 'Tag der Arbeit' },
    { date: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), name: 'Pfingstmontag' },
    { date: iso(year, 10, 3), name: 'Tag der Deutschen Einheit' },
    { date: iso(year, 12, 25), name: '1. Weihnachtstag' },
    { date: iso(year, 12, 26), name: '2. Weihnachtstag' },
  ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

export function isNationwideHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  return nationwideHolidays(year).some((h) => h.date === date);
}

export function isBusinessDay(date: IsoDate): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !isNationwideHoliday(date);
}

/** `date` itself when it is a business day, otherwise the next one (§193 BGB). */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}
