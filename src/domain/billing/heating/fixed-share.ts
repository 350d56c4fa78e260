// Source: §7 Abs. 1 S. 1 and §8 Abs. 1 HeizkostenV (fixed costs by living area), §9b Abs. 2 (degree days at a change of tenant).
import { areaDistribution, type TimeBasis } from '../allocate.ts';
import type { HeatingInput } from '../schema.ts';
import type { Distribution, Model } from '../types.ts';

export interface FixedShareBases {
  /** How the time of an occupancy is weighted for the heating: degree days (the default) or days. */
  readonly fixedSplit: NonNullable<HeatingInput['fixed_split']>;
  readonly basis: TimeBasis;
  /** Living area × time for the fixed heating costs. */
  readonly heating: Distribution;
  /** Living area × days for the fixed hot-water costs. */
  readonly hotWater: Distribution;
}

/**
 * The fixed costs go by living area. When a tenant moves out during the period, §9b Abs. 2 splits the heating's
 * fixed costs by degree days, because a winter month costs more heat than a summer month; hot water is used
 * the same all year and goes by days.
 */
export function fixedShareBases(model: Model, input: HeatingInput): FixedShareBases {
  const fixedSplit = input.fixed_split ?? 'degree_days';
  const basis: TimeBasis = fixedSplit === 'degree_days' ? 'degree_days' : 'time';
  return {
    fixedSplit,
    basis,
    heating: areaDistribution(model, basis),
    hotWater: areaDistribution(model, 'time'),
  };
}
