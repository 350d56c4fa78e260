import type { IsoDate } from '../dates.ts';
import { readingAt, type BoundaryReading, type DatedReading } from './reading-at.ts';

export type YearlyConsumption =
  | { status: 'ok'; start: BoundaryReading; end: BoundaryReading; consumption: number }
  | { status: 'missing_start' | 'missing_end'; start: BoundaryReading | null; end: BoundaryReading | null }
  /** A lower reading than the one before: the meter was exchanged or rolled over. */
  | { status: 'reset'; start: BoundaryReading | null; end: BoundaryReading | null; resetDate: IsoDate };

/**
 * Consumption of a calendar year: the state at its end minus the state at its start (both read
 * or interpolated, see `readingAt`). A reading lower than its predecessor among the readings that
 * decide the year means a meter exchange or a roll-over; the difference would then be wrong or
 * negative, so the year is reported as such instead of being computed.
 */
export function yearlyConsumption(readings: readonly DatedReading[], year: number): YearlyConsumption {
  const sorted = [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const start = readingAt(sorted, `${year - 1}-12-31`);
  const end = readingAt(sorted, `${year}-12-31`);

  const first = start?.from[0]?.date ?? `${year - 1}-12-31`;
  const last = end?.from.at(-1)?.date ?? `${year + 1}-01-01`;
  const deciding = sorted.filter((r) => r.date >= first && r.date <= last);
  for (let i = 1; i < deciding.length; i++) {
    if (deciding[i]!.milli < deciding[i - 1]!.milli)
      return { status: 'reset', start, end, resetDate: deciding[i]!.date };
  }
  if (!start) return { status: 'missing_start', start, end };
  if (!end) return { status: 'missing_end', start, end };
  return { status: 'ok', start, end, consumption: end.value - start.value };
}
