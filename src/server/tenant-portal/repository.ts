import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import { customers, meterReadings, meters, properties, tenants } from '../db/schema.ts';
import type { Tx } from '../jobs/sql.ts';

const landlordColumns = {
  landlordCompany: customers.companyName,
  landlordFirstName: customers.firstName,
  landlordLastName: customers.lastName,
  landlordEmail: customers.email,
  landlordPhone: customers.phoneNumber,
};

/** The tenancies linked to a tenant login, with their property's address and landlord. */
export async function tenanciesOfLogin(db: Db, userId: number) {
  return db
    .select({ tenant: tenants, address: properties.address, ...landlordColumns })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(eq(tenants.userId, userId))
    .orderBy(sql`${tenants.moveIn} desc nulls last`, asc(tenants.id));
}

/** One tenancy of the login; another login's is not found. */
export async function tenancyOfLogin(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.userId, userId)))
    .limit(1);
  return row;
}

/** A stored reading as the monthly figures read it. */
export interface PortalReading {
  id: number;
  meterId: number;
  readingDate: IsoDate;
  readingValue: string;
  isEstimated: boolean;
}

/**
 * Everything the monthly figures of a property need: its tenancies, tenant meters and those of
 * their readings that the window's days need (`readingWindow`): the readings inside it and, per
 * meter, the last one before and the first one after it, which states near its edges are
 * interpolated from. Without a window no readings are loaded. Years of readings outside the
 * months shown are never read: a gateway meter gathers tens of thousands.
 */
export async function propertyMeterData(
  db: Db,
  propertyId: number,
  window: { from: IsoDate; to: IsoDate } | null,
) {
  const [tenantRows, meterRows] = await Promise.all([
    db.select().from(tenants).where(eq(tenants.propertyId, propertyId)),
    db
      .select()
      .from(meters)
      .where(
        and(eq(meters.propertyId, propertyId), or(isNotNull(meters.dwellingId), isNotNull(meters.tenantId))),
      ),
  ]);
  let readings: PortalReading[] = [];
  if (meterRows.length > 0 && window) {
    const { rows } = await db.execute<{
      meter_id: number;
      readings: Array<[number, IsoDate, string, boolean]>;
    }>(sql`
      select m.id as meter_id,
             coalesce((
               select json_agg(json_build_array(w.id, w.reading_date::text, w.reading_value::text, w.is_estimated))
               from (
                 (select r.id, r.reading_date, r.reading_value, r.is_estimated from ${meterReadings} r
                  where r.meter_id = m.id and r.reading_date < ${window.from}
                  order by r.reading_date desc, r.id desc limit 1)
                 union all
                 (select r.id, r.reading_date, r.reading_value, r.is_estimated from ${meterReadings} r
                  where r.meter_id = m.id and r.reading_date between ${window.from} and ${window.to})
                 union all
                 (select r.id, r.reading_date, r.reading_value, r.is_estimated from ${meterReadings} r
                  where r.meter_id = m.id and r.reading_date > ${window.to}
                  order by r.reading_date, r.id limit 1)
               ) w), '[]'::json) as readings
      from ${meters} m
      where m.property_id = ${propertyId}
        and (m.dwelling_id is not null or m.tenant_id is not null)`);
    readings = rows.flatMap((row) =>
      row.readings.map(([id, readingDate, readingValue, isEstimated]) => ({
        id,
        meterId: Number(row.meter_id),
        readingDate,
        readingValue,
        isEstimated,
      })),
    );
  }
  return { tenants: tenantRows, meters: meterRows, readings };
}

/**
 * Per meter, the newest reading of all and the newest dated within [from, to] (either end open
 * when null), by date and then by entry: what a tenant is shown as a meter's latest state.
 */
export async function newestReadings(
  db: Db,
  meterIds: readonly number[],
  from: IsoDate | null,
  to: IsoDate | null,
) {
  if (meterIds.length === 0) return [];
  const { rows } = await db.execute<{
    meter_id: number;
    newest_id: number | null;
    id: number | null;
    reading_date: IsoDate | null;
    reading_value: string | null;
  }>(sql`
    select ${meters.id} as meter_id, n.id as newest_id, v.id, v.reading_date::text as reading_date,
           v.reading_value::text as reading_value
    from ${meters}
    left join lateral (
      select r.id from ${meterReadings} r where r.meter_id = ${meters.id}
      order by r.reading_date desc, r.id desc limit 1) n on true
    left join lateral (
      select r.id, r.reading_date, r.reading_value from ${meterReadings} r
      where r.meter_id = ${meters.id}
        and (${from}::date is null or r.reading_date >= ${from}::date)
        and (${to}::date is null or r.reading_date <= ${to}::date)
      order by r.reading_date desc, r.id desc limit 1) v on true
    where ${inArray(meters.id, [...meterIds])}`);
  return rows.map((r) => ({
    meterId: Number(r.meter_id),
    newestId: r.newest_id === null ? null : Number(r.newest_id),
    shown:
      r.id === null
        ? null
        : { id: Number(r.id), readingDate: r.reading_date!, readingValue: r.reading_value! },
  }));
}

export type PropertyMeterData = Awaited<ReturnType<typeof propertyMeterData>>;

/** The contact data of every tenancy of the login: one person, one address. */
export async function updateContactOfLogin(
  tx: Db | Tx,
  userId: number,
  values: { email?: string; phoneNumber?: string | null },
) {
  return tx
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.userId, userId))
    .returning({ id: tenants.id });
}
