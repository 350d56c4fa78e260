import { isIsoDate } from '../dates.ts';
import { isValidEmail } from '../validation.ts';
import { validationTexts } from '../texts/validation.ts';
import { ROLES } from '../roles.ts';
import { z } from './zod.ts';

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export const MessageResponse = z.object({ message: z.string() });
export const IsoDateString = z.string().refine(isIsoDate, validationTexts.invalidDate);
export const EmailString = z.string().trim().refine(isValidEmail, validationTexts.emailInvalid);
export const RoleEnum = z.enum(ROLES);

/**
 * Older clients send `_actor`/`_actor_role` in bodies. They are accepted so those calls keep
 * working, and ignored: the actor always comes from the bearer token.
 */
export const ActorMarkers = {
  _actor: z.unknown().optional(),
  _actor_role: z.unknown().optional(),
};
