import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
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
import { meterReadings, meters, properties } from '../db/schema.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

type MeterRow = typeof meters.$inferSelect;

export function toMeterRecord(row: MeterRow): MeterRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    meter_type: row.meterType as MeterRecord['meter_type'],
    meter_number: row.meterNumber,
    unit: row.unit as MeterUnit,
    tenant_id: row.tenantId,
    assignment_label: row.assignmentLabel as MeterRecord['assignment_label'],
    source_type: row.sourceType as MeterRecord['source_type'],
    gateway_id: row.gatewayId,
    gateway_channel: row.gatewayChannel,
    auto_sync: row.autoSync,
    hot_water: row.hotWater,
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_gateway_status: row.lastGatewayStatus,
    has_aes_key: row.aesKeySealed !== null,
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
    .select({ meter: meters, total: totalColumn(Boolean(query.q)) })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
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
  return { rows: rows.map((r) => toMeterRecord(r.meter)), total };
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

/** Date and value of every reading of these meters, in date order, for the consumption rules. */
export async function readingValuesOf(db: Db, meterIds: readonly number[]) {
  if (meterIds.length === 0) return [];
  return db
    .select({
      meterId: meterReadings.meterId,
      date: meterReadings.readingDate,
      value: meterReadings.readingValue,
    })
    .from(meterReadings)
    .where(inArray(meterReadings.meterId, [...meterIds]))
    .orderBy(asc(meterReadings.meterId), asc(meterReadings.readingDate), asc(meterReadings.id));
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
