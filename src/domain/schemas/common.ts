import { isValidEmail } from '../validation/validation.ts';
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { inputTexts, requestTexts } from '../texts/input.ts';
import { validationTexts } from '../texts/validation.ts';
import { ROLES } from '../roles.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Largest PostgreSQL `integer`: every `serial` row id and id column fits below it. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a JSON body. Larger values would make PostgreSQL fail the whole query (integer out
 * of range) instead of simply finding nothing.
 */
export const DatabaseId = z
  .number({ error: inputTexts.idInvalid })
  .int({ error: inputTexts.idInvalid })
  .min(1, { error: inputTexts.idInvalid })
  .max(INT4_MAX, { error: inputTexts.idInvalid });

/**
 * A row id in a path: decimal digits only, then the same range as in bodies. An id that cannot
 * exist answers 400 like any other invalid input; 404 stays the answer for a well-formed id
 * without a (visible) row.
 */
export const IdPathSegment = z
  .string({ error: inputTexts.idInvalid })
  .regex(/^\d+$/, { error: inputTexts.idInvalid, abort: true })
  .transform(Number)
  .pipe(DatabaseId);

export const IdParam = z.object({ id: IdPathSegment });
export const MessageResponse = z.object({ message: z.string() });
export const EmailString = safeText({
  max: ACCOUNT_LIMITS.emailMax,
  notText: validationTexts.emailInvalid,
  tooLong: validationTexts.emailInvalid,
}).refine(isValidEmail, validationTexts.emailInvalid);
export const RoleEnum = z.enum(ROLES);

/**
 * Older clients send `_actor`/`_actor_role` in bodies. They are accepted so those calls keep
 * working, and ignored: the actor always comes from the bearer token.
 */
export const ActorMarkers = {
  _actor: z.unknown().optional(),
  _actor_role: z.unknown().optional(),
};

/** `?hard=1` (or true) on a delete: remove for good instead of the gentler default. */
export const HardDeleteQuery = z.object({
  hard: z.enum(['1', 'true', '0', 'false'], { error: requestTexts.hardInvalid }).optional(),
});
export const isHard = (query: { hard?: string | undefined }) => query.hard === '1' || query.hard === 'true';

/** An optional field where "" and null both mean "none" (the spec's client sends null for empty fields). */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();
