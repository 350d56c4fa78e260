import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import { dwellings, meterReadings, meters, tenants } from '../db/schema.ts';

/**
 * The meters of a property with the dwelling each measures: its own, else (a meter written before
 * meters had dwellings) its tenant's; one query.
 */
export async function tableMeters(db: Db, propertyId: number) {
  const dwellingId = sql<number | null>`coalesce(${meters.dwellingId}, ${tenants.dwellingId})`;
  return db
    .select({
      id: meters.id,
      meterNumber: meters.meterNumber,
      meterType: meters.meterType,
      unit: meters.unit,
      sourceType: meters.sourceType,
      dwellingId: dwellingId.as('dwelling_id'),
      label: dwellings.label,
      sortIndex: dwellings.sortIndex,
    })
    .from(meters)
    .leftJoin(tenants, eq(tenants.id, meters.tenantId))
    .leftJoin(dwellings, eq(dwellings.id, dwellingId))
    .where(eq(meters.propertyId, propertyId));
}

/** The dwellings of a property in their order. */
export async function dwellingsOf(db: Db, propertyId: number) {
  return db
    .select({ id: dwellings.id, label: dwellings.label })
    .from(dwellings)
    .where(eq(dwellings.propertyId, propertyId))
    .orderBy(asc(dwellings.sortIndex), asc(dwellings.label), asc(dwellings.id));
}

/** The move-out days of the property's tenancies with a dwelling within [from, to]. */
export async function moveOutsWithin(db: Db, propertyId: number, from: IsoDate, to: IsoDate) {
  return db
    .select({ dwellingId: tenants.dwellingId, moveOut: tenants.moveOut })
    .from(tenants)
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        isNotNull(tenants.dwellingId),
        gte(tenants.moveOut, from),
        lte(tenants.moveOut, to),
      ),
    );
}

export interface DayReading {
  meterId: number;
  date: IsoDate;
  id: number;
  value: string;
  /** Typed or imported (no gateway instant): the table may change its value. */
  typed: boolean;
}

/**
 * The readings of these meters on these days, one query; within a day in the order they were
 * stored, so the last one of a day is the one the table shows.
 */
export async function readingsOnDays(
  db: Db,
  meterIds: readonly number[],
  days: readonly IsoDate[],
): Promise<DayReading[]> {
  if (meterIds.length === 0 || days.length === 0) return [];
  const rows = await db
    .select({
      meterId: meterReadings.meterId,
      date: meterReadings.readingDate,
      id: meterReadings.id,
      value: meterReadings.readingValue,
      measuredAt: meterReadings.measuredAt,
    })
    .from(meterReadings)
    .where(and(inArray(meterReadings.meterId, [...meterIds]), inArray(meterReadings.readingDate, [...days])))
    .orderBy(meterReadings.meterId, meterReadings.readingDate, meterReadings.id);
  return rows.map((r) => ({
    meterId: r.meterId,
    date: r.date,
    id: r.id,
    value: r.value,
    typed: r.measuredAt === null,
  }));
}

/** New values of typed readings, in one statement whose rows arrive as one JSON text. */
export async function updateReadingValues(
  db: Db,
  rows: ReadonlyArray<{ id: number; value: string; suspectedExchange: boolean }>,
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => [r.id, r.value, r.suspectedExchange]));
  await db.execute(sql`
    update ${meterReadings} as r
    set reading_value = (v->>1)::numeric, suspected_exchange = (v->>2)::boolean
    from json_array_elements(${json}::json) as v
    where r.id = (v->>0)::int`);
}
