import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { subqueryFields } from '../db/subquery-fields.ts';
import { customers, loginAttempts, sessions, tenants, users } from '../db/schema.ts';
import type { NameFields } from './display-name.ts';
import type { SessionAndValue, SessionKey, SessionRow } from './session-read.ts';

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

/**
 * The session's columns, for every session lookup and for a query that joins the session in as a
 * table (`activeSessionTable`): plain columns, no aliases, since Drizzle names an aliased field
 * without its table there, which a subquery on another table would take for its own column
 * (`user_id` of `customers`).
 */
const activeSessionColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  username: users.username,
  email: users.email,
  role: users.role,
};

/** An unrevoked, unexpired session of the token's hash. */
const activeSessionCondition = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/** Every API request with a token runs this, so it is prepared once (see `preparedVariants`). */
const activeSession = preparedStatement((db: Db) =>
  db
    .select(activeSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeSessionCondition)
    .limit(1)
    .prepare('auth_active_session'),
);

export async function findActiveSession(db: Db, key: SessionKey): Promise<SessionRow | undefined> {
  const rows = await activeSession(db).execute({ ...key });
  return rows[0];
}

/**
 * The active session of the key (`tokenHash`, `now` placeholders) as a table of at most one row,
 * for a read that asks it in its own query (`session-read.ts`): joined with the session's table,
 * the read's rows can be limited by the session's role and user in the same statement.
 */
export function activeSessionTable(db: Db) {
  return db
    .$with('active_session')
    .as(
      db
        .select(activeSessionColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(activeSessionCondition)
        .limit(1),
    );
}

export type ActiveSessionTable = ReturnType<typeof activeSessionTable>;

/** The session's columns of such a table, selected as one nested object. */
export const sessionFieldsOf = (session: ActiveSessionTable) => subqueryFields(session, activeSessionColumns);

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, succeeded: boolean, at: Date) {
  await db
    .insert(loginAttempts)
    .values({ username: username.trim().toLowerCase(), ip, succeeded, createdAt: at });
}

/**
 * The name fields of the user's first customer record (a landlord login owns one) or first tenancy
 * (a tenant login may hold several in turn), whichever its role has: what the shell greets with.
 */
function nameSources(db: Db) {
  const customerName = db
    .select({ company: customers.companyName, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(and(eq(customers.userId, users.id), eq(users.role, 'customer')))
    .orderBy(asc(customers.id))
    .limit(1)
    .as('customer_name');
  const tenantName = db
    .select({ company: tenants.company, firstName: tenants.firstName, lastName: tenants.lastName })
    .from(tenants)
    .where(and(eq(tenants.userId, users.id), eq(users.role, 'tenant')))
    .orderBy(asc(tenants.id))
    .limit(1)
    .as('tenant_name');
  return { customerName, tenantName };
}

/**
 * The session lookup of a route that answers with the user's name (`/api/me`, on every page
 * load): the name comes in the same query, one round trip to the database instead of two.
 */
const activeSessionWithName = preparedStatement((db: Db) => {
  const { customerName, tenantName } = nameSources(db);
  return db
    .select({
      ...activeSessionColumns,
      customerCompany: customerName.company,
      customerFirstName: customerName.firstName,
      customerLastName: customerName.lastName,
      tenantCompany: tenantName.company,
      tenantFirstName: tenantName.firstName,
      tenantLastName: tenantName.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(customerName, sql`true`)
    .leftJoinLateral(tenantName, sql`true`)
    .where(activeSessionCondition)
    .limit(1)
    .prepare('auth_active_session_named');
});

/**
 * The session and the name fields of the record the user's role has; only one of the two lateral
 * lookups can find a row (each asks for its role), so the other's fields are all null.
 */
export async function findActiveSessionWithName(
  db: Db,
  key: SessionKey,
): Promise<SessionAndValue<NameFields> | undefined> {
  const [row] = await activeSessionWithName(db).execute({ ...key });
  if (!row) return undefined;
  const {
    customerCompany,
    customerFirstName,
    customerLastName,
    tenantCompany,
    tenantFirstName,
    tenantLastName,
    ...session
  } = row;
  return {
    session,
    value: {
      company: customerCompany ?? tenantCompany,
      firstName: customerFirstName ?? tenantFirstName,
      lastName: customerLastName ?? tenantLastName,
    },
  };
}
