import { formatDateDe } from '../dates.ts';
import { formatDecimalDe, parseDecimalPlain } from '../decimal.ts';

/**
 * de-DE display of billing values, built on the shared formatters. Calculation paths and the
 * PDF write a plain space before € (the shared `formatMoneyDe` uses Intl's no-break space),
 * so the text reads the same in JSON, in the PDF and when copied.
 */

/** 123456 → "1.234,56 €" */
export function formatCents(cents: number, withSymbol = true): string {
  const s = formatDecimalDe(cents, 2);
  return withSymbol ? `${s} €` : s;
}

/** A display number rounded half away from zero on its shortest decimal string. */
function scaled(value: number, decimals: number): number {
  return parseDecimalPlain(value, { places: decimals }) ?? 0;
}

/** 1234.5 → "1.234,50" */
export function formatNumber(value: number, decimals = 2): string {
  return formatDecimalDe(scaled(value, decimals), decimals);
}

/** Decimals as needed, at most `max`: 75 → "75", 75.5 → "75,5". */
export function formatQuantity(value: number, max = 3): string {
  return formatDecimalDe(scaled(value, max), max, 0);
}

/** "2024-12-31" → "31.12.2024" */
export const formatDate = formatDateDe;

/** 12.5 → "12,5 %" */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)} %`;
}
