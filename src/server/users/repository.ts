import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import { isProtectedLogin, PROTECTED_USERNAMES } from '../../domain/protected-logins.ts';
import type { UserListQuery } from '../../domain/schemas/users.ts';
import { likePattern } from '../http/list-response.ts';
import { customers, tenants, users } from '../db/schema.ts';
import { normalizeRole } from '../../domain/roles.ts';
import type { UserRecord } from '../../domain/schemas/records.ts';

export function toUserRecord(row: typeof users.$inferSelect): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role),
    is_protected: isProtectedLogin(row),
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS = {
  id: users.id,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
} as const;

/** One page of logins, searched over username, e-mail and role, with the total of all matches. */
export async function listUsers(
  db: Db,
  query: UserListQuery = {},
): Promise<{ rows: UserRecord[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where: SQL | undefined = pattern
    ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.role, pattern))
    : undefined;
  const column = SORT_COLUMNS[query.sort?.field ?? 'id'];
  const order = query.sort?.descending ? desc(column) : asc(column);
  const page = db
    .select({ user: users, total: totalColumn(Boolean(query.q)) })
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(page, () => db.select({ n: count() }).from(users).where(where), {
    searched: Boolean(query.q),
    offset: query.offset,
  });
  return { rows: rows.map((r) => toUserRecord(r.user)), total };
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether another login than `exceptId` has this username or e-mail address (letter case ignored). */
export async function loginTaken(db: Db, field: 'username' | 'email', value: string, exceptId?: number) {
  const column = field === 'username' ? users.username : users.email;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${column})`, value.toLowerCase()),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * A login's role, with its row locked until the transaction ends: linking a login to a tenancy or
 * a customer decides on what the login is linked to already, and two such links of one login must
 * be decided one after the other.
 */
export async function lockLogin(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * Deletes those of the logins that are tenant logins linked to nothing any more: no tenancy, no
 * customer, not protected. Called after their tenancies are deleted, in the same transaction; a
 * login of another role, or one still linked elsewhere, is someone else's and stays.
 */
export async function deleteUnlinkedTenantLogins(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(users).where(
    and(
      inArray(users.id, [...ids]),
      eq(users.role, 'tenant'),
      eq(users.isProtected, false),
      notInArray(sql`lower(${users.username})`, [...PROTECTED_USERNAMES]),
      notInArray(
        users.id,
        db
          .select({ id: sql<number>`${tenants.userId}` })
          .from(tenants)
          .where(isNotNull(tenants.userId)),
      ),
      notInArray(
        users.id,
        db
          .select({ id: sql<number>`${customers.userId}` })
          .from(customers)
          .where(isNotNull(customers.userId)),
      ),
    ),
  );
}

/** Sessions and tokens go with the login; customers and tenants keep their data, unlinked. */
export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Inserts a login unless the username is taken (a concurrent first start); true when inserted. */
export async function insertUserIfAbsent(db: Db, values: typeof users.$inferInsert): Promise<boolean> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return rows.length > 0;
}
