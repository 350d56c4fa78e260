// Source: §560 Abs. 4 BGB (new advance after a statement).
/**
 * §560 Abs. 4 BGB: proposed new monthly advance payment after a statement.
 */
import { DEGREE_DAY_YEAR, degreeDayPermille } from './degree-days.ts';
import { floorDiv } from './rational.ts';
import type { Occupancy } from './types.ts';

/**
 * The occupancy's costs for the period, annualised when it covered only part
 * of a year, divided by 12 and rounded half up to whole euros. No safety
 * surcharge: the adjustment must follow the last statement (BGH, 28.09.2011,
 * VIII ZR 294/10). `time`/`yearTime` are in the same unit (days, or months
 * scaled by MONTH_LCM). Returns cents, never negative.
 */
export function proposedMonthlyAdvance(totalCents: number, time: bigint, yearTime: bigint): number {
  return proposedMonthlyAdvanceSplit(totalCents, 0n, 1n, time, yearTime, 1n, 1n);
}

/**
 * The same proposal with the heating costs annualised by degree days: a
 * tenant who lived in the dwelling from October to December used 360 ‰ of a
 * year's heating in a quarter of its days, so scaling the heating part by days
 * would propose far too much (§560 Abs. 4 BGB asks for an "angemessene Höhe").
 * The heating part is `heatingNum / heatingDen` cents (exact: credits and cuts
 * are attributed to it pro rata), scaled by `degreeYear / degreeTime`; the rest
 * of `totalCents` by `yearTime / time` as before. One rounding at the end.
 */
export function proposedMonthlyAdvanceSplit(
  totalCents: number,
  heatingNum: bigint,
  heatingDen: bigint,
  time: bigint,
  yearTime: bigint,
  degreeTime: bigint,
  degreeYear: bigint,
): number {
  if (totalCents <= 0 || time === 0n || degreeTime === 0n || heatingDen === 0n) return 0;
  const heating = heatingNum;
  const rest = BigInt(totalCents) * heatingDen - heating;
  // monthly = (rest × yearTime / time + heating × degreeYear / degreeTime) / heatingDen / 12,
  // rounded half up to 100 cents.
  const num = rest * yearTime * degreeTime + heating * degreeYear * time;
  const den = heatingDen * time * degreeTime * 12n * 100n;
  if (num <= 0n) return 0;
  const euros = floorDiv(2n * num + den, 2n * den);
  return Number(euros) * 100;
}

/**
 * The heating part of an occupancy's total as an exact fraction
 * (`num / den` cents): its heating share less the part of the CO2 credit and
 * the §12 HeizkostenV cuts that falls on heating rather than hot water (both
 * reduce the heating and hot-water costs together, so pro rata by cents).
 */
export function heatingPartOfTotal(
  heatingCents: number,
  hotWaterCents: number,
  creditAndCutsCents: number,
): { num: bigint; den: bigint } {
  const both = heatingCents + hotWaterCents;
  if (heatingCents <= 0 || both <= 0) return { num: 0n, den: 1n };
  const h = BigInt(heatingCents);
  const num = h * BigInt(both) - BigInt(creditAndCutsCents) * h;
  return { num: num > 0n ? num : 0n, den: BigInt(both) };
}

/** How a part-year proposal annualised the heating part (shown on the statement). */
export interface AdvanceHeatingBasis {
  /** The heating part of the occupancy's total, rounded to cents. */
  readonly heating_cents: number;
  /** The occupancy's share of a year's degree days, in ‰ (two decimals). */
  readonly heating_permille: number;
  /** The rest of the total (hot water and operating costs), annualised by days. */
  readonly other_cents: number;
}

/**
 * The §560 Abs. 4 BGB proposal of one occupancy: heating by degree days
 * (the Gradtagzahlen of §9b HeizkostenV, degree-days.ts), everything else by
 * the period's time split. `basis` is set when the heating part was scaled by
 * degree days other than the whole year's.
 */
export function advanceProposal(
  o: Pick<Occupancy, 'timeWeight' | 'degreeDayWeight'>,
  totalCents: number,
  heatingCents: number,
  hotWaterCents: number,
  creditAndCutsCents: number,
  yearTime: bigint,
): { cents: number; heating: AdvanceHeatingBasis | null } {
  const part = heatingPartOfTotal(heatingCents, hotWaterCents, creditAndCutsCents);
  if (part.num === 0n || o.degreeDayWeight === 0n) {
    return { cents: proposedMonthlyAdvance(totalCents, o.timeWeight, yearTime), heating: null };
  }
  const cents = proposedMonthlyAdvanceSplit(
    totalCents,
    part.num,
    part.den,
    o.timeWeight,
    yearTime,
    o.degreeDayWeight,
    DEGREE_DAY_YEAR,
  );
  if (o.degreeDayWeight === DEGREE_DAY_YEAR) return { cents, heating: null };
  const heating = Number(floorDiv(2n * part.num + part.den, 2n * part.den));
  return {
    cents,
    heating: {
      heating_cents: heating,
      heating_permille: degreeDayPermille(o.degreeDayWeight),
      other_cents: totalCents - heating,
    },
  };
}
