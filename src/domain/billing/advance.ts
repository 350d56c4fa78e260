// Source: §560 Abs. 4 BGB (new advance after a statement).
/**
 * §560 Abs. 4 BGB: proposed new monthly advance payment after a statement.
 */
import { floorDiv } from './rational.ts';

/**
 * The occupancy's costs for the period, annualised when it covered only part
 * of a year, divided by 12 and rounded half up to whole euros. No safety
 * surcharge: the adjustment must follow the last statement (BGH, 28.09.2011,
 * VIII ZR 294/10). `time`/`yearTime` are in the same unit (days, or months
 * scaled by MONTH_LCM). Returns cents, never negative.
 */
export function proposedMonthlyAdvance(totalCents: number, time: bigint, yearTime: bigint): number {
  if (totalCents <= 0 || time === 0n) return 0;
  // monthly = total × yearTime / (time × 12), rounded half up to 100 cents
  const num = BigInt(totalCents) * yearTime;
  const den = time * 12n * 100n;
  const euros = floorDiv(2n * num + den, 2n * den);
  return Number(euros) * 100;
}
