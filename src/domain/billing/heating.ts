// Source: §§6 to 9b HeizkostenV (heating and hot-water costs distributed by consumption and area).
/**
 * Heating and hot-water costs: the §9 split of the shared costs into heating and hot water, the §7/§8
 * consumption and fixed parts (by user group where §6 Abs. 2 applies), §9a estimates and §9b tenant changes;
 * or a metering service's per-dwelling results. Also yields each occupancy's exact share of the shared fuel
 * costs, which the CO2 split (co2/split.ts) is based on.
 */
import {
  areaDistribution,
  consumptionDistribution,
  type ConsumptionDistribution,
  type TimeBasis,
} from './allocate.ts';
import { formatNumber } from './format.ts';
import { billingTexts } from '../texts/billing.ts';
import { BillingInputError } from './errors.ts';
import { checkCompulsoryShare, consumptionShare } from './heating/consumption-share.ts';
import { beyondEstimateLimit, estimatedShare, estimateNotes } from './heating/estimates.ts';
import { tenantChangeNotes } from './heating/tenant-change.ts';
import { meteringServiceHeating } from './heating/metering-service.ts';
import { groupArea, groupConsumption, userGroups, withinGroup } from './heating/user-groups.ts';
import { largestRemainder } from './largest-remainder.ts';
import { hotWaterSplit } from './heating/hot-water-share.ts';
import { distribute, type Pot } from './pot.ts';
import { combineFuelWeights } from './co2/fuel-shares.ts';
import { mul, rat, roundHalfUp, sub, toNumber } from './rational.ts';
import type { HeatingInput, HeatingResult } from './schema.ts';
import type { Distribution, Model } from './types.ts';

export interface HeatingOutcome {
  readonly summary: HeatingResult;
  readonly pots: Pot[];
  /** Integer weights proportional to each occupancy's exact share of the shared (fuel) costs. */
  readonly fuelWeights: bigint[];
  readonly byOccupancy: { heating: number; hotWater: number; fixed: number; consumption: number }[];
  readonly notes: string[][];
  readonly globalNotes: string[];
  /** Parts billed without consumption measurement (§12 Abs. 1 S. 1 HeizkostenV). */
  readonly unmeasured: { readonly heating: boolean; readonly hotWater: boolean };
  /** §35a labour inside a metering service's amounts, per occupancy; null when the engine split the costs. */
  readonly serviceLabour: number[] | null;
}

export function calculateHeating(model: Model, input: HeatingInput): HeatingOutcome {
  if (input.service_result) return meteringServiceHeating(model, input, input.service_result);
  return splitHeating(model, input, input.hot_water);
}

function splitHeating(
  model: Model,
  input: HeatingInput,
  hotWater: HeatingInput['hot_water'],
): HeatingOutcome {
  const occ = model.occupancies;
  const sharedCents = input.total_cents;
  const heatingOnly = input.heating_only_cents ?? 0;
  const hotWaterOnly = input.hot_water_only_cents ?? 0;
  const heatingShare = consumptionShare(
    model,
    input.consumption_share_percent,
    'heating.consumption_share_percent',
    '§7 Abs. 1 HeizkostenV',
    'heating',
    'Heizung',
  );
  checkCompulsoryShare(input, heatingShare);
  const hotWaterShare = consumptionShare(
    model,
    input.hot_water_consumption_share_percent,
    'heating.hot_water_consumption_share_percent',
    '§8 Abs. 1 HeizkostenV',
    'hot_water',
    'Warmwasser',
  );
  const heatingRate = heatingShare.rate;
  const hotWaterRate = hotWaterShare.rate;
  const fixedSplit = input.fixed_split ?? 'degree_days';
  const fixedBasis: TimeBasis = fixedSplit === 'degree_days' ? 'degree_days' : 'time';

  const split = hotWaterSplit(model, hotWater);
  const fuelHotWater = mul(rat(BigInt(sharedCents)), split.fraction);
  const hotWaterFromShared = Number(roundHalfUp(fuelHotWater));
  const heatingPot = sharedCents - hotWaterFromShared + heatingOnly;
  const hotWaterPot = hotWaterFromShared + hotWaterOnly;

  const estimate = estimatedShare(model);
  const areaOnly = beyondEstimateLimit(estimate);

  const hotWaterConsumption = areaOnly ? 0 : Number(roundHalfUp(mul(rat(BigInt(hotWaterPot)), hotWaterRate)));
  const hotWaterFixed = hotWaterPot - hotWaterConsumption;

  const heatingPercent = areaOnly ? 0 : toNumber(mul(heatingRate, rat(100n)), 3);
  const hotWaterPercent = areaOnly ? 0 : toNumber(mul(hotWaterRate, rat(100n)), 3);
  const fmtPct = (p: number) => formatNumber(p, 3).replace(/,?0+$/, '');

  // The heating pot of the whole building, or of each user group measured by its own heat meter (§6 Abs. 2).
  const groups = input.groups ? userGroups(model, input.groups) : null;
  const heatTotal = groups ? groups.reduce((a, g) => a + g.heatMilli, 0n) : 0n;
  if (groups && heatTotal === 0n && heatingPot > 0) {
    throw new BillingInputError('heating.groups', billingTexts.groupHeatZero);
  }
  const groupPots = groups
    ? largestRemainder(
        heatingPot,
        groups.map((g) => g.heatMilli),
        groups.map((g) => g.id),
      )
    : [heatingPot];
  const heatingParts = groupPots.map((pot) => {
    const consumption = areaOnly ? 0 : Number(roundHalfUp(mul(rat(BigInt(pot)), heatingRate)));
    return { pot, consumption, fixed: pot - consumption };
  });
  const heatingConsumption = heatingParts.reduce((a, p) => a + p.consumption, 0);
  const heatingFixed = heatingPot - heatingConsumption;

  const heatingByArea = areaDistribution(model, fixedBasis);
  const hotWaterByArea = areaDistribution(model, 'time');
  const heatingByConsumption: ConsumptionDistribution | null =
    heatingConsumption > 0
      ? consumptionDistribution(model, 'heating', fixedBasis, 'heating', 'Einheiten')
      : null;
  const hotWaterByConsumption: ConsumptionDistribution | null =
    hotWaterConsumption > 0 ? consumptionDistribution(model, 'hot_water', 'time', 'heating', 'm³') : null;

  const pots: Pot[] = [];
  const addPot = (
    cost: string,
    name: string,
    key: 'area' | 'consumption',
    section: 'heating' | 'hot_water',
    total: number,
    dist: Distribution | null,
    basisName: string,
    members?: readonly boolean[],
  ): number[] => {
    if (total === 0 || dist === null) return new Array<number>(occ.length).fill(0);
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
  const fixedLabel = (pct: number) => `${fmtPct(100 - pct)} % nach Wohnfläche`;
  const heatingFixedShares = new Array<number>(occ.length).fill(0);
  const heatingConsumptionShares = new Array<number>(occ.length).fill(0);
  heatingParts.forEach((part, g) => {
    const group = groups?.[g];
    const suffix = group ? `:${group.id}` : '';
    const label = group ? ` der Nutzergruppe „${group.id}“` : '';
    const fixedDist = group
      ? withinGroup(heatingByArea, group.members, groupArea(model, group.members))
      : heatingByArea;
    const consDist =
      group && heatingByConsumption
        ? withinGroup(heatingByConsumption, group.members, groupConsumption(model, group.members))
        : heatingByConsumption;
    const f = addPot(
      `heating_fixed${suffix}`,
      `Heizung${label} – Grundkosten (${fixedLabel(heatingPercent)})`,
      'area',
      'heating',
      part.fixed,
      fixedDist,
      'Wohnfläche',
      group?.members,
    );
    const c = addPot(
      `heating_consumption${suffix}`,
      `Heizung${label} – Verbrauchskosten (${fmtPct(heatingPercent)} % nach Verbrauch)`,
      'consumption',
      'heating',
      part.consumption,
      consDist,
      'Verbrauch Heizung',
      group?.members,
    );
    for (let i = 0; i < occ.length; i++) {
      heatingFixedShares[i] = (heatingFixedShares[i] as number) + (f[i] as number);
      heatingConsumptionShares[i] = (heatingConsumptionShares[i] as number) + (c[i] as number);
    }
  });
  const hotWaterFixedShares = addPot(
    'hot_water_fixed',
    `Warmwasser – Grundkosten (${fixedLabel(hotWaterPercent)})`,
    'area',
    'hot_water',
    hotWaterFixed,
    hotWaterByArea,
    'Wohnfläche',
  );
  const hotWaterConsumptionShares = addPot(
    'hot_water_consumption',
    `Warmwasser – Verbrauchskosten (${fmtPct(hotWaterPercent)} % nach Verbrauch)`,
    'consumption',
    'hot_water',
    hotWaterConsumption,
    hotWaterByConsumption,
    'Verbrauch Warmwasser',
  );

  const byOccupancy = occ.map((_, i) => {
    const hf = heatingFixedShares[i] as number;
    const hc = heatingConsumptionShares[i] as number;
    const wf = hotWaterFixedShares[i] as number;
    const wc = hotWaterConsumptionShares[i] as number;
    return { heating: hf + hc, hotWater: wf + wc, fixed: hf + wf, consumption: hc + wc };
  });

  // Exact fuel portions of the sub-pots; rounding of the pots must not leak into the CO2 shares.
  const fuelHeating = sub(rat(BigInt(sharedCents)), fuelHotWater);
  const fuelHotWaterConsumption = areaOnly ? rat(0n) : mul(fuelHotWater, hotWaterRate);
  const heatingFuelParts = (groups ?? [null]).flatMap((group) => {
    const fuel = group ? mul(fuelHeating, rat(group.heatMilli, heatTotal)) : fuelHeating;
    const fuelConsumption = areaOnly ? rat(0n) : mul(fuel, heatingRate);
    return [
      {
        fuel: sub(fuel, fuelConsumption),
        dist: group ? withinGroup(heatingByArea, group.members, 0) : heatingByArea,
      },
      {
        fuel: fuelConsumption,
        dist:
          group && heatingByConsumption
            ? withinGroup(heatingByConsumption, group.members, 0)
            : heatingByConsumption,
      },
    ];
  });
  const fuelWeights = combineFuelWeights(occ.length, [
    ...heatingFuelParts,
    { fuel: sub(fuelHotWater, fuelHotWaterConsumption), dist: hotWaterByArea },
    { fuel: fuelHotWaterConsumption, dist: hotWaterByConsumption },
  ]);

  const { notes, globalNotes } = estimateNotes(
    model,
    estimate,
    areaOnly,
    heatingByConsumption,
    hotWaterByConsumption,
  );
  tenantChangeNotes(model, notes, {
    fixedSplit,
    heatingFixed,
    heatingByConsumption,
    hotWaterByConsumption,
    byOccupancy,
  });

  const summary: HeatingResult = {
    total_cents: sharedCents,
    heating_only_cents: heatingOnly,
    hot_water_only_cents: hotWaterOnly,
    hot_water_method: hotWater.method,
    hot_water_heat_kwh: split.q === null ? null : toNumber(split.q, 3),
    hot_water_fraction: toNumber(split.fraction, 6),
    heating_cents: heatingPot,
    hot_water_cents: hotWaterPot,
    heating_consumption_cents: heatingConsumption,
    heating_fixed_cents: heatingFixed,
    hot_water_consumption_cents: hotWaterConsumption,
    hot_water_fixed_cents: hotWaterFixed,
    consumption_share_percent: heatingPercent,
    hot_water_consumption_share_percent: hotWaterPercent,
    estimated_area_percent:
      estimate.total === 0n ? 0 : toNumber(rat(estimate.estimated * 100n, estimate.total), 2),
    area_only: areaOnly,
    fixed_split: fixedSplit,
    groups: groups
      ? groups.map((g, k) => ({
          id: g.id,
          heat_kwh: Number(g.heatMilli) / 1000,
          heating_cents: (heatingParts[k] as { pot: number }).pot,
          heating_consumption_cents: (heatingParts[k] as { consumption: number }).consumption,
          heating_fixed_cents: (heatingParts[k] as { fixed: number }).fixed,
        }))
      : null,
    service_result: false,
  };
  return {
    summary,
    pots,
    fuelWeights,
    byOccupancy,
    notes,
    globalNotes,
    unmeasured: { heating: heatingShare.unmeasured, hotWater: hotWaterShare.unmeasured },
    serviceLabour: null,
  };
}
