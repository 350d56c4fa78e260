/**
 * Calendar dates as ISO strings "YYYY-MM-DD". All arithmetic is done in UTC so that
 * no time zone or daylight-saving change can shift a day.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1) return false;
  return d <= daysInMonth(y, m);
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
  const m = ISO.exec(value);
  return !!m && valid(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** "TT.MM.JJJJ" with a real calendar check → ISO date, otherwise null. */
export function parseDateDe(input: string): IsoDate | null {
  const m = DE.exec(input.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return valid(y, mo, d) ? iso(y, mo, d) : null;
}

/** ISO date (or timestamp) → "TT.MM.JJJJ". */
export function formatDateDe(value: IsoDate): string {
  const m = ISO.exec(value.slice(0, 10));
  if (!m) return '';
  return `${m[3]}.${m[2]}.${m[1]}`;
}

/** A Date's time of day in Europe/Berlin as "HH:MM" (for "Zuletzt gespeichert um HH:MM Uhr"). */
export function formatTimeDe(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

export function toEpochDay(value: IsoDate): number {
  const m = ISO.exec(value);
  if (!m) throw new RangeError(`Ungültiges Datum: ${value}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

export function fromEpochDay(day: number): IsoDate {
  const d = new Date(day * 86_400_000);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(value) + days);
}

/** Inclusive number of days from `from` to `to`. */
export function daysBetweenInclusive(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from) + 1;
}

export function lastDayOfMonth(value: IsoDate): IsoDate {
  const [y, m] = value.split('-').map(Number) as [number, number];
  return iso(y, m, daysInMonth(y, m));
}

/** Today's calendar date in Europe/Berlin, the platform's legal time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

export function firstOfYear(year: number): IsoDate {
  return iso(year, 1, 1);
}
