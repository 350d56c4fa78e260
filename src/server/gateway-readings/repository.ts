import { and, asc, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
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

/** Kept refused telegrams per meter, and for how long: enough to inspect a fault, never a store. */
export const KEPT_TELEGRAMS_PER_METER = 100;
export const KEPT_TELEGRAM_DAYS = 90;

const keptSince = (now: Date) => new Date(now.getTime() - KEPT_TELEGRAM_DAYS * 86_400_000);

/**
 * Keeps a refused telegram of a known meter and, in the same statement order, removes that
 * meter's telegrams beyond the newest `KEPT_TELEGRAMS_PER_METER` and those older than
 * `KEPT_TELEGRAM_DAYS`: each insert touches at most one meter's hundred rows.
 */
export async function keepRejectedTelegram(
  db: Db,
  values: typeof rejectedTelegrams.$inferInsert & { meterId: number },
  now: Date,
) {
  await db.insert(rejectedTelegrams).values(values);
  const oldestKept = db
    .select({ id: rejectedTelegrams.id })
    .from(rejectedTelegrams)
    .where(eq(rejectedTelegrams.meterId, values.meterId))
    .orderBy(desc(rejectedTelegrams.id))
    .offset(KEPT_TELEGRAMS_PER_METER - 1)
    .limit(1);
  await db
    .delete(rejectedTelegrams)
    .where(
      and(
        eq(rejectedTelegrams.meterId, values.meterId),
        or(lt(rejectedTelegrams.receivedAt, keptSince(now)), lt(rejectedTelegrams.id, sql`(${oldestKept})`)),
      ),
    );
}

/** Removes kept telegrams older than `KEPT_TELEGRAM_DAYS` of every meter (the daily job). */
export async function pruneRejectedTelegrams(db: Db, now: Date) {
  await db.delete(rejectedTelegrams).where(lt(rejectedTelegrams.receivedAt, keptSince(now)));
}

/** The last accepted telegram of a meter with a key, locked until the transaction ends. */
export async function lastTelegramForUpdate(db: Db, meterId: number) {
  const [row] = await db
    .select({ accessNumber: meters.lastAccessNumber, clock: meters.lastTelegramClock })
    .from(meters)
    .where(eq(meters.id, meterId))
    .for('update');
  return row;
}

export async function setLastTelegram(
  db: Db,
  meterId: number,
  last: { accessNumber: number | null; clock: string | null },
) {
  await db
    .update(meters)
    .set({ lastAccessNumber: last.accessNumber, lastTelegramClock: last.clock })
    .where(eq(meters.id, meterId));
}

/** Counts a message dropped unread on the meter; the new count. */
export async function countDroppedMessage(db: Db, meterId: number): Promise<number> {
  const [row] = await db
    .update(meters)
    .set({ droppedMessages: sql`${meters.droppedMessages} + 1` })
    .where(eq(meters.id, meterId))
    .returning({ count: meters.droppedMessages });
  return row?.count ?? 0;
}
