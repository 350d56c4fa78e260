// Source: §7 Abs. 1 S. 5 and §8 Abs. 1 HeizkostenV (the fixed costs by living or usable area, by the enclosed
// space, or by the heated area or heated space).
import { billingInputTexts, billingTexts } from '../../texts/billing.ts';
import { unitQuantityDistribution, type TimeBasis } from '../allocate.ts';
import { BillingInputError } from '../errors.ts';
import type { FIXED_BASES } from '../schema.ts';
import type { Distribution, Model, Unit } from '../types.ts';

export type FixedBasis = (typeof FIXED_BASES)[number];

const QUANTITY: Record<FixedBasis, { of: (u: Unit) => bigint | null; field: string; unit: string }> = {
  area: { of: (u) => u.areaMilli, field: 'area_m2', unit: 'm²' },
  volume: { of: (u) => u.volumeMilli, field: 'volume_m3', unit: 'm³' },
  heated_area: { of: (u) => u.heatedAreaMilli, field: 'heated_area_m2', unit: 'm²' },
  heated_volume: { of: (u) => u.heatedVolumeMilli, field: 'heated_volume_m3', unit: 'm³' },
};

/** The allocation key a fixed-cost line shows: an area or a space. */
export const fixedBasisKey = (basis: FixedBasis): 'area' | 'volume' =>
  basis === 'area' || basis === 'heated_area' ? 'area' : 'volume';

/** Every unit needs the quantity of the basis chosen; the first one without it is named. */
export function checkFixedBasis(model: Model, basis: FixedBasis): void {
  const q = QUANTITY[basis];
  for (const u of model.units) {
    if (q.of(u) === null) {
      throw new BillingInputError(
        `units.${u.index}.${q.field}`,
        billingInputTexts.fixedBasisMissing(billingTexts.fixedBases[basis].name, u.id),
      );
    }
  }
}

/** A unit's quantity of the basis, in thousandths; checked by `checkFixedBasis` before. */
export const fixedBasisQuantity = (u: Unit, basis: FixedBasis): bigint => QUANTITY[basis].of(u) ?? 0n;

/**
 * The fixed part distributed by the chosen basis × time. `hotWaterUsersOnly` narrows it to the units the
 * central hot-water plant supplies, on whom the fixed hot-water costs fall (§8 Abs. 1 HeizkostenV); the others
 * count with nothing, not even in the total.
 */
export function fixedBasisDistribution(
  model: Model,
  basis: FixedBasis,
  time: TimeBasis,
  hotWaterUsersOnly = false,
): Distribution {
  const key = `fixed:${basis}:${time}:${hotWaterUsersOnly ? 'hot_water' : 'all'}`;
  const hit = model.distributions.get(key);
  if (hit) return hit;
  const d = unitQuantityDistribution(
    model,
    (o) => (!hotWaterUsersOnly || o.unit.hotWaterSupplied ? fixedBasisQuantity(o.unit, basis) : 0n),
    QUANTITY[basis].unit,
    time,
  );
  model.distributions.set(key, d);
  return d;
}
