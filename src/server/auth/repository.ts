import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { customers, loginAttempts, sessions, tenants, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .orderBy(sql`case when lower(${users.username}) = ${needle} then 0 else 1 end`)
    .limit(1);
  return rows[0];
}

export async function insertSession(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash, expiresAt })
    .returning({ id: sessions.id });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return row!.id;
}

/** Every API request with a token runs this, so it is prepared once (see `preparedVariants`). */
const activeSession = preparedStatement((db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_active_session'),
);

export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  // A placeholder's value reaches the driver as given: the ISO form is what the column would send.
  const rows = await activeSession(db).execute({ tokenHash, now: now.toISOString() });
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, succeeded: boolean, at: Date) {
  await db
    .insert(loginAttempts)
    .values({ username: username.trim().toLowerCase(), ip, succeeded, createdAt: at });
}

/** The name fields of the user's first customer record (a landlord login owns one); `/api/me` asks it on every page load. */
const customerNameByUser = preparedStatement((db: Db) =>
  db
    .select({ company: customers.companyName, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.userId, sql.placeholder('userId')))
    .orderBy(asc(customers.id))
    .limit(1)
    .prepare('customer_name_of_user'),
);

export async function customerNameOfUser(db: Db, userId: number) {
  const [row] = await customerNameByUser(db).execute({ userId });
  return row;
}

/** The name fields of the user's first tenancy (a tenant login may hold several in turn). */
const tenantNameByUser = preparedStatement((db: Db) =>
  db
    .select({ company: tenants.company, firstName: tenants.firstName, lastName: tenants.lastName })
    .from(tenants)
    .where(eq(tenants.userId, sql.placeholder('userId')))
    .orderBy(asc(tenants.id))
    .limit(1)
    .prepare('tenant_name_of_user'),
);

export async function tenantNameOfUser(db: Db, userId: number) {
  const [row] = await tenantNameByUser(db).execute({ userId });
  return row;
}
