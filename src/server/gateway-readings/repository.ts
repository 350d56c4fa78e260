import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import { meterReadings, meters, rejectedTelegrams } from '../db/schema.ts';

/** The gateway meters a message of this gateway and channel belongs to. */
export async function gatewayMeters(db: Db, gatewayId: string, channel?: string) {
  return db
    .select({
      id: meters.id,
      unit: meters.unit,
      gatewayChannel: meters.gatewayChannel,
      aesKeySealed: meters.aesKeySealed,
    })
    .from(meters)
    .where(
      and(
        eq(meters.gatewayId, gatewayId),
        channel === undefined ? undefined : eq(meters.gatewayChannel, channel),
        eq(meters.sourceType, 'gateway'),
      ),
    );
}

/**
 * The readings before and on a date that plausibility needs: the last 13 months (the highest
 * monthly consumption of a year, with the month before it) and the one reading before them.
 */
export async function historyUpTo(db: Db, meterId: number, date: IsoDate) {
  const rows = await db
    .select({ date: meterReadings.readingDate, value: meterReadings.readingValue })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.meterId, meterId),
        lte(meterReadings.readingDate, date),
        gte(meterReadings.readingDate, addDays(date, -400)),
      ),
    )
    .orderBy(asc(meterReadings.readingDate), asc(meterReadings.measuredAt), asc(meterReadings.id));
  if (rows.length > 0) return rows;
  return db
    .select({ date: meterReadings.readingDate, value: meterReadings.readingValue })
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), lte(meterReadings.readingDate, date)))
    .orderBy(desc(meterReadings.readingDate), desc(meterReadings.id))
    .limit(1);
}

export async function readingAt(db: Db, meterId: number, measuredAt: Date) {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), eq(meterReadings.measuredAt, measuredAt)))
    .limit(1);
  return row;
}

/** A reading of the same day and value (a message without timestamp that arrived again). */
export async function sameDayAndValue(db: Db, meterId: number, date: IsoDate, value: string) {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.meterId, meterId),
        eq(meterReadings.readingDate, date),
        eq(meterReadings.readingValue, value),
      ),
    )
    .limit(1);
  return row;
}

/** Stores the reading unless the meter has one of that instant; the new row or undefined. */
export async function insertGatewayReading(db: Db, values: typeof meterReadings.$inferInsert) {
  const [row] = await db
    .insert(meterReadings)
    .values(values)
    .onConflictDoNothing({ target: [meterReadings.meterId, meterReadings.measuredAt] })
    .returning();
  return row;
}

export async function setGatewayStatus(db: Db, meterId: number, at: Date, status: string) {
  await db
    .update(meters)
    .set({ lastSyncAt: at, lastGatewayStatus: status, updatedAt: at })
    .where(eq(meters.id, meterId));
}

export async function insertRejectedTelegram(db: Db, values: typeof rejectedTelegrams.$inferInsert) {
  await db.insert(rejectedTelegrams).values(values);
}
