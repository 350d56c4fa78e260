/**
 * Heating and hot-water costs under the HeizkostenV:
 * §9 split of the shared costs, §7/§8 consumption and fixed parts, §9a
 * estimates, §9b tenant changes. Also yields each occupancy's exact share of
 * the shared fuel costs, which the CO2 split (co2.ts) is based on.
 */
import {
  areaDistribution,
  consumptionDistribution,
  type ConsumptionDistribution,
  type TimeBasis,
} from './allocate.ts';
import { formatCents, formatNumber } from './format.ts';
import { billingTexts } from '../texts/billing.ts';
import { BillingInputError } from './errors.ts';
import { checkCompulsoryShare, consumptionShare } from './heating/consumption-share.ts';
import { meteringServiceHeating } from './heating/metering-service.ts';
import { groupArea, groupConsumption, userGroups, withinGroup } from './heating/user-groups.ts';
import { largestRemainder } from './largest-remainder.ts';
import { hotWaterSplit } from './hot-water-split.ts';
import { distribute, type Pot } from './pot.ts';
import { lcm, mul, rat, roundHalfUp, sub, toNumber, type Rat } from './rational.ts';
import type { HeatingInput, HeatingResult } from './schema.ts';
import type { Distribution, Model, Occupancy } from './types.ts';

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
  const T = input.total_cents;
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
  const pH = heatingShare.rate;
  const pW = hotWaterShare.rate;
  const fixedSplit = input.fixed_split ?? 'degree_days';
  const fixedBasis: TimeBasis = fixedSplit === 'degree_days' ? 'degree_days' : 'time';

  const split = hotWaterSplit(model, hotWater);
  const fuelHotWater = mul(rat(BigInt(T)), split.fraction);
  const hwFromShared = Number(roundHalfUp(fuelHotWater));
  const heatingPot = T - hwFromShared + heatingOnly;
  const hotWaterPot = hwFromShared + hotWaterOnly;

  const estimate = estimatedShare(model);
  // §9a Abs. 2: beyond 25 % estimated area, consumption no longer decides anything.
  const areaOnly = estimate.estimated * 100n > estimate.total * 25n;

  const hotWaterConsumption = areaOnly ? 0 : Number(roundHalfUp(mul(rat(BigInt(hotWaterPot)), pW)));
  const hotWaterFixed = hotWaterPot - hotWaterConsumption;

  const pctH = areaOnly ? 0 : toNumber(mul(pH, rat(100n)), 3);
  const pctW = areaOnly ? 0 : toNumber(mul(pW, rat(100n)), 3);
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
    const consumption = areaOnly ? 0 : Number(roundHalfUp(mul(rat(BigInt(pot)), pH)));
    return { pot, consumption, fixed: pot - consumption };
  });
  const heatingConsumption = heatingParts.reduce((a, p) => a + p.consumption, 0);
  const heatingFixed = heatingPot - heatingConsumption;

  const fixedH = areaDistribution(model, fixedBasis);
  const fixedW = areaDistribution(model, 'time');
  const consH: ConsumptionDistribution | null =
    heatingConsumption > 0
      ? consumptionDistribution(model, 'heating', fixedBasis, 'heating', 'Einheiten')
      : null;
  const consW: ConsumptionDistribution | null =
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
  const sHf = new Array<number>(occ.length).fill(0);
  const sHc = new Array<number>(occ.length).fill(0);
  heatingParts.forEach((part, g) => {
    const group = groups?.[g];
    const suffix = group ? `:${group.id}` : '';
    const label = group ? ` der Nutzergruppe „${group.id}“` : '';
    const fixedDist = group ? withinGroup(fixedH, group.members, groupArea(model, group.members)) : fixedH;
    const consDist =
      group && consH ? withinGroup(consH, group.members, groupConsumption(model, group.members)) : consH;
    const f = addPot(
      `heating_fixed${suffix}`,
      `Heizung${label} – Grundkosten (${fixedLabel(pctH)})`,
      'area',
      'heating',
      part.fixed,
      fixedDist,
      'Wohnfläche',
      group?.members,
    );
    const c = addPot(
      `heating_consumption${suffix}`,
      `Heizung${label} – Verbrauchskosten (${fmtPct(pctH)} % nach Verbrauch)`,
      'consumption',
      'heating',
      part.consumption,
      consDist,
      'Verbrauch Heizung',
      group?.members,
    );
    for (let i = 0; i < occ.length; i++) {
      sHf[i] = (sHf[i] as number) + (f[i] as number);
      sHc[i] = (sHc[i] as number) + (c[i] as number);
    }
  });
  const sWf = addPot(
    'hot_water_fixed',
    `Warmwasser – Grundkosten (${fixedLabel(pctW)})`,
    'area',
    'hot_water',
    hotWaterFixed,
    fixedW,
    'Wohnfläche',
  );
  const sWc = addPot(
    'hot_water_consumption',
    `Warmwasser – Verbrauchskosten (${fmtPct(pctW)} % nach Verbrauch)`,
    'consumption',
    'hot_water',
    hotWaterConsumption,
    consW,
    'Verbrauch Warmwasser',
  );

  const byOccupancy = occ.map((_, i) => {
    const hf = sHf[i] as number;
    const hc = sHc[i] as number;
    const wf = sWf[i] as number;
    const wc = sWc[i] as number;
    return { heating: hf + hc, hotWater: wf + wc, fixed: hf + wf, consumption: hc + wc };
  });

  // Exact fuel portions of the sub-pots; rounding of the pots must not leak into the CO2 shares.
  const fuelHeating = sub(rat(BigInt(T)), fuelHotWater);
  const fuelWc = areaOnly ? rat(0n) : mul(fuelHotWater, pW);
  const heatingFuelParts = (groups ?? [null]).flatMap((group) => {
    const fuel = group ? mul(fuelHeating, rat(group.heatMilli, heatTotal)) : fuelHeating;
    const fuelC = areaOnly ? rat(0n) : mul(fuel, pH);
    return [
      { fuel: sub(fuel, fuelC), dist: group ? withinGroup(fixedH, group.members, 0) : fixedH },
      { fuel: fuelC, dist: group && consH ? withinGroup(consH, group.members, 0) : consH },
    ];
  });
  const fuelWeights = combineFuelWeights(occ.length, [
    ...heatingFuelParts,
    { fuel: sub(fuelHotWater, fuelWc), dist: fixedW },
    { fuel: fuelWc, dist: consW },
  ]);

  const notes = occ.map(() => [] as string[]);
  const globalNotes: string[] = [];
  if (areaOnly) {
    const msg =
      'Da für mehr als 25 % der Wohnfläche der Verbrauch geschätzt werden musste, wurden die Heiz- und ' +
      'Warmwasserkosten ausschließlich nach Wohnfläche verteilt (§9a Abs. 2 HeizkostenV).';
    globalNotes.push(msg);
    for (const n of notes) n.push(msg);
  }
  occ.forEach((o, i) => {
    const est = [consH?.estimated[i] ? 'Heizung' : null, consW?.estimated[i] ? 'Warmwasser' : null].filter(
      Boolean,
    );
    const estimatedAny = estimate.flags[i];
    if (est.length > 0 || (areaOnly && estimatedAny)) {
      notes[i]?.push(
        `Ihr Verbrauch (${est.length > 0 ? est.join(' und ') : 'Heizung/Warmwasser'}) wurde geschätzt, weil er nicht ` +
          'ordnungsgemäß erfasst werden konnte (§9a Abs. 1 HeizkostenV).',
      );
    }
    if (consH?.withoutInterimReading[i] || consW?.withoutInterimReading[i]) {
      const reduction = Number(
        roundHalfUp(
          rat(BigInt((byOccupancy[i]?.heating ?? 0) + (byOccupancy[i]?.hotWater ?? 0)) * 15n, 100n),
        ),
      );
      notes[i]?.push(
        'Beim Nutzerwechsel wurde keine Zwischenablesung durchgeführt. Die Heizkosten wurden deshalb insgesamt ' +
          `nach ${fixedSplit === 'degree_days' ? 'Gradtagszahlen' : 'Tagen'}, die Warmwasserkosten zeitanteilig ` +
          'aufgeteilt (§9b Abs. 2 HeizkostenV). Sie sind berechtigt, Ihren Anteil an den Heiz- und Warmwasserkosten ' +
          `um 15 % (${formatCents(reduction)}) zu kürzen (§12 Abs. 1 HeizkostenV).`,
      );
    } else if (
      fixedBasis === 'degree_days' &&
      heatingFixed > 0 &&
      o.degreeDayWeight !== model.periodDegreeDayWeight
    ) {
      notes[i]?.push(
        'Wegen des Nutzerwechsels wurden die Grundkosten der Heizung nach Gradtagszahlen (VDI 2067), die ' +
          'Grundkosten des Warmwassers nach Tagen aufgeteilt (§9b Abs. 1 HeizkostenV).',
      );
    }
  });

  const summary: HeatingResult = {
    total_cents: T,
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
    consumption_share_percent: pctH,
    hot_water_consumption_share_percent: pctW,
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

/**
 * Share of area (× time) whose heating or hot-water consumption was estimated.
 * Time-weighted so that an estimate for a two-month tenancy counts for two months.
 */
function estimatedShare(model: Model): { estimated: bigint; total: bigint; flags: boolean[] } {
  const h = model.readings.get('heating');
  const w = model.readings.get('hot_water');
  let estimated = 0n;
  const flags = model.occupancies.map((o: Occupancy, i) => {
    const isEst =
      (h?.byOccupancy.get(i)?.estimated ?? h?.byUnit.get(o.unit.index)?.estimated ?? false) ||
      (w?.byOccupancy.get(i)?.estimated ?? w?.byUnit.get(o.unit.index)?.estimated ?? false);
    if (isEst) estimated += o.unit.areaMilli * o.timeWeight;
    return isEst;
  });
  return { estimated, total: model.totalAreaMilli * model.periodTimeWeight, flags };
}

/**
 * Σ over sub-pots of fuel_s × w_i / W_s, brought to one integer scale so the
 * largest-remainder method can use it directly.
 */
function combineFuelWeights(n: number, parts: { fuel: Rat; dist: Distribution | null }[]): bigint[] {
  const active = parts
    .filter((p): p is { fuel: Rat; dist: Distribution } => p.fuel.n !== 0n && p.dist !== null)
    .map((p) => ({ ...p, W: p.dist.weights.reduce((a, b) => a + b, 0n) }))
    .filter((p) => p.W !== 0n);
  let D = 1n;
  for (const p of active) D = lcm(D, p.fuel.d * p.W);
  const out = new Array<bigint>(n).fill(0n);
  for (const p of active) {
    const factor = (p.fuel.n * D) / (p.fuel.d * p.W);
    for (let i = 0; i < n; i++) out[i] = (out[i] as bigint) + (p.dist.weights[i] as bigint) * factor;
  }
  return out;
}
