/**
 * The dwellings and tenancies of a year as the engine's units and occupancies (§556a Abs. 1 BGB):
 * every day of a dwelling belongs to a tenancy or is vacancy, whose share the landlord bears. A
 * dwelling without any tenancy in the year is vacant all year. The dwelling is the master of area,
 * co-ownership share and volume; tenancies stored without a dwelling keep theirs.
 */
import type { OccupancyInput, UnitInput } from '../billing/schema.ts';
import { isVacancy } from '../catalog.ts';
import { addDays, type IsoDate } from '../dates.ts';
import { toPlainDecimal } from '../decimal.ts';
import type { DraftTenant } from '../schemas/billing-drafts.ts';
import { statementTexts } from '../texts/statements.ts';
import { dwellingUnitId, dwellingUnits, type DwellingUnits } from './dwelling-units.ts';
import { personsOver } from './persons-over.ts';
import {
  milliOf,
  tenantName,
  type MappingNote,
  type StoredAdvances,
  type StoredBillingData,
  type StoredDwelling,
  type StoredTenant,
} from './stored-data.ts';
import { tenancyAdvance, type TenancyAdvance } from './tenancy-advance.ts';

export interface Occupancy {
  input: OccupancyInput;
  unit: string;
  /** First and last day inside the period. */
  from: IsoDate;
  to: IsoDate;
}

/**
 * A unit as the statements hand it to the engine: besides area, volume and share, whether the
 * central hot-water plant supplies it (§8 Abs. 1, §9 Abs. 2 S. 4 HeizkostenV; given only when not)
 * and its heated area or volume where the fixed costs are split by them (§7 Abs. 1 S. 5).
 */
export type StatementUnitInput = UnitInput & {
  hot_water_supplied?: boolean;
  heated_area_m2?: string;
  heated_volume_m3?: string;
};

/** What the fixed heating costs are split by (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV). */
type FixedBasis = NonNullable<StoredBillingData['settings']['fixedBasis']>;

interface UnitFacts {
  areas: Array<{ from: IsoDate; milli: number | null }>;
  volume: number | null | undefined;
  mea: number | null | undefined;
}

export interface UnitOccupancies {
  units: StatementUnitInput[];
  /** Occupancies per unit in the order of the days, vacancies included. */
  byUnit: Map<string, Occupancy[]>;
  /** Each unit's name: the dwelling's label, else its latest tenancy's floor or name. */
  unitNames: Map<string, string>;
  /** The tenancy a unit's checks point to: its latest in the year. */
  unitTenant: Map<string, number>;
  /** The advance credited to each tenancy (by occupancy id). */
  advances: Map<string, TenancyAdvance>;
  dwellings: DwellingUnits;
}

type Period = { from: IsoDate; to: IsoDate };

/** One tenancy as an occupancy of its unit, with the advance credited for its days in the period. */
function occupancyOf(
  t: StoredTenant,
  unit: string,
  entry: DraftTenant | undefined,
  period: Period,
  notes: MappingNote[],
  advances: StoredAdvances | undefined,
): { occupancy: Occupancy; advance: TenancyAdvance | null } {
  const vacancy = isVacancy(t.lastName);
  const from = t.moveIn && t.moveIn > period.from ? t.moveIn : period.from;
  // The tenancy row decides whether a tenancy ends: without a move-out it continues after the
  // year, even where the draft stores the year's last day as its end, so the statement proposes a
  // new advance (§560 Abs. 4 BGB). A move-out after the year also continues within it.
  const ends = t.moveOut !== null && t.moveOut <= period.to;
  const to = ends ? t.moveOut! : period.to;

  const personsMilli = milliOf(entry?.usage_units ?? t.usageUnits);
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
  const advance = vacancy ? null : tenancyAdvance(t, entry, from, to, notes, advances);
  const input: OccupancyInput = {
    id: String(t.id),
    unit,
    name: vacancy ? statementTexts.vacancyName : tenantName(t),
    from,
    ...(ends ? { to } : {}),
    ...(personsInput !== undefined ? { persons: personsInput } : {}),
    ...(vacancy ? { vacancy: true } : {}),
    ...(advance !== null ? { advance_payments_cents: advance.creditedCents } : {}),
  };
  return { occupancy: { input, unit, from, to }, advance };
}

/** The days of a unit no tenancy covers, as vacancies billed to the landlord. */
function gapsOf(
  unit: string,
  list: readonly Occupancy[],
  name: string,
  period: Period,
  notes: MappingNote[],
) {
  const gaps: Occupancy[] = [];
  let next = period.from;
  for (const o of [...list, null]) {
    const until = o ? addDays(o.from, -1) : period.to;
    if (until >= next) {
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
  return gaps;
}

/** A unit's area, volume and share: the dwelling's where stored, else its tenancies' (the latest). */
function unitInput(
  unit: string,
  facts: UnitFacts | undefined,
  dwelling: StoredDwelling | undefined,
  name: string,
  notes: MappingNote[],
  fixedBasis: FixedBasis,
): StatementUnitInput {
  const areas = (facts?.areas ?? []).filter((a) => a.milli !== null);
  const latest = areas.reduce<(typeof areas)[number] | undefined>(
    (best, a) => (!best || a.from >= best.from ? a : best),
    undefined,
  );
  const dwellingArea = milliOf(dwelling?.areaM2);
  let area: number | null;
  if (dwellingArea !== null) {
    area = dwellingArea;
    if (areas.some((a) => a.milli !== dwellingArea))
      notes.push({ kind: 'dwelling_area_differs', message: statementTexts.dwellingAreaDiffers(name, area) });
  } else {
    area = latest?.milli ?? null;
    if (!latest) notes.push({ kind: 'area_missing', message: statementTexts.areaMissing(name) });
    else if (areas.some((a) => a.milli !== latest.milli))
      notes.push({ kind: 'area_differs', message: statementTexts.areaDiffers(name, latest.milli!) });
  }
  const volume = milliOf(dwelling?.volumeM3) ?? facts?.volume ?? null;
  const mea = milliOf(dwelling?.mea) ?? facts?.mea ?? null;
  // Heated area and volume are the dwelling's; they are sent only where the basis asks for them.
  const heatedArea = fixedBasis === 'heated_area' ? milliOf(dwelling?.heatedAreaM2) : null;
  const heatedVolume = fixedBasis === 'heated_volume' ? milliOf(dwelling?.heatedVolumeM3) : null;
  return {
    id: unit,
    area_m2: toPlainDecimal(area ?? 0, 3),
    ...(volume !== null ? { volume_m3: toPlainDecimal(volume, 3) } : {}),
    ...(mea !== null ? { mea: toPlainDecimal(mea, 3) } : {}),
    ...(dwelling?.hotWaterSupplied === false ? { hot_water_supplied: false } : {}),
    ...(heatedArea !== null ? { heated_area_m2: toPlainDecimal(heatedArea, 3) } : {}),
    ...(heatedVolume !== null ? { heated_volume_m3: toPlainDecimal(heatedVolume, 3) } : {}),
  };
}

const byFrom = (a: Occupancy, b: Occupancy) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);

export function unitOccupancies(
  stored: StoredBillingData,
  period: Period,
  draftTenants: ReadonlyMap<number, DraftTenant>,
  notes: MappingNote[],
): UnitOccupancies {
  const dwellings = dwellingUnits(stored);
  const dwellingOf = new Map((stored.dwellings ?? []).map((d) => [dwellingUnitId(d.id), d]));
  const inPeriod = stored.tenants.filter(
    (t) => (t.moveIn ?? period.from) <= period.to && (t.moveOut ?? period.to) >= period.from,
  );
  const byUnit = new Map<string, Occupancy[]>();
  const facts = new Map<string, UnitFacts>();
  const unitNames = new Map<string, string>();
  const unitTenant = new Map<string, number>();
  const unitTenantFrom = new Map<string, IsoDate>();
  const advances = new Map<string, TenancyAdvance>();
  for (const t of inPeriod) {
    const unit = dwellings.ofTenant.get(t.id)!;
    const entry = draftTenants.get(t.id);
    const { occupancy, advance } = occupancyOf(t, unit, entry, period, notes, stored.advances);
    const { from } = occupancy;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), occupancy]);
    if (advance) advances.set(occupancy.input.id, advance);
    const f = facts.get(unit) ?? { areas: [], volume: undefined, mea: undefined };
    f.areas.push({ from, milli: milliOf(entry?.area_m2 ?? t.areaM2) });
    const volume = milliOf(entry?.volume_m3 ?? t.volumeM3);
    if (volume !== null || f.volume === undefined) f.volume = volume;
    // The co-ownership share belongs to the dwelling; any of its tenancies may carry it.
    const mea = milliOf(t.mea);
    if (mea !== null || f.mea === undefined) f.mea = mea;
    facts.set(unit, f);
    if (!unitNames.has(unit) || from > period.from) unitNames.set(unit, t.floor?.trim() || tenantName(t));
    if ((unitTenantFrom.get(unit) ?? '') <= from) {
      unitTenant.set(unit, t.id);
      unitTenantFrom.set(unit, from);
    }
  }
  // A dwelling is named by its label, never by an internal id; one without a tenancy in the year
  // is still a unit of the house, vacant all year.
  for (const [unit, d] of dwellingOf) {
    unitNames.set(unit, d.label);
    if (!byUnit.has(unit)) byUnit.set(unit, []);
  }

  const fixedBasis = stored.settings.fixedBasis ?? 'area';
  const units: StatementUnitInput[] = [];
  for (const [unit, list] of byUnit) {
    list.sort(byFrom);
    const name = unitNames.get(unit) ?? unit;
    list.push(...gapsOf(unit, list, name, period, notes));
    list.sort(byFrom);
    units.push(unitInput(unit, facts.get(unit), dwellingOf.get(unit), name, notes, fixedBasis));
  }
  return { units, byUnit, unitNames, unitTenant, advances, dwellings };
}
