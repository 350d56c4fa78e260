// Source: §9 Abs. 1 HeizkostenV (costs of a combined heating and hot-water system split into the two).
import { mul, rat, roundHalfUp, type Rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';
import type { Model } from '../types.ts';
import { hotWaterSplit, type HotWaterSplit } from './hot-water-share.ts';

export interface CombinedCosts {
  /** How the hot-water share of the energy input was found (§9 Abs. 2). */
  readonly split: HotWaterSplit;
  /** Exact hot-water part of the shared costs, before rounding to cents (the CO2 shares are based on it). */
  readonly fuelHotWater: Rat;
  /** Costs of the heating: the shared costs less their hot-water part, plus the costs of the heating alone. */
  readonly heatingCents: number;
  /** Costs of the hot water: its part of the shared costs, plus the costs of the hot water alone. */
  readonly hotWaterCents: number;
}

/**
 * A system that heats the building and its water from one fuel has one bill; §9 Abs. 1 splits it by the share of
 * the energy input that went into hot water, rounded half up to the cent. Costs that belong to only one of the
 * two (e.g. a separate boiler's servicing) are added to that one afterwards.
 */
export function combinedCosts(
  model: Model,
  input: HeatingInput,
  hotWater: HeatingInput['hot_water'],
): CombinedCosts {
  const sharedCents = input.total_cents;
  const split = hotWaterSplit(model, hotWater);
  const fuelHotWater = mul(rat(BigInt(sharedCents)), split.fraction);
  const hotWaterFromShared = Number(roundHalfUp(fuelHotWater));
  return {
    split,
    fuelHotWater,
    heatingCents: sharedCents - hotWaterFromShared + (input.heating_only_cents ?? 0),
    hotWaterCents: hotWaterFromShared + (input.hot_water_only_cents ?? 0),
  };
}
