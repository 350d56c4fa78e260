import { parseDecimalPlain } from '../decimal.ts';
import { euroToCents, parseMoneyDe } from '../money.ts';

/**
 * The labour share of an invoice (§35a Abs. 5 EStG: labour, machine and travel costs incl. VAT, not
 * material). No e-invoice standard has a field for it; German craftsmen state it either in a note
 * ("Im Rechnungsbetrag enthaltene Lohnkosten nach §35a EStG: 238,00 €") or as line items of their
 * own ("Arbeitslohn", "Monteurstunden"). A note that names an amount wins; otherwise the labour
 * lines are added up with their VAT. Nothing that looks like labour: null.
 */
export const LABOUR_WORDS =
  /§\s*35\s*a|arbeitslohn|lohnkosten|arbeitskosten|lohnanteil|anteil arbeitslohn|arbeitszeit|monteurstunde|arbeitsstunde|lohn- und fahrtkosten/i;

const DE_AMOUNT = /-?\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)|-?\d+,\d{2}(?!\d)/g;
const PLAIN_AMOUNT = /(?<![\d.,])-?\d+\.\d{2}(?![\d.,])/g;

/** The last amount a line of German text names ("1.234,56 €", or "1234.56" as machines write it), in cents. */
export function lastAmountIn(line: string): number | null {
  const german = [...line.matchAll(DE_AMOUNT)].at(-1);
  if (german) return parseMoneyDe(german[0]);
  const plain = [...line.matchAll(PLAIN_AMOUNT)].at(-1);
  return plain ? euroToCents(plain[0]) : null;
}

export function labourFromNotes(notes: readonly string[]): number | null {
  for (const note of notes) {
    if (!LABOUR_WORDS.test(note)) continue;
    const cents = lastAmountIn(note);
    if (cents !== null) return cents;
  }
  return null;
}

export interface LabourLine {
  description: string;
  net_cents: number | null;
  /** The line's VAT rate as the invoice writes it ("19", "19.00"), or null. */
  vat_percent: string | null;
}

export function labourFromLines(lines: readonly LabourLine[]): number | null {
  let sum: number | null = null;
  for (const line of lines) {
    if (line.net_cents === null || !LABOUR_WORDS.test(line.description)) continue;
    sum = (sum ?? 0) + withVat(line.net_cents, line.vat_percent);
  }
  return sum;
}

/** Net cents plus VAT at the rate, rounded half away from zero to whole cents. */
function withVat(netCents: number, percent: string | null): number {
  const hundredths = percent === null ? 0 : (parseDecimalPlain(percent, { places: 2 }) ?? 0);
  const vat = Math.round((Math.abs(netCents) * hundredths) / 10_000);
  return netCents + Math.sign(netCents) * vat;
}
