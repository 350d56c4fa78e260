// Source: §§187, 188 BGB (day and month arithmetic of periods and deadlines).
/**
 * The platform's one calendar library. Two forms of a date:
 * - `IsoDate`, the string "YYYY-MM-DD" that the API, the database and the forms exchange;
 * - `Day`, the number of days since 1970-01-01, for arithmetic: ranges are compared and counted
 *   with integers, so no time zone or daylight-saving change can add or drop a day.
 * "Today" and the date of an instant are taken in Europe/Berlin, the platform's legal time zone
 * (`todayIso`), never in UTC: just after midnight in Berlin UTC still shows the day before.
 */
export type IsoDate = string;

/** Days since 1970-01-01. */
export type Day = number;

const DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function valid(y: number, m: number, d: number): boolean {
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days of month `m` (1–12) in year `y`; 0 for a month outside 1–12. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeapYear(y) ? 29 : (MONTH_DAYS[m - 1] ?? 0);
}

function iso(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Year, month (1–12) and day → "YYYY-MM-DD" (no calendar check). */
export const isoDateOf = iso;

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** "TT.MM.JJJJ" with a real calendar check → ISO date, otherwise null. */
export function parseDateDe(input: string): IsoDate | null {
  const m = DE.exec(input.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return valid(y, mo, d) ? iso(y, mo, d) : null;
}

/** ISO date (or the date part of an ISO text) → "TT.MM.JJJJ"; anything else → "". */
export function formatDateDe(value: IsoDate): string {
  const date = value.slice(0, 10);
  if (parseIsoDate(date) === null) return '';
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** A Date's time of day in Europe/Berlin as "HH:MM" (for "Zuletzt gespeichert um HH:MM Uhr"). */
export function formatTimeDe(date: Date): string {
  return BERLIN_TIME.format(date);
}

/** An ISO date as a day number; throws for anything that is not a real calendar date. */
export function toEpochDay(value: IsoDate): Day {
  const day = parseIsoDate(value);
  if (day === null) throw new RangeError(`Ungültiges Datum: ${value}`);
  return day;
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return toIsoDate(toEpochDay(value) + days);
}

/** Inclusive number of days from `from` to `to`. */
export function daysBetweenInclusive(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from) + 1;
}

export function lastDayOfMonth(value: IsoDate): IsoDate {
  const [y, m] = value.split('-').map(Number) as [number, number];
  return iso(y, m, daysInMonth(y, m));
}

const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/**
 * The calendar date in Europe/Berlin of an instant (by default now): the date printed on
 * statements and letters, and the "today" that deadlines and default dates count from.
 */
export function todayIso(now: Date = new Date()): IsoDate {
  return BERLIN_DATE.format(now);
}

/** An instant as "TT.MM.JJJJ, HH:MM" in Europe/Berlin (received at, sent at, saved at). */
export function formatDateTimeDe(at: Date): string {
  return `${formatDateDe(todayIso(at))}, ${formatTimeDe(at)}`;
}

export function firstOfYear(year: number): IsoDate {
  return iso(year, 1, 1);
}

/* Day arithmetic */
/** Inclusive range of days. */
export interface DayRange {
  readonly from: Day;
  readonly to: Day;
}

export function dayOf(y: number, m: number, d: number): Day {
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * Returns null for anything that is not a real calendar date (e.g. 2023-02-29).
 * Reads YYYY-MM-DD by hand rather than with a regular expression: it runs for
 * every occupancy, and this avoids a match array and three substrings each time.
 */
export function parseIsoDate(text: string): Day | null {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null; // '-'
  const y = digitsAt(text, 0, 4);
  const mo = digitsAt(text, 5, 7);
  const d = digitsAt(text, 8, 10);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return dayOf(y, mo, d);
}

/** Value of the ASCII digits text[from, to), or -1 if any of them is not a digit 0–9. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** Civil date of a day number (H. Hinnant's days_from_civil inverse): integer-only and allocation-light. */
export function partsOf(day: Day): { y: number; m: number; d: number } {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function toIsoDate(day: Day): IsoDate {
  const { y, m, d } = partsOf(day);
  return iso(y, m, d);
}

export function rangeDays(r: DayRange): number {
  return r.to < r.from ? 0 : r.to - r.from + 1;
}

export function intersect(a: DayRange, b: DayRange): DayRange | null {
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  return from <= to ? { from, to } : null;
}

export function isLastDayOfMonth(day: Day): boolean {
  const { y, m, d } = partsOf(day);
  return d === daysInMonth(y, m);
}

/**
 * Adds calendar months following §188 Abs. 2, 3 BGB: the same day number in the
 * target month, clamped to its end; a month-end date stays a month-end date.
 */
export function addMonths(day: Day, months: number): Day {
  const { y, m, d } = partsOf(day);
  const idx = y * 12 + (m - 1) + months;
  const ty = Math.floor(idx / 12);
  const tm = (idx % 12) + 1;
  const last = daysInMonth(ty, tm);
  return dayOf(ty, tm, isLastDayOfMonth(day) ? last : Math.min(d, last));
}

/**
 * Σ weigh(month, days, length) over the calendar-month pieces of a range:
 * month 1–12, days of the range inside that month, length of the month.
 * A callback instead of a list of pieces because it runs for every occupancy
 * and every weight kind; nothing is allocated.
 */
export function sumOverMonths(
  r: DayRange,
  weigh: (month: number, days: number, length: number) => number,
): number {
  if (r.to < r.from) return 0;
  let { y, m, d } = partsOf(r.from);
  let cur = r.from;
  let sum = 0;
  while (cur <= r.to) {
    const length = daysInMonth(y, m);
    const end = Math.min(r.to, cur + (length - d));
    sum += weigh(m, end - cur + 1, length);
    cur = end + 1;
    d = 1;
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return sum;
}

/**
 * Days of the twelve months starting at `from` (365 or 366): the reference
 * year used to annualise shorter periods.
 */
export function yearDaysFrom(from: Day): number {
  return addMonthsStart(from, 12) - from;
}

/** Like addMonths but for a start date: 12 months after 2024-02-29 start on 2025-03-01. */
function addMonthsStart(day: Day, months: number): Day {
  const { y, m, d } = partsOf(day);
  const idx = y * 12 + (m - 1) + months;
  const ty = Math.floor(idx / 12);
  const tm = (idx % 12) + 1;
  return d > daysInMonth(ty, tm) ? dayOf(ty, tm + 1, 1) : dayOf(ty, tm, d);
}

/** Last day of a period of `months` months starting at `from` (e.g. 2024-07-01 + 12 → 2025-06-30). */
export function periodEnd(from: Day, months: number): Day {
  return addMonthsStart(from, months) - 1;
}
