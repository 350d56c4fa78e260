import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { randomPassword } from '../auth/tokens.ts';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates the protected admin login on first start. Returns the generated password when none
 * was configured, so the caller can print it exactly once; it is never stored in clear text.
 */
export async function ensureAdmin(
  db: Db,
  configured: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, ADMIN_USERNAME));
  if (existing) return { created: false };
  const password = configured ?? randomPassword();
  await db
    .insert(users)
    .values({
      username: ADMIN_USERNAME,
      email: null,
      role: 'admin',
      passwordHash: await hashPassword(password),
      isProtected: true,
    })
    .onConflictDoNothing();
  return configured ? { created: true } : { created: true, generatedPassword: password };
}
