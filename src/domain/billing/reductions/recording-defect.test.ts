import { describe, expect, it } from 'vitest';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, YEAR_2023 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * §12 Abs. 1 S. 1 HeizkostenV as the BGH applies it (VIII ZR 329/14): consumption recorded against the
 * regulation lets the tenant cut "den auf ihn entfallenden Anteil" of that pot by 15 %, fixed and consumption
 * part alike. Building (2023): W1 60 m², W2 40 m²; heating 1.000,00 € at 50 % (readings W1 600, W2 400),
 * hot water only 200,00 € at 50 % (readings W1 30, W2 10 m³), no shared costs split into hot water.
 *   Heating: fixed 50.000 → W1 30.000, W2 20.000; consumption 50.000 → W1 30.000, W2 20.000.
 *            W1 60.000, W2 40.000.
 *   Hot water: fixed 10.000 → W1 6.000, W2 4.000; consumption 10.000 → W1 7.500, W2 2.500.
 *            W1 13.500, W2 6.500.
 */
function building(heating: Partial<HeatingInput> = {}): BillingInput {
  return {
    period: YEAR_2023,
    units: [
      { id: 'W1', area_m2: 60 },
      { id: 'W2', area_m2: 40 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
    ],
    costs: [],
    consumption: [
      { occupancy: '1', kind: 'heating', value: 600 },
      { occupancy: '2', kind: 'heating', value: 400 },
      { occupancy: '1', kind: 'hot_water', value: 30 },
      { occupancy: '2', kind: 'hot_water', value: 10 },
    ],
    heating: {
      total_cents: 100_000,
      hot_water_only_cents: 20_000,
      consumption_share_percent: 50,
      hot_water_consumption_share_percent: 50,
      hot_water: { method: 'none' },
      ...heating,
    },
  };
}

describe('§12 Abs. 1 S. 1 HeizkostenV: consumption recorded against the regulation, 15 %', () => {
  it('heating: 15 % of the whole heating share, W1 60.000 → 9.000, W2 40.000 → 6.000, borne by the landlord', () => {
    const r = calc(building({ recording_defect: 'heating' }));
    expect(occ(r, '1').reductions).toEqual([
      {
        rule: 'recording_defect',
        law: '§12 Abs. 1 S. 1 HeizkostenV',
        percent: 15,
        base_cents: 60_000,
        amount_cents: 9_000,
        applied: true,
      },
    ]);
    // W1 pays 60.000 + 13.500 − 9.000 = 64.500.
    expect(occ(r, '1').total_cents).toBe(64_500);
    expect(occ(r, '2').reductions_cents).toBe(6_000);
    expect(r.landlord.reductions_cents).toBe(15_000);
    expect(r.heating?.recording_defect).toBe('heating');
    expect(occ(r, '1').notes.join(' ')).toMatch(
      /Da die Heizkosten mit einer Verbrauchserfassung abgerechnet wurden, die nicht den Vorschriften/,
    );
    expect(r.check).toEqual({ costs_cents: 120_000, allocated_cents: 120_000 });
  });

  it('hot water: W1 13.500 → 2.025, W2 6.500 → 975', () => {
    const r = calc(building({ recording_defect: 'hot_water' }));
    expect(occ(r, '1').reductions[0]).toMatchObject({ base_cents: 13_500, amount_cents: 2_025 });
    expect(occ(r, '2').reductions[0]).toMatchObject({ base_cents: 6_500, amount_cents: 975 });
  });

  it('both: W1 73.500 → 11.025, W2 46.500 → 6.975', () => {
    const r = calc(building({ recording_defect: 'both' }));
    expect(occ(r, '1').reductions[0]).toMatchObject({ base_cents: 73_500, amount_cents: 11_025 });
    expect(occ(r, '2').reductions[0]).toMatchObject({ base_cents: 46_500, amount_cents: 6_975 });
  });

  it('is named only, not deducted, where the tenant’s reductions are not applied', () => {
    const r = calc(building({ recording_defect: 'heating', apply_tenant_reductions: false }));
    expect(occ(r, '1').reductions[0]).toMatchObject({ amount_cents: 9_000, applied: false });
    expect(occ(r, '1').reductions_cents).toBe(0);
    expect(occ(r, '1').notes.join(' ')).toMatch(/sind Sie berechtigt, Ihren Anteil von 600,00 € um 15 %/);
  });

  it('does not grant the right twice for a pot billed without any measurement', () => {
    // Hot water at 0 %, by area: W1 20.000 × 60/100 = 12.000 → unmeasured 15 % = 1.800;
    // the recording defect of "both" adds the heating only: 60.000 → 9.000.
    const input = building({ recording_defect: 'both', hot_water_consumption_share_percent: 0 });
    input.consumption = input.consumption!.filter((c) => c.kind !== 'hot_water');
    const r = calc(input);
    expect(occ(r, '1').reductions.map((x) => [x.rule, x.base_cents, x.amount_cents])).toEqual([
      ['unmeasured', 12_000, 1_800],
      ['recording_defect', 60_000, 9_000],
    ]);
  });

  it('a vacancy gets none', () => {
    const input = building({ recording_defect: 'both' });
    input.occupancies[1] = { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true };
    expect(occ(calc(input), '2').reductions).toEqual([]);
  });
});
