/**
 * From a property's stored data (tenants, meters and readings, cost categories, the year's billing
 * draft and the billing settings) to the billing engine's input. Pure: the caller loads the rows,
 * this module only maps them, so that the mapping can be tested without a database.
 *
 * Source: §556, §556a BGB (period, keys, vacancy), §§7–9b HeizkostenV (heating, interim reading),
 * CO2KostAufG (CO2 costs).
 */
import { addDays, type IsoDate } from '../dates.ts';
import { toPlainDecimal } from '../decimal.ts';
import { cumulativeSeries, type CumulativeSeries } from '../meters/cumulative-series.ts';
import { readingAt, type BoundaryReading } from '../meters/reading-at.ts';
import { statementTexts } from '../texts/statements.ts';
import { CONSUMPTION_KINDS } from '../billing/schema.ts';
import type {
  BillingInput,
  ConsumptionInput,
  CostInput,
  HeatingInput,
  UnitInput,
} from '../billing/schema.ts';

type ConsumptionKind = ConsumptionInput['kind'];
type MeterKind = NonNullable<CostInput['meter_kind']>;

// The stored data and its readers live in stored-data.ts; re-exported for the callers.
export * from './stored-data.ts';
export { kindOfMeter } from './meter-kind.ts';
import { centsOf, milliOf } from './stored-data.ts';
import type {
  MappingNote,
  StatementSettings,
  StoredBillingData,
  StoredMeter,
  StoredReading,
  StoredTenant,
} from './stored-data.ts';
import { kindOfMeter } from './meter-kind.ts';
import { devicesStateFacts } from './remote-reading.ts';
import { tenantUnits } from './dwelling-units.ts';
import { unitOccupancies, type UnitOccupancies } from './unit-occupancies.ts';
import { waterMeters } from './water-basis.ts';

/** The meter kind a cost "by consumption" means, from its name, else the one kind that exists. */
function guessMeterKind(name: string, available: ReadonlySet<ConsumptionKind>): MeterKind | null {
  const n = name.toLowerCase();
  if (/strom/.test(n)) return 'electricity';
  if (/warmwasser/.test(n)) return 'hot_water';
  if (/wasser/.test(n)) return 'cold_water';
  if (/gas/.test(n)) return 'gas';
  if (/wärme/.test(n)) return 'heat';
  const kinds = [...available].filter((k): k is MeterKind => k !== 'heating');
  return kinds.length === 1 ? kinds[0]! : null;
}

/**
 * Every tenant's billing unit: its dwelling, else the chain of tenancies linked by predecessors
 * (`W<first id>`), as stored before dwellings existed.
 */
export const dwellingIds = (tenants: readonly StoredTenant[]): Map<number, string> => tenantUnits(tenants);

type Series = CumulativeSeries<StoredReading>;
const seriesOf = (meter: StoredMeter): Series => cumulativeSeries(meter.readings);

// ---------------------------------------------------------------- mapping

/** What the statements show beside the engine's numbers: advances credited, dwelling names, water meters. */
export interface MappingFacts {
  advances: UnitOccupancies['advances'];
  unitNames: Map<string, string>;
  waterMeters: Map<string, StoredMeter[]>;
}

export function toEngineInput(stored: StoredBillingData): {
  input: BillingInput;
  notes: MappingNote[];
  facts: MappingFacts;
} {
  const notes: MappingNote[] = [];
  const { year, settings } = stored;
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  const draft = stored.draft;
  if (!draft) notes.push({ kind: 'draft_missing', message: statementTexts.draftMissing(year) });

  // ---- dwellings and tenancies
  const byId = new Set(stored.tenants.map((t) => t.id));
  const draftTenants = new Map((draft?.tenants ?? []).map((t) => [t.id, t]));
  for (const t of draft?.tenants ?? []) {
    if (!byId.has(t.id))
      notes.push({
        kind: 'draft_tenant_unknown',
        message: statementTexts.draftTenantUnknown(t.name),
        tenantId: t.id,
      });
  }
  const mapped = unitOccupancies(stored, period, draftTenants, notes);
  const { units, byUnit, unitNames, unitTenant, dwellings } = mapped;
  const allOccupancies = [...byUnit.values()].flat();

  // ---- consumption of the dwellings' meters
  const tenantUnit = dwellings.ofTenant;
  const metersByUnitKind = new Map<string, Array<{ meter: StoredMeter; series: Series }>>();
  const unitsByKind = new Map<ConsumptionKind, Set<string>>();
  const add = (unit: string, kind: ConsumptionKind, meter: StoredMeter, series: Series) => {
    const key = `${unit}\u0000${kind}`;
    metersByUnitKind.set(key, [...(metersByUnitKind.get(key) ?? []), { meter, series }]);
    unitsByKind.set(kind, (unitsByKind.get(kind) ?? new Set()).add(meter.unit));
  };
  const water = waterMeters(stored, dwellings, byUnit);
  for (const meter of stored.meters) {
    const kind = kindOfMeter(meter);
    const unit = dwellings.ofMeter(meter);
    if (!kind || !unit || !byUnit.has(unit)) continue;
    const series = seriesOf(meter);
    if (kind !== 'cold_water') add(unit, kind, meter, series);
    // The engine's cold-water consumption is the dwelling's water by the statement's basis.
    if (water.has(unit) && water.get(unit)!.includes(meter)) add(unit, 'cold_water', meter, series);
  }
  for (const [kind, meterUnits] of unitsByKind) {
    if (meterUnits.size > 1)
      notes.push({
        kind: 'mixed_units',
        message: statementTexts.mixedUnits(statementTexts.kindLabels[kind], [...meterUnits].sort()),
      });
  }

  const noted = new Set<string>();
  const note = (key: string, n: MappingNote) => {
    if (noted.has(key)) return;
    noted.add(key);
    notes.push(n);
  };
  /** The meter state at the end of `lastDay`, noting interpolation and missing states once each. */
  const stateAt = (meter: StoredMeter, series: Series, lastDay: IsoDate): BoundaryReading | null => {
    const state = readingAt(series.points, lastDay);
    if (!state) {
      note(`missing:${meter.id}:${lastDay}`, {
        kind: 'reading_missing',
        message: statementTexts.readingMissing(meter.meterNumber, lastDay),
        meterId: meter.id,
        date: lastDay,
      });
    } else if (state.interpolated) {
      note(`interpolated:${meter.id}:${lastDay}`, {
        kind: 'interpolated',
        message: statementTexts.interpolated(
          meter.meterNumber,
          lastDay,
          state.from[0]!.date,
          state.from[1]!.date,
        ),
        meterId: meter.id,
        date: lastDay,
      });
    }
    return state;
  };
  const estimatedIn = (series: Series, ...states: BoundaryReading[]) =>
    states.some((s) => s.from.some((p) => series.stored.get(p)?.isEstimated === true));

  /** Consumption of a dwelling's meters of one kind over [from, to]; null if a state is missing. */
  const consumptionOver = (
    meters: ReadonlyArray<{ meter: StoredMeter; series: Series }>,
    from: IsoDate,
    to: IsoDate,
  ): { milli: number; estimated: boolean } | null => {
    let milli = 0;
    let estimated = false;
    let complete = true;
    for (const { meter, series } of meters) {
      const start = stateAt(meter, series, addDays(from, -1));
      const end = stateAt(meter, series, to);
      if (!start || !end) {
        complete = false;
        continue;
      }
      milli += end.value - start.value;
      estimated ||= estimatedIn(series, start, end);
    }
    return complete ? { milli, estimated } : null;
  };

  const consumption: ConsumptionInput[] = [];
  // Dwelling by dwelling in the order of the occupancies, kinds in the schema's order.
  const unitIndex = new Map([...byUnit.keys()].map((unit, i) => [unit, i]));
  const kindOrder: readonly string[] = CONSUMPTION_KINDS;
  const order = ([key]: [string, unknown]) => {
    const [unit, kind] = key.split('\u0000') as [string, string];
    return unitIndex.get(unit)! * kindOrder.length + kindOrder.indexOf(kind);
  };
  const sortedMeters = [...metersByUnitKind].sort((a, b) => order(a) - order(b));
  for (const [key, meters] of sortedMeters) {
    const [unit, kind] = key.split('\u0000') as [string, ConsumptionKind];
    const list = byUnit.get(unit)!;
    for (const { meter, series } of meters) {
      const first = readingAt(series.points, addDays(period.from, -1))?.from[0]?.date ?? period.from;
      const last = readingAt(series.points, period.to)?.from.at(-1)?.date ?? period.to;
      for (const drop of series.drops) {
        if (drop.readingDate >= first && drop.readingDate <= last)
          note(`drop:${meter.id}:${drop.id}`, {
            kind: 'meter_exchange',
            message: statementTexts.meterExchange(meter.meterNumber, drop.readingDate),
            meterId: meter.id,
            date: drop.readingDate,
          });
      }
    }

    // At a change of tenant the heating and hot-water consumption needs an interim reading (§9b
    // Abs. 1 HeizkostenV). Equal readings before and after the change give the state exactly and so
    // count as one (readingAt). A state interpolated between other readings is none, so without it the
    // dwelling's consumption is given for the dwelling and the engine splits it by degree days and
    // time (§9b Abs. 3), with the tenants' 15 % reduction right (§12 Abs. 1). Water and electricity
    // are outside the HeizkostenV; there the interpolated state is the best measure of each share.
    if ((kind === 'heating' || kind === 'hot_water') && list.length > 1) {
      const changes = list.slice(0, -1).map((o) => o.to);
      const withoutInterim = meters.flatMap(({ meter, series }) =>
        changes
          .filter((day) => readingAt(series.points, day)?.interpolated !== false)
          .map((day) => ({ meter, day })),
      );
      if (withoutInterim.length > 0) {
        for (const { meter, day } of withoutInterim)
          note(`interim:${meter.id}:${day}`, {
            kind: 'no_interim_reading',
            message: statementTexts.noInterimReading(meter.meterNumber, day),
            meterId: meter.id,
            date: day,
          });
        const whole = consumptionOver(meters, period.from, period.to);
        if (whole)
          consumption.push({
            unit,
            kind,
            value: toPlainDecimal(whole.milli, 3),
            ...(whole.estimated ? { estimated: true } : {}),
          });
        continue;
      }
    }
    for (const o of list) {
      const used = consumptionOver(meters, o.from, o.to);
      if (!used) continue;
      consumption.push({
        occupancy: o.input.id,
        kind,
        value: toPlainDecimal(used.milli, 3),
        ...(used.estimated ? { estimated: true } : {}),
      });
    }
  }

  // ---- costs
  // A line carries a §35a EStG part only where the draft names the labour within its invoice and
  // its kind: the labour counts, never the material (§35a Abs. 5 EStG), and guessing it would
  // certify more than was paid. Heating costs form one pot and carry none.
  const categories = new Map(stored.costCategories.map((c) => [c.id, c]));
  const availableKinds = new Set(unitsByKind.keys());
  const costs: CostInput[] = [];
  const usedIds = new Set<string>();
  let heatingCents = 0;
  for (const c of draft?.costs ?? []) {
    const amount = centsOf(c.amount, c.amount_cents);
    if (amount === null || amount === 0) continue;
    const category = c.category_id == null ? undefined : categories.get(c.category_id);
    // The costs of operating the central heating, its maintenance and the metering service
    // included, are heating costs (§7 Abs. 2 HeizkostenV) and are shared by its rules, whatever key
    // the draft line names; they form one pot.
    if (c.group === 'heating' || category?.categoryGroup === 'heating') {
      heatingCents += amount;
      continue;
    }
    let id = c.key;
    for (let i = 2; usedIds.has(id); i++) id = `${c.key}-${i}`;
    usedIds.add(id);
    const labour = centsOf(c.labour, undefined);
    const base = {
      id,
      name: c.name,
      amount_cents: amount,
      ...(labour !== null && labour > 0 && c.labour_kind
        ? { labour_cents: labour, section35a: c.labour_kind }
        : {}),
    };
    switch (c.allocation) {
      case 'm²':
        costs.push({ ...base, key: 'area' });
        break;
      // "Nutzer" is the persons key's older name, kept readable on stored drafts.
      case 'Personen':
      case 'Nutzer':
        costs.push({ ...base, key: 'persons' });
        break;
      case 'Wohneinheiten':
        // Every dwelling counts one, by its days; a vacant dwelling's share stays with the
        // landlord like under every other key (§556a Abs. 1 BGB: an agreed key).
        costs.push({ ...base, key: 'units' });
        break;
      case 'm³':
        // Water and sewage "by m³" follow the flats' water meters where there are any; without
        // meters the cubic metres can only be the flats' volume.
        costs.push(
          availableKinds.has('cold_water')
            ? { ...base, key: 'consumption', meter_kind: 'cold_water' }
            : { ...base, key: 'volume' },
        );
        break;
      case 'MEA':
        costs.push({ ...base, key: 'mea' });
        break;
      case 'Verbrauch': {
        const kind = guessMeterKind(c.name, availableKinds) ?? 'other';
        notes.push({
          kind: 'meter_kind_guessed',
          message: statementTexts.meterKindGuessed(c.name, statementTexts.kindLabels[kind]),
        });
        costs.push({ ...base, key: 'consumption', meter_kind: kind });
        break;
      }
    }
  }

  // Costs by co-ownership shares need every dwelling's share (§16 Abs. 2 WEG): a dwelling without
  // one would silently shift its part onto the others.
  if (costs.some((c) => c.key === 'mea'))
    for (const u of units)
      if (u.mea === undefined)
        notes.push({
          kind: 'mea_missing',
          message: statementTexts.meaMissing(unitNames.get(u.id) ?? u.id),
          ...(unitTenant.has(u.id) ? { tenantId: unitTenant.get(u.id)! } : {}),
        });

  // ---- heating
  let heating: StatementHeatingInput | undefined;
  if (heatingCents > 0) {
    const metrics = draft?.metrics?.heating;
    const co2Cents = centsOf(metrics?.co2_amount_eur, metrics?.co2_amount_cents);
    const emissions = milliOf(metrics?.co2_emissions_kg);
    const fuel = milliOf(metrics?.kwh);
    let co2: HeatingInput['co2'];
    if (co2Cents !== null && co2Cents > 0) {
      // Emissions as the supplier's invoice states them (§3 CO2KostAufG) come first; else the
      // engine computes them from the fuel's kWh and the emission factor.
      if (emissions !== null) co2 = { emissions_kg: toPlainDecimal(emissions, 3), cost_cents: co2Cents };
      else if (fuel !== null) co2 = { fuel_kwh: toPlainDecimal(fuel, 3), cost_cents: co2Cents };
      else notes.push({ kind: 'co2_without_basis', message: statementTexts.co2WithoutBasis });
    }
    if (co2) {
      if (settings.co2BuildingType && settings.co2BuildingType !== 'residential')
        co2.building_type = settings.co2BuildingType;
      if (settings.co2Restriction && settings.co2Restriction !== 'none')
        co2.restriction = settings.co2Restriction;
      if (settings.co2InformationGiven === false) co2.information_given = false;
    }
    const dwellingOf: DwellingOf = (tenantId, place, setting) => {
      const unit = tenantUnit.get(tenantId);
      if (unit === undefined) {
        note(`unknown:${place}:${tenantId}`, {
          kind: 'settings_tenant_unknown',
          message: statementTexts.settingsTenantUnknown(place, tenantId),
          setting,
        });
        return null;
      }
      return unit;
    };
    const service = settings.serviceResult
      ? serviceResultOf(settings.serviceResult, heatingCents, units, dwellingOf, unitNames, notes)
      : undefined;
    const groups =
      !service && settings.userGroups
        ? userGroupsOf(settings.userGroups, units, dwellingOf, unitNames, notes)
        : undefined;
    // Heating costs need each dwelling's measured consumption, unless they are billed without
    // measurement (0 %, §12 Abs. 1 S. 1 HeizkostenV) or a metering service has split them.
    // A building exempt under §11 HeizkostenV is billed by the fixed basis alone: nothing by
    // consumption, so no meters are needed and no §12 cut arises.
    const exempt = settings.heatingExempt === true;
    if (
      !service &&
      !exempt &&
      settings.heatingConsumptionSharePercent !== 0 &&
      !availableKinds.has('heating')
    )
      notes.push({ kind: 'heating_meters_missing', message: statementTexts.heatingMetersMissing });
    // The fixed costs split by room or heated area/volume need that quantity of every unit.
    const basis = settings.fixedBasis;
    if (basis && basis !== 'area') {
      const key =
        basis === 'volume' ? 'volume_m3' : basis === 'heated_area' ? 'heated_area_m2' : 'heated_volume_m3';
      for (const u of units)
        if (u[key] === undefined)
          notes.push({
            kind: 'fixed_basis_value_missing',
            message: statementTexts.fixedBasisValueMissing(unitNames.get(u.id) ?? u.id, basis),
            setting: 'fixed_basis',
          });
    }
    // Heat meters count kWh (or MWh), allocators dimensionless units (§5 Abs. 1 HeizkostenV); the
    // statement names what the readings count. Mixed units are an error noted above.
    const heatUnits = [...(unitsByKind.get('heating') ?? [])];
    const heatUnit = heatUnits.length === 1 ? heatUnits[0] : undefined;
    heating = {
      total_cents: heatingCents,
      ...(heatUnit === 'kWh' || heatUnit === 'MWh' ? { consumption_unit: heatUnit } : {}),
      consumption_share_percent: exempt ? 0 : settings.heatingConsumptionSharePercent,
      // The engine's exemption covers the heating costs; hot water keeps its own split and rights.
      hot_water_consumption_share_percent: settings.hotWaterConsumptionSharePercent,
      hot_water: settings.hotWater ?? { method: 'none' },
      fixed_split: settings.fixedSplit,
      ...(co2 ? { co2 } : {}),
      ...(settings.building ? { building: settings.building } : {}),
      ...(settings.duties ? { duties: yearDuties(settings.duties, stored.meters) } : {}),
      ...(groups ? { groups } : {}),
      ...(service ? { service_result: service } : {}),
      ...(settings.applyTenantReductions === false ? { apply_tenant_reductions: false } : {}),
      ...(exempt ? { exempt: true } : {}),
      ...(settings.fixedBasis && settings.fixedBasis !== 'area' ? { fixed_basis: settings.fixedBasis } : {}),
      ...(settings.recordingDefect ? { recording_defect: settings.recordingDefect } : {}),
    };
  }

  const input: BillingInput = {
    period,
    time_split: settings.timeSplit,
    ...(settings.vacancyPersons !== undefined ? { vacancy_persons: settings.vacancyPersons } : {}),
    units,
    occupancies: allOccupancies.map((o) => o.input),
    costs,
    ...(consumption.length > 0 ? { consumption } : {}),
    ...(heating ? { heating } : {}),
  };
  return { input, notes, facts: { advances: mapped.advances, unitNames, waterMeters: water } };
}

/**
 * The heating block as the statements fill it: besides the engine's fields, a §11 HeizkostenV
 * exemption, the basis of the fixed costs (§7 Abs. 1 S. 5, §8 Abs. 1) and a recording against the
 * regulation (§12 Abs. 1 S. 1), each given only when it departs from the default.
 */
export type StatementHeatingInput = HeatingInput & {
  exempt?: boolean;
  fixed_basis?: 'volume' | 'heated_area' | 'heated_volume';
  recording_defect?: 'heating' | 'hot_water' | 'both';
};

type DwellingOf = (
  tenantId: number,
  place: string,
  setting: NonNullable<MappingNote['setting']>,
) => string | null;

/** The user groups of the settings in dwellings; every dwelling of the year must be in one. */
function userGroupsOf(
  stored: NonNullable<StatementSettings['userGroups']>,
  units: readonly UnitInput[],
  dwellingOf: DwellingOf,
  unitNames: ReadonlyMap<string, string>,
  notes: MappingNote[],
): HeatingInput['groups'] {
  const inYear = new Set(units.map((u) => u.id));
  const groupOf = new Map<string, string>();
  const groups: NonNullable<HeatingInput['groups']> = [];
  for (const g of stored) {
    const members: string[] = [];
    for (const tenantId of g.tenantIds) {
      const unit = dwellingOf(tenantId, statementTexts.groupPlace(g.name), 'user_groups');
      if (unit === null || !inYear.has(unit) || members.includes(unit)) continue;
      const other = groupOf.get(unit);
      if (other !== undefined) {
        notes.push({
          kind: 'group_unit_twice',
          message: statementTexts.groupUnitTwice(unitNames.get(unit) ?? unit, other, g.name),
        });
        continue;
      }
      groupOf.set(unit, g.name);
      members.push(unit);
    }
    if (members.length === 0) {
      notes.push({ kind: 'group_without_dwelling', message: statementTexts.groupWithoutDwelling(g.name) });
      continue;
    }
    groups.push({ id: g.name, units: members, heat_kwh: g.heatKwh });
  }
  for (const u of units)
    if (!groupOf.has(u.id))
      notes.push({
        kind: 'group_unit_missing',
        message: statementTexts.groupUnitMissing(unitNames.get(u.id) ?? u.id),
      });
  return groups.length > 0 ? groups : undefined;
}

/**
 * The metering service's amounts per dwelling. They replace the engine's own split, so they must
 * add up to what they claim and to the heating costs of the cost data, and name every dwelling.
 */
function serviceResultOf(
  stored: NonNullable<StatementSettings['serviceResult']>,
  heatingCents: number,
  units: readonly UnitInput[],
  dwellingOf: DwellingOf,
  unitNames: ReadonlyMap<string, string>,
  notes: MappingNote[],
): HeatingInput['service_result'] {
  const inYear = new Set(units.map((u) => u.id));
  const sum = stored.units.reduce((total, u) => total + u.amountCents, 0);
  if (sum !== stored.totalCents)
    notes.push({
      kind: 'service_sum_mismatch',
      message: statementTexts.serviceSumMismatch(sum, stored.totalCents),
    });
  if (stored.totalCents !== heatingCents)
    notes.push({
      kind: 'service_total_mismatch',
      message: statementTexts.serviceTotalMismatch(stored.totalCents, heatingCents),
    });
  const entries: NonNullable<HeatingInput['service_result']>['units'] = [];
  const seen = new Set<string>();
  for (const u of stored.units) {
    const unit = dwellingOf(u.tenantId, statementTexts.servicePlace, 'service_result');
    if (unit === null || !inYear.has(unit)) continue;
    if (seen.has(unit)) {
      notes.push({
        kind: 'service_unit_twice',
        message: statementTexts.serviceUnitTwice(unitNames.get(unit) ?? unit),
      });
      continue;
    }
    seen.add(unit);
    entries.push({
      unit,
      amount_cents: u.amountCents,
      ...(u.labourCents !== undefined ? { labour_cents: u.labourCents } : {}),
    });
  }
  for (const u of units)
    if (!seen.has(u.id))
      notes.push({
        kind: 'service_unit_missing',
        message: statementTexts.serviceUnitMissing(unitNames.get(u.id) ?? u.id),
      });
  return entries.length > 0 ? { total_cents: stored.totalCents, units: entries } : undefined;
}

/**
 * The year's duties as the engine applies them building-wide. Where the devices state their own
 * installation and remote reading, those facts decide the §5 Abs. 2 HeizkostenV question dwelling by
 * dwelling (see remote-reading.ts) and the year's "not remotely readable" no longer cuts every tenant.
 */
function yearDuties(
  duties: NonNullable<StatementSettings['duties']>,
  meters: readonly StoredMeter[],
): NonNullable<StatementSettings['duties']> {
  if (duties.remote_readable === undefined || !devicesStateFacts(meters)) return duties;
  const { remote_readable: _left, ...rest } = duties;
  return rest;
}
