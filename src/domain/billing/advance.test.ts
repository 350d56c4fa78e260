import { describe, expect, it } from 'vitest';
import { proposedMonthlyAdvance } from './advance.ts';
import { calc, occ, YEAR_2023 } from '../../../tests/fixtures/billing/test-support.ts';

describe('§560 BGB new monthly advance', () => {
  it('full year: costs ÷ 12, rounded half up to whole euros', () => {
    // 3.700,73 € / 12 = 308,39 € → 308 €
    expect(proposedMonthlyAdvance(370_073, 366n, 366n)).toBe(30_800);
    // 1.206,00 € / 12 = 100,50 € → 101 € (half up)
    expect(proposedMonthlyAdvance(120_600, 365n, 365n)).toBe(10_100);
    // 1.205,99 € / 12 = 100,499 € → 100 €
    expect(proposedMonthlyAdvance(120_599, 365n, 365n)).toBe(10_000);
  });

  it('part of the period is annualised: 300,00 € for 91 of 365 days → 300 · 365/91 / 12 = 100,27 € → 100 €', () => {
    expect(proposedMonthlyAdvance(30_000, 91n, 365n)).toBe(10_000);
  });

  it('no surcharge and never negative', () => {
    expect(proposedMonthlyAdvance(0, 365n, 365n)).toBe(0);
    expect(proposedMonthlyAdvance(-500, 365n, 365n)).toBe(0);
  });

  it('is proposed only for tenants who continue after the period', () => {
    // B moves in 01.10.2023 (92 days) and stays; A leaves 30.09.
    // B: 100000 · 92/365 = 25205.479 → 25205 (r .479), A: 74794.520 → 74794 (r .520) → A gets the cent: 74795
    // B advance: 25205 · 365/92 / 12 = 8333.29 cents → 83 € → 8300
    const r = calc({
      period: YEAR_2023,
      units: [{ id: 'W1', area_m2: 10 }],
      occupancies: [
        { id: 'A', unit: 'W1', name: 'A', from: '2020-01-01', to: '2023-09-30' },
        { id: 'B', unit: 'W1', name: 'B', from: '2023-10-01' },
      ],
      costs: [{ id: 'g', name: 'G', amount_cents: 100_000, key: 'area' }],
    });
    expect(occ(r, 'A').total_cents).toBe(74_795);
    expect(occ(r, 'A').new_monthly_advance_cents).toBeNull();
    expect(occ(r, 'B').total_cents).toBe(25_205);
    expect(occ(r, 'B').new_monthly_advance_cents).toBe(8_300);
  });

  it('an occupancy ending exactly on the last day of the period does not continue', () => {
    const r = calc({
      period: YEAR_2023,
      units: [{ id: 'W1', area_m2: 10 }],
      occupancies: [{ id: 'A', unit: 'W1', name: 'A', from: '2020-01-01', to: '2023-12-31' }],
      costs: [{ id: 'g', name: 'G', amount_cents: 1_200, key: 'area' }],
    });
    expect(occ(r, 'A').new_monthly_advance_cents).toBeNull();
  });
});
