/**
 * Test data, built in one place: a login, a customer (landlord), a property, a tenant and a meter
 * with readings, written through the repositories' tables with sensible defaults. A test states
 * only what matters to it (`aTenant(db, { propertyId, moveOut: '2025-12-31' })`); every call gets
 * fresh unique names, so factories can run many times against one database.
 *
 * For behaviour under test (creating a tenant, say) go through the API instead: these build the
 * world a test starts from.
 */
import type { Role } from '../../src/domain/roles.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  customers,
  dwellings,
  meterReadings,
  meters,
  properties,
  tenants,
  users,
} from '../../src/server/db/schema.ts';

let sequence = 0;
/** A number no other factory call of this test process has used. */
export const nextNumber = () => ++sequence;

type CustomerRow = typeof customers.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;
type MeterRow = typeof meters.$inferSelect;

/**
 * A login of the given role. Without a password the hash is a placeholder nobody can sign in
 * with, which saves the deliberately slow hashing where a test never signs in.
 */
export async function aLogin(
  db: Db,
  options: { role: Role; username?: string; password?: string; email?: string | null },
): Promise<typeof users.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(users)
    .values({
      username: options.username ?? `${options.role}.${n}`,
      email: options.email ?? null,
      role: options.role,
      passwordHash: options.password ? await hashPassword(options.password) : 'kein-passwort',
    })
    .returning();
  return row!;
}

/** A landlord (customer record), by default a person without a login. */
export async function aCustomer(
  db: Db,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(customers)
    .values({ firstName: 'Erika', lastName: `Muster ${n}`, email: `vermieter.${n}@example.de`, ...values })
    .returning();
  return row!;
}

/** A property of a customer, at a unique address in Leipzig. */
export async function aProperty(
  db: Db,
  values: Partial<typeof properties.$inferInsert> & { customerId: number },
): Promise<PropertyRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(properties)
    .values({ address: `Teststraße ${n}, 04109 Leipzig, Deutschland`, ...values })
    .returning();
  return row!;
}

/** A dwelling of a property, "Wohnung <n>" unless told otherwise. */
export async function aDwelling(
  db: Db,
  values: Partial<typeof dwellings.$inferInsert> & { propertyId: number },
): Promise<typeof dwellings.$inferSelect> {
  const [row] = await db
    .insert(dwellings)
    .values({ label: `Wohnung ${nextNumber()}`, ...values })
    .returning();
  return row!;
}

/** A tenancy of a property, moved in on 1 January 2020 unless told otherwise. */
export async function aTenant(
  db: Db,
  values: Partial<typeof tenants.$inferInsert> & { propertyId: number },
): Promise<TenantRow> {
  const [row] = await db
    .insert(tenants)
    .values({ lastName: `Mieter ${nextNumber()}`, moveIn: '2020-01-01', ...values })
    .returning();
  return row!;
}

/** A reading as [date, value], the value a machine decimal as the database stores it ("103.5"). */
export type ReadingRow = readonly [date: string, value: string];

/**
 * A meter of a property (a manual cold-water meter in m³ unless told otherwise), with its readings
 * in the order given.
 */
export async function aMeter(
  db: Db,
  values: Partial<typeof meters.$inferInsert> & { propertyId: number; readings?: readonly ReadingRow[] },
): Promise<MeterRow> {
  const { readings = [], ...columns } = values;
  const [row] = await db
    .insert(meters)
    .values({
      meterType: 'Wasserzähler',
      meterNumber: `WZ-${nextNumber()}`,
      unit: 'm³',
      sourceType: 'manual',
      autoSync: columns.sourceType === 'gateway',
      ...columns,
    })
    .returning();
  if (readings.length > 0) {
    await db.insert(meterReadings).values(
      readings.map(([readingDate, readingValue]) => ({
        meterId: row!.id,
        readingDate,
        readingValue,
        unit: row!.unit,
      })),
    );
  }
  return row!;
}
