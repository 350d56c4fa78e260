import { parseDecimalPlain, toPlainDecimal } from '../decimal.ts';
import { READING_MAX_ABS_MILLI, parseReadingDe } from '../validation/validation.ts';
import { validationTexts } from '../texts/index.ts';
import { ValidationError } from '../errors.ts';

/**
 * A reading as typed (German "1.234,5") or sent as a JSON number, rounded to 3 decimals, absolute
 * value below 10,000,000; as the decimal string the database stores. The messages differ between
 * adding and editing, as the screens word them.
 */
export function readingValue(input: number | string, mode: 'add' | 'edit'): string {
  const tooLarge = mode === 'add' ? validationTexts.readingTooLargeAdd : validationTexts.readingTooLargeEdit;
  if (typeof input === 'string') {
    const parsed = parseReadingDe(input, mode);
    if (!parsed.ok) throw new ValidationError(parsed.message, { field: 'reading_value' });
    return toPlainDecimal(parsed.milli, 3);
  }
  const milli = parseDecimalPlain(input, { places: 3 });
  if (milli === null || Math.abs(milli) >= READING_MAX_ABS_MILLI)
    throw new ValidationError(tooLarge, { field: 'reading_value' });
  return toPlainDecimal(milli, 3);
}

/**
 * A reading of the readings table: a machine decimal ("1234.567", as the table answers it) or a
 * JSON number, rounded to 3 decimals, absolute value below 10,000,000, as the readings API takes
 * it; the reason in German when it cannot be one, for the caller to name the cell.
 */
export function tableReadingValue(input: number | string): { value: string } | { reason: string } {
  const milli = parseDecimalPlain(input, { places: 3 });
  if (milli === null) return { reason: validationTexts.invalidNumber };
  if (Math.abs(milli) >= READING_MAX_ABS_MILLI) return { reason: validationTexts.readingTooLargeAdd };
  return { value: toPlainDecimal(milli, 3) };
}
