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

/** Singular and dative plural of the plural units the engine counts bases and times in. */
const UNIT_FORMS: Readonly<Record<string, { one: string; dative: string }>> = {
  Tage: { one: 'Tag', dative: 'Tagen' },
  Monate: { one: 'Monat', dative: 'Monaten' },
  Personentage: { one: 'Personentag', dative: 'Personentagen' },
  Personenmonate: { one: 'Personenmonat', dative: 'Personenmonaten' },
  Einheiten: { one: 'Einheit', dative: 'Einheiten' },
  Wohneinheiten: { one: 'Wohneinheit', dative: 'Wohneinheiten' },
};

/**
 * A quantity with its unit in correct German: "1 Personentag", "428 Personentage", and after
 * "von" (`dative`) "von 5.002 Personentagen". Units without forms (m², kWh) stay as they are.
 */
export function formatCount(
  value: number,
  unit: string,
  options: { dative?: boolean; max?: number } = {},
): string {
  const number = formatQuantity(value, options.max ?? 3);
  const forms = UNIT_FORMS[unit];
  if (!forms) return `${number} ${unit}`;
  if (number === '1') return `${number} ${forms.one}`;
  return `${number} ${options.dative ? forms.dative : unit}`;
}
