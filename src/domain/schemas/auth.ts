import { validationTexts } from '../texts/validation.ts';
import { RoleEnum } from './common.ts';
import { z } from './zod.ts';

export const LoginBody = z.object({
  username: z
    .string({ error: validationTexts.loginUsernameRequired })
    .trim()
    .min(1, validationTexts.loginUsernameRequired),
  password: z
    .string({ error: validationTexts.loginPasswordRequired })
    .min(1, validationTexts.loginPasswordRequired),
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
