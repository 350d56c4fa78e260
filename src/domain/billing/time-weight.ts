// Source: §556a Abs. 1 BGB (costs shared by the time of use, in days or months).
import { sumOverMonths, type DayRange } from '../dates.ts';
import type { TimeSplit } from './types.ts';

/**
 * Least common multiple of all month lengths (28, 29, 30, 31). Scaling a
 * day's weight by MONTH_LCM / month length gives every calendar month the same
 * integer weight, so "split by months" stays exact in integers.
 */
export const MONTH_LCM = 377_580n;
// As numbers: a year's weight (12 × MONTH_LCM, or 3000 × MONTH_LCM for degree days) is far below 2^53.
const MONTH_FACTOR: Record<number, number> = {
  28: 377_580 / 28,
  29: 377_580 / 29,
  30: 377_580 / 30,
  31: 377_580 / 31,
};

/** MONTH_LCM ÷ length of the month: the weight of one of its days. */
export function monthFactor(length: number): number {
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
  return BigInt(sumOverMonths(r, monthsOfMonth));
}

function monthsOfMonth(_month: number, days: number, length: number): number {
  return days * monthFactor(length);
}

/** Display value of a time weight: days, or months with decimals. */
export function timeWeightToNumber(w: bigint, split: TimeSplit): number {
  if (split === 'days') return Number(w);
  return Math.round((Number(w) / Number(MONTH_LCM)) * 100) / 100;
}
