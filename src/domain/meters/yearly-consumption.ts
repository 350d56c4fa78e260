import type { IsoDate } from '../dates.ts';
import { between } from './neighbours.ts';
import { readingAt, type BoundaryReading, type DatedReading } from './reading-at.ts';

export type YearlyConsumption =
  | { status: 'ok'; start: BoundaryReading; end: BoundaryReading; consumption: number }
  /**
   * A boundary without a state: the consumption runs from the first or to the last reading inside
   * the year instead (0 without any), so a meter read only during the year still counts; the
   * status stays so that the screens can warn.
   */
  | {
      status: 'missing_start' | 'missing_end';
      start: BoundaryReading | null;
      end: BoundaryReading | null;
      consumption: number;
    }
  /** A lower reading than the one before: the meter was exchanged or rolled over. */
  | { status: 'reset'; start: BoundaryReading | null; end: BoundaryReading | null; resetDate: IsoDate };

/**
 * Consumption of a calendar year: the state at its end minus the state at its start (both read
 * or interpolated, see `readingAt`); where a boundary has no state, the first or last reading
 * inside the year stands in for it, and a year without readings consumed nothing. A reading lower than its predecessor among the readings that
 * decide the year means a meter exchange or a roll-over; the difference would then be wrong or
 * negative, so the year is reported as such instead of being computed.
 */
export function yearlyConsumption(readings: readonly DatedReading[], year: number): YearlyConsumption {
  return yearlyConsumptionInOrder(
    [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    year,
  );
}

/**
 * The same for readings already in date order (as the repository answers them), so that the
 * years of a meter's whole history cost one binary search and the year's own readings each,
 * never a copy or a walk of the history per year.
 */
export function yearlyConsumptionInOrder(sorted: readonly DatedReading[], year: number): YearlyConsumption {
  const start = readingAt(sorted, `${year - 1}-12-31`);
  const end = readingAt(sorted, `${year}-12-31`);

  const first = start?.from[0]?.date ?? `${year - 1}-12-31`;
  const last = end?.from.at(-1)?.date ?? `${year + 1}-01-01`;
  const deciding = between(sorted, first, last);
  for (let i = 1; i < deciding.length; i++) {
    if (deciding[i]!.milli < deciding[i - 1]!.milli)
      return { status: 'reset', start, end, resetDate: deciding[i]!.date };
  }
  if (start && end) return { status: 'ok', start, end, consumption: end.value - start.value };

  const inYear = between(sorted, `${year}-01-01`, `${year}-12-31`);
  const read = (r: DatedReading): BoundaryReading => ({ value: r.milli, interpolated: false, from: [r] });
  const from = start ?? (inYear[0] && read(inYear[0]));
  const to = end ?? (inYear.at(-1) && read(inYear.at(-1)!));
  const status = start ? 'missing_end' : 'missing_start';
  if (!from || !to) return { status, start: from ?? null, end: to ?? null, consumption: 0 };
  return { status, start: from, end: to, consumption: Math.max(0, to.value - from.value) };
}
