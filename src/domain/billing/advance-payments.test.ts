import { describe, expect, it } from 'vitest';
import { creditedAdvance, monthlyAdvanceCents } from './advance-payments.ts';

describe('advances credited by the months of a tenancy (§556 Abs. 2 BGB)', () => {
  it('whole months: 01.01.–30.06. at 170 €/month (2.040 €/year) is credited 6 × 170 € = 1.020,00 €', () => {
    const c = creditedAdvance(204_000, '2025-01-01', '2025-06-30');
    expect(c).toEqual({ monthlyCents: 17_000, wholeMonths: 6, partialMonths: [], creditedCents: 102_000 });
  });

  it('the second half: 01.07.–31.12. at 175 €/month is credited 6 × 175 € = 1.050,00 €', () => {
    expect(creditedAdvance(210_000, '2025-07-01', '2025-12-31').creditedCents).toBe(105_000);
  });

  it('a whole year is credited the annual figure exactly, even where a twelfth is not whole cents', () => {
    // 1.000,00 € / 12 = 83,333… €; 12 × 83,33 € would lose 4 cents.
    expect(creditedAdvance(100_000, '2025-01-01', '2025-12-31').creditedCents).toBe(100_000);
    expect(monthlyAdvanceCents(100_000)).toBe(8_333);
  });

  it('a partly occupied month: monthly × occupied days / days of the month, rounded per month', () => {
    // 16.06.–31.12. at 170 €: June 15/30 × 170 € = 85,00 €, July–December 6 × 170 € = 1.020,00 €.
    const c = creditedAdvance(204_000, '2025-06-16', '2025-12-31');
    expect(c.wholeMonths).toBe(6);
    expect(c.partialMonths).toEqual([{ month: '2025-06-01', days: 15, monthDays: 30, cents: 8_500 }]);
    expect(c.creditedCents).toBe(110_500);
  });

  it('rounds each month half up on its own', () => {
    // 100 €/year: monthly 8,333… € → 8,33 €. 10.01.–20.03.: January 22/31 × 8,333… = 5,9139… → 5,91 €;
    // February whole → 8,33 €; March 20/31 × 8,333… = 5,3763… → 5,38 €. Sum 19,62 €.
    const c = creditedAdvance(10_000, '2025-01-10', '2025-03-20');
    expect(c.partialMonths.map((p) => p.cents)).toEqual([591, 538]);
    expect(c.creditedCents).toBe(591 + 833 + 538);
    // Half a cent rounds up: 12,18 €/year → 1,015 €/month → 1,02 €.
    expect(monthlyAdvanceCents(1_218)).toBe(102);
  });

  it('counts 29 February in a leap year', () => {
    // 2024: February has 29 days. 15.02.–29.02. = 15/29 × 290 € = 150,00 €.
    const leap = creditedAdvance(348_000, '2024-02-15', '2024-02-29');
    expect(leap.partialMonths).toEqual([{ month: '2024-02-01', days: 15, monthDays: 29, cents: 15_000 }]);
    // The whole of February 2024 is a whole month.
    expect(creditedAdvance(348_000, '2024-02-01', '2024-02-29')).toMatchObject({
      wholeMonths: 1,
      creditedCents: 29_000,
    });
    // 2025: 15.02.–28.02. = 14/28 × 290 € = 145,00 €.
    expect(creditedAdvance(348_000, '2025-02-15', '2025-02-28').creditedCents).toBe(14_500);
  });

  it('a tenancy within one month and an empty range', () => {
    // 10.05.–19.05.: 10/31 × 310 € = 100,00 €.
    expect(creditedAdvance(372_000, '2025-05-10', '2025-05-19').creditedCents).toBe(10_000);
    expect(creditedAdvance(372_000, '2025-05-10', '2025-05-09').creditedCents).toBe(0);
  });
});
