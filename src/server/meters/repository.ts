import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates.ts';
import type { MeterUnit } from '../../domain/catalog.ts';
import type {
  MeterListQuery,
  MeterRecord,
  ReadingListQuery,
  ReadingRecord,
} from '../../domain/schemas/meters.ts';
import { likePattern } from '../http/list-response.ts';
import type { Scope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import { dwellings, meterReadings, meters, properties } from '../db/schema.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

type MeterRow = typeof meters.$inferSelect;

export function toMeterRecord(row: MeterRow, dwellingLabel: string | null = null): MeterRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    meter_type: row.meterType as MeterRecord['meter_type'],
    meter_number: row.meterNumber,
    unit: row.unit as MeterUnit,
    tenant_id: row.tenantId,
    dwelling_id: row.dwellingId,
    dwelling_label: row.dwellingId === null ? null : dwellingLabel,
    assignment_label: row.assignmentLabel as MeterRecord['assignment_label'],
    source_type: row.sourceType as MeterRecord['source_type'],
    gateway_id: row.gatewayId,
    gateway_channel: row.gatewayChannel,
    auto_sync: row.autoSync,
    hot_water: row.hotWater,
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_gateway_status: row.lastGatewayStatus,
    has_aes_key: row.aesKeySealed !== null,
    installed_on: row.installedOn,
    remote_readable: row.remoteReadable,
  };
}

export function toReadingRecord(row: typeof meterReadings.$inferSelect): ReadingRecord {
  return {
    id: row.id,
    meter_id: row.meterId,
    reading_date: row.readingDate,
    reading_value: row.readingValue,
    unit: row.unit as MeterUnit,
    is_estimated: row.isEstimated,
    suspected_exchange: row.suspectedExchange,
    flagged: row.flagged,
  };
}

const METER_SORT = { id: meters.id, meter_number: meters.meterNumber, meter_type: meters.meterType } as const;

/** Meters of the properties the scope may see, optionally of one property; a page and the total. */
export async function listMeters(db: Db, scope: Scope, query: MeterListQuery = {}) {
  const where = and(
    propertyScopeCondition(db, scope),
    query.property_id === undefined ? undefined : eq(meters.propertyId, query.property_id),
    query.q ? ilike(meters.meterNumber, likePattern(query.q)) : undefined,
  );
  const column = METER_SORT[query.sort?.field ?? 'id'];
  const page = db
    .select({ meter: meters, label: dwellings.label, total: totalColumn(Boolean(query.q)) })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .leftJoin(dwellings, eq(dwellings.id, meters.dwellingId))
    .where(where)
    .orderBy(query.sort?.descending ? desc(column) : asc(column), asc(meters.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      db
        .select({ n: count() })
        .from(meters)
        .innerJoin(properties, eq(properties.id, meters.propertyId))
        .where(where),
    { searched: Boolean(query.q), offset: query.offset },
  );
  return { rows: rows.map((r) => toMeterRecord(r.meter, r.label)), total };
}

export async function findMeter(db: Db, scope: Scope, id: number): Promise<MeterRow | undefined> {
  const [row] = await db
    .select({ meter: meters })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .where(and(eq(meters.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row?.meter;
}

/** A meter as the API answers it, with its dwelling's label; undefined outside the scope. */
export async function findMeterRecord(db: Db, scope: Scope, id: number): Promise<MeterRecord | undefined> {
  const [row] = await db
    .select({ meter: meters, label: dwellings.label })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .leftJoin(dwellings, eq(dwellings.id, meters.dwellingId))
    .where(and(eq(meters.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row && toMeterRecord(row.meter, row.label);
}

/** A dwelling's property (to check that a meter stays in its building); undefined when unknown. */
export async function findDwellingRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: dwellings.id, propertyId: dwellings.propertyId })
    .from(dwellings)
    .where(eq(dwellings.id, id))
    .limit(1);
  return row;
}

export async function insertMeter(db: Db, values: typeof meters.$inferInsert) {
  const [row] = await db.insert(meters).values(values).returning();
  return row!;
}

export async function updateMeter(db: Db, id: number, values: Partial<typeof meters.$inferInsert>) {
  const [row] = await db
    .update(meters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(meters.id, id))
    .returning();
  return row;
}

export async function deleteMeter(db: Db, id: number) {
  await db.delete(meters).where(eq(meters.id, id));
}

/** A meter's readings by date (then by entry), a page and the total. */
export async function listReadings(db: Db, meterId: number, query: ReadingListQuery = {}) {
  const descending = query.sort?.descending ?? false;
  const order = descending
    ? [desc(meterReadings.readingDate), desc(meterReadings.id)]
    : [asc(meterReadings.readingDate), asc(meterReadings.id)];
  const page = db
    .select({ reading: meterReadings, total: totalColumn(false) })
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(...order)
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page,
    () => db.select({ n: count() }).from(meterReadings).where(eq(meterReadings.meterId, meterId)),
    { searched: false, offset: query.offset },
  );
  return { rows: rows.map((r) => toReadingRecord(r.reading)), total };
}

/**
 * Date and value of every reading of these meters, each meter's in date order (then by entry),
 * for the consumption rules and the import's checks. One row per meter with its readings as a
 * JSON array: a meter may hold tens of thousands of readings, and a row per reading costs the
 * embedded database many times more.
 */
export async function readingValuesOf(
  db: Db,
  meterIds: readonly number[],
): Promise<Map<number, Array<{ date: IsoDate; value: string }>>> {
  const byMeter = new Map<number, Array<{ date: IsoDate; value: string }>>(meterIds.map((id) => [id, []]));
  if (meterIds.length === 0) return byMeter;
  const { rows } = await db.execute<{ meter_id: number; readings: Array<[IsoDate, string]> }>(sql`
    select meter_id,
           json_agg(json_build_array(reading_date::text, reading_value::text)
                    order by reading_date, id) as readings
    from ${meterReadings}
    where ${inArray(meterReadings.meterId, [...meterIds])}
    group by meter_id`);
  for (const row of rows)
    byMeter.set(
      Number(row.meter_id),
      row.readings.map(([date, value]) => ({ date, value })),
    );
  return byMeter;
}

/**
 * Imported readings, all in one statement whose rows arrive as one JSON text: thousands of rows
 * as bound parameters would cost more to build than to store. Answers how many were written.
 */
export async function insertImportedReadings(
  db: Db,
  rows: ReadonlyArray<{
    meterId: number;
    readingDate: IsoDate;
    readingValue: string;
    unit: string;
    suspectedExchange: boolean;
    createdBy: number;
  }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(
    rows.map((r) => [r.meterId, r.readingDate, r.readingValue, r.unit, r.suspectedExchange, r.createdBy]),
  );
  const { rows: written } = await db.execute<{ n: number }>(sql`
    with written as (
      insert into ${meterReadings} (meter_id, reading_date, reading_value, unit, suspected_exchange, created_by)
      select (r->>0)::int, (r->>1)::date, (r->>2)::numeric, r->>3, (r->>4)::boolean, (r->>5)::int
      from json_array_elements(${json}::json) as r
      returning 1)
    select count(*)::int as n from written`);
  return Number(written[0]!.n);
}

/** Every meter of one property, in list order. */
export async function metersOfProperty(db: Db, propertyId: number) {
  return db.select().from(meters).where(eq(meters.propertyId, propertyId)).orderBy(asc(meters.id));
}

export async function findReading(db: Db, id: number) {
  const [row] = await db.select().from(meterReadings).where(eq(meterReadings.id, id)).limit(1);
  return row;
}

export async function insertReading(db: Db, values: typeof meterReadings.$inferInsert) {
  const [row] = await db.insert(meterReadings).values(values).returning();
  return toReadingRecord(row!);
}

export async function updateReading(db: Db, id: number, values: Partial<typeof meterReadings.$inferInsert>) {
  const [row] = await db.update(meterReadings).set(values).where(eq(meterReadings.id, id)).returning();
  return row && toReadingRecord(row);
}

export async function deleteReading(db: Db, id: number) {
  await db.delete(meterReadings).where(eq(meterReadings.id, id));
}
