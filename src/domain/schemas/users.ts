import { ROLES } from '../roles.ts';
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { userTexts } from '../texts/users.ts';
import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';
import { ActorMarkers } from './common.ts';
import { listQuery } from './list-query.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/**
 * Bodies of the logins screen and the access panel. Empty optional strings arrive as "" or null
 * (the spec's client sends null for empty fields); both mean "not given".
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

const username = safeText({ max: ACCOUNT_LIMITS.usernameMax, tooLong: userTexts.usernameTooLong });
const email = safeText({
  max: ACCOUNT_LIMITS.emailMax,
  notText: validationTexts.emailInvalid,
  tooLong: validationTexts.emailInvalid,
}).refine((v) => v === '' || isValidEmail(v), validationTexts.emailInvalid);
const password = safeText({
  max: ACCOUNT_LIMITS.passwordMax,
  kind: 'secret',
  tooLong: userTexts.passwordTooLong,
});
const role = z.enum(ROLES, { error: userTexts.roleInvalid });

export const UserCreateBody = z.object({
  username: optional(username),
  email: optional(email),
  /** Empty: a strong random password; the login is then activated through an invitation. */
  password: optional(password),
  role: role.optional(),
  ...ActorMarkers,
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** Partial: the logins screen sends username, e-mail and role; leaving one out keeps it. */
export const UserUpdateBody = z
  .object({
    username: username.optional(),
    email: optional(email),
    role: role.optional(),
    ...ActorMarkers,
  })
  .refine((body) => body.username !== undefined || body.email !== undefined || body.role !== undefined, {
    error: userTexts.nothingToSave,
  });
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

export const USER_SORT_FIELDS = ['id', 'username', 'email', 'role', 'created_at', 'last_login_at'] as const;
export const UserListQuery = listQuery(USER_SORT_FIELDS);
export type UserListQuery = z.infer<typeof UserListQuery>;
