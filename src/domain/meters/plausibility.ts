import { toEpochDay } from '../dates.ts';
import type { DatedReading } from './reading-at.ts';

export interface Plausibility {
  /** Lower than the reading before it: a meter exchange or a roll-over, never negative consumption. */
  suspectedExchange: boolean;
  /** The rise since the reading before is more than ten times the highest monthly consumption. */
  flagged: boolean;
}

/** How many times the highest monthly consumption a rise may reach before it is flagged. */
export const FLAG_FACTOR = 10;

/** Lower than the reading it follows: a meter exchange or a roll-over, never negative consumption. */
export const isSuspectedExchange = (previous: DatedReading | null | undefined, reading: DatedReading) =>
  previous != null && reading.milli < previous.milli;

/**
 * Judges a new reading against the meter's history (date order, without the new reading). The
 * history's highest monthly consumption is the largest rise between the last readings of two
 * calendar months, per month between them; a rise over several months may be as many times
 * larger. Without two months of history nothing is flagged: there is nothing to compare with.
 */
export function assessReading(history: readonly DatedReading[], reading: DatedReading): Plausibility {
  const previous = history.findLast((r) => r.date <= reading.date);
  if (!previous) return { suspectedExchange: false, flagged: false };
  if (isSuspectedExchange(previous, reading)) return { suspectedExchange: true, flagged: false };

  const monthEnds = new Map<string, DatedReading>();
  for (const r of history) monthEnds.set(r.date.slice(0, 7), r);
  const ends = [...monthEnds.values()];
  let highest = 0;
  for (let i = 1; i < ends.length; i++) {
    const rise = ends[i]!.milli - ends[i - 1]!.milli;
    if (rise <= 0) continue; // an exchange in between says nothing about consumption
    highest = Math.max(highest, rise / monthsBetween(ends[i - 1]!.date, ends[i]!.date));
  }
  if (highest === 0) return { suspectedExchange: false, flagged: false };
  const rise = reading.milli - previous.milli;
  const months = Math.max(1, Math.ceil((toEpochDay(reading.date) - toEpochDay(previous.date)) / 30));
  return { suspectedExchange: false, flagged: rise > FLAG_FACTOR * highest * months };
}

function monthsBetween(from: string, to: string): number {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  return Math.max(1, months);
}
