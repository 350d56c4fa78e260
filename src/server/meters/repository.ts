import { and, asc, desc, eq } from 'drizzle-orm';
import type { MeterUnit } from '../../domain/catalog.ts';
import type { MeterRecord, ReadingRecord } from '../../domain/schemas/meters.ts';
import type { Scope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
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
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_gateway_status: row.lastGatewayStatus,
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
  };
}

/** Meters of the properties the scope may see, optionally of one property. */
export async function listMeters(db: Db, scope: Scope, propertyId?: number) {
  const rows = await db
    .select({ meter: meters })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .where(
      and(
        propertyScopeCondition(db, scope),
        propertyId === undefined ? undefined : eq(meters.propertyId, propertyId),
      ),
    )
    .orderBy(asc(meters.propertyId), asc(meters.id));
  return rows.map((r) => toMeterRecord(r.meter));
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

export async function listReadings(db: Db, meterId: number, descending: boolean) {
  const order = descending ? desc(meterReadings.readingDate) : asc(meterReadings.readingDate);
  const rows = await db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(order, descending ? desc(meterReadings.id) : asc(meterReadings.id));
  return rows.map(toReadingRecord);
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
