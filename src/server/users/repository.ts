import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { normalizeRole } from '../../domain/roles.ts';
import type { UserRecord } from '../../domain/schemas/records.ts';

export function toUserRecord(row: typeof users.$inferSelect): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role),
    is_protected: row.isProtected,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listUsers(db: Db): Promise<UserRecord[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toUserRecord);
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
