/** All SQL of the statements: loading a property's billing data, settings, the frozen year, documents and deliveries. */
import {
  and,
  asc,
  between,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import { ADVANCE_BASES, advanceBasis, type AdvanceBasis } from '../../domain/payments/advance-basis.ts';
import type { Allocation, MeterType } from '../../domain/catalog.ts';
import type { DraftPayload } from '../../domain/schemas/billing-drafts.ts';
import { hotWaterSchema } from '../../domain/billing/schema.ts';
import {
  FIXED_BASES,
  RECORDING_DEFECTS,
  serviceResultSettingSchema,
  userGroupSettingSchema,
  type FixedBasis,
  type RecordingDefect,
  type StatementSettingsInput,
  type StatementSettingsRecord,
  type StatementSettingsResponse,
} from '../../domain/schemas/statements.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { settingsDefaults, type SettingsDefaults } from '../../domain/statements/settings-defaults.ts';
import {
  DEFAULT_STATEMENT_SETTINGS,
  type StatementSettings,
  type StoredBillingData,
  type StoredBooking,
  type StoredMeter,
  type StoredReading,
} from '../../domain/statements/engine-input.ts';
import type { Db } from '../db/client.ts';
import {
  bankTransactions,
  billingDrafts,
  billingYears,
  costCategories,
  customers,
  dwellings,
  meterReadings,
  meters,
  properties,
  statementDeliveries,
  statementDocuments,
  statementSettings,
  tenantPersons,
  tenants,
} from '../db/schema.ts';

type SettingsRow = typeof statementSettings.$inferSelect;

/** The JSON columns as written by `upsertSettings`; anything else reads as not set. */
const storedGroups = z.array(userGroupSettingSchema);
const storedService = serviceResultSettingSchema;
const storedHotWater = hotWaterSchema;

/**
 * The stored settings of a year, or, where none are stored, the defaults: the property's heating
 * answers (central hot water, CO2KostAufG class) where it has them (`settingsDefaults`).
 */
export function toSettingsRecord(
  row: SettingsRow | undefined,
  defaults: SettingsDefaults = settingsDefaults(undefined),
): StatementSettingsRecord {
  const groups = storedGroups.safeParse(row?.userGroups);
  const service = storedService.safeParse(row?.serviceResult);
  const hotWater = storedHotWater.safeParse(row?.hotWater);
  return {
    heating_consumption_share_percent: row
      ? Number(row.heatingConsumptionSharePercent)
      : DEFAULT_STATEMENT_SETTINGS.heatingConsumptionSharePercent,
    hot_water_consumption_share_percent: row
      ? Number(row.hotWaterConsumptionSharePercent)
      : DEFAULT_STATEMENT_SETTINGS.hotWaterConsumptionSharePercent,
    fixed_split: (row?.fixedSplit ??
      DEFAULT_STATEMENT_SETTINGS.fixedSplit) as StatementSettings['fixedSplit'],
    time_split: (row?.timeSplit ?? DEFAULT_STATEMENT_SETTINGS.timeSplit) as StatementSettings['timeSplit'],
    vacancy_persons: row?.vacancyPersons ?? null,
    remote_readable: row?.remoteReadable ?? null,
    monthly_information_given: row?.monthlyInformationGiven ?? null,
    building:
      row?.buildingInsulation1994Met == null || row.buildingFuel == null || row.buildingPipesInsulated == null
        ? null
        : {
            insulation_standard_1994_met: row.buildingInsulation1994Met,
            fuel: row.buildingFuel as BuildingSettings['fuel'],
            exposed_pipes_mostly_insulated: row.buildingPipesInsulated,
          },
    co2_building_type: (row?.co2BuildingType ??
      defaults.co2BuildingType) as StatementSettingsRecord['co2_building_type'],
    co2_restriction: (row?.co2Restriction ??
      defaults.co2Restriction) as StatementSettingsRecord['co2_restriction'],
    co2_information_given: row?.co2InformationGiven ?? null,
    apply_tenant_reductions: row?.applyTenantReductions ?? true,
    user_groups: row?.userGroups != null && groups.success ? groups.data : null,
    service_result: row?.serviceResult != null && service.success ? service.data : null,
    hot_water: !row
      ? defaults.hotWater
      : row.hotWater != null && hotWater.success && hotWater.data.method !== 'none'
        ? hotWater.data
        : null,
    water_basis: row?.waterBasis === 'cold' ? 'cold' : 'total',
    heating_exempt: row?.heatingExempt ?? false,
    fixed_basis: (FIXED_BASES as readonly string[]).includes(row?.fixedBasis ?? '')
      ? (row!.fixedBasis as FixedBasis)
      : 'area',
    recording_defect: (RECORDING_DEFECTS as readonly string[]).includes(row?.recordingDefect ?? '')
      ? (row!.recordingDefect as RecordingDefect)
      : null,
  };
}

type BuildingSettings = NonNullable<StatementSettingsRecord['building']>;

/** The landlord's stored choice of the advance basis; anything else reads as not chosen. */
export const chosenAdvances = (row: SettingsRow | undefined): AdvanceBasis | null =>
  (ADVANCE_BASES as readonly string[]).includes(row?.advances ?? '') ? (row!.advances as AdvanceBasis) : null;

/**
 * The settings as answered: the record, the basis the year's statements credit the advances on (the choice, else
 * received once bookings of the year are stored) and the choice itself.
 */
export function toSettingsAnswer(
  record: StatementSettingsRecord,
  row: SettingsRow | undefined,
  year: number,
  bookingDates: readonly string[],
): StatementSettingsResponse {
  const chosen = chosenAdvances(row);
  return { ...record, advances: advanceBasis(chosen, year, bookingDates), advances_chosen: chosen };
}

/** The date of one booking of the property's account in the year, if any: whether bank data covers the year. */
export async function bookingDatesOfYear(db: Db, propertyId: number, year: number): Promise<string[]> {
  const rows = await db
    .select({ date: bankTransactions.bookingDate })
    .from(bankTransactions)
    .where(yearBookings(propertyId, year))
    .limit(1);
  return rows.map((r) => r.date);
}

const yearBookings = (propertyId: number, year: number) =>
  and(
    eq(bankTransactions.propertyId, propertyId),
    between(bankTransactions.bookingDate, `${year}-01-01`, `${year}-12-31`),
  );

/** The year's bookings of the property's account: what the statements credit as received. */
async function bookingsOfYear(db: Db, propertyId: number, year: number): Promise<StoredBooking[]> {
  return db
    .select({
      tenant_id: bankTransactions.tenantId,
      amount_cents: bankTransactions.amountCents,
      booking_date: bankTransactions.bookingDate,
    })
    .from(bankTransactions)
    .where(yearBookings(propertyId, year))
    .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.id));
}

export function toEngineSettings(record: StatementSettingsRecord): StatementSettings {
  const duties =
    record.remote_readable === null && record.monthly_information_given === null
      ? undefined
      : {
          ...(record.remote_readable !== null ? { remote_readable: record.remote_readable } : {}),
          ...(record.monthly_information_given !== null
            ? { monthly_information_given: record.monthly_information_given }
            : {}),
        };
  return {
    heatingConsumptionSharePercent: record.heating_consumption_share_percent,
    hotWaterConsumptionSharePercent: record.hot_water_consumption_share_percent,
    fixedSplit: record.fixed_split,
    timeSplit: record.time_split,
    ...(record.vacancy_persons !== null ? { vacancyPersons: record.vacancy_persons } : {}),
    ...(duties ? { duties } : {}),
    ...(record.building ? { building: record.building } : {}),
    co2BuildingType: record.co2_building_type,
    co2Restriction: record.co2_restriction,
    ...(record.co2_information_given !== null ? { co2InformationGiven: record.co2_information_given } : {}),
    applyTenantReductions: record.apply_tenant_reductions,
    ...(record.user_groups
      ? {
          userGroups: record.user_groups.map((g) => ({
            name: g.name,
            tenantIds: g.tenant_ids,
            heatKwh: g.heat_kwh,
          })),
        }
      : {}),
    ...(record.service_result
      ? {
          serviceResult: {
            totalCents: record.service_result.total_cents,
            units: record.service_result.units.map((u) => ({
              tenantId: u.tenant_id,
              amountCents: u.amount_cents,
              ...(u.labour_cents !== null ? { labourCents: u.labour_cents } : {}),
            })),
          },
        }
      : {}),
    ...(record.hot_water ? { hotWater: record.hot_water } : {}),
    waterBasis: record.water_basis,
    ...(record.heating_exempt ? { heatingExempt: true } : {}),
    ...(record.fixed_basis !== 'area' ? { fixedBasis: record.fixed_basis } : {}),
    ...(record.recording_defect ? { recordingDefect: record.recording_defect } : {}),
  };
}

/** The stored settings with the fields given laid over them; fields left out keep their value. */
export function mergeSettings(
  current: StatementSettingsRecord,
  input: StatementSettingsInput,
): StatementSettingsRecord {
  const pick = <K extends keyof StatementSettingsRecord>(key: K): StatementSettingsRecord[K] =>
    input[key] === undefined ? current[key] : (input[key] as StatementSettingsRecord[K]);
  return {
    heating_consumption_share_percent: input.heating_consumption_share_percent,
    hot_water_consumption_share_percent: input.hot_water_consumption_share_percent,
    fixed_split: input.fixed_split,
    time_split: input.time_split,
    vacancy_persons: input.vacancy_persons,
    remote_readable: input.remote_readable,
    monthly_information_given: input.monthly_information_given,
    building: pick('building'),
    co2_building_type: pick('co2_building_type'),
    co2_restriction: pick('co2_restriction'),
    co2_information_given: pick('co2_information_given'),
    apply_tenant_reductions: pick('apply_tenant_reductions'),
    user_groups: pick('user_groups'),
    service_result:
      input.service_result === undefined
        ? current.service_result
        : input.service_result === null
          ? null
          : {
              total_cents: input.service_result.total_cents,
              units: input.service_result.units.map((u) => ({
                tenant_id: u.tenant_id,
                amount_cents: u.amount_cents,
                labour_cents: u.labour_cents ?? null,
              })),
            },
    // Method "none" is the same as no hot-water split: nothing is stored.
    hot_water:
      input.hot_water === undefined
        ? current.hot_water
        : input.hot_water === null || input.hot_water.method === 'none'
          ? null
          : input.hot_water,
    water_basis: pick('water_basis'),
    heating_exempt: pick('heating_exempt'),
    fixed_basis: pick('fixed_basis'),
    recording_defect: pick('recording_defect'),
  };
}

export async function findSettings(db: Db, propertyId: number, year: number) {
  const [row] = await db
    .select()
    .from(statementSettings)
    .where(and(eq(statementSettings.propertyId, propertyId), eq(statementSettings.year, year)))
    .limit(1);
  return row;
}

export async function upsertSettings(
  db: Db,
  propertyId: number,
  year: number,
  record: StatementSettingsRecord,
  userId: number,
  advances?: AdvanceBasis,
) {
  const values = {
    // Left out: the stored choice stays.
    ...(advances !== undefined ? { advances } : {}),
    heatingConsumptionSharePercent: String(record.heating_consumption_share_percent),
    hotWaterConsumptionSharePercent: String(record.hot_water_consumption_share_percent),
    fixedSplit: record.fixed_split,
    timeSplit: record.time_split,
    vacancyPersons: record.vacancy_persons,
    remoteReadable: record.remote_readable,
    monthlyInformationGiven: record.monthly_information_given,
    buildingInsulation1994Met: record.building?.insulation_standard_1994_met ?? null,
    buildingFuel: record.building?.fuel ?? null,
    buildingPipesInsulated: record.building?.exposed_pipes_mostly_insulated ?? null,
    co2BuildingType: record.co2_building_type,
    co2Restriction: record.co2_restriction,
    co2InformationGiven: record.co2_information_given,
    applyTenantReductions: record.apply_tenant_reductions,
    userGroups: record.user_groups,
    serviceResult: record.service_result,
    hotWater: record.hot_water,
    waterBasis: record.water_basis,
    heatingExempt: record.heating_exempt,
    fixedBasis: record.fixed_basis,
    recordingDefect: record.recording_defect,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(statementSettings)
    .values({ propertyId, year, ...values })
    .onConflictDoUpdate({ target: [statementSettings.propertyId, statementSettings.year], set: values })
    .returning();
  return row!;
}

/** The ids of a property's tenants among those given: settings may only name the property's own. */
export async function tenantIdsOfProperty(db: Db, propertyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.propertyId, propertyId), inArray(tenants.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Readings this far around the year serve the boundaries and the previous year's comparison. */
const READING_WINDOW_YEARS = 2;

/**
 * Everything the statements of a year are computed from, in eight queries. Readings are loaded for
 * the year, the previous year (comparison) and a margin on both sides, so that every boundary
 * state can be read or interpolated between real readings.
 */
export async function loadBillingData(
  db: Db,
  property: { id: number; address: string; heatingSystem: string | null; defaults?: SettingsDefaults },
  year: number,
): Promise<StoredBillingData> {
  const [draftRow, settingsRow, tenantRows, meterRows, categoryRows, personRows, dwellingRows, bookings] =
    await Promise.all([
      db
        .select({ payload: billingDrafts.payload })
        .from(billingDrafts)
        .where(and(eq(billingDrafts.propertyId, property.id), eq(billingDrafts.year, year)))
        .limit(1),
      findSettings(db, property.id, year),
      db
        .select({
          id: tenants.id,
          firstName: tenants.firstName,
          lastName: tenants.lastName,
          company: tenants.company,
          floor: tenants.floor,
          areaM2: tenants.areaM2,
          volumeM3: tenants.volumeM3,
          usageUnits: tenants.usageUnits,
          mea: tenants.mea,
          moveIn: tenants.moveIn,
          moveOut: tenants.moveOut,
          annualAdvanceCents: tenants.annualAdvanceCents,
          predecessorId: tenants.predecessorId,
          dwellingId: tenants.dwellingId,
          salutation: tenants.salutation,
          email: tenants.email,
          deliveryMethod: tenants.deliveryMethod,
        })
        .from(tenants)
        .where(eq(tenants.propertyId, property.id))
        .orderBy(asc(tenants.sortIndex), asc(tenants.id)),
      db
        .select({
          id: meters.id,
          tenantId: meters.tenantId,
          dwellingId: meters.dwellingId,
          meterType: meters.meterType,
          meterNumber: meters.meterNumber,
          unit: meters.unit,
          sourceType: meters.sourceType,
          hotWater: meters.hotWater,
          installedOn: meters.installedOn,
          remoteReadable: meters.remoteReadable,
        })
        .from(meters)
        .where(eq(meters.propertyId, property.id))
        .orderBy(asc(meters.id)),
      db
        .select({
          id: costCategories.id,
          name: costCategories.name,
          allocation: costCategories.allocation,
          categoryGroup: costCategories.categoryGroup,
        })
        .from(costCategories)
        .where(eq(costCategories.propertyId, property.id)),
      db
        .select({
          tenantId: tenantPersons.tenantId,
          from: tenantPersons.validFrom,
          persons: tenantPersons.persons,
        })
        .from(tenantPersons)
        .innerJoin(tenants, eq(tenants.id, tenantPersons.tenantId))
        .where(eq(tenants.propertyId, property.id))
        .orderBy(asc(tenantPersons.tenantId), asc(tenantPersons.validFrom)),
      db
        .select({
          id: dwellings.id,
          label: dwellings.label,
          areaM2: dwellings.areaM2,
          mea: dwellings.mea,
          volumeM3: dwellings.volumeM3,
          hotWaterSupplied: dwellings.hotWaterSupplied,
          heatedAreaM2: dwellings.heatedAreaM2,
          heatedVolumeM3: dwellings.heatedVolumeM3,
        })
        .from(dwellings)
        .where(eq(dwellings.propertyId, property.id))
        .orderBy(asc(dwellings.sortIndex), asc(dwellings.id)),
      bookingsOfYear(db, property.id, year),
    ]);
  const historyOf = new Map<number, Array<{ from: string; persons: number }>>();
  for (const p of personRows)
    historyOf.set(p.tenantId, [...(historyOf.get(p.tenantId) ?? []), { from: p.from, persons: p.persons }]);

  // One row per meter with its readings as a JSON array: a fraction of the cost of one row per
  // reading for the tens of thousands of readings of a large building.
  const readingsOf = new Map<number, StoredReading[]>();
  if (meterRows.length > 0) {
    const { rows } = await db.execute<{
      meter_id: number;
      readings: Array<[number, string, string, boolean]>;
    }>(sql`
      select r.meter_id,
             json_agg(json_build_array(r.id, r.reading_date::text, r.reading_value::text, r.is_estimated)
                      order by r.reading_date, r.id) as readings
      from ${meterReadings} r
      join ${meters} m on m.id = r.meter_id
      where m.property_id = ${property.id}
        and r.reading_date between ${`${year - READING_WINDOW_YEARS}-01-01`} and ${`${year + 1}-12-31`}
      group by r.meter_id`);
    for (const row of rows)
      readingsOf.set(
        Number(row.meter_id),
        row.readings.map(([id, readingDate, readingValue, isEstimated]) => ({
          id,
          readingDate,
          readingValue,
          isEstimated,
        })),
      );
  }
  const storedMeters: StoredMeter[] = meterRows.map((m) => ({
    id: m.id,
    tenantId: m.tenantId,
    dwellingId: m.dwellingId,
    meterType: m.meterType as MeterType,
    meterNumber: m.meterNumber,
    unit: m.unit,
    sourceType: m.sourceType as 'gateway' | 'manual',
    hotWater: m.hotWater,
    installedOn: m.installedOn,
    remoteReadable: m.remoteReadable,
    readings: readingsOf.get(m.id) ?? [],
  }));

  return {
    property,
    year,
    draft: (draftRow[0]?.payload as DraftPayload | undefined) ?? null,
    tenants: tenantRows.map((t) => ({
      ...t,
      deliveryMethod: t.deliveryMethod as 'email' | 'post',
      ...(historyOf.has(t.id) ? { personsHistory: historyOf.get(t.id)! } : {}),
    })),
    dwellings: dwellingRows,
    meters: storedMeters,
    costCategories: categoryRows.map((c) => ({
      ...c,
      allocation: c.allocation as Allocation,
      categoryGroup: c.categoryGroup as 'heating' | 'general',
    })),
    settings: toEngineSettings(toSettingsRecord(settingsRow, property.defaults)),
    advances: {
      basis: advanceBasis(
        chosenAdvances(settingsRow),
        year,
        bookings.map((b) => b.booking_date),
      ),
      bookings,
    },
  };
}

/** The landlord (customer) of a property, for the statement's letterhead, and the property's receiving account. */
export async function findLandlord(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      companyName: customers.companyName,
      contactPerson: customers.contactPerson,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNumber: customers.phoneNumber,
      address: customers.address,
      iban: customers.iban,
      bic: customers.bic,
      accountHolder: customers.accountHolder,
      propertyIban: properties.bankIban,
      propertyBic: properties.bankBic,
      propertyAccountHolder: properties.bankAccountHolder,
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}

/** The row of a property's year. */
const billingYearIs = (propertyId: number, year: number) =>
  and(eq(billingYears.propertyId, propertyId), eq(billingYears.year, year));

/** The year's row without its frozen answer (megabytes for a large building; see findFrozenAnswer). */
export async function findBillingYear(db: Db, propertyId: number, year: number) {
  const { result: _result, resultGzip: _resultGzip, ...columns } = getTableColumns(billingYears);
  const [row] = await db.select(columns).from(billingYears).where(billingYearIs(propertyId, year)).limit(1);
  return row;
}

/** A year's close and its frozen answer as stored (frozen-answer.ts reads it). */
export async function findFrozenAnswer(db: Db, propertyId: number, year: number) {
  const [row] = await db
    .select({
      closedAt: billingYears.closedAt,
      result: billingYears.result,
      resultGzip: billingYears.resultGzip,
    })
    .from(billingYears)
    .where(billingYearIs(propertyId, year))
    .limit(1);
  return row;
}

/**
 * The year's row, locked until the transaction ends: deliveries of one property and year are
 * decided one request at a time, so parallel requests neither mail a first delivery twice nor
 * pass the resend limits together.
 */
export async function lockBillingYear(db: Db, propertyId: number, year: number) {
  const [row] = await db
    .select({ closedAt: billingYears.closedAt })
    .from(billingYears)
    .where(billingYearIs(propertyId, year))
    .for('update');
  return row;
}

/**
 * Counts a resend of each document that is within its limits (fewer than `max` resends, none
 * after `since`), and answers the ids counted. A document outside them stays as it is; the caller
 * compares the ids with those it asked for. The condition is checked on the row it updates, so
 * a parallel request that counted first is seen.
 */
export async function countResends(
  db: Db,
  documentIds: readonly number[],
  limits: { max: number; since: Date; now: Date },
): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const d = statementDocuments;
  const rows = await db
    .update(d)
    .set({ resends: sql`${d.resends} + 1`, lastResentAt: limits.now })
    .where(
      and(
        inArray(d.id, [...documentIds]),
        lt(d.resends, limits.max),
        or(isNull(d.lastResentAt), lte(d.lastResentAt, limits.since)),
      ),
    )
    .returning({ id: d.id });
  return rows.map((r) => r.id);
}

/**
 * Closes the year with its frozen answer, only if it is not closed already (one statement, so two
 * finalizing requests cannot both win). The answer comes as the gzip-compressed JSON the PDF worker
 * wrote, status and time of finalizing included: the database stores the bytes as they are, and
 * nothing of them comes back. Undefined when the year was already closed.
 */
export async function closeYear(
  db: Db,
  propertyId: number,
  year: number,
  userId: number,
  answerGzip: Uint8Array,
  at: Date,
) {
  await db.insert(billingYears).values({ propertyId, year }).onConflictDoNothing();
  const [row] = await db
    .update(billingYears)
    .set({ closedAt: at, closedBy: userId, result: null, resultGzip: answerGzip })
    .where(
      and(
        eq(billingYears.propertyId, propertyId),
        eq(billingYears.year, year),
        isNull(billingYears.closedAt),
      ),
    )
    .returning({ id: billingYears.id });
  return row;
}

export async function reopenYear(db: Db, propertyId: number, year: number) {
  const [row] = await db
    .update(billingYears)
    .set({ closedAt: null, closedBy: null, result: null, resultGzip: null })
    .where(
      and(
        eq(billingYears.propertyId, propertyId),
        eq(billingYears.year, year),
        isNotNull(billingYears.closedAt),
      ),
    )
    .returning();
  if (row)
    await db
      .delete(statementDocuments)
      .where(and(eq(statementDocuments.propertyId, propertyId), eq(statementDocuments.year, year)));
  return row;
}

export async function insertDocuments(db: Db, rows: Array<typeof statementDocuments.$inferInsert>) {
  if (rows.length === 0) return [];
  return db
    .insert(statementDocuments)
    .values(rows)
    .returning({ id: statementDocuments.id, tenantId: statementDocuments.tenantId });
}

/** A frozen document's bytes. */
export async function findDocumentPdf(db: Db, propertyId: number, year: number, tenantId: number | null) {
  const [row] = await db
    .select({ pdf: statementDocuments.pdf, fileName: statementDocuments.fileName })
    .from(statementDocuments)
    .where(
      and(
        eq(statementDocuments.propertyId, propertyId),
        eq(statementDocuments.year, year),
        tenantId === null ? isNull(statementDocuments.tenantId) : eq(statementDocuments.tenantId, tenantId),
        eq(statementDocuments.kind, tenantId === null ? 'summary' : 'tenant'),
      ),
    )
    .limit(1);
  return row;
}

/** The ids and names of a frozen year's documents, tenants first in the order they were made. */
export async function listDocuments(db: Db, propertyId: number, year: number) {
  return db
    .select({
      id: statementDocuments.id,
      tenantId: statementDocuments.tenantId,
      kind: statementDocuments.kind,
      fileName: statementDocuments.fileName,
    })
    .from(statementDocuments)
    .where(and(eq(statementDocuments.propertyId, propertyId), eq(statementDocuments.year, year)))
    .orderBy(asc(statementDocuments.id));
}

export async function documentPdf(db: Db, id: number) {
  const [row] = await db
    .select({ pdf: statementDocuments.pdf })
    .from(statementDocuments)
    .where(eq(statementDocuments.id, id))
    .limit(1);
  return row?.pdf;
}

/** The tenant documents of a year with their latest delivery, if any. */
export async function listTenantDocumentsWithDelivery(db: Db, propertyId: number, year: number) {
  const docs = await db
    .select({
      id: statementDocuments.id,
      tenantId: statementDocuments.tenantId,
      name: statementDocuments.name,
      email: tenants.email,
      deliveryMethod: tenants.deliveryMethod,
      resends: statementDocuments.resends,
      lastResentAt: statementDocuments.lastResentAt,
    })
    .from(statementDocuments)
    .leftJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .where(
      and(
        eq(statementDocuments.propertyId, propertyId),
        eq(statementDocuments.year, year),
        eq(statementDocuments.kind, 'tenant'),
      ),
    )
    .orderBy(asc(statementDocuments.id));
  const ids = docs.map((d) => d.id);
  const deliveries =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(statementDeliveries)
          .where(inArray(statementDeliveries.documentId, ids))
          .orderBy(asc(statementDeliveries.id));
  const latest = new Map<number, typeof statementDeliveries.$inferSelect>();
  for (const d of deliveries) latest.set(d.documentId, d);
  return docs.map((d) => ({ ...d, delivery: latest.get(d.id) }));
}

export async function insertDeliveries(db: Db, rows: Array<typeof statementDeliveries.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(statementDeliveries).values(rows).returning();
}

/** Statements delivered to the tenancies of a tenant login. */
export async function listReceivedStatements(db: Db, userId: number) {
  return db
    .select({
      id: statementDocuments.id,
      propertyId: statementDocuments.propertyId,
      address: properties.address,
      year: statementDocuments.year,
      from: statementDocuments.periodFrom,
      to: statementDocuments.periodTo,
      balanceCents: statementDocuments.balanceCents,
      deliveredAt: sql<Date>`min(${statementDeliveries.createdAt})`,
    })
    .from(statementDocuments)
    .innerJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
    .innerJoin(statementDeliveries, eq(statementDeliveries.documentId, statementDocuments.id))
    .where(and(eq(tenants.userId, userId), eq(statementDocuments.kind, 'tenant')))
    .groupBy(statementDocuments.id, properties.address)
    .orderBy(sql`${statementDocuments.year} desc`, asc(statementDocuments.id));
}

/** A delivered statement's PDF when it belongs to a tenancy of this login. */
export async function findReceivedPdf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ pdf: statementDocuments.pdf, fileName: statementDocuments.fileName })
    .from(statementDocuments)
    .innerJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .where(
      and(
        eq(statementDocuments.id, id),
        eq(tenants.userId, userId),
        sql`exists (select 1 from ${statementDeliveries} where ${statementDeliveries.documentId} = ${statementDocuments.id})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The first time the tenant opened the statement (the landlord's proof of receipt, shown in the
 * Postbox); later openings leave it as it is.
 */
export async function markStatementOpened(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(statementDocuments)
    .set({ openedAt: now })
    .where(and(eq(statementDocuments.id, id), isNull(statementDocuments.openedAt)));
}

/** The years of a property that have a cost draft or a billing-year row, with their closing time. */
export async function listStatementYears(db: Db, propertyId: number) {
  const [drafts, years] = await Promise.all([
    db
      .select({ year: billingDrafts.year })
      .from(billingDrafts)
      .where(eq(billingDrafts.propertyId, propertyId)),
    db
      .select({ year: billingYears.year, closedAt: billingYears.closedAt })
      .from(billingYears)
      .where(eq(billingYears.propertyId, propertyId)),
  ]);
  return { draftYears: drafts.map((d) => d.year), billingYears: years };
}

/**
 * Per year, the tenant statements mailed (the mail server took the mail) and those listed for post,
 * each statement counted once however often it was resent.
 */
export async function countDeliveriesByYear(db: Db, propertyId: number) {
  const d = statementDeliveries;
  return db
    .select({
      year: statementDocuments.year,
      emailSent:
        sql<number>`count(distinct ${d.documentId}) filter (where ${d.method} = 'email' and ${d.status} = 'sent')`.mapWith(
          Number,
        ),
      post: sql<number>`count(distinct ${d.documentId}) filter (where ${d.method} = 'post')`.mapWith(Number),
    })
    .from(d)
    .innerJoin(statementDocuments, eq(statementDocuments.id, d.documentId))
    .where(and(eq(statementDocuments.propertyId, propertyId), eq(statementDocuments.kind, 'tenant')))
    .groupBy(statementDocuments.year);
}

/** The IBANs of the property's tenants among those given, first one first (as entered). */
export async function tenantIbans(db: Db, propertyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, readonly string[]>();
  const rows = await db
    .select({ id: tenants.id, ibans: tenants.ibans })
    .from(tenants)
    .where(and(eq(tenants.propertyId, propertyId), inArray(tenants.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.ibans]));
}
