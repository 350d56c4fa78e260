import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditedAdvance } from '../billing/advance-payments.ts';
import { addDays } from '../dates.ts';
import { monthlyDues } from './monthly-dues.ts';
import { tenancyWithinYear } from './tenancy.ts';

const dues = (annual: number | null, moveIn: string | null, moveOut: string | null, year = 2025) =>
  monthlyDues({ annual_advance_cents: annual, move_in: moveIn, move_out: moveOut }, year).map(
    (m) => m.due_cents,
  );
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('monthlyDues', () => {
  it('splits a full year into twelve months adding up to the annual figure, the leftover cents at the end', () => {
    // 1.000,00 € a year: a twelfth is 83,33 €; the 4 cents left go to September to December.
    const months = monthlyDues(
      { annual_advance_cents: 100_000, move_in: '2020-05-01', move_out: null },
      2025,
    );
    expect(months.map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(months.map((m) => m.due_cents)).toEqual([
      8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8334, 8334, 8334, 8334,
    ]);
  });

  it('takes the cents a twelfth rounded up gives too much from the last months', () => {
    // 1.000,06 € a year: a twelfth is 83,338… → 83,34 €; 12 × 83,34 = 1.000,08, so 2 cents less in November and December.
    expect(dues(100_006, null, null)).toEqual([
      8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8333, 8333,
    ]);
  });

  it('owes a moving-in month pro rata by its days: move-in on 15 March', () => {
    // March: 17 of 31 days, 100.000 × 17 / (12 × 31) = 4.569,89… → 4.570 cents; April to December 83,33 € each.
    const months = dues(100_000, '2025-03-15', null);
    expect(months).toEqual([0, 0, 4570, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333]);
    expect(sum(months)).toBe(79_567);
  });

  it('owes nothing after a move-out on 31 August', () => {
    const months = dues(100_000, '2019-01-01', '2025-08-31');
    expect(months).toEqual([8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 0, 0, 0, 0]);
    expect(sum(months)).toBe(66_664);
  });

  it('owes nothing outside the tenancy or without an agreed advance', () => {
    expect(sum(dues(100_000, '2026-01-01', null))).toBe(0);
    expect(sum(dues(100_000, null, '2024-12-31'))).toBe(0);
    expect(sum(dues(null, null, null))).toBe(0);
  });

  it('counts 29 days in February of a leap year', () => {
    // 14 of 29 days: 120.000 × 14 / (12 × 29) = 4.827,58… → 4.828 cents.
    expect(dues(120_000, '2024-02-16', '2024-02-29', 2024)[1]).toBe(4828);
  });
});

const tenancy = fc
  .record({
    annual: fc.integer({ min: 0, max: 10_000_000 }),
    start: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
    length: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
  })
  .map(({ annual, start, length }) => {
    const moveIn = start === null ? null : addDays('2025-01-01', start);
    const moveOut = length === null ? null : addDays(moveIn ?? '2024-06-01', length);
    return { annual_advance_cents: annual, move_in: moveIn, move_out: moveOut };
  });

describe('monthlyDues, properties', () => {
  it('a full year sums to the annual advance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (annual) => {
        expect(sum(dues(annual, null, null))).toBe(annual);
      }),
    );
  });

  it('no month is negative, and the months add up to what the statement credits as agreed', () => {
    fc.assert(
      fc.property(tenancy, (t) => {
        const months = monthlyDues(t, 2025).map((m) => m.due_cents);
        expect(months).toHaveLength(12);
        for (const cents of months) expect(cents).toBeGreaterThanOrEqual(0);
        const within = tenancyWithinYear(t, 2025);
        const credited =
          within && t.annual_advance_cents > 0
            ? creditedAdvance(t.annual_advance_cents, within.from, within.to).creditedCents
            : 0;
        expect(sum(months)).toBe(credited);
      }),
    );
  });
});
