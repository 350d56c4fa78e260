import { formatMoneyDe, parseMoneyDe, type Cents } from '../../../../domain/money.ts';
import { validationTexts } from '../../../../domain/texts/index.ts';

/**
 * The landlord types the monthly advance; the tenancy stores the yearly one. Working in cents
 * makes "monthly × 12, rounded to 2 decimals" exact.
 */
export const annualFromMonthly = (monthlyCents: Cents): Cents => monthlyCents * 12;

/** The monthly amount shown for a stored annual advance (rounded to the cent). */
export const monthlyFromAnnual = (annualCents: Cents): Cents => Math.round(annualCents / 12);

export type MonthlyAdvance = { ok: true; cents: Cents } | { ok: false; message: string };

/** A monthly advance typed the German way ("150", "150,50", "1.200,00 €"). */
export function parseMonthlyAdvance(input: string): MonthlyAdvance {
  const text = input.trim();
  if (text.startsWith('-') && parseMoneyDe(text) !== null)
    return { ok: false, message: validationTexts.advanceNegative };
  const cents = text === '' ? null : parseMoneyDe(text);
  if (cents === null || cents < 0) return { ok: false, message: validationTexts.monthlyAdvanceInvalid };
  return { ok: true, cents };
}

/** The yearly total the screen shows beside the monthly input, or null while the input is invalid. */
export function yearlyTotalText(input: string): string | null {
  const monthly = parseMonthlyAdvance(input);
  return monthly.ok ? formatMoneyDe(annualFromMonthly(monthly.cents)) : null;
}

/** The calculator adds monthly parts; empty rows count as nothing, an invalid one spoils the sum. */
export function sumMonthlyParts(parts: readonly string[]): Cents | null {
  let sum = 0;
  for (const part of parts) {
    if (part.trim() === '') continue;
    const parsed = parseMonthlyAdvance(part);
    if (!parsed.ok) return null;
    sum += parsed.cents;
  }
  return sum;
}
