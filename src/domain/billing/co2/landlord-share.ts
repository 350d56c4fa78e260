// Source: §§5, 8 and 9 CO2KostAufG (stage table for residential buildings, 50/50 otherwise, public-law restrictions).
import { mul, rat, roundHalfUp, type Rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';

export interface LandlordShare {
  /** Stage of the table (Anlage zu §§5–7); null for a non-residential building, which has no stages. */
  readonly stage: number | null;
  /** Landlord's percentage by the stage table or §8, before §9. */
  readonly stagePercent: Rat;
  /** Landlord's percentage after §9. */
  readonly percent: Rat;
}

/**
 * The landlord's percentage of the CO2 costs.
 * - §8 Abs. 1 CO2KostAufG: in a building that does not mainly serve living (Nichtwohngebäude) the tenant bears at
 *   most 50 %; there is no stage table for such buildings yet, so the split is 50/50.
 * - §9 Abs. 1: if public-law rules (listed building, compulsory connection to district heating, preservation
 *   statute) stand in the way of a substantial improvement of the building or of its heat supply, the
 *   landlord's percentage is halved; §9 Abs. 2: if they stand in the way of both, the costs are not split at all.
 */
export function landlordShare(
  co2: NonNullable<HeatingInput['co2']>,
  byStage: { stage: number; landlordPercent: number },
): LandlordShare {
  const nonResidential = co2.building_type === 'non_residential';
  const stagePercent = nonResidential ? rat(50n) : rat(BigInt(byStage.landlordPercent));
  const restriction = co2.restriction ?? 'none';
  const percent =
    restriction === 'none'
      ? stagePercent
      : restriction === 'building_and_supply'
        ? rat(0n)
        : mul(stagePercent, rat(1n, 2n));
  return { stage: nonResidential ? null : byStage.stage, stagePercent, percent };
}

/** share × percent ÷ 100, rounded half up: the credit of one statement (non-negative input only). */
export function creditOf(shareCents: number, percent: Rat): number {
  // One fraction, not normalised: it is rounded at once, and this runs for every occupancy.
  return Number(roundHalfUp(rat(BigInt(shareCents) * percent.n, 100n * percent.d)));
}
