import { errorTexts, fieldEditTexts, validationTexts } from '../../domain/texts/index.ts';
import { isValidEmail } from '../../domain/validation/validation.ts';
import { ApiError } from '../api/api-error.ts';

/** Thrown before anything is sent: the typed address is no e-mail address. */
export class InvalidEmail extends Error {}

/** The typed address when it is one; an empty or malformed one throws `InvalidEmail`. */
export function checkedEmail(value: string): string {
  if (!value || !isValidEmail(value)) throw new InvalidEmail();
  return value;
}

/**
 * The failed save's message on a profile, the landlord's and the tenant's alike: the spec's texts
 * for a taken (409) or malformed address, the server's own German sentence for other refusals,
 * the field's generic text otherwise.
 */
export function profileSaveError(error: unknown): string {
  if (error instanceof InvalidEmail) return validationTexts.emailInvalidShort;
  if (error instanceof ApiError && error.status === 409) return errorTexts.emailInUse;
  if (error instanceof ApiError && error.fromServer && error.status < 500) return error.message;
  return fieldEditTexts.saveFailed;
}
