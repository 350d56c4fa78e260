import type { Db } from '../db/client.ts';
import { insertUserIfAbsent, usernameExists } from '../users/repository.ts';
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
  if (await usernameExists(db, ADMIN_USERNAME)) return { created: false };
  const password = configured ?? randomPassword();
  const created = await insertUserIfAbsent(db, {
    username: ADMIN_USERNAME,
    email: null,
    role: 'admin',
    passwordHash: await hashPassword(password),
    isProtected: true,
  });
  if (!created) return { created: false };
  return configured ? { created: true } : { created: true, generatedPassword: password };
}
