import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import type { CustomerRecord } from '../../domain/schemas/records.ts';
import type { Scope } from '../auth/policy.ts';

export function toCustomerRecord(row: typeof customers.$inferSelect): CustomerRecord {
  return {
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    contact_person: row.contactPerson,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    address: row.address,
  };
}

/** Tenants have no customer records of their own; callers reject them before this. */
export async function listCustomers(db: Db, scope: Scope): Promise<CustomerRecord[]> {
  const query = db.select().from(customers).$dynamic();
  if (scope.kind === 'customer') query.where(eq(customers.userId, scope.userId));
  const rows = await query.orderBy(asc(customers.id));
  return rows.map(toCustomerRecord);
}

export async function findCustomerByUser(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.userId, userId))
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}
