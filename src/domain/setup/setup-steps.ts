/**
 * The checklist of a landlord's property setup, computed from stored data only: each step is done
 * when nothing it needs is missing, and names what is, with the screen where it is fixed. Pure and
 * linear in the data (every list is walked once, lookups by map).
 */
import { isVacancy } from '../catalog.ts';
import { euroToCents } from '../money.ts';
import { partyName } from '../party-name.ts';
import { paths } from '../site-paths.ts';
import { occupancyPeriods } from '../tenancy/occupancy.ts';
import { propertySetupTexts, SETUP_STEP_IDS, type SetupStepId } from '../texts/property-setup.ts';

export interface SetupStep {
  id: SetupStepId;
  done: boolean;
  missing: string[];
  href: string;
}

export interface SetupData {
  property: {
    id: number;
    address: string;
    heatingSystem: string | null;
    centralHotWater: boolean | null;
    co2BuildingType: string | null;
    co2Restriction: string | null;
  };
  landlord: {
    companyName: string | null;
    firstName: string | null;
    lastName: string | null;
    contactPerson: string | null;
    address: string | null;
    iban: string | null;
  } | null;
  /** The year the checks look at: the open billing year. */
  year: number;
  dwellings: ReadonlyArray<{ id: number; label: string; areaM2: string | null }>;
  tenancies: ReadonlyArray<{
    id: number;
    dwellingId: number | null;
    firstName: string | null;
    lastName: string;
    company: string | null;
    moveIn: string | null;
    moveOut: string | null;
    annualAdvanceCents: number | null;
    usageUnits: string | null;
  }>;
  /** Tenancies with dated person counts (`tenant_persons`). */
  withPersonsHistory: ReadonlySet<number>;
  meters: ReadonlyArray<{
    id: number;
    dwellingId: number | null;
    meterType: string;
    meterNumber: string;
    hotWater: boolean;
  }>;
  /** Meter ids with a reading on the table's start day, resp. end day, of the year. */
  startRead: ReadonlySet<number>;
  endRead: ReadonlySet<number>;
  /** The year's cost draft, if one is saved. */
  draft: { costs: ReadonlyArray<{ amount?: unknown; amount_cents?: unknown }> } | null;
}

const t = propertySetupTexts.missing;

/** How the meter step names a kind: water meters by their line, others by their type. */
export function meterKindLabel(meter: { meterType: string; hotWater: boolean }): string {
  if (meter.meterType !== 'Wasserzähler') return meter.meterType;
  return meter.hotWater
    ? propertySetupTexts.meterChoices.hotWater
    : propertySetupTexts.meterChoices.coldWater;
}

const hasCost = (c: { amount?: unknown; amount_cents?: unknown }) => {
  if (typeof c.amount_cents === 'number' && c.amount_cents > 0) return true;
  if (typeof c.amount !== 'number' && typeof c.amount !== 'string') return false;
  const cents = euroToCents(c.amount);
  return cents !== null && cents > 0;
};

export function setupSteps(data: SetupData): SetupStep[] {
  const { property, year } = data;
  const setupHref = (step: SetupStepId) => `${paths.customerPropertySetup}?id=${property.id}&step=${step}`;
  const missing: Record<SetupStepId, string[]> = {
    address: [],
    heating: [],
    letterhead: [],
    dwellings: [],
    tenants: [],
    meters: [],
    readings: [],
    costs: [],
  };

  if (property.address.trim() === '') missing.address.push(t.address);

  if (!property.heatingSystem) missing.heating.push(t.heatingSystem);
  if (property.centralHotWater === null) missing.heating.push(t.centralHotWater);
  if (!property.co2BuildingType) missing.heating.push(t.co2BuildingType);
  if (!property.co2Restriction) missing.heating.push(t.co2Restriction);

  const landlord = data.landlord;
  const name = landlord ? partyName({ ...landlord, company: landlord.companyName }) : '';
  if (!name) missing.letterhead.push(t.landlordName);
  if (!landlord?.address?.trim()) missing.letterhead.push(t.landlordAddress);
  if (!landlord?.iban) missing.letterhead.push(t.iban);

  if (data.dwellings.length === 0) {
    missing.dwellings.push(t.noDwellings);
    missing.tenants.push(t.noDwellings);
    missing.meters.push(t.noDwellings);
  }
  for (const d of data.dwellings) if (d.areaM2 === null) missing.dwellings.push(t.dwellingArea(d.label));

  // Tenants: every day of the year covered by a tenancy or an explicit vacancy, and every
  // tenancy in the year with what its statement needs (move-in, persons, advance).
  const byDwelling = new Map<number, Array<SetupData['tenancies'][number]>>();
  for (const tenancy of data.tenancies) {
    if (tenancy.dwellingId === null) continue;
    const list = byDwelling.get(tenancy.dwellingId) ?? [];
    list.push(tenancy);
    byDwelling.set(tenancy.dwellingId, list);
  }
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  for (const d of data.dwellings) {
    const periods = occupancyPeriods(
      year,
      (byDwelling.get(d.id) ?? []).map((x) => ({
        id: x.id,
        moveIn: x.moveIn,
        moveOut: x.moveOut,
        vacancy: isVacancy(x.lastName),
      })),
    );
    if (periods.some((p) => p.tenant_id === null)) missing.tenants.push(t.occupancy(d.label, year));
  }
  for (const x of data.tenancies) {
    if (isVacancy(x.lastName)) continue;
    const inYear = (x.moveIn === null || x.moveIn <= last) && (x.moveOut === null || x.moveOut >= first);
    if (!inYear) continue;
    const who = partyName(x) || x.lastName;
    if (x.moveIn === null) missing.tenants.push(t.moveIn(who));
    if (x.usageUnits === null && !data.withPersonsHistory.has(x.id)) missing.tenants.push(t.persons(who));
    if (x.annualAdvanceCents === null) missing.tenants.push(t.advance(who));
  }

  // Meters: every dwelling has each kind of meter any dwelling of the house has.
  const kinds = new Set<string>();
  const kindsOf = new Map<number, Set<string>>();
  for (const m of data.meters) {
    if (m.dwellingId === null) continue;
    const kind = meterKindLabel(m);
    kinds.add(kind);
    const own = kindsOf.get(m.dwellingId) ?? new Set<string>();
    own.add(kind);
    kindsOf.set(m.dwellingId, own);
  }
  for (const d of data.dwellings) {
    const own = kindsOf.get(d.id);
    if (!own) {
      missing.meters.push(t.noMeters(d.label));
      continue;
    }
    for (const kind of kinds) if (!own.has(kind)) missing.meters.push(t.meterKindMissing(kind, d.label));
  }

  // Readings: the table's start and end reading of the year for every meter.
  const labels = new Map(data.dwellings.map((d) => [d.id, d.label]));
  if (data.meters.length === 0) missing.readings.push(t.noMetersAtAll);
  for (const m of data.meters) {
    const where = m.dwellingId === null ? t.building : (labels.get(m.dwellingId) ?? t.building);
    const meter = `${meterKindLabel(m)} ${m.meterNumber}`;
    if (!data.startRead.has(m.id)) missing.readings.push(t.startReading(where, meter));
    if (!data.endRead.has(m.id)) missing.readings.push(t.endReading(where, meter));
  }

  if (!data.draft) missing.costs.push(t.noDraft(year));
  else if (!data.draft.costs.some(hasCost)) missing.costs.push(t.noCosts(year));

  const yearQuery = (path: string) => `${path}?property_id=${property.id}&year=${year}`;
  const href: Record<SetupStepId, string> = {
    address: setupHref('address'),
    heating: setupHref('heating'),
    letterhead: setupHref('letterhead'),
    dwellings: setupHref('dwellings'),
    tenants: setupHref('tenants'),
    meters: setupHref('meters'),
    readings: yearQuery(paths.customerReadings),
    costs: yearQuery(paths.customerCostsData),
  };
  return SETUP_STEP_IDS.map((id) => ({
    id,
    done: missing[id].length === 0,
    missing: missing[id],
    href: href[id],
  }));
}

/**
 * The billing year the checklist looks at: last year, the usual one to bill, unless it is
 * finalized; then the first later year that is not.
 */
export function openBillingYear(today: string, finalizedYears: ReadonlySet<number>): number {
  let year = Number(today.slice(0, 4)) - 1;
  while (finalizedYears.has(year)) year += 1;
  return year;
}
