import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TokenKind } from '../../domain/schemas/accounts.ts';
import type { Db } from '../db/client.ts';
import { auditLog, customers, sessions, tenants, userTokens, users } from '../db/schema.ts';

/** A transaction runs the same queries as the database handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export type UserRow = typeof users.$inferSelect;

/** Set-password links (reset, invitation) and the confirmation of a new e-mail address. */
export type StoredTokenKind = TokenKind | 'email_change' | 'register';

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** E-mail addresses are unique regardless of letter case (users_email_lower_uq). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function isEmailTakenByOther(db: Queryable, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setUserEmail(tx: Queryable, userId: number, email: string, now: Date) {
  await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Queryable, userId: number, passwordHash: string, now: Date) {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertUserToken(
  tx: Queryable,
  token: {
    userId: number;
    kind: StoredTokenKind;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    email?: string | null;
  },
) {
  const [row] = await tx.insert(userTokens).values(token).returning({ id: userTokens.id });
  return row!.id;
}

/** An e-mail change link never sets a password, and a set-password link never changes an address. */
const SET_PASSWORD_KINDS: StoredTokenKind[] = ['reset', 'invite'];

const usable = (tokenHash: string, now: Date, kinds: StoredTokenKind[] = SET_PASSWORD_KINDS) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    inArray(userTokens.kind, kinds),
    isNull(userTokens.usedAt),
    isNull(userTokens.revokedAt),
    gt(userTokens.expiresAt, now),
  );

export interface UsableToken {
  id: number;
  userId: number;
  kind: TokenKind;
  /** An invitation's address, set on the login when it is accepted. */
  email: string | null;
}

/** Not used, not revoked, not expired. */
export async function findUsableToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<UsableToken | undefined> {
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId, kind: userTokens.kind, email: userTokens.email })
    .from(userTokens)
    .where(usable(tokenHash, now));
  return row && { ...row, kind: row.kind as TokenKind };
}

/**
 * Marks the token used in the same statement that checks it, so two concurrent confirmations
 * cannot both succeed: the second finds `used_at` already set and gets nothing back.
 */
export async function claimToken(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<UsableToken | undefined> {
  const [row] = await tx.update(userTokens).set({ usedAt: now }).where(usable(tokenHash, now)).returning({
    id: userTokens.id,
    userId: userTokens.userId,
    kind: userTokens.kind,
    email: userTokens.email,
  });
  return row && { ...row, kind: row.kind as TokenKind };
}

/** Claims an e-mail change link in the statement that checks it (single use, as `claimToken`). */
export async function claimEmailChangeToken(tx: Queryable, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now, ['email_change']))
    .returning({ id: userTokens.id, userId: userTokens.userId, email: userTokens.email });
  return row;
}

/** The address of the login's open e-mail change, if there is one (at most one is open). */
export async function pendingEmailChange(db: Queryable, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: userTokens.email })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.kind, 'email_change'),
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(userTokens.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Whether an address is in use by another login or, for a landlord, by another customer record
 * (a customer's address is its contact for mails and must be its own).
 */
export async function emailTakenForLogin(
  db: Queryable,
  email: string,
  login: { id: number; role: string },
): Promise<boolean> {
  if (await isEmailTakenByOther(db, email, login.id)) return true;
  if (login.role !== 'customer') return false;
  const [other] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(${customers.email})`, email.trim().toLowerCase()),
        or(isNull(customers.userId), ne(customers.userId, login.id)),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * A confirmed address becomes the contact address of the login's profile records too: the
 * landlord's customer record or every tenancy of the tenant (one person, one address).
 */
export async function setProfileEmailsOfLogin(tx: Queryable, userId: number, email: string, now: Date) {
  await tx.update(customers).set({ email, updatedAt: now }).where(eq(customers.userId, userId));
  await tx.update(tenants).set({ email, updatedAt: now }).where(eq(tenants.userId, userId));
}

/** Revokes the user's open links, all of them or those of one kind. */
export async function revokeOpenTokens(tx: Queryable, userId: number, now: Date, kind?: StoredTokenKind) {
  await tx
    .update(userTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
        kind ? eq(userTokens.kind, kind) : undefined,
      ),
    );
}

/** Ends every session of the user, except the one given (an admin changing their own password). */
export async function revokeSessions(tx: Queryable, userId: number, now: Date, keepSessionId?: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/**
 * Public requests that send mail are written to the audit log with the caller's address;
 * the per-address rate limit counts these rows. `created_at` is the service clock, not the
 * database's, so the window moves with `ctx.now()`.
 */
export async function recordPublicRequest(
  tx: Queryable,
  entry: { action: string; entity: string; entityId: number | null; ip: string; at: Date; details?: object },
) {
  await tx.insert(auditLog).values({
    actorUserId: null,
    actorRole: null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: { ip: entry.ip, ...entry.details },
    createdAt: entry.at,
  });
}

// ---- A landlord's own sign-up ----

/** The login whose username or e-mail address is this address (both unique regardless of case). */
export async function findLoginByAddress(db: Queryable, address: string): Promise<UserRow | undefined> {
  const needle = address.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .limit(1);
  return row;
}

export interface Registrant {
  email: string;
  passwordHash: string;
  contactPerson: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/** A pending landlord login (username = e-mail address) and its customer record. */
export async function insertPendingRegistration(tx: Queryable, r: Registrant, now: Date): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      username: r.email,
      email: r.email,
      role: 'customer',
      passwordHash: r.passwordHash,
      registrationPending: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(customers).values({
    userId: user!.id,
    companyName: r.companyName,
    contactPerson: r.contactPerson,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    createdAt: now,
    updatedAt: now,
  });
  return user!.id;
}

/**
 * A repeated sign-up of an unconfirmed address takes the newest form's password and names: only
 * whoever opens the mailed link can use them, and a mistyped password is mended by signing up again.
 */
export async function replacePendingRegistration(tx: Queryable, userId: number, r: Registrant, now: Date) {
  const changed = await tx
    .update(users)
    .set({ passwordHash: r.passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.registrationPending, true)))
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  await tx
    .update(customers)
    .set({
      companyName: r.companyName,
      contactPerson: r.contactPerson,
      firstName: r.firstName,
      lastName: r.lastName,
      updatedAt: now,
    })
    .where(eq(customers.userId, userId));
  return true;
}

/** Claims a sign-up link in the statement that checks it (single use, as `claimToken`). */
export async function claimRegisterToken(tx: Queryable, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now, ['register']))
    .returning({ id: userTokens.id, userId: userTokens.userId });
  return row;
}

/** The confirmed login may sign in from now on. */
export async function confirmRegistration(tx: Queryable, userId: number, now: Date) {
  await tx.update(users).set({ registrationPending: false, updatedAt: now }).where(eq(users.id, userId));
}
