// Source: §7 Abs. 1 S. 1 and §8 Abs. 1 HeizkostenV (50–70 % by consumption, the rest fixed), §9a Abs. 2 (all by area).
import { consumptionDistribution, type ConsumptionDistribution, type TimeBasis } from '../allocate.ts';
import { mul, rat, roundHalfUp, toNumber, type Rat } from '../rational.ts';
import type { Model } from '../types.ts';

/** One pot of heating or hot-water costs, split into its consumption part and its fixed part. */
export interface ConsumptionSplit {
  readonly pot: number;
  readonly consumption: number;
  readonly fixed: number;
}

/**
 * The consumption part is the pot × the consumption share, rounded half up to the cent; the fixed part is the
 * rest, so that both add up to the pot exactly. Where more than a quarter of the area had to be estimated
 * (§9a Abs. 2) nothing is split by consumption.
 */
export function consumptionSplit(pot: number, rate: Rat, areaOnly: boolean): ConsumptionSplit {
  const consumption = areaOnly ? 0 : Number(roundHalfUp(mul(rat(BigInt(pot)), rate)));
  return { pot, consumption, fixed: pot - consumption };
}

/** The consumption share as the statement shows it, in percent (0 when everything went by area). */
export function consumptionPercent(rate: Rat, areaOnly: boolean): number {
  return areaOnly ? 0 : toNumber(mul(rate, rat(100n)), 3);
}

/**
 * The readings the consumption parts are split by; none where there is no consumption part, so that a building
 * billed by area alone needs no readings. The heating readings are weighted over time like the fixed part (by
 * degree days at a change of tenant, §9b Abs. 2), hot water always by days.
 */
export function consumptionBases(
  model: Model,
  fixedBasis: TimeBasis,
  heatingConsumption: number,
  hotWaterConsumption: number,
  heatingUnit: string = 'Einheiten',
): { heating: ConsumptionDistribution | null; hotWater: ConsumptionDistribution | null } {
  return {
    heating:
      heatingConsumption > 0
        ? consumptionDistribution(model, 'heating', fixedBasis, 'heating', heatingUnit)
        : null,
    hotWater:
      hotWaterConsumption > 0
        ? consumptionDistribution(model, 'hot_water', 'time', 'heating', 'm³', (o) => o.unit.hotWaterSupplied)
        : null,
  };
}
