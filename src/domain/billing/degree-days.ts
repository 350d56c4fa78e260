// Source: VDI 2067 Blatt 1 degree-day shares, as used for §9b Abs. 2 HeizkostenV.
import { sumOverMonths, type DayRange } from '../dates.ts';
import { MONTH_LCM, monthFactor } from './time-weight.ts';

/**
 * Degree-day shares per month in per mille (VDI 2067 as quoted in §9b
 * HeizkostenV practice), multiplied by 3 so that June to August (40/3 ‰ each)
 * become integers: the full year sums to 3000.
 */
const TRIPLE_PERMILLE: readonly number[] = [510, 450, 390, 240, 120, 40, 40, 40, 90, 240, 360, 480];
export const DEGREE_DAY_YEAR = 3000n * MONTH_LCM;

/**
 * Integer degree-day weight of a range. Each month's share is spread evenly
 * over its days, February by its actual length, so a leap-year February day
 * weighs 1/29 of February's 150 ‰.
 */
export function degreeDayWeight(r: DayRange): bigint {
  // At most 12 × 510 × 31 × 13485 per year: far inside 2^53, so doubles are exact here.
  return BigInt(sumOverMonths(r, degreeDaysOfMonth));
}

function degreeDaysOfMonth(month: number, days: number, length: number): number {
  return (TRIPLE_PERMILLE[month - 1] ?? 0) * days * monthFactor(length);
}

/** Per-mille display value of a degree-day weight (full year = 1000 ‰). */
export function degreeDayPermille(w: bigint): number {
  return Math.round((Number(w) / Number(DEGREE_DAY_YEAR)) * 1000 * 100) / 100;
}
