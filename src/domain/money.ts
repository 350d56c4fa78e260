import { formatDecimalDe, NBSP, parseDecimalDe, parseDecimalPlain, toPlainDecimal } from './decimal.ts';

/** Money is always an integer number of cents. */
export type Cents = number;

/** "1.234,56" or "1234,5" → 123456 / 123450 cents; more than 2 decimals or other text → null. */
export function parseMoneyDe(input: string): Cents | null {
  return parseDecimalDe(input.replace(/€/g, ''), { places: 2, maxDecimals: 2 });
}

/**
 * 123456 → "1.234,56 €", the platform's one money formatter. Screens and mails put a no-break
 * space before the sign, as Intl de-DE writes it; calculation paths and the PDF a plain space
 * (`'plain'`), so their text reads the same in JSON, in the PDF and when copied.
 */
export function formatMoneyDe(cents: Cents, space: 'no-break' | 'plain' = 'no-break'): string {
  return `${formatDecimalDe(cents, 2)}${space === 'plain' ? ' ' : NBSP}€`;
}

/** 123456 → "1.234,56" (for input fields). */
export function formatMoneyInputDe(cents: Cents): string {
  return formatDecimalDe(cents, 2);
}

/** Euro amount from an API number or decimal string ("1234.5") to cents, without float arithmetic. */
export function euroToCents(value: number | string): Cents | null {
  return parseDecimalPlain(value, { places: 2, maxDecimals: 2 });
}

/** Cents to a machine decimal string ("1234.50"). */
export function centsToEuroString(cents: Cents): string {
  return toPlainDecimal(cents, 2);
}

/** Cents to a euro number for display-only API compatibility fields; never used for arithmetic. */
export function centsToEuroNumber(cents: Cents): number {
  return Number(centsToEuroString(cents));
}
