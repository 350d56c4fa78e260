import { describe, expect, it } from 'vitest';
import { advanceProposal, heatingPartOfTotal, proposedMonthlyAdvance } from './advance.ts';
import { DEGREE_DAY_YEAR, degreeDayWeight } from './degree-days.ts';
import { dayOf } from '../dates.ts';
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

describe('§560 Abs. 4 BGB: heating annualised by degree days', () => {
  // 1 October to 31 December 2023: Oct 80 ‰ + Nov 120 ‰ + Dec 160 ‰ = 360 ‰ of a year's degree days
  // (the Gradtagzahlen table of §9b HeizkostenV), in 92 of 365 days.
  const quarter = { from: dayOf(2023, 10, 1), to: dayOf(2023, 12, 31) };
  const o = { timeWeight: 92n, degreeDayWeight: degreeDayWeight(quarter) };

  it('the last quarter carries 360 ‰ of the year', () => {
    expect(o.degreeDayWeight * 1000n).toBe(DEGREE_DAY_YEAR * 360n);
  });

  it('heating × 1000/360, other costs × 365/92, together ÷ 12', () => {
    // Heating 360,00 €, other costs 100,00 €, total 460,00 €.
    // 360,00 × 1000/360 = 1.000,00 €; 100,00 × 365/92 = 396,74 €; (1.000,00 + 396,74) / 12 = 116,39 € → 116 €.
    // By days alone it would be 460,00 × 365/92 / 12 = 152,08 € → 152 €, about 31 % too high.
    const p = advanceProposal(o, 46_000, 36_000, 0, 0, 365n);
    expect(p.cents).toBe(11_600);
    expect(p.heating).toEqual({ heating_cents: 36_000, heating_permille: 360, other_cents: 10_000 });
    expect(proposedMonthlyAdvance(46_000, 92n, 365n)).toBe(15_200);
  });

  it('hot water stays annualised by days', () => {
    // Heating 180,00 €, hot water 60,00 €, total 240,00 €.
    // 180,00 × 1000/360 = 500,00 €; 60,00 × 365/92 = 238,04 €; 738,04 / 12 = 61,50 € → 62 € (half up).
    expect(advanceProposal(o, 24_000, 18_000, 6_000, 0, 365n).cents).toBe(6_200);
  });

  it('credits and cuts fall on heating and hot water pro rata', () => {
    // Heating 300,00 €, hot water 100,00 €, credit and §12 cuts 40,00 €:
    // heating part = 300,00 − 40,00 × 300/400 = 270,00 €.
    const part = heatingPartOfTotal(30_000, 10_000, 4_000);
    expect(part.num / part.den).toBe(27_000n);
    expect(part.num % part.den).toBe(0n);
  });

  it('a whole year needs no degree-day explanation and keeps ÷ 12', () => {
    // 1.200,00 € heating for 1000 ‰ in 365 days: 1.200,00 / 12 = 100,00 €.
    const year = { timeWeight: 365n, degreeDayWeight: DEGREE_DAY_YEAR };
    expect(advanceProposal(year, 120_000, 120_000, 0, 0, 365n)).toEqual({ cents: 10_000, heating: null });
  });

  it('through the engine: a tenant who moved in on 1 October', () => {
    // W1 100 m², A until 30.09.2023, B from 01.10.2023 (stays). Heating only 1.000,00 €, 50 % by consumption.
    // Fixed 500,00 € split at the change by degree days (§9b Abs. 2 HeizkostenV): B 360 ‰ = 180,00 €.
    // Consumption 500,00 € by the interim reading: A 640, B 360 units → B 180,00 €.
    // Operating costs 365,00 € by area, by days: B 92/365 → 92,00 €.
    // B: heating 360,00 €, other 92,00 €, total 452,00 €.
    // Advance: (360,00 × 1000/360 + 92,00 × 365/92) / 12 = (1.000,00 + 365,00) / 12 = 113,75 € → 114 €.
    const r = calc({
      period: YEAR_2023,
      units: [{ id: 'W1', area_m2: 100 }],
      occupancies: [
        { id: 'A', unit: 'W1', name: 'A', from: '2020-01-01', to: '2023-09-30' },
        { id: 'B', unit: 'W1', name: 'B', from: '2023-10-01' },
      ],
      costs: [{ id: 'g', name: 'G', amount_cents: 36_500, key: 'area' }],
      consumption: [
        { occupancy: 'A', kind: 'heating', value: 640 },
        { occupancy: 'B', kind: 'heating', value: 360 },
      ],
      heating: {
        total_cents: 0,
        heating_only_cents: 100_000,
        consumption_share_percent: 50,
        hot_water: { method: 'none' },
      },
    });
    expect(occ(r, 'B').total_cents).toBe(45_200);
    expect(occ(r, 'B').new_monthly_advance_cents).toBe(11_400);
    expect(occ(r, 'B').new_advance_basis).toEqual({
      heating_cents: 36_000,
      heating_permille: 360,
      other_cents: 9_200,
    });
  });
});
