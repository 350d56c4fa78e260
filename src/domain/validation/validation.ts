import { validationTexts } from '../texts/validation.ts';
import { parseDecimalDe } from '../decimal.ts';

/*
 * Text a person can type: no C0 controls (U+0000–U+001F), no DEL and C1 controls
 * (U+007F–U+009F), and no half of a UTF-16 surrogate pair without its partner, which cannot be
 * stored as UTF-8. PostgreSQL refuses NUL outright, and the other controls let one value pose as
 * several lines in mails and logs. Multi-line text (message bodies) may also hold tab, line feed
 * and carriage return. The patterns are exported so that the zod schemas show them in the
 * OpenAPI description too. Unicode's control category (Cc) is exactly these ranges; a single
 * character class per position keeps the patterns linear on any length.
 *
 * Names and free texts also refuse the invisible characters that rearrange what is shown around
 * them: the bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069),
 * which make a name, an address or an amount read backwards or as another in the screens, mails
 * and PDFs, and the line and paragraph separators (U+2028, U+2029), which break one value into
 * several lines there. Secrets (passwords, link tokens) keep only the control rule: they are
 * never shown, and a password chosen with such a character must still sign in.
 */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
export const MULTI_LINE_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069])*$/u;
export const SECRET_TEXT = /^\P{Cc}*$/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function isCleanText(value: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(value) && !hasLoneSurrogate(value);
}

/** Spec: non-space text, one @, non-space text, a dot, non-space text; no control characters either. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return EMAIL.test(address) && isCleanText(address);
}

/** At least 8 characters with lowercase, uppercase and a digit: the product's minimum for passwords people choose. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** The set-password page's check; returns the German message or null when fine. */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return validationTexts.passwordsDoNotMatch;
  if (!isStrongPassword(password)) return validationTexts.passwordTooWeak;
  return null;
}

export const READING_MAX_ABS_MILLI = 10_000_000_000; // 10,000,000 in thousandths, exclusive

/** Reading value: German input, rounded to 3 decimals, absolute value below 10,000,000. Result in thousandths. */
export function parseReadingDe(
  input: string,
  mode: 'add' | 'edit',
): { ok: true; milli: number } | { ok: false; message: string } {
  const milli = parseDecimalDe(input, { places: 3 });
  const tooLarge = mode === 'add' ? validationTexts.readingTooLargeAdd : validationTexts.readingTooLargeEdit;
  if (milli === null)
    return { ok: false, message: mode === 'add' ? validationTexts.invalidNumber : tooLarge };
  if (Math.abs(milli) >= READING_MAX_ABS_MILLI) return { ok: false, message: tooLarge };
  return { ok: true, milli };
}

/** Living area: digits and one decimal separator, at most 2 decimals, not negative. Result in hundredths. */
export function parseAreaDe(
  input: string,
): { ok: true; hundredths: number } | { ok: false; message: string } {
  const text = input.trim();
  if (/^-/.test(text)) {
    return parseDecimalDe(text, { places: 2, maxDecimals: 2 }) === null
      ? { ok: false, message: validationTexts.areaInvalid }
      : { ok: false, message: validationTexts.areaNegative };
  }
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return { ok: false, message: validationTexts.areaInvalid };
  const value = parseDecimalDe(text.replace('.', ','), { places: 2, maxDecimals: 2 });
  return value === null
    ? { ok: false, message: validationTexts.areaInvalid }
    : { ok: true, hundredths: value };
}

/** Postcode: 4 or 5 digits (Germany 5, Austria and Switzerland 4). */
export function isValidPostcode(value: string): boolean {
  return /^\d{4,5}$/.test(value.trim());
}
