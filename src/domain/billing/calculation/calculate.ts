// Source: §§556, 556a, 560 BGB, BetrKV, HeizkostenV, CO2KostAufG, §35a EStG (the whole statement).
/**
 * Entry point of the billing engine: validated input in, complete statement
 * data for every occupancy out. Pure: no I/O, no clock.
 */
import {
  areaDistribution,
  consumptionDistribution,
  directDistribution,
  meaDistribution,
  personsDistribution,
  unitsDistribution,
  volumeDistribution,
  type ConsumptionDistribution,
} from '../allocate.ts';
import { advanceProposal } from '../advance.ts';
import { calculateCo2, type Co2Outcome } from '../co2/split.ts';
import { statementDeadline } from '../deadline.ts';
import { BillingInputError } from '../errors.ts';
import { allocationBasisNames, billingInputTexts, billingTexts } from '../../texts/billing.ts';
import { fieldPhrases } from '../../texts/field-messages.ts';
import { formatQuantityDe } from '../../decimal.ts';
import { formatMoneyDe } from '../../money.ts';
import { calculateHeating, type HeatingOutcome } from '../heating/heating.ts';
import { buildModel } from '../model.ts';
import { toIsoDate } from '../../dates.ts';
import { distribute, type Pot } from '../pot.ts';
import { floorDiv } from '../rational.ts';
import { parseDecimal } from '../decimal.ts';
import {
  billingInputSchema,
  type BillingInput,
  type BillingCalculation,
  type CostInput,
  type LineCalculation,
} from '../schema.ts';
import { tenantReductions, type ReductionsOutcome } from '../reductions/section12.ts';
import { labourShares, type LabourOutcome } from '../section35a.ts';
import { MONTH_LCM, timeWeight, timeWeightToNumber } from '../time-weight.ts';
import type { ConsumptionKind, Distribution, Model } from '../types.ts';

const METER_UNIT: Record<ConsumptionKind, string> = {
  cold_water: 'm³',
  hot_water: 'm³',
  electricity: 'kWh',
  gas: 'kWh',
  heat: 'kWh',
  other: 'Einheiten',
  heating: 'Einheiten',
};

/** Parses unknown input (e.g. from a direct caller) with the API schema; the first problem becomes a German error. */
export function parseBillingInput(raw: unknown): BillingInput {
  const r = billingInputSchema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = (issue?.path ?? []).map((p, i) => (i === 0 ? String(p) : `.${String(p)}`)).join('');
  throw new BillingInputError(field || 'Eingabe', issue?.message ?? fieldPhrases.invalid);
}

interface CostOutcome {
  readonly pot: Pot;
  readonly labour: LabourOutcome | null;
  readonly labourField: string;
  readonly name: string;
}

function allocableCents(cost: CostInput, field: string): number {
  if (cost.allocable_percent !== undefined && cost.non_allocable_cents !== undefined) {
    throw new BillingInputError(field, billingInputTexts.allocableBoth);
  }
  if (cost.non_allocable_cents !== undefined) {
    if (cost.non_allocable_cents > cost.amount_cents) {
      throw new BillingInputError(`${field}.non_allocable_cents`, billingInputTexts.nonAllocableAboveAmount);
    }
    return cost.amount_cents - cost.non_allocable_cents;
  }
  if (cost.allocable_percent === undefined) return cost.amount_cents;
  const p = parseDecimal(cost.allocable_percent, 3);
  if (p === null || p.n < 0n || p.n > 100n * p.d) {
    throw new BillingInputError(`${field}.allocable_percent`, billingInputTexts.allocablePercentRange);
  }
  // Rounded down: the landlord has to prove what is allocable, so the doubtful fraction of a cent stays with him.
  return Number(floorDiv(BigInt(cost.amount_cents) * p.n, 100n * p.d));
}

function costDistribution(model: Model, cost: CostInput, field: string): Distribution {
  if (cost.key === 'direct') {
    if (!cost.direct) {
      throw new BillingInputError(`${field}.direct`, billingInputTexts.directMissing);
    }
    return directDistribution(model, cost.direct, field, cost.amount_cents);
  }
  if (cost.key === 'consumption' && !cost.meter_kind) {
    throw new BillingInputError(`${field}.meter_kind`, billingInputTexts.meterKindMissing);
  }
  const cacheKey = cost.key === 'consumption' ? `consumption:${cost.meter_kind}` : cost.key;
  const cache = model.distributions;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  let d: Distribution;
  switch (cost.key) {
    case 'area':
      d = areaDistribution(model);
      break;
    case 'volume':
      d = volumeDistribution(model, field);
      break;
    case 'persons':
      d = personsDistribution(model, field);
      break;
    case 'units':
      d = unitsDistribution(model);
      break;
    case 'mea':
      d = meaDistribution(model, field);
      break;
    case 'consumption': {
      const kind = cost.meter_kind as ConsumptionKind;
      d = consumptionDistribution(model, kind, 'time', field, METER_UNIT[kind]);
      break;
    }
  }
  cache.set(cacheKey, d);
  return d;
}

function calculateCosts(model: Model, input: BillingInput): CostOutcome[] {
  const seen = new Set<string>();
  return input.costs.map((cost, ci) => {
    const field = `costs.${ci}`;
    if (seen.has(cost.id))
      throw new BillingInputError(`${field}.id`, billingInputTexts.costDuplicate(cost.id));
    seen.add(cost.id);
    if (cost.labour_cents !== undefined && cost.labour_cents !== 0 && !cost.section35a) {
      throw new BillingInputError(`${field}.section35a`, billingInputTexts.labourWithoutKind);
    }
    const allocable = allocableCents(cost, field);
    const distribution = costDistribution(model, cost, field);
    const shares = distribute(allocable, distribution, model.ranks, field, allocationBasisNames[cost.key]);
    const pot: Pot = {
      cost: cost.id,
      name: cost.name,
      key: cost.key,
      section: 'operating',
      amountCents: cost.amount_cents,
      totalCents: allocable,
      distribution,
      shares,
    };
    const labour =
      cost.labour_cents !== undefined && cost.section35a
        ? labourShares(
            cost.labour_cents,
            cost.section35a,
            cost.amount_cents,
            allocable,
            distribution.weights,
            model.ranks,
          )
        : null;
    return { pot, labour, labourField: `${field}.labour_cents`, name: cost.name };
  });
}

/**
 * One pot as the per-occupancy loop needs it, with everything that does not
 * depend on the occupancy looked up once (the loop runs pots × occupancies times).
 */
interface Column {
  readonly pot: Pot;
  readonly d: Distribution;
  /** §35a shares of the line, null if none are certified. */
  readonly labourShares: number[] | null;
  readonly labourKind: LabourOutcome['kind'] | null;
  /** Operating consumption line: estimates and missing interim readings are noted per statement. */
  readonly noteConsumption: boolean;
}

function columns(
  pots: readonly Pot[],
  costs: readonly CostOutcome[],
  serviceLabour: number[] | null,
): Column[] {
  return pots.map((pot, k) => {
    const labour =
      k < costs.length
        ? costs[k]?.labour
        : serviceLabour && pot.cost === 'heating_service'
          ? { kind: 'craft' as const, shares: serviceLabour }
          : null;
    return {
      pot,
      d: pot.distribution,
      labourShares: labour?.shares ?? null,
      labourKind: labour?.shares ? labour.kind : null,
      noteConsumption: pot.section === 'operating' && pot.key === 'consumption',
    };
  });
}

/**
 * The engine result. Lines carry no calculation path; the API adds it with
 * `withCalculationPaths` (path.ts), see docs/billing.md.
 */
export function calculateBilling(input: BillingInput): BillingCalculation {
  const model = buildModel(input);
  const costs = calculateCosts(model, input);
  const heating: HeatingOutcome | null = input.heating ? calculateHeating(model, input.heating) : null;
  const co2: Co2Outcome | null =
    input.heating?.co2 && heating
      ? calculateCo2(model, input.heating.co2, input.heating.total_cents, heating.fuelWeights)
      : null;

  const reductions: ReductionsOutcome | null =
    input.heating && heating
      ? tenantReductions(model, input.heating, heating.byOccupancy, heating.unmeasured)
      : null;

  const pots = [...costs.map((c) => c.pot), ...(heating?.pots ?? [])];
  const globalNotes = [...(heating?.globalNotes ?? [])];
  for (const c of costs) {
    if (c.labour && c.labour.shares === null) {
      globalNotes.push(billingTexts.labourInvalid(c.name));
    }
  }

  let vacancyCents = 0;
  let allocatedCents = 0;
  let co2Credits = 0;
  let reductionCents = 0;
  const yearTime = model.split === 'days' ? BigInt(model.yearDays) : 12n * MONTH_LCM;

  // §35a labour inside a metering service's amounts is certified as craftsmen's labour, like boiler servicing.
  const serviceLabour = heating?.serviceLabour?.some((c) => c > 0) ? heating.serviceLabour : null;
  const cols = columns(pots, costs, serviceLabour);
  const occupancies = model.occupancies.map((o, i) => {
    const lines: LineCalculation[] = [];
    let sum = 0;
    const notes: string[] = [];
    if (o.vacancy) notes.push(billingTexts.vacancy);
    for (const { pot, d, labourShares, labourKind, noteConsumption } of cols) {
      const share = pot.shares[i] as number;
      if (pot.key === 'direct' && share === 0 && (d.weights[i] as bigint) === 0n) continue;
      if (pot.members && !pot.members[i]) continue;
      sum += share;
      const labour = labourShares !== null && !o.vacancy;
      lines.push({
        cost: pot.cost,
        name: pot.name,
        key: pot.key,
        section: pot.section,
        amount_cents: pot.amountCents,
        total_cents: pot.totalCents,
        basis_total: d.basisTotal,
        basis_share: d.basisShare[i] as number,
        basis_unit: d.basisUnit,
        time_share: d.timeShare[i] ?? null,
        share_cents: share,
        estimated: d.estimated[i] as boolean,
        labour_share_cents: labour ? (labourShares[i] as number) : null,
        labour_kind: labour ? labourKind : null,
      });
      if (noteConsumption) {
        const cd = d as ConsumptionDistribution;
        if (cd.estimated[i]) notes.push(billingTexts.consumptionEstimated(pot.name));
        if (cd.withoutInterimReading[i]) {
          notes.push(billingTexts.consumptionByTime(pot.name));
        }
      }
    }
    allocatedCents += sum;
    notes.push(...(heating?.notes[i] ?? []));

    const co2Share = co2?.shares[i] ?? 0;
    const credit = co2?.credits[i] ?? 0;
    co2Credits += credit;
    if (co2 && !o.vacancy && co2Share > 0) {
      const c = co2.result;
      notes.push(
        c.stage === null
          ? billingTexts.co2NonResidential(co2Share, credit, c.landlord_percent)
          : billingTexts.co2Stage(
              formatMoneyDe(co2Share, 'plain'),
              c.stage,
              String(c.kg_per_m2).replace('.', ','),
              formatQuantityDe(c.landlord_percent),
              formatMoneyDe(credit, 'plain'),
            ),
      );
      if (c.restriction !== 'none') {
        notes.push(billingTexts.co2Restriction(c.stage_landlord_percent, c.landlord_percent));
      }
    }
    const reduced = reductions?.appliedCents[i] ?? 0;
    reductionCents += reduced;
    notes.push(...(reductions?.notes[i] ?? []));

    let services = 0;
    let craft = 0;
    for (const c of costs) {
      if (!c.labour) continue;
      if (c.labour.shares === null) {
        if (!o.vacancy && (c.pot.shares[i] as number) > 0) {
          notes.push(billingTexts.labourNotCertified(c.name));
        }
        continue;
      }
      const s = c.labour.shares[i] as number;
      if (c.labour.kind === 'services') services += s;
      else craft += s;
    }
    craft += serviceLabour?.[i] ?? 0;

    const total = sum - credit - reduced;
    if (o.vacancy) vacancyCents += sum;
    const advance = o.advanceCents;
    const newAdvance = advanceProposal(
      o,
      total,
      heating?.byOccupancy[i]?.heating ?? 0,
      heating?.byOccupancy[i]?.hotWater ?? 0,
      credit + reduced,
      yearTime,
    );
    return {
      id: o.id,
      unit: o.unit.id,
      name: o.name,
      vacancy: o.vacancy,
      from: toIsoDate(o.range.from),
      to: toIsoDate(o.range.to),
      days: o.days,
      lines,
      heating: heating
        ? {
            heating_cents: heating.byOccupancy[i]?.heating ?? 0,
            hot_water_cents: heating.byOccupancy[i]?.hotWater ?? 0,
            fixed_cents: heating.byOccupancy[i]?.fixed ?? 0,
            consumption_cents: heating.byOccupancy[i]?.consumption ?? 0,
          }
        : { heating_cents: 0, hot_water_cents: 0, fixed_cents: 0, consumption_cents: 0 },
      co2: { share_cents: co2Share, landlord_credit_cents: credit },
      reductions: reductions?.byOccupancy[i] ?? [],
      reductions_cents: reduced,
      total_cents: total,
      advance_payments_cents: advance,
      balance_cents: o.vacancy ? 0 : total - advance,
      section35a: {
        services_labour_cents: o.vacancy ? 0 : services,
        craft_labour_cents: o.vacancy ? 0 : craft,
      },
      new_monthly_advance_cents: o.continues && !o.vacancy ? newAdvance.cents : null,
      new_advance_basis: o.continues && !o.vacancy && newAdvance.heating ? newAdvance.heating : null,
      notes,
    };
  });

  let nonAllocable = 0;
  let costsCents = 0;
  for (const c of costs) {
    nonAllocable += c.pot.amountCents - c.pot.totalCents;
    costsCents += c.pot.amountCents;
  }
  if (input.heating) {
    costsCents +=
      input.heating.total_cents +
      (input.heating.heating_only_cents ?? 0) +
      (input.heating.hot_water_only_cents ?? 0);
  }
  allocatedCents += nonAllocable;
  if (allocatedCents !== costsCents) {
    // Cannot happen by construction; refusing beats issuing statements that do not add up.
    throw new Error(`Abrechnung geht nicht auf: ${costsCents} ≠ ${allocatedCents}`);
  }

  return {
    period: {
      from: toIsoDate(model.period.from),
      to: toIsoDate(model.period.to),
      days: model.periodDays,
      months: timeWeightToNumber(timeWeight(model.period, 'months'), 'months'),
    },
    time_split: model.split,
    occupancies,
    heating: heating?.summary ?? null,
    co2: co2?.result ?? null,
    landlord: {
      vacancy_cents: vacancyCents,
      non_allocable_cents: nonAllocable,
      co2_cents: co2Credits,
      reductions_cents: reductionCents,
    },
    check: { costs_cents: costsCents, allocated_cents: allocatedCents },
    deadline: statementDeadline(toIsoDate(model.period.to)),
    notes: globalNotes,
  };
}
