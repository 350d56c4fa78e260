import type { UserCreateBody } from '../../../../domain/schemas/users.ts';
import { validationTexts } from '../../../../domain/texts/index.ts';
import { isValidEmail } from '../../../../domain/validation/validation.ts';

export type AccessKind = 'tenant' | 'customer';
export type AccessMode = 'invite' | 'manual';

/** Typed text as the server should get it: trailing (and leading) blanks gone, empty means null. */
export function cleanText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export interface AccessInput {
  email: string;
  username: string;
  phone: string;
  password: string;
}

/**
 * The first problem of the form, or null. An invitation needs a valid address to go to; setting a
 * password needs something to sign in with when the login is still to be created, and the password.
 */
export function accessProblem(mode: AccessMode, input: AccessInput, hasLogin: boolean): string | null {
  const email = cleanText(input.email);
  if (mode === 'invite') {
    if (email === null) return validationTexts.emailRequired;
    if (!isValidEmail(email)) return validationTexts.emailInvalid;
    return null;
  }
  if (!hasLogin && cleanText(input.username) === null && cleanText(input.phone) === null)
    return validationTexts.usernameOrPhoneRequired;
  if (email !== null && !isValidEmail(email)) return validationTexts.emailInvalid;
  if (input.password.trim() === '') return validationTexts.passwordEmpty;
  return null;
}

/**
 * The login to create for a record without one. An invited person signs in with the address, so it
 * becomes the username; a manual login takes the username, or the phone number when none is given.
 * No password: the server picks a random one, replaced by the invitation or the password set next.
 */
export function newLoginBody(mode: AccessMode, kind: AccessKind, input: AccessInput): UserCreateBody {
  const email = cleanText(input.email);
  const username = mode === 'invite' ? email : (cleanText(input.username) ?? cleanText(input.phone));
  return { username, email, role: kind };
}

/** A username suggestion for the manual mode: the address when there is one, else first.last. */
export function suggestedUsername(record: {
  email: string | null;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
}): string {
  if (record.email?.trim()) return record.email.trim();
  const parts = [record.first_name, record.last_name]
    .map((p) => p?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  return parts.join('.').replace(/\s+/g, '.');
}
