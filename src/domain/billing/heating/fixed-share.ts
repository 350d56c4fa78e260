// Source: §7 Abs. 1 S. 1, 5 and §8 Abs. 1 HeizkostenV (fixed costs by the chosen basis), §9b Abs. 2 (degree days at a change of tenant).
import type { TimeBasis } from '../allocate.ts';
import type { HeatingInput } from '../schema.ts';
import type { Distribution, Model } from '../types.ts';
import { checkFixedBasis, fixedBasisDistribution, type FixedBasis } from './fixed-cost-basis.ts';

export interface FixedShareBases {
  /** How the time of an occupancy is weighted for the heating: degree days (the default) or days. */
  readonly fixedSplit: NonNullable<HeatingInput['fixed_split']>;
  readonly basis: TimeBasis;
  /** The basis of the fixed costs: living area (the default), enclosed space, heated area or heated space. */
  readonly fixedBasis: FixedBasis;
  /** Basis × time for the fixed heating costs. */
  readonly heating: Distribution;
  /** Basis × days for the fixed hot-water costs, over the units the central plant supplies. */
  readonly hotWater: Distribution;
}

/**
 * The fixed costs go by the basis the landlord chose (§7 Abs. 1 S. 5; §8 Abs. 1 refers to it for hot water).
 * When a tenant moves out during the period, §9b Abs. 2 splits the heating's fixed costs by degree days,
 * because a winter month costs more heat than a summer month; hot water is used the same all year and goes by
 * days.
 */
export function fixedShareBases(model: Model, input: HeatingInput): FixedShareBases {
  const fixedSplit = input.fixed_split ?? 'degree_days';
  const basis: TimeBasis = fixedSplit === 'degree_days' ? 'degree_days' : 'time';
  const fixedBasis = input.fixed_basis ?? 'area';
  checkFixedBasis(model, fixedBasis);
  return {
    fixedSplit,
    basis,
    fixedBasis,
    heating: fixedBasisDistribution(model, fixedBasis, basis),
    hotWater: fixedBasisDistribution(model, fixedBasis, 'time', true),
  };
}
