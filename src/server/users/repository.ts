import { asc } from 'drizzle-orm';
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
