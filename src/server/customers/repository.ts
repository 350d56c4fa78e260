import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import { customers, properties, users } from '../db/schema.ts';
import type { CustomerListQuery } from '../../domain/schemas/customers.ts';
import { likePattern } from '../http/list-response.ts';
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
    iban: row.iban,
    bic: row.bic,
    account_holder: row.accountHolder,
  };
}

/**
 * The landlord's name as lists show it: the company, else first and last name, else the contact
 * person; the same order the shell greets a customer with.
 */
export const customerDisplayNameSql = sql<string>`coalesce(
  nullif(trim(${customers.companyName}), ''),
  nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), ''),
  nullif(trim(${customers.contactPerson}), ''),
  ''
)`;

/** Search condition over a customer's names, company and contact person. */
export const customerNameMatches = (pattern: string): SQL | undefined =>
  or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(customers.companyName, pattern),
    ilike(customers.contactPerson, pattern),
  );

const SORT_COLUMNS = {
  id: customers.id,
  last_name: sql`lower(${customers.lastName})`,
  company_name: sql`lower(${customers.companyName})`,
  email: sql`lower(${customers.email})`,
} as const;

/** Customers the scope may see: all for admin and employee, a customer's own records. */
const scopeCondition = (scope: Scope): SQL | undefined =>
  scope.kind === 'customer' ? eq(customers.userId, scope.userId) : undefined;

/** One page of customers, searched over names, company, e-mail and address, with the total. */
export async function listCustomers(
  db: Db,
  scope: Scope,
  query: CustomerListQuery = {},
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    scopeCondition(scope),
    pattern
      ? or(
          ilike(customers.firstName, pattern),
          ilike(customers.lastName, pattern),
          ilike(customers.companyName, pattern),
          ilike(customers.contactPerson, pattern),
          ilike(customers.email, pattern),
          ilike(customers.address, pattern),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[query.sort?.field ?? 'id'];
  const page = db
    .select({ customer: customers, total: totalColumn(Boolean(query.q)) })
    .from(customers)
    .where(where)
    .orderBy(query.sort?.descending ? desc(column) : asc(column), asc(customers.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page,
    () => db.select({ n: count() }).from(customers).where(where),
    { searched: Boolean(query.q), offset: query.offset },
  );
  return { rows: rows.map((r) => toCustomerRecord(r.customer)), total };
}

export async function findCustomer(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

/**
 * Whether the address belongs to another customer, or to a login that is not this customer's own
 * (a customer's login usually shares the customer's address). Letter case is ignored.
 */
export async function customerEmailTaken(
  db: Db,
  email: string,
  customer: { id?: number; userId: number | null },
) {
  const needle = email.toLowerCase();
  const [other] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(${customers.email})`, needle),
        customer.id === undefined ? undefined : ne(customers.id, customer.id),
      ),
    )
    .limit(1);
  if (other) return true;
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, needle),
        customer.userId === null ? undefined : ne(users.id, customer.userId),
      ),
    )
    .limit(1);
  return login !== undefined;
}

/** Whether a customer other than `customerId` is linked to the login. */
export async function loginOfOtherCustomer(db: Db, userId: number, customerId: number | undefined) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.userId, userId), customerId === undefined ? undefined : ne(customers.id, customerId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCustomer(db: Db, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(db: Db, id: number, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

export async function countProperties(db: Db, customerId: number) {
  const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.customerId, customerId));
  return row?.n ?? 0;
}

export async function deleteCustomer(db: Db, id: number) {
  await db.delete(customers).where(eq(customers.id, id));
}

/**
 * The customer record of a login: the first linked one (a login is linked to one customer at
 * most, `checkCustomerLogin`); undefined for a login without a record.
 */
export async function customerOfLogin(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.userId, userId))
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}
