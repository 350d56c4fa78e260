import { parseDateDe } from '../../../../domain/dates.ts';
import { formatNumberDe, formatQuantityDe, parseDecimalDe } from '../../../../domain/decimal.ts';
import { draftTexts, validationTexts } from '../../../../domain/texts/index.ts';

/** Masks invoice date input progressively: digits only, dots after day and month ("15012026" → "15.01.2026"). */
export function maskDateInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** An empty date is simply not given yet; anything else must be a real calendar day TT.MM.JJJJ. */
export const isInvoiceDateValid = (note: string) => note.trim() === '' || parseDateDe(note) !== null;

export type Parsed = { value: number | null } | { error: string };

/**
 * German decimal input ("1.234,56") to a number with `places` decimals, rounded half away from
 * zero; empty means none. Negative values get the field's own message.
 */
export function parseDecimalInput(input: string, places: number, negative: string): Parsed {
  const text = input.replace(/€/g, '').trim();
  if (text === '') return { value: null };
  const scaled = parseDecimalDe(text, { places });
  if (scaled === null) return { error: validationTexts.invalidNumber };
  if (scaled < 0) return { error: negative };
  return { value: scaled / 10 ** places };
}

export const parseAmountInput = (input: string) => parseDecimalInput(input, 2, draftTexts.amountNegative);
export const parseKwhInput = (input: string) => parseDecimalInput(input, 3, validationTexts.kwhNegative);
export const parseCo2KgInput = (input: string) => parseDecimalInput(input, 3, validationTexts.co2Negative);
export const parseCo2EurInput = (input: string) =>
  parseDecimalInput(input, 2, validationTexts.co2AmountNegative);
export const parseAdvanceInput = (input: string) =>
  parseDecimalInput(input, 2, validationTexts.advanceNegative);
export function parseAreaInput(input: string): Parsed {
  const parsed = parseDecimalInput(input, 2, validationTexts.areaNegative);
  return 'error' in parsed && parsed.error === validationTexts.invalidNumber
    ? { error: validationTexts.areaInvalid }
    : parsed;
}

/** A stored number in German notation with `places` decimals ("1.234,50"); empty for none. */
export function formatStoredNumber(value: number | null, places: number, minDecimals = places): string {
  if (value === null) return '';
  return minDecimals === places ? formatNumberDe(value, places) : formatQuantityDe(value, places);
}
