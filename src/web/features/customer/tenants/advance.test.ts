import { describe, expect, it } from 'vitest';
import {
  annualFromMonthly,
  monthlyFromAnnual,
  parseMonthlyAdvance,
  sumMonthlyParts,
  yearlyTotalText,
} from './advance.ts';

describe('advance payments', () => {
  it('multiplies the monthly advance by 12 exactly', () => {
    expect(annualFromMonthly(15_050)).toBe(180_600);
    expect(annualFromMonthly(3)).toBe(36);
    expect(yearlyTotalText('150,50')).toBe('1.806,00\u00a0€');
    expect(yearlyTotalText('abc')).toBeNull();
  });

  it('shows the stored annual advance as a monthly amount', () => {
    expect(monthlyFromAnnual(216_000)).toBe(18_000);
    expect(monthlyFromAnnual(100)).toBe(8);
  });

  it('parses German input and names invalid and negative amounts', () => {
    expect(parseMonthlyAdvance('1.200,00 €')).toEqual({ ok: true, cents: 120_000 });
    expect(parseMonthlyAdvance('0')).toEqual({ ok: true, cents: 0 });
    expect(parseMonthlyAdvance('')).toEqual({
      ok: false,
      message: 'Bitte eine gültige monatliche Vorauszahlung eingeben.',
    });
    expect(parseMonthlyAdvance('12,345')).toMatchObject({ ok: false });
    expect(parseMonthlyAdvance('-5')).toEqual({
      ok: false,
      message: 'Vorauszahlung darf nicht negativ sein.',
    });
  });

  it('adds the calculator parts, skipping empty rows', () => {
    expect(sumMonthlyParts(['80', '', '45,50'])).toBe(12_550);
    expect(sumMonthlyParts(['80', 'x'])).toBeNull();
    expect(sumMonthlyParts([])).toBe(0);
  });
});
