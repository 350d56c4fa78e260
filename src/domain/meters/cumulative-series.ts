import { parseDecimalPlain } from '../decimal.ts';
import type { IsoDate } from '../dates.ts';
import type { DatedReading } from './reading-at.ts';

/** A stored reading as the consumption rules need it. */
export interface SeriesReading {
  id: number;
  readingDate: IsoDate;
  /** Decimal string with up to 3 decimals, as the database returns `numeric(10,3)`. */
  readingValue: string;
  isEstimated: boolean;
}

/**
 * A meter's readings as a count that never falls: a reading lower than the one before (a meter
 * exchange or roll-over) adds nothing and counting goes on from it. Consumption between any two
 * boundaries is then the difference of the counts, never negative; when the old meter's final and
 * the new meter's first reading share the exchange day nothing is lost.
 */
export interface CumulativeSeries<R extends SeriesReading = SeriesReading> {
  /** The counts in date order. */
  points: DatedReading[];
  /** The meter's own values in date order (what was read), for showing a state. */
  raw: DatedReading[];
  /** Which stored reading each count and raw value came from. */
  stored: Map<DatedReading, R>;
  /** Readings lower than the one before. */
  drops: R[];
}

export function cumulativeSeries<R extends SeriesReading>(readings: readonly R[]): CumulativeSeries<R> {
  const sorted = readings
    .map((r) => ({ r, milli: parseDecimalPlain(r.readingValue, { places: 3, maxDecimals: 3 }) }))
    .filter((x): x is { r: R; milli: number } => x.milli !== null)
    .sort((a, b) =>
      a.r.readingDate < b.r.readingDate ? -1 : a.r.readingDate > b.r.readingDate ? 1 : a.r.id - b.r.id,
    );
  const points: DatedReading[] = [];
  const raw: DatedReading[] = [];
  const stored = new Map<DatedReading, R>();
  const drops: R[] = [];
  let count = 0;
  let previous: number | null = null;
  for (const { r, milli } of sorted) {
    if (previous !== null) {
      if (milli < previous) drops.push(r);
      else count += milli - previous;
    }
    previous = milli;
    const point = { date: r.readingDate, milli: count };
    const value = { date: r.readingDate, milli };
    points.push(point);
    raw.push(value);
    stored.set(point, r);
    stored.set(value, r);
  }
  return { points, raw, stored, drops };
}
