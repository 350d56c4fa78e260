import { emailChangeTexts, errorTexts, fieldEditTexts, validationTexts } from '../../domain/texts/index.ts';
import { isValidEmail } from '../../domain/validation/validation.ts';
import { ApiError } from '../api/api-error.ts';

/** Thrown before anything is sent: the typed address is no e-mail address. */
export class InvalidEmail extends Error {}

/** Thrown before anything is sent: a new address without the current password. */
export class PasswordMissing extends Error {}

/** The typed address when it is one; an empty or malformed one throws `InvalidEmail`. */
export function checkedEmail(value: string): string {
  if (!value || !isValidEmail(value)) throw new InvalidEmail();
  return value;
}

/**
 * The fields that save a new e-mail address: the address and the current password, which the
 * server needs for a new address (a change of letter case is none and needs no password).
 */
export function emailChange(stored: string | null, value: string, password: string | undefined) {
  const email = checkedEmail(value);
  if (email.toLowerCase() === (stored ?? '').toLowerCase()) return { email };
  if (!password) throw new PasswordMissing();
  return { email, current_password: password };
}

/** The password field shown beside a changed e-mail address. */
export const currentPasswordField = {
  label: emailChangeTexts.currentPasswordLabel,
  hint: emailChangeTexts.currentPasswordHint,
};

/**
 * The failed save's message on a profile, the landlord's and the tenant's alike: the spec's texts
 * for a taken (409) or malformed address, the server's own German sentence for other refusals,
 * the field's generic text otherwise.
 */
export function profileSaveError(error: unknown): string {
  if (error instanceof InvalidEmail) return validationTexts.emailInvalidShort;
  if (error instanceof PasswordMissing) return emailChangeTexts.currentPasswordRequired;
  if (error instanceof ApiError && error.status === 409) return errorTexts.emailInUse;
  if (error instanceof ApiError && error.fromServer && error.status < 500) return error.message;
  return fieldEditTexts.saveFailed;
}
