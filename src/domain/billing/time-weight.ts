import { monthSlices, type DayRange } from './period.ts';
import type { TimeSplit } from './types.ts';

/**
 * Least common multiple of all month lengths (28, 29, 30, 31). Scaling a
 * day's weight by MONTH_LCM / month length gives every calendar month the same
 * integer weight, so "split by months" stays exact in integers.
 */
export const MONTH_LCM = 377_580n;
const MONTH_FACTOR: Record<number, bigint> = {
  28: MONTH_LCM / 28n,
  29: MONTH_LCM / 29n,
  30: MONTH_LCM / 30n,
  31: MONTH_LCM / 31n,
};

export function monthFactor(length: number): bigint {
  const f = MONTH_FACTOR[length];
  if (f === undefined) throw new RangeError(`Ungültige Monatslänge ${length}`);
  return f;
}

/**
 * Integer time weight of a range: days, or months in units of 1/MONTH_LCM
 * month (a partial month counts with its share of that month's days).
 */
export function timeWeight(r: DayRange, split: TimeSplit): bigint {
  if (split === 'days') return BigInt(r.to - r.from + 1);
  let w = 0;
  for (const s of monthSlices(r)) w += s.days * Number(monthFactor(s.length));
  return BigInt(w);
}

/** Display value of a time weight: days, or months with decimals. */
export function timeWeightToNumber(w: bigint, split: TimeSplit): number {
  if (split === 'days') return Number(w);
  return Math.round((Number(w) / Number(MONTH_LCM)) * 100) / 100;
}
