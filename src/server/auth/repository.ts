import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
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

/** The name fields of the user's first customer record (a landlord login owns one). */
export async function customerNameOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ company: customers.companyName, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.userId, userId))
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}

/** The name fields of the user's first tenancy (a tenant login may hold several in turn). */
export async function tenantNameOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ company: tenants.company, firstName: tenants.firstName, lastName: tenants.lastName })
    .from(tenants)
    .where(eq(tenants.userId, userId))
    .orderBy(asc(tenants.id))
    .limit(1);
  return row;
}
