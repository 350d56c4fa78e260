/**
 * From a property's stored data (tenants, meters and readings, cost categories, the year's billing
 * draft and the billing settings) to the billing engine's input. Pure: the caller loads the rows,
 * this module only maps them, so that the mapping can be tested without a database.
 *
 * Source: §556, §556a BGB (period, keys, vacancy), §§7–9b HeizkostenV (heating, interim reading),
 * CO2KostAufG (CO2 costs).
 */
import type { Allocation, MeterType } from '../catalog.ts';
import { isVacancy } from '../catalog.ts';
import { addDays, type IsoDate } from '../dates.ts';
import { parseDecimalPlain, toPlainDecimal } from '../decimal.ts';
import { cumulativeSeries, type CumulativeSeries } from '../meters/cumulative-series.ts';
import { readingAt, type BoundaryReading } from '../meters/reading-at.ts';
import { euroToCents, type Cents } from '../money.ts';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { statementTexts } from '../texts/statements.ts';
import { CONSUMPTION_KINDS } from '../billing/schema.ts';
import type {
  BillingInput,
  ConsumptionInput,
  CostInput,
  HeatingInput,
  OccupancyInput,
  UnitInput,
} from '../billing/schema.ts';
import { partyName } from '../party-name.ts';
import { canMeasureHotWater } from '../meters/hot-water-meter.ts';

type ConsumptionKind = ConsumptionInput['kind'];
type Co2Input = NonNullable<HeatingInput['co2']>;
type MeterKind = NonNullable<CostInput['meter_kind']>;

// ---------------------------------------------------------------- stored data

/** A tenant row (`tenants`); numeric columns as the database returns them (decimal strings). */
export interface StoredTenant {
  id: number;
  firstName: string | null;
  lastName: string;
  company: string | null;
  /** "Kennung / Etage", e.g. "2. OG links": the dwelling's name on notes. */
  floor: string | null;
  areaM2: string | null;
  volumeM3: string | null;
  /** Persons living in the dwelling (the persons key counts them). */
  usageUnits: string | null;
  /** The dwelling's co-ownership share (e.g. "89.000" of 1,000) for the key "MEA" (§16 Abs. 2 WEG). */
  mea?: string | null;
  /**
   * Persons from a day on, ascending (`tenant_persons`): a household that grows or shrinks. Where
   * given it wins over the single count of the draft and the tenant row.
   */
  personsHistory?: ReadonlyArray<{ from: IsoDate; persons: number }>;
  moveIn: IsoDate | null;
  moveOut: IsoDate | null;
  annualAdvanceCents: number | null;
  /** The tenancy this one follows in the same dwelling: tenancies linked so form one dwelling. */
  predecessorId: number | null;
  /** For the statement's letter and delivery (not used by the calculation). */
  salutation?: string | null;
  email?: string | null;
  deliveryMethod?: 'email' | 'post';
}

/** A meter reading row (`meter_readings`). */
export interface StoredReading {
  id: number;
  readingDate: IsoDate;
  readingValue: string;
  /** Estimated by the landlord or the metering service (§9a HeizkostenV), not read. */
  isEstimated: boolean;
}

/** A meter row (`meters`) with its readings; only meters assigned to a tenant serve consumption. */
export interface StoredMeter {
  id: number;
  tenantId: number | null;
  meterType: MeterType;
  meterNumber: string;
  unit: string;
  /** Gateway meters are read remotely (§5 Abs. 2 HeizkostenV); manual ones on site. */
  sourceType?: 'gateway' | 'manual';
  /** A water meter on the dwelling's hot-water line (`meters.hot_water`); not given: false. */
  hotWater?: boolean;
  readings: StoredReading[];
}

/** A cost category row (`cost_categories`). */
export interface StoredCostCategory {
  id: number;
  name: string;
  allocation: Allocation;
  categoryGroup: 'heating' | 'general';
}

/**
 * Billing settings the draft does not hold, stored per property and year. The defaults are the
 * regulation's upper consumption share (§§7, 8 HeizkostenV: 50–70 %, 70 % is also the share §7
 * Abs. 1 S. 2 makes compulsory for older buildings), degree days for the fixed heating costs at a
 * tenant change (§9b Abs. 2 HeizkostenV) and a time split by days.
 */
export interface StatementSettings {
  heatingConsumptionSharePercent: number;
  hotWaterConsumptionSharePercent: number;
  fixedSplit: 'degree_days' | 'days';
  timeSplit: 'days' | 'months';
  /** §9 HeizkostenV split of a combined system; without hot-water data the system heats only. */
  hotWater?: HeatingInput['hot_water'];
  building?: HeatingInput['building'];
  duties?: HeatingInput['duties'];
  /** Persons of a vacancy for the persons key (engine default 1). */
  vacancyPersons?: number;
  /** CO2KostAufG §8: a non-residential building splits 50/50 (default residential: stage table). */
  co2BuildingType?: Co2Input['building_type'];
  /** CO2KostAufG §9: public-law restrictions halve or remove the landlord's share (default none). */
  co2Restriction?: Co2Input['restriction'];
  /** CO2KostAufG §7 Abs. 4: false gives the tenants a 3 % cut; not stated means given. */
  co2InformationGiven?: boolean;
  /** §12 HeizkostenV cuts deducted (default) or only named on the statements. */
  applyTenantReductions?: boolean;
  /** User groups with their own heat meters (§5 Abs. 2, §6 Abs. 2 HeizkostenV). */
  userGroups?: ReadonlyArray<{ name: string; tenantIds: readonly number[]; heatKwh: string }>;
  /** Per-dwelling heating amounts a metering service computed; each dwelling named by a tenant of it. */
  serviceResult?: {
    totalCents: number;
    units: ReadonlyArray<{ tenantId: number; amountCents: number; labourCents?: number }>;
  };
}

export const DEFAULT_STATEMENT_SETTINGS: StatementSettings = {
  heatingConsumptionSharePercent: 70,
  hotWaterConsumptionSharePercent: 70,
  fixedSplit: 'degree_days',
  timeSplit: 'days',
};

export interface StoredBillingData {
  property: { id: number; address: string; heatingSystem: string | null };
  /** The calendar year billed. */
  year: number;
  /** The year's billing draft as stored (null: none saved yet). */
  draft: DraftPayload | null;
  /** All tenants of the property, vacancies and former tenants included. */
  tenants: StoredTenant[];
  meters: StoredMeter[];
  costCategories: StoredCostCategory[];
  settings: StatementSettings;
}

export type MappingNoteKind =
  | 'draft_missing'
  | 'draft_tenant_unknown'
  | 'vacancy_added'
  | 'area_missing'
  | 'area_differs'
  | 'persons_not_whole'
  | 'interpolated'
  | 'meter_exchange'
  | 'reading_missing'
  | 'no_interim_reading'
  | 'mixed_units'
  | 'meter_kind_guessed'
  | 'co2_without_basis'
  | 'mea_missing'
  | 'persons_start_missing'
  | 'settings_tenant_unknown'
  | 'group_unit_missing'
  | 'group_unit_twice'
  | 'group_without_dwelling'
  | 'service_unit_missing'
  | 'service_unit_twice'
  | 'service_sum_mismatch'
  | 'service_total_mismatch'
  | 'heating_meters_missing';

export interface MappingNote {
  kind: MappingNoteKind;
  /** German text naming what was done or what to fix. */
  message: string;
  tenantId?: number;
  meterId?: number;
  /** The boundary (last day before it) a reading note is about. */
  date?: IsoDate;
  /** The setting to fix (`user_groups`, `service_result`) where no tenant or meter is meant. */
  setting?: 'user_groups' | 'service_result';
}

// ---------------------------------------------------------------- helpers

export const milliOf = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === ''
    ? null
    : parseDecimalPlain(value, { places: 3, maxDecimals: 3 });

/** Draft money fields: euros (current drafts) exactly to cents, else the legacy cents field. */
export function centsOf(
  euro: string | number | null | undefined,
  legacy: number | null | undefined,
): Cents | null {
  if (euro !== null && euro !== undefined && euro !== '') {
    const cents = euroToCents(euro);
    if (cents !== null) return cents;
  }
  return legacy ?? null;
}

export const tenantName = (t: StoredTenant) => partyName(t);

const KIND_OF_TYPE: Record<MeterType, ConsumptionKind | null> = {
  Heizkostenverteiler: 'heating',
  // A heat meter in a dwelling measures that dwelling's heating (§5 Abs. 1 HeizkostenV).
  Wärmemengenzähler: 'heating',
  Wasserzähler: 'cold_water',
  Stromzähler: 'electricity',
  Zwischenzähler: 'electricity',
  Gaszähler: 'gas',
  Einspeisezähler: null,
};

/**
 * Which consumption a tenant's meter measures; feed-in meters measure none of the tenant's use. A
 * water meter marked as hot water measures the dwelling's hot water, whose costs §8 Abs. 1 and §9
 * HeizkostenV split by consumption; every other water meter measures cold water.
 */
export function kindOfMeter(meter: {
  meterType: MeterType;
  hotWater?: boolean | null | undefined;
}): ConsumptionKind | null {
  if (canMeasureHotWater(meter.meterType) && meter.hotWater === true) return 'hot_water';
  return KIND_OF_TYPE[meter.meterType] ?? null;
}

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
 * A dwelling is a chain of tenancies linked by their predecessor; its id is the first one's
 * (`W<id>`). Every tenant maps to the dwelling it lives in.
 */
export function dwellingIds(tenants: readonly StoredTenant[]): Map<number, string> {
  const byId = new Map(tenants.map((t) => [t.id, t]));
  const ids = new Map<number, string>();
  for (const tenant of tenants) {
    let current = tenant;
    const seen = new Set<number>([current.id]);
    while (current.predecessorId !== null) {
      const previous = byId.get(current.predecessorId);
      if (!previous || seen.has(previous.id)) break;
      seen.add(previous.id);
      current = previous;
    }
    ids.set(tenant.id, `W${current.id}`);
  }
  return ids;
}

type Series = CumulativeSeries<StoredReading>;
const seriesOf = (meter: StoredMeter): Series => cumulativeSeries(meter.readings);

interface Occupancy {
  input: OccupancyInput;
  unit: string;
  /** First and last day inside the period. */
  from: IsoDate;
  to: IsoDate;
}

// ---------------------------------------------------------------- mapping

export function toEngineInput(stored: StoredBillingData): { input: BillingInput; notes: MappingNote[] } {
  const notes: MappingNote[] = [];
  const { year, settings } = stored;
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  const draft = stored.draft;
  if (!draft) notes.push({ kind: 'draft_missing', message: statementTexts.draftMissing(year) });

  // ---- dwellings and tenancies
  const byId = new Map(stored.tenants.map((t) => [t.id, t]));
  const draftTenants = new Map((draft?.tenants ?? []).map((t) => [t.id, t]));
  for (const t of draft?.tenants ?? []) {
    if (!byId.has(t.id))
      notes.push({
        kind: 'draft_tenant_unknown',
        message: statementTexts.draftTenantUnknown(t.name),
        tenantId: t.id,
      });
  }
  const dwellings = dwellingIds(stored.tenants);
  const unitOf = (tenant: StoredTenant): string => dwellings.get(tenant.id)!;

  const inPeriod = stored.tenants.filter(
    (t) => (t.moveIn ?? period.from) <= period.to && (t.moveOut ?? period.to) >= period.from,
  );
  const occupancies: Occupancy[] = [];
  const unitAreas = new Map<string, Array<{ from: IsoDate; milli: number | null }>>();
  const unitNames = new Map<string, string>();
  const unitVolumes = new Map<string, number | null>();
  const unitMea = new Map<string, number | null>();
  /** The tenancy a dwelling's checks point to: its latest in the year. */
  const unitTenant = new Map<string, number>();
  const unitTenantFrom = new Map<string, IsoDate>();
  for (const t of inPeriod) {
    const unit = unitOf(t);
    const entry = draftTenants.get(t.id);
    const vacancy = isVacancy(t.lastName);
    const from = t.moveIn && t.moveIn > period.from ? t.moveIn : period.from;
    // The tenancy row decides whether a tenancy ends: without a move-out it continues after the
    // year, even where the draft stores the year's last day as its end, so the statement proposes a
    // new advance (§560 Abs. 4 BGB). A move-out after the year also continues within it.
    const ends = t.moveOut !== null && t.moveOut <= period.to;
    const to = ends ? t.moveOut! : period.to;

    const personsText = entry?.usage_units ?? t.usageUnits;
    const personsMilli = milliOf(personsText);
    let persons: number | undefined;
    if (personsMilli !== null) {
      if (personsMilli % 1000 !== 0) {
        notes.push({
          kind: 'persons_not_whole',
          message: statementTexts.personsNotWhole(tenantName(t), personsMilli),
          tenantId: t.id,
        });
      } else if (!vacancy || personsMilli > 0) {
        // An empty flat with 0 persons takes the property's vacancy setting instead (§556a BGB:
        // the landlord bears the empty flat's share, nothing is shifted onto the tenants).
        persons = personsMilli / 1000;
      }
    }
    const personsInput = personsOver(t, from, to, persons, notes);
    const advance = vacancy
      ? null
      : centsOf(entry?.monthly_advance, entry?.annual_advance_cents ?? t.annualAdvanceCents);
    const input: OccupancyInput = {
      id: String(t.id),
      unit,
      name: vacancy ? statementTexts.vacancyName : tenantName(t),
      from,
      ...(ends ? { to } : {}),
      ...(personsInput !== undefined ? { persons: personsInput } : {}),
      ...(vacancy ? { vacancy: true } : {}),
      ...(advance !== null ? { advance_payments_cents: advance } : {}),
    };
    occupancies.push({ input, unit, from, to });
    const areas = unitAreas.get(unit) ?? [];
    areas.push({ from, milli: milliOf(entry?.area_m2 ?? t.areaM2) });
    unitAreas.set(unit, areas);
    if (!unitNames.has(unit) || from > period.from) unitNames.set(unit, t.floor?.trim() || tenantName(t));
    const volume = milliOf(entry?.volume_m3 ?? t.volumeM3);
    if (volume !== null || !unitVolumes.has(unit)) unitVolumes.set(unit, volume);
    // The co-ownership share belongs to the dwelling; any of its tenancies may carry it.
    const mea = milliOf(t.mea);
    if (mea !== null || !unitMea.has(unit)) unitMea.set(unit, mea);
    if ((unitTenantFrom.get(unit) ?? '') <= from) {
      unitTenant.set(unit, t.id);
      unitTenantFrom.set(unit, from);
    }
  }

  // Every day of a dwelling belongs to someone: a gap between tenancies is a vacancy, whose share
  // the landlord bears (§556a Abs. 1 BGB) rather than the other tenants.
  const units: UnitInput[] = [];
  const byUnit = new Map<string, Occupancy[]>();
  for (const o of occupancies) byUnit.set(o.unit, [...(byUnit.get(o.unit) ?? []), o]);
  for (const [unit, list] of byUnit) {
    list.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    const gaps: Occupancy[] = [];
    let next = period.from;
    for (const o of [...list, null]) {
      const until = o ? addDays(o.from, -1) : period.to;
      if (until >= next) {
        const name = unitNames.get(unit) ?? unit;
        notes.push({ kind: 'vacancy_added', message: statementTexts.vacancyAdded(name, next, until) });
        const last = until === period.to;
        gaps.push({
          input: {
            id: `${unit}-leer-${next}`,
            unit,
            name: statementTexts.vacancyName,
            from: next,
            ...(last ? {} : { to: until }),
            vacancy: true,
          },
          unit,
          from: next,
          to: until,
        });
      }
      if (o && addDays(o.to, 1) > next) next = addDays(o.to, 1);
    }
    list.push(...gaps);
    list.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

    const areas = (unitAreas.get(unit) ?? []).filter((a) => a.milli !== null);
    const latest = areas.reduce<(typeof areas)[number] | undefined>(
      (best, a) => (!best || a.from >= best.from ? a : best),
      undefined,
    );
    const name = unitNames.get(unit) ?? unit;
    if (!latest) notes.push({ kind: 'area_missing', message: statementTexts.areaMissing(name) });
    else if (areas.some((a) => a.milli !== latest.milli))
      notes.push({
        kind: 'area_differs',
        message: statementTexts.areaDiffers(name, latest.milli!),
      });
    const volume = unitVolumes.get(unit) ?? null;
    const mea = unitMea.get(unit) ?? null;
    units.push({
      id: unit,
      area_m2: toPlainDecimal(latest?.milli ?? 0, 3),
      ...(volume !== null ? { volume_m3: toPlainDecimal(volume, 3) } : {}),
      ...(mea !== null ? { mea: toPlainDecimal(mea, 3) } : {}),
    });
  }
  const allOccupancies = [...byUnit.values()].flat();

  // ---- consumption of the meters assigned to tenants
  const tenantUnit = new Map(stored.tenants.map((t) => [t.id, unitOf(t)]));
  const metersByUnitKind = new Map<string, Array<{ meter: StoredMeter; series: Series }>>();
  const unitsByKind = new Map<ConsumptionKind, Set<string>>();
  for (const meter of stored.meters) {
    const kind = kindOfMeter(meter);
    const unit = meter.tenantId === null ? undefined : tenantUnit.get(meter.tenantId);
    if (!kind || !unit || !byUnit.has(unit)) continue;
    const key = `${unit}\u0000${kind}`;
    metersByUnitKind.set(key, [...(metersByUnitKind.get(key) ?? []), { meter, series: seriesOf(meter) }]);
    unitsByKind.set(kind, (unitsByKind.get(kind) ?? new Set()).add(meter.unit));
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
    // Abs. 1 HeizkostenV). A state interpolated between other readings is none, so without it the
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
  // The draft holds no labour amounts of the invoices, so no line carries a §35a EStG part: only
  // the labour within an invoice counts, never its material (§35a Abs. 5 EStG), and guessing it
  // would certify more than was paid.
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
    const base = { id, name: c.name, amount_cents: amount };
    switch (c.allocation) {
      case 'm²':
        costs.push({ ...base, key: 'area' });
        break;
      case 'Nutzer':
        costs.push({ ...base, key: 'persons' });
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
  let heating: HeatingInput | undefined;
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
    if (!service && settings.heatingConsumptionSharePercent !== 0 && !availableKinds.has('heating'))
      notes.push({ kind: 'heating_meters_missing', message: statementTexts.heatingMetersMissing });
    heating = {
      total_cents: heatingCents,
      consumption_share_percent: settings.heatingConsumptionSharePercent,
      hot_water_consumption_share_percent: settings.hotWaterConsumptionSharePercent,
      hot_water: settings.hotWater ?? { method: 'none' },
      fixed_split: settings.fixedSplit,
      ...(co2 ? { co2 } : {}),
      ...(settings.building ? { building: settings.building } : {}),
      ...(settings.duties ? { duties: settings.duties } : {}),
      ...(groups ? { groups } : {}),
      ...(service ? { service_result: service } : {}),
      ...(settings.applyTenantReductions === false ? { apply_tenant_reductions: false } : {}),
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
  return { input, notes };
}

/**
 * The persons of a tenancy over its days in the period: the single count, or from the dated
 * history the count that holds at the start and every change inside the tenancy.
 */
function personsOver(
  tenant: StoredTenant,
  from: IsoDate,
  to: IsoDate,
  single: number | undefined,
  notes: MappingNote[],
): OccupancyInput['persons'] | undefined {
  const history = [...(tenant.personsHistory ?? [])].sort((a, b) => (a.from < b.from ? -1 : 1));
  if (history.length === 0) return single;
  const atStart = history.filter((h) => h.from <= from).at(-1)?.persons ?? single;
  const changes = history.filter((h) => h.from > from && h.from <= to);
  if (atStart === undefined) {
    notes.push({
      kind: 'persons_start_missing',
      message: statementTexts.personsStartMissing(tenantName(tenant), from),
      tenantId: tenant.id,
    });
    return undefined;
  }
  if (changes.length === 0) return atStart;
  return [{ from, persons: atStart }, ...changes.map((h) => ({ from: h.from, persons: h.persons }))];
}

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
