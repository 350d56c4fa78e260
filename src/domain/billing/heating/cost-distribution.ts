// Source: §6 Abs. 1 and 2 HeizkostenV (heating and hot-water costs distributed to the users, per user group where metered).
import { billingTexts } from '../../texts/billing.ts';
import type { ConsumptionDistribution } from '../allocate.ts';
import { formatNumberDe } from '../../decimal.ts';
import { distribute, type Pot } from '../pot.ts';
import type { Distribution, Model } from '../types.ts';
import type { ConsumptionSplit } from './consumption-split.ts';
import type { FixedShareBases } from './fixed-share.ts';
import { fixedBasisKey } from './fixed-cost-basis.ts';
import { groupArea, groupConsumption, withinGroup, type UserGroup } from './user-groups.ts';

export interface HeatingPerOccupancy {
  readonly heating: number;
  readonly hotWater: number;
  readonly fixed: number;
  readonly consumption: number;
}

export interface HeatingDistribution {
  /** The statement's heating and hot-water lines, each distributed over the occupancies. */
  readonly pots: Pot[];
  readonly byOccupancy: HeatingPerOccupancy[];
}

export interface HeatingParts {
  /** The heating costs split into consumption and fixed part: one for the building, or one per user group. */
  readonly heating: readonly ConsumptionSplit[];
  readonly hotWater: ConsumptionSplit;
  readonly groups: readonly UserGroup[] | null;
  readonly heatingPercent: number;
  readonly hotWaterPercent: number;
}

const percentText = (p: number) => formatNumberDe(p, 3).replace(/,?0+$/, '');

/**
 * Each part becomes one line of the statement, distributed to the cent by its own basis: the fixed parts by
 * the chosen basis (living area unless §7 Abs. 1 S. 5 HeizkostenV's other bases are chosen), the consumption parts by the readings. A user group's lines are distributed only among its
 * members, and show the group's own area and consumption as their basis.
 */
export function distributeHeatingCosts(
  model: Model,
  parts: HeatingParts,
  fixed: FixedShareBases,
  byConsumption: { heating: ConsumptionDistribution | null; hotWater: ConsumptionDistribution | null },
): HeatingDistribution {
  const n = model.occupancies.length;
  const pots: Pot[] = [];
  const line = (
    cost: string,
    name: string,
    key: 'area' | 'volume' | 'consumption',
    section: 'heating' | 'hot_water',
    total: number,
    dist: Distribution | null,
    basisName: string,
    members?: readonly boolean[],
  ): number[] => {
    if (total === 0 || dist === null) return new Array<number>(n).fill(0);
    const shares = distribute(
      total,
      dist,
      model.ranks,
      key === 'consumption' ? 'consumption' : 'heating',
      basisName,
    );
    pots.push({
      cost,
      name,
      key,
      section,
      amountCents: total,
      totalCents: total,
      distribution: dist,
      shares,
      ...(members ? { members } : {}),
    });
    return shares;
  };
  const heatingPct = percentText(parts.heatingPercent);
  const heatingFixedPct = percentText(100 - parts.heatingPercent);
  const hotWaterPct = percentText(parts.hotWaterPercent);
  const hotWaterFixedPct = percentText(100 - parts.hotWaterPercent);
  const lines = billingTexts.heatingLines;
  const fixedKey = fixedBasisKey(fixed.fixedBasis);
  const fixedBasis = billingTexts.fixedBases[fixed.fixedBasis];
  // §8 Abs. 1 HeizkostenV: the hot-water lines belong to the users of the central plant alone.
  const supplied = model.occupancies.map((o) => o.unit.hotWaterSupplied);
  const hotWaterMembers = supplied.every(Boolean) ? undefined : supplied;

  const heatingFixedShares = new Array<number>(n).fill(0);
  const heatingConsumptionShares = new Array<number>(n).fill(0);
  parts.heating.forEach((part, g) => {
    const group = parts.groups?.[g];
    const suffix = group ? `:${group.id}` : '';
    const fixedDist = group
      ? withinGroup(fixed.heating, group.members, groupArea(model, group.members, fixed.fixedBasis))
      : fixed.heating;
    const consDist =
      group && byConsumption.heating
        ? withinGroup(byConsumption.heating, group.members, groupConsumption(model, group.members))
        : byConsumption.heating;
    const f = line(
      `heating_fixed${suffix}`,
      lines.heatingFixed(group?.id ?? null, heatingFixedPct, fixedBasis.after),
      fixedKey,
      'heating',
      part.fixed,
      fixedDist,
      fixedBasis.name,
      group?.members,
    );
    const c = line(
      `heating_consumption${suffix}`,
      lines.heatingConsumption(group?.id ?? null, heatingPct),
      'consumption',
      'heating',
      part.consumption,
      consDist,
      lines.basisHeating,
      group?.members,
    );
    for (let i = 0; i < n; i++) {
      heatingFixedShares[i] = (heatingFixedShares[i] as number) + (f[i] as number);
      heatingConsumptionShares[i] = (heatingConsumptionShares[i] as number) + (c[i] as number);
    }
  });
  const hotWaterFixedShares = line(
    'hot_water_fixed',
    lines.hotWaterFixed(hotWaterFixedPct, fixedBasis.after),
    fixedKey,
    'hot_water',
    parts.hotWater.fixed,
    fixed.hotWater,
    fixedBasis.name,
    hotWaterMembers,
  );
  const hotWaterConsumptionShares = line(
    'hot_water_consumption',
    lines.hotWaterConsumption(hotWaterPct),
    'consumption',
    'hot_water',
    parts.hotWater.consumption,
    byConsumption.hotWater,
    lines.basisHotWater,
    hotWaterMembers,
  );

  const byOccupancy = model.occupancies.map((_, i) => {
    const hf = heatingFixedShares[i] as number;
    const hc = heatingConsumptionShares[i] as number;
    const wf = hotWaterFixedShares[i] as number;
    const wc = hotWaterConsumptionShares[i] as number;
    return { heating: hf + hc, hotWater: wf + wc, fixed: hf + wf, consumption: hc + wc };
  });
  return { pots, byOccupancy };
}
