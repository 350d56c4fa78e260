import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { validationTexts } from '../texts/validation.ts';
import { passwordText } from './accounts.ts';
import { RoleEnum } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Capped so that neither the attempt log nor argon2 ever sees a megabyte. */
export const LoginBody = z.object({
  username: safeText({ max: ACCOUNT_LIMITS.usernameMax, notText: validationTexts.loginUsernameRequired }).min(
    1,
    validationTexts.loginUsernameRequired,
  ),
  password: passwordText(validationTexts.loginPasswordRequired).min(1, validationTexts.loginPasswordRequired),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: RoleEnum,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({ token: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ user: SessionUser, display_name: z.string() });
export type MeResponse = z.infer<typeof MeResponse>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});

/** `starting` until migrations are done, `draining` after SIGTERM, `error` while the database does not answer. */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'error']),
  role: z.enum(['all', 'web', 'worker']),
  database: z.boolean(),
});
