// Source: §556 Abs. 3 S. 1 BGB (period), §556a Abs. 1 BGB (time shares, vacancies are the landlord's).
/**
 * Turns validated API input into the engine's model: exact quantities,
 * occupancies clipped to the period with their time weights, and readings.
 * Every semantic error is raised here, before anything is computed, so that
 * nothing is ever calculated from partial input.
 */
import { parseDecimal } from './decimal.ts';
import { degreeDayWeight } from './degree-days.ts';
import { BillingInputError } from './errors.ts';
import { rankIds } from './largest-remainder.ts';
import {
  type DayRange,
  formatDateDe,
  intersect,
  parseIsoDate,
  periodEnd,
  rangeDays,
  toIsoDate,
  yearDaysFrom,
} from '../dates.ts';
import { billingInputTexts, billingPhrases, billingTexts, consumptionKindLabels } from '../texts/billing.ts';
import type { BillingInput } from './schema.ts';
import { timeWeight } from './time-weight.ts';
import type { ConsumptionKind, Model, Occupancy, Reading, ReadingsOfKind, TimeSplit, Unit } from './types.ts';

export function date(value: string, field: string): number {
  const d = parseIsoDate(value);
  if (d === null) throw new BillingInputError(field, billingInputTexts.invalidDate(value));
  return d;
}

/**
 * Fast path of `milli` for the usual case, a non-negative JSON number: if it is
 * exactly the double nearest to m/1000, its decimal reading is m/1000 and no
 * string parsing is needed. null when the full parser has to decide.
 */
function numberMilli(value: number | string): bigint | null {
  if (typeof value !== 'number') return null;
  const m = Math.round(value * 1000);
  return m / 1000 === value && Number.isSafeInteger(m) && m >= 0 ? BigInt(m) : null;
}

/** Exact value × 1000 of a decimal with at most 3 places. */
export function milli(value: number | string, field: string): bigint {
  const fast = numberMilli(value);
  if (fast !== null) return fast;
  const r = parseDecimal(value, 3);
  if (r === null) throw new BillingInputError(field, billingPhrases.decimalPlaces);
  if (r.n < 0n) throw new BillingInputError(field, billingPhrases.negative);
  return (r.n * 1000n) / r.d;
}

export function buildModel(input: BillingInput): Model {
  const split = input.time_split ?? 'days';
  const period: DayRange = {
    from: date(input.period.from, 'period.from'),
    to: date(input.period.to, 'period.to'),
  };
  if (period.to < period.from) {
    throw new BillingInputError('period.to', billingInputTexts.periodReversed);
  }
  // §556 Abs. 3 S. 1 BGB: jährlich abzurechnen – a period may be shorter, never longer.
  if (period.to > periodEnd(period.from, 12)) {
    throw new BillingInputError('period.to', billingInputTexts.periodTooLong);
  }

  const units: Unit[] = [];
  const unitById = new Map<string, Unit>();
  input.units.forEach((u, index) => {
    const field = `units.${index}`;
    if (unitById.has(u.id)) throw new BillingInputError(`${field}.id`, billingInputTexts.unitDuplicate(u.id));
    const unit: Unit = {
      id: u.id,
      index,
      areaMilli: milli(u.area_m2, `${field}.area_m2`),
      volumeMilli: u.volume_m3 === undefined ? null : milli(u.volume_m3, `${field}.volume_m3`),
      meaMilli: u.mea === undefined ? null : milli(u.mea, `${field}.mea`),
      heatedAreaMilli:
        u.heated_area_m2 === undefined ? null : milli(u.heated_area_m2, `${field}.heated_area_m2`),
      heatedVolumeMilli:
        u.heated_volume_m3 === undefined ? null : milli(u.heated_volume_m3, `${field}.heated_volume_m3`),
      hotWaterSupplied: u.hot_water_supplied !== false,
      occupancies: [],
    };
    units.push(unit);
    unitById.set(u.id, unit);
  });

  const occupancies: Occupancy[] = [];
  const seen = new Set<string>();
  const vacancyPersons = input.vacancy_persons ?? DEFAULT_VACANCY_PERSONS;
  // Kept per unit including the raw input index so overlap messages can name both entries.
  const ranges = new Map<Unit, { range: DayRange; field: string; name: string }[]>();
  input.occupancies.forEach((o, inputIndex) => {
    const field = `occupancies.${inputIndex}`;
    if (seen.has(o.id))
      throw new BillingInputError(`${field}.id`, billingInputTexts.occupancyDuplicate(o.id));
    seen.add(o.id);
    const unit = unitById.get(o.unit);
    if (!unit) throw new BillingInputError(`${field}.unit`, billingInputTexts.unitUnknown(o.unit));
    const from = date(o.from, `${field}.from`);
    const open = o.to === undefined || o.to === null || o.to === '';
    const to = open ? Number.POSITIVE_INFINITY : date(o.to as string, `${field}.to`);
    if (to < from) throw new BillingInputError(`${field}.to`, billingInputTexts.occupancyReversed);
    const inside = intersect({ from, to }, period);
    const list = ranges.get(unit) ?? [];
    ranges.set(unit, list);
    if (!inside) return;
    list.push({ range: inside, field, name: o.name });
    const occupancy: Occupancy = {
      id: o.id,
      index: occupancies.length,
      field,
      unit,
      name: o.name,
      vacancy: o.vacancy === true,
      range: inside,
      days: rangeDays(inside),
      timeWeight: timeWeight(inside, split),
      degreeDayWeight: degreeDayWeight(inside),
      personsWeight: personsWeight(o, inside, split, field, vacancyPersons),
      advanceCents: o.vacancy ? 0 : (o.advance_payments_cents ?? 0),
      continues: to > period.to,
    };
    unit.occupancies.push(occupancy.index);
    occupancies.push(occupancy);
  });

  for (const unit of units) checkCoverage(unit, ranges.get(unit) ?? [], period);

  let totalAreaMilli = 0n;
  let hotWaterAreaMilli = 0n;
  for (const u of units) {
    totalAreaMilli += u.areaMilli;
    if (u.hotWaterSupplied) hotWaterAreaMilli += u.areaMilli;
  }

  return {
    period,
    periodDays: rangeDays(period),
    yearDays: yearDaysFrom(period.from),
    split,
    periodTimeWeight: timeWeight(period, split),
    periodDegreeDayWeight: degreeDayWeight(period),
    units,
    occupancies,
    ids: occupancies.map((o) => o.id),
    ranks: rankIds(occupancies.map((o) => o.id)),
    totalAreaMilli,
    hotWaterAreaMilli,
    readings: buildReadings(input, occupancies, unitById),
    distributions: new Map(),
  };
}

/**
 * Persons a vacancy counts with when it gives none: 1, so that an empty flat keeps a share of costs split by
 * persons and that share stays with the landlord instead of moving to the other tenants. A property may set
 * `vacancy_persons: 0` where its leases put the persons key on occupied flats only.
 */
export const DEFAULT_VACANCY_PERSONS = 1;

/**
 * Persons × time of an occupancy inside the period. A household that grows or shrinks gives a list
 * [{from, persons}]: each count holds from its date until the next one starts, and the first must hold from
 * the occupancy's first day in the period, so that no day is without a count.
 */
function personsWeight(
  o: BillingInput['occupancies'][number],
  inside: DayRange,
  split: TimeSplit,
  field: string,
  vacancyPersons: number,
): bigint | null {
  const persons = o.persons ?? (o.vacancy ? vacancyPersons : null);
  if (persons === null) return null;
  if (typeof persons === 'number') return BigInt(persons) * timeWeight(inside, split);
  let weight = 0n;
  let previous = Number.NEGATIVE_INFINITY;
  const starts = persons.map((p, k) => {
    const from = date(p.from, `${field}.persons.${k}.from`);
    if (from <= previous) {
      throw new BillingInputError(`${field}.persons.${k}.from`, billingTexts.personsNotAscending);
    }
    previous = from;
    return from;
  });
  if ((starts[0] as number) > inside.from) {
    throw new BillingInputError(
      `${field}.persons.0.from`,
      billingTexts.personsStartMissing(formatDateDe(toIsoDate(inside.from))),
    );
  }
  persons.forEach((p, k) => {
    const next = starts[k + 1];
    const part = intersect(
      { from: starts[k] as number, to: next === undefined ? Number.POSITIVE_INFINITY : next - 1 },
      inside,
    );
    if (part) weight += BigInt(p.persons) * timeWeight(part, split);
  });
  return weight;
}

/**
 * Each dwelling's time in the period must be covered exactly once: a gap would
 * silently shift its share onto the other tenants, which the law forbids; it
 * has to be entered as a vacancy instead.
 */
function checkCoverage(
  unit: Unit,
  list: { range: DayRange; field: string; name: string }[],
  period: DayRange,
): void {
  const sorted = [...list].sort((a, b) => a.range.from - b.range.from);
  let next = period.from;
  let prev: (typeof sorted)[number] | null = null;
  for (const item of sorted) {
    if (item.range.from < next && prev) {
      throw new BillingInputError(
        item.field,
        billingInputTexts.occupancyOverlap(
          item.name,
          prev.name,
          prev.field,
          unit.id,
          formatDateDe(toIsoDate(item.range.from)),
        ),
      );
    }
    if (item.range.from > next) throw gap(unit, next, item.range.from - 1);
    next = item.range.to + 1;
    prev = item;
  }
  if (next <= period.to) throw gap(unit, next, period.to);
}

function gap(unit: Unit, from: number, to: number): BillingInputError {
  return new BillingInputError(
    `units.${unit.index}`,
    billingInputTexts.occupancyGap(unit.id, formatDateDe(toIsoDate(from)), formatDateDe(toIsoDate(to))),
  );
}

// Field paths are built only for messages: a building has about a thousand readings.
const consumptionField = (index: number) => `consumption.${index}`;

function buildReadings(
  input: BillingInput,
  occupancies: Occupancy[],
  unitById: Map<string, Unit>,
): Map<ConsumptionKind, ReadingsOfKind> {
  const occById = new Map(occupancies.map((o) => [o.id, o]));
  const knownOccupancy = new Set(input.occupancies.map((o) => o.id));
  const readings = new Map<ConsumptionKind, ReadingsOfKind>();
  (input.consumption ?? []).forEach((c, i) => {
    if ((c.occupancy === undefined) === (c.unit === undefined)) {
      throw new BillingInputError(consumptionField(i), billingInputTexts.readingTarget);
    }
    let kind = readings.get(c.kind);
    if (!kind) {
      kind = { byOccupancy: new Map(), byUnit: new Map() };
      readings.set(c.kind, kind);
    }
    const value = numberMilli(c.value) ?? milli(c.value, `${consumptionField(i)}.value`);
    const reading: Reading = { milli: value, estimated: c.estimated === true, index: i };
    if (c.occupancy !== undefined) {
      if (!knownOccupancy.has(c.occupancy)) {
        throw new BillingInputError(
          `${consumptionField(i)}.occupancy`,
          billingInputTexts.occupancyUnknown(c.occupancy),
        );
      }
      const occ = occById.get(c.occupancy);
      if (!occ) return; // outside the period: irrelevant
      if (kind.byOccupancy.has(occ.index)) {
        throw new BillingInputError(
          consumptionField(i),
          billingInputTexts.readingTwiceOccupancy(occ.id, consumptionKindLabels[c.kind]),
        );
      }
      kind.byOccupancy.set(occ.index, reading);
    } else {
      const unit = unitById.get(c.unit as string);
      if (!unit)
        throw new BillingInputError(
          `${consumptionField(i)}.unit`,
          billingInputTexts.unitUnknown(c.unit as string),
        );
      if (kind.byUnit.has(unit.index)) {
        throw new BillingInputError(
          consumptionField(i),
          billingInputTexts.readingTwiceUnit(unit.id, consumptionKindLabels[c.kind]),
        );
      }
      kind.byUnit.set(unit.index, reading);
    }
  });
  for (const [kind, r] of readings) {
    for (const [occIndex, reading] of r.byOccupancy) {
      const occ = occupancies[occIndex] as Occupancy;
      if (r.byUnit.has(occ.unit.index)) {
        throw new BillingInputError(
          consumptionField(reading.index),
          billingInputTexts.readingPerUnitAndOccupancy(occ.unit.id, consumptionKindLabels[kind]),
        );
      }
    }
  }
  return readings;
}
