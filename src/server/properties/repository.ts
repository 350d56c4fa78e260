import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, properties, tenants } from '../db/schema.ts';
import type { PropertyRecord } from '../../domain/schemas/records.ts';
import type { PropertyStatus } from '../../domain/catalog.ts';
import type { Scope } from '../auth/policy.ts';

export function toPropertyRecord(row: typeof properties.$inferSelect): PropertyRecord {
  return {
    id: row.id,
    customer_id: row.customerId,
    address: row.address,
    heating_system: row.heatingSystem,
    status: row.status as PropertyStatus,
    ended_at: row.endedAt,
  };
}

/** SQL condition limiting `properties` to what the scope may see. */
export function propertyScopeCondition(db: Db, scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'customer':
      return inArray(
        properties.customerId,
        db.select({ id: customers.id }).from(customers).where(eq(customers.userId, scope.userId)),
      );
    case 'tenant':
      return inArray(
        properties.id,
        db.select({ id: tenants.propertyId }).from(tenants).where(eq(tenants.userId, scope.userId)),
      );
  }
}

export async function listProperties(
  db: Db,
  scope: Scope,
  status?: PropertyStatus,
): Promise<PropertyRecord[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(and(propertyScopeCondition(db, scope), status ? eq(properties.status, status) : undefined))
    .orderBy(asc(properties.address), asc(properties.id));
  return rows.map(toPropertyRecord);
}

export async function findProperty(db: Db, scope: Scope, id: number): Promise<PropertyRecord | undefined> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row && toPropertyRecord(row);
}
