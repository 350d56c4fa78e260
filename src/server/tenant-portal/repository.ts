import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/** Everything the monthly figures of a property need: its tenancies, tenant meters and their readings. */
export async function propertyMeterData(db: Db, propertyId: number) {
  const [tenantRows, meterRows] = await Promise.all([
    db.select().from(tenants).where(eq(tenants.propertyId, propertyId)),
    db
      .select()
      .from(meters)
      .where(and(eq(meters.propertyId, propertyId), isNotNull(meters.tenantId))),
  ]);
  const readings =
    meterRows.length === 0
      ? []
      : await db
          .select({
            id: meterReadings.id,
            meterId: meterReadings.meterId,
            readingDate: meterReadings.readingDate,
            readingValue: meterReadings.readingValue,
            isEstimated: meterReadings.isEstimated,
          })
          .from(meterReadings)
          .where(
            inArray(
              meterReadings.meterId,
              meterRows.map((m) => m.id),
            ),
          );
  return { tenants: tenantRows, meters: meterRows, readings };
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
