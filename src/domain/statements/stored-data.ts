/**
 * A property's stored data as the statements read it (rows of tenants, dwellings, meters and
 * readings, cost categories, the draft and the settings), the notes of the mapping, and the
 * readers of the stored numbers. Types and helpers only: the mapping is in engine-input.ts.
 */
import type { Allocation, MeterType } from '../catalog.ts';
import type { IsoDate } from '../dates.ts';
import { parseDecimalPlain } from '../decimal.ts';
import { euroToCents, type Cents } from '../money.ts';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import type { HeatingInput } from '../billing/schema.ts';
import { partyName } from '../party-name.ts';
import type { AdvanceBasis } from '../payments/advance-basis.ts';

type Co2Input = NonNullable<HeatingInput['co2']>;

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
  /** The dwelling the tenancy occupies (`tenants.dwelling_id`); null: derived from the predecessors. */
  dwellingId?: number | null;
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
  /** The dwelling the meter measures (`meters.dwelling_id`); null: its tenant's, else the building's. */
  dwellingId?: number | null;
  meterType: MeterType;
  meterNumber: string;
  unit: string;
  /** Gateway meters are read remotely (§5 Abs. 2 HeizkostenV); manual ones on site. */
  sourceType?: 'gateway' | 'manual';
  /** A water meter on the dwelling's hot-water line (`meters.hot_water`); not given: false. */
  hotWater?: boolean;
  /** When the device was installed (`meters.installed_on`); null: not stated. */
  installedOn?: IsoDate | null;
  /** Whether the device can be read remotely (`meters.remote_readable`); null: not stated. */
  remoteReadable?: boolean | null;
  readings: StoredReading[];
}

/** A dwelling row (`dwellings`): the billing unit with its master data (decimal strings). */
export interface StoredDwelling {
  id: number;
  label: string;
  areaM2: string | null;
  mea: string | null;
  volumeM3: string | null;
  /** Supplied by the central hot-water plant (§8 Abs. 1, §9 Abs. 2 S. 4 HeizkostenV); not given: true. */
  hotWaterSupplied?: boolean;
  /** Heated area and volume, for the fixed bases "heated_area" and "heated_volume" (§7 Abs. 1 S. 5). */
  heatedAreaM2?: string | null;
  heatedVolumeM3?: string | null;
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
  /**
   * Water costs by m³ (§556a Abs. 1 S. 2 BGB, by recorded consumption): `total` shares them by each
   * dwelling's cold- and hot-water meters, as the utility bills both (default); `cold` by the
   * cold-water meters only.
   */
  waterBasis?: 'total' | 'cold';
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
  /**
   * §11 HeizkostenV: the building is exempt from consumption-based billing; the heating costs are
   * split by the fixed basis and no §12 cut arises (default false).
   */
  heatingExempt?: boolean;
  /** What the fixed costs are split by (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV); default the area. */
  fixedBasis?: 'area' | 'volume' | 'heated_area' | 'heated_volume';
  /**
   * Consumption recorded against the regulation (§12 Abs. 1 S. 1 HeizkostenV, BGH VIII ZR 329/14):
   * the pot whose share the tenant may cut by 15 %; not given: none.
   */
  recordingDefect?: 'heating' | 'hot_water' | 'both';
}

export const DEFAULT_STATEMENT_SETTINGS: StatementSettings = {
  heatingConsumptionSharePercent: 70,
  hotWaterConsumptionSharePercent: 70,
  fixedSplit: 'degree_days',
  timeSplit: 'days',
};

/** A booking on the property's account in the year (`bank_transactions`); credits are positive. */
export interface StoredBooking {
  /** The tenant it is assigned to; null: nobody. */
  tenant_id: number | null;
  amount_cents: number;
  booking_date: IsoDate;
}

/**
 * What the statements credit as advances (§556 Abs. 3 BGB: the costs are set against the advances the tenant
 * paid): as agreed, or as received on the property's account, with the year's bookings for the latter.
 */
export interface StoredAdvances {
  basis: AdvanceBasis;
  bookings: readonly StoredBooking[];
}

export interface StoredBillingData {
  property: { id: number; address: string; heatingSystem: string | null };
  /** The calendar year billed. */
  year: number;
  /** The year's billing draft as stored (null: none saved yet). */
  draft: DraftPayload | null;
  /** All tenants of the property, vacancies and former tenants included. */
  tenants: StoredTenant[];
  /** The property's dwellings; a dwelling without a tenancy in the year is vacant all year. */
  dwellings?: StoredDwelling[];
  meters: StoredMeter[];
  costCategories: StoredCostCategory[];
  settings: StatementSettings;
  /** Not given: the advances as agreed. */
  advances?: StoredAdvances;
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
  | 'heating_meters_missing'
  | 'advance_above_share'
  | 'dwelling_area_differs'
  | 'fixed_basis_value_missing';

export interface MappingNote {
  kind: MappingNoteKind;
  /** German text naming what was done or what to fix. */
  message: string;
  tenantId?: number;
  meterId?: number;
  /** The boundary (last day before it) a reading note is about. */
  date?: IsoDate;
  /** The setting to fix (`user_groups`, `service_result`) where no tenant or meter is meant. */
  setting?: 'user_groups' | 'service_result' | 'fixed_basis';
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
