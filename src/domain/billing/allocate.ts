// Source: §556a Abs. 1 BGB (allocation keys), §16 Abs. 2 WEG (co-ownership shares), §9b HeizkostenV (readings per dwelling).
/**
 * Distribution bases of the allocation keys. Every weight is an exact integer:
 * areas and consumption in thousandths, time in days or 1/MONTH_LCM months,
 * degree days in the units of degree-days.ts. Because every dwelling's time is
 * covered exactly once (vacancies included), the weights of one dwelling's
 * occupancies add up to its full-period weight: an empty flat's share stays
 * with the landlord and never moves to other tenants.
 */
import { degreeDayPermille } from './degree-days.ts';
import { billingInputTexts, billingTexts, consumptionKindLabels } from '../texts/billing.ts';
import { BillingInputError } from './errors.ts';
import { timeWeightToNumber } from './time-weight.ts';
import type { ConsumptionKind, Distribution, Model, Occupancy, TimeShare } from './types.ts';

export type TimeBasis = 'time' | 'degree_days';

const milliToNumber = (v: bigint): number => Number(v) / 1000;

function occupancyTime(model: Model, o: Occupancy, basis: TimeBasis): bigint {
  return basis === 'degree_days' ? o.degreeDayWeight : o.timeWeight;
}

function periodTime(model: Model, basis: TimeBasis): bigint {
  return basis === 'degree_days' ? model.periodDegreeDayWeight : model.periodTimeWeight;
}

/** Time share for display; null when the occupancy spans the whole period. */
export function timeShareOf(model: Model, o: Occupancy, basis: TimeBasis): TimeShare | null {
  const w = occupancyTime(model, o, basis);
  const total = periodTime(model, basis);
  if (w === total) return null;
  if (basis === 'degree_days') {
    return { value: degreeDayPermille(w), total: degreeDayPermille(total), unit: 'Gradtagszahl-‰' };
  }
  return model.split === 'days'
    ? { value: o.days, total: model.periodDays, unit: 'Tage' }
    : { value: timeWeightToNumber(w, 'months'), total: timeWeightToNumber(total, 'months'), unit: 'Monate' };
}

/** Area, volume or units of the dwelling × time of the occupancy. */
export function unitQuantityDistribution(
  model: Model,
  quantityMilli: (o: Occupancy) => bigint,
  unitLabel: string,
  basis: TimeBasis,
): Distribution {
  const occ = model.occupancies;
  const weights = new Array<bigint>(occ.length);
  const basisShare = new Array<number>(occ.length);
  const timeShare = new Array<TimeShare | null>(occ.length);
  let totalMilli = 0n;
  for (const u of model.units) totalMilli += quantityMilli(occ[u.occupancies[0] as number] as Occupancy);
  for (let i = 0; i < occ.length; i++) {
    const o = occ[i] as Occupancy;
    const q = quantityMilli(o);
    weights[i] = q * occupancyTime(model, o, basis);
    basisShare[i] = milliToNumber(q);
    timeShare[i] = timeShareOf(model, o, basis);
  }
  return {
    weights,
    basisTotal: milliToNumber(totalMilli),
    basisUnit: unitLabel,
    basisShare,
    timeShare,
    estimated: new Array<boolean>(occ.length).fill(false),
  };
}

export function areaDistribution(model: Model, basis: TimeBasis = 'time'): Distribution {
  const key = `area:${basis}`;
  let d = model.distributions.get(key);
  if (!d) {
    d = unitQuantityDistribution(model, (o) => o.unit.areaMilli, 'm²', basis);
    model.distributions.set(key, d);
  }
  return d;
}

export function volumeDistribution(model: Model, field: string): Distribution {
  for (const u of model.units) {
    if (u.volumeMilli === null) {
      throw new BillingInputError(`units.${u.index}.volume_m3`, billingInputTexts.volumeMissing(field, u.id));
    }
  }
  return unitQuantityDistribution(model, (o) => o.unit.volumeMilli as bigint, 'm³', 'time');
}

/**
 * Co-ownership shares (Miteigentumsanteile) × time: how the owners of a condominium bear its costs
 * (§16 Abs. 2 S. 1 WEG), passed on where the lease uses the owners' key.
 */
export function meaDistribution(model: Model, field: string): Distribution {
  for (const u of model.units) {
    if (u.meaMilli === null) {
      throw new BillingInputError(`units.${u.index}.mea`, billingTexts.meaMissing(field, u.id));
    }
  }
  return unitQuantityDistribution(model, (o) => o.unit.meaMilli as bigint, 'MEA', 'time');
}

export function unitsDistribution(model: Model): Distribution {
  return unitQuantityDistribution(model, () => 1000n, 'Einheiten', 'time');
}

/** Persons × time: person-days (or person-months). */
export function personsDistribution(model: Model, field: string): Distribution {
  const occ = model.occupancies;
  const weights = new Array<bigint>(occ.length);
  const basisShare = new Array<number>(occ.length);
  let total = 0n;
  for (let i = 0; i < occ.length; i++) {
    const o = occ[i] as Occupancy;
    if (o.personsWeight === null) {
      throw new BillingInputError(`${o.field}.persons`, billingInputTexts.personsMissing(field, o.name));
    }
    const w = o.personsWeight;
    weights[i] = w;
    total += w;
    basisShare[i] = timeWeightToNumber(w, model.split);
  }
  return {
    weights,
    basisTotal: timeWeightToNumber(total, model.split),
    basisUnit: model.split === 'days' ? 'Personentage' : 'Personenmonate',
    basisShare,
    timeShare: new Array<TimeShare | null>(occ.length).fill(null),
    estimated: new Array<boolean>(occ.length).fill(false),
  };
}

export interface ConsumptionDistribution extends Distribution {
  /** Occupancies whose dwelling changed hands without an interim reading (§9b Abs. 3). */
  readonly withoutInterimReading: boolean[];
}

/**
 * Consumption of one meter kind. A reading per occupancy (interim reading)
 * is used as is; a reading per dwelling is split among its occupancies by
 * `basis` (time, or degree days for heating, §9b Abs. 3 HeizkostenV).
 * A vacancy without any reading counts as zero consumption.
 */
export function consumptionDistribution(
  model: Model,
  kind: ConsumptionKind,
  basis: TimeBasis,
  field: string,
  unitLabel: string,
  included: (o: Occupancy) => boolean = () => true,
): ConsumptionDistribution {
  const readings = model.readings.get(kind);
  const occ = model.occupancies;
  const total = periodTime(model, basis);
  const weights = new Array<bigint>(occ.length);
  const basisShare = new Array<number>(occ.length);
  const timeShare = new Array<TimeShare | null>(occ.length);
  const estimated = new Array<boolean>(occ.length);
  const withoutInterimReading = new Array<boolean>(occ.length);
  let totalMilli = 0n;
  for (let i = 0; i < occ.length; i++) {
    const o = occ[i] as Occupancy;
    if (!included(o)) {
      // Not a user of this plant (§8 Abs. 1 HeizkostenV): no share, no reading needed, its readings ignored.
      weights[i] = 0n;
      basisShare[i] = 0;
      timeShare[i] = null;
      estimated[i] = false;
      withoutInterimReading[i] = false;
      continue;
    }
    const own = readings?.byOccupancy.get(i);
    const ofUnit = own ? undefined : readings?.byUnit.get(o.unit.index);
    if (own) {
      weights[i] = own.milli * total;
      basisShare[i] = milliToNumber(own.milli);
      timeShare[i] = null;
      estimated[i] = own.estimated;
      withoutInterimReading[i] = false;
      totalMilli += own.milli;
    } else if (ofUnit) {
      weights[i] = ofUnit.milli * occupancyTime(model, o, basis);
      basisShare[i] = milliToNumber(ofUnit.milli);
      timeShare[i] = timeShareOf(model, o, basis);
      estimated[i] = ofUnit.estimated;
      withoutInterimReading[i] = o.unit.occupancies.length > 1;
      // A dwelling's reading enters the total once, at its first occupancy.
      if (o.unit.occupancies[0] === i) totalMilli += ofUnit.milli;
    } else if (o.vacancy) {
      weights[i] = 0n;
      basisShare[i] = 0;
      timeShare[i] = null;
      estimated[i] = false;
      withoutInterimReading[i] = false;
    } else {
      throw new BillingInputError(
        'consumption',
        billingInputTexts.consumptionMissing(o.name, o.field, consumptionKindLabels[kind], kind, field),
      );
    }
  }
  return {
    weights,
    basisTotal: milliToNumber(totalMilli),
    basisUnit: unitLabel,
    basisShare,
    timeShare,
    estimated,
    withoutInterimReading,
  };
}

/** Amounts assigned directly per occupancy; they are used as weights of the allocable part. */
export function directDistribution(
  model: Model,
  direct: Record<string, number>,
  field: string,
  amount: number,
): Distribution {
  const occ = model.occupancies;
  const byId = new Map(occ.map((o) => [o.id, o]));
  let sum = 0;
  for (const [id, cents] of Object.entries(direct)) {
    if (!byId.has(id)) {
      throw new BillingInputError(`${field}.direct.${id}`, billingInputTexts.directUnknownOccupancy(id));
    }
    sum += cents;
  }
  if (sum !== amount) {
    throw new BillingInputError(`${field}.direct`, billingInputTexts.directSumMismatch(sum, amount));
  }
  const weights = occ.map((o) => BigInt(direct[o.id] ?? 0));
  return {
    weights,
    basisTotal: sum / 100,
    basisUnit: '€',
    basisShare: occ.map((o) => (direct[o.id] ?? 0) / 100),
    timeShare: new Array<TimeShare | null>(occ.length).fill(null),
    estimated: new Array<boolean>(occ.length).fill(false),
  };
}
