import { describe, expect, it } from 'vitest';
import { BillingInputError } from '../errors.ts';
import type { BillingInput, HeatingInput, UnitInput } from '../schema.ts';
import { calc, occ, share, YEAR_2023 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * §7 Abs. 1 S. 5 HeizkostenV: the fixed costs by living area, by the enclosed space ("umbauter Raum"), or by the
 * heated area or heated space; §8 Abs. 1 refers to it for the hot water.
 * Building (2023): W1 60 m², 180 m³, heated 50 m² / 125 m³; W2 40 m², 120 m³, heated 30 m² / 75 m³.
 * Heating 1.000,00 €, no hot water, 50 % by consumption (readings W1 600, W2 400):
 *   consumption 50.000 ct: W1 30.000, W2 20.000; fixed 50.000 ct by the basis chosen.
 */
const UNITS: UnitInput[] = [
  { id: 'W1', area_m2: 60, volume_m3: 180, heated_area_m2: 50, heated_volume_m3: 125 },
  { id: 'W2', area_m2: 40, volume_m3: 120, heated_area_m2: 30, heated_volume_m3: 75 },
];

function building(heating: Partial<HeatingInput> = {}, units: UnitInput[] = UNITS): BillingInput {
  return {
    period: YEAR_2023,
    units,
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
    ],
    costs: [],
    consumption: [
      { occupancy: '1', kind: 'heating', value: 600 },
      { occupancy: '2', kind: 'heating', value: 400 },
    ],
    heating: {
      total_cents: 100_000,
      consumption_share_percent: 50,
      hot_water: { method: 'none' },
      ...heating,
    },
  };
}

function refusal(run: () => unknown): BillingInputError {
  try {
    run();
  } catch (e) {
    if (e instanceof BillingInputError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('§7 Abs. 1 S. 5 HeizkostenV: the basis of the fixed costs', () => {
  it('living area by default: 50.000 × 60/100 = 30.000, 50.000 × 40/100 = 20.000', () => {
    const r = calc(building());
    expect(r.heating?.fixed_basis).toBe('area');
    expect(share(r, '1', 'heating_fixed')).toBe(30_000);
    expect(share(r, '2', 'heating_fixed')).toBe(20_000);
  });

  it('enclosed space: 50.000 × 180/300 = 30.000, × 120/300 = 20.000, shown in m³', () => {
    const r = calc(building({ fixed_basis: 'volume' }));
    const line = occ(r, '1').lines.find((l) => l.cost === 'heating_fixed');
    expect(line).toMatchObject({ key: 'volume', basis_total: 300, basis_share: 180, basis_unit: 'm³' });
    expect(line?.name).toMatch(/nach umbautem Raum/);
    expect(share(r, '1', 'heating_fixed')).toBe(30_000);
  });

  it('heated area: 50.000 × 50/80 = 31.250, × 30/80 = 18.750', () => {
    const r = calc(building({ fixed_basis: 'heated_area' }));
    expect(r.heating?.fixed_basis).toBe('heated_area');
    expect(share(r, '1', 'heating_fixed')).toBe(31_250);
    expect(share(r, '2', 'heating_fixed')).toBe(18_750);
    expect(share(r, '1', 'heating_consumption')).toBe(30_000);
    expect(occ(r, '1').lines[0]?.name).toMatch(/nach beheizter Fläche/);
  });

  it('heated space: 50.000 × 125/200 = 31.250, × 75/200 = 18.750', () => {
    const r = calc(building({ fixed_basis: 'heated_volume' }));
    expect(share(r, '1', 'heating_fixed')).toBe(31_250);
    expect(share(r, '2', 'heating_fixed')).toBe(18_750);
  });

  it('splits the fixed hot-water costs by the same basis (§8 Abs. 1)', () => {
    // Hot water only 200,00 €, all by the fixed basis (0 %, no hot-water readings): heated area 50/80 → 12.500,
    // 30/80 → 7.500.
    const r = calc(
      building({
        fixed_basis: 'heated_area',
        hot_water_only_cents: 20_000,
        hot_water_consumption_share_percent: 0,
      }),
    );
    expect(share(r, '1', 'hot_water_fixed')).toBe(12_500);
    expect(share(r, '2', 'hot_water_fixed')).toBe(7_500);
  });

  it('refuses a basis a unit lacks, naming the unit', () => {
    const units: UnitInput[] = [UNITS[0]!, { id: 'W2', area_m2: 40 }];
    for (const [basis, field] of [
      ['volume', 'units.1.volume_m3'],
      ['heated_area', 'units.1.heated_area_m2'],
      ['heated_volume', 'units.1.heated_volume_m3'],
    ] as const) {
      const error = refusal(() => calc(building({ fixed_basis: basis }, units)));
      expect(error.field).toBe(field);
      expect(error.reason).toMatch(/fehlt der Wert der Wohnung „W2“/);
    }
  });
});
