import { describe, expect, it } from 'vitest';
import { BillingInputError } from './errors.ts';
import type { BillingInput, HeatingInput } from './schema.ts';
import { calc, occ, share, YEAR_2024 } from '../../../tests/fixtures/billing/test-support.ts';

/**
 * Base case for all heating tests (2024):
 * W1 60 m², heat 600 units, hot water 30 m³; W2 40 m², heat 400 units, hot water 10 m³.
 * Shared costs 5.000,00 €, total energy input 50.000 kWh.
 */
function base(heating: Partial<HeatingInput> = {}, extra: Partial<BillingInput> = {}): BillingInput {
  return {
    period: YEAR_2024,
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
    heating: { total_cents: 500_000, hot_water: { method: 'volume', fuel_kwh_total: 50_000 }, ...heating },
    ...extra,
  };
}

describe('§9 HeizkostenV: hot-water share of a combined system', () => {
  it('volume formula: Q = 2,5 · V · (60 − 10) with V = Σ hot-water meters', () => {
    // V = 30 + 10 = 40 m³ → Q = 2.5 · 40 · 50 = 5000 kWh → 5000/50000 = 10 % → 50000 hot water, 450000 heating
    const r = calc(base());
    expect(r.heating).toMatchObject({
      hot_water_heat_kwh: 5000,
      hot_water_fraction: 0.1,
      hot_water_cents: 50_000,
      heating_cents: 450_000,
    });
  });

  it('volume formula with given V and temperature: 2,5 · 50 · (55 − 10) = 5625 kWh', () => {
    // 5625/50000 = 11.25 % → 500000 · 0.1125 = 56250
    const r = calc(
      base({ hot_water: { method: 'volume', volume_m3: 50, temperature_c: 55, fuel_kwh_total: 50_000 } }),
    );
    expect(r.heating?.hot_water_cents).toBe(56_250);
  });

  it('gas billed on gross calorific value: Q × 1,11', () => {
    // 5000 · 1.11 = 5550 kWh → 11.1 % → 55500
    const r = calc(base({ hot_water: { method: 'volume', fuel_kwh_total: 50_000, gross_calorific: true } }));
    expect(r.heating?.hot_water_cents).toBe(55_500);
    // The statement prints the formula from these figures: 2,5 × 40 m³ × (60 − 10) × 1,11 = 5.550 kWh.
    expect(r.heating?.hot_water_heat_kwh).toBe(5_550);
    expect(r.heating?.hot_water_calculation).toEqual({
      volume_m3: 40,
      volume_from_meters: true,
      temperature_c: 60,
      area_m2: null,
      period_days: 366,
      year_days: 366,
      base_kwh: 5_000,
      gross_calorific: true,
      district_heat: false,
      heat_pump: false,
      fuel_kwh_total: 50_000,
    });
  });

  it('district heat: Q ÷ 1,15', () => {
    // 5000 / 1.15 = 4347.826 kWh → /50000 = 8.6957 % → 500000 · 0.086957 = 43478.26 → 43478 (half up)
    const r = calc(base({ hot_water: { method: 'volume', fuel_kwh_total: 50_000, district_heat: true } }));
    expect(r.heating?.hot_water_cents).toBe(43_478);
  });

  it('area formula: 32 kWh/m² × supplied area', () => {
    // 32 · 100 m² = 3200 kWh → 6.4 % → 32000
    const r = calc(base({ hot_water: { method: 'area', fuel_kwh_total: 50_000 } }));
    expect(r.heating?.hot_water_cents).toBe(32_000);
    expect(r.heating?.hot_water_calculation).toMatchObject({
      area_m2: 100,
      volume_m3: null,
      base_kwh: 3_200,
    });
  });

  it('area formula is annual: a shorter period gets its share of the year by days', () => {
    // 1.000 m², 01.01.–01.07.2024 = 183 of 366 days (the twelve months from 01.01.2024):
    // Q = 32 kWh/(m²·a) × 1000 m² × 183/366 = 16.000 kWh (not 32.000); 16000/50000 = 32 % → 500000 · 0.32 = 160000
    const r = calc(
      base(
        { hot_water: { method: 'area', area_m2: 1_000, fuel_kwh_total: 50_000 } },
        { period: { from: '2024-01-01', to: '2024-07-01' } },
      ),
    );
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 16_000, hot_water_cents: 160_000 });
  });

  it('the volume formula is not scaled: it starts from the volume of the period itself', () => {
    // same half year; V = 30 + 10 = 40 m³ → Q = 2.5 · 40 · 50 = 5000 kWh as for a full year → 50000
    const r = calc(base({}, { period: { from: '2024-01-01', to: '2024-07-01' } }));
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 5_000, hot_water_cents: 50_000 });
  });

  it('heat meter: measured share, without the formula factors', () => {
    // 7500/50000 = 15 % → 75000 (gross_calorific does not apply to measured heat)
    const r = calc(
      base({
        hot_water: { method: 'heat_meter', heat_kwh: 7_500, fuel_kwh_total: 50_000, gross_calorific: true },
      }),
    );
    expect(r.heating?.hot_water_cents).toBe(75_000);
    expect(r.heating?.hot_water_calculation).toMatchObject({
      base_kwh: 7_500,
      gross_calorific: false,
      district_heat: false,
    });
  });

  it('monovalent heat pump: the area formula × 0,30 (§9 Abs. 2 S. 6 Nr. 3 HeizkostenV)', () => {
    // 1.000 m², full year 2024 (366 of 366 days): Q = 32 kWh/(m²·a) × 1.000 m² = 32.000 kWh;
    // × 0,30 = 9.600 kWh; 9.600 / 50.000 kWh = 19,2 % → 500.000 · 0,192 = 96.000 hot water, 404.000 heating
    const r = calc(
      base({ hot_water: { method: 'area', area_m2: 1_000, fuel_kwh_total: 50_000, heat_pump: true } }),
    );
    expect(r.heating).toMatchObject({
      hot_water_heat_kwh: 9_600,
      hot_water_fraction: 0.192,
      hot_water_cents: 96_000,
      heating_cents: 404_000,
    });
    expect(r.heating?.hot_water_calculation).toMatchObject({
      area_m2: 1_000,
      base_kwh: 32_000,
      gross_calorific: false,
      district_heat: false,
      heat_pump: true,
    });
  });

  it('monovalent heat pump: the volume formula × 0,30 as well', () => {
    // V = 30 + 10 = 40 m³: Q = 2,5 × 40 × (60 − 10) = 5.000 kWh; × 0,30 = 1.500 kWh;
    // 1.500 / 50.000 = 3 % → 500.000 · 0,03 = 15.000
    const r = calc(base({ hot_water: { method: 'volume', fuel_kwh_total: 50_000, heat_pump: true } }));
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 1_500, hot_water_cents: 15_000 });
  });

  it('heat pump with a heat meter: the measured heat is taken as it is', () => {
    // 7.500 / 50.000 = 15 % → 75.000, no factor on measured heat
    const r = calc(
      base({ hot_water: { method: 'heat_meter', heat_kwh: 7_500, fuel_kwh_total: 50_000, heat_pump: true } }),
    );
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 7_500, hot_water_cents: 75_000 });
    expect(r.heating?.hot_water_calculation).toMatchObject({ base_kwh: 7_500, heat_pump: false });
  });

  it.each([
    ['gross_calorific', 'Brennwert'],
    ['district_heat', 'Fernwärme'],
  ] as const)('a heat pump together with %s is refused', (flag, label) => {
    const input = base({
      hot_water: { method: 'area', fuel_kwh_total: 50_000, heat_pump: true, [flag]: true },
    });
    expect(() => calc(input)).toThrow(BillingInputError);
    expect(() => calc(input)).toThrow(
      `heating.hot_water.heat_pump: Eine monovalente Wärmepumpe ${flag === 'gross_calorific' ? 'verbrennt kein Erdgas' : 'ist keine Fernwärme'}: „Wärmepumpe“ und „${label}“ schließen sich aus`,
    );
  });

  it('costs of one part only are added to it', () => {
    // heating 450000 + 10000 = 460000; hot water 50000 + 2000 = 52000
    const r = calc(base({ heating_only_cents: 10_000, hot_water_only_cents: 2_000 }));
    expect(r.heating).toMatchObject({ heating_cents: 460_000, hot_water_cents: 52_000 });
    expect(r.check).toEqual({ costs_cents: 512_000, allocated_cents: 512_000 });
  });

  it('method none: everything is heating', () => {
    const r = calc(base({ hot_water: { method: 'none' } }));
    expect(r.heating).toMatchObject({ heating_cents: 500_000, hot_water_cents: 0 });
  });
});

describe('§7/§8 HeizkostenV: consumption share 50–70 %, rest by area', () => {
  it('default 70 %: tenant shares hand-computed', () => {
    // heating 450000: consumption 315000, fixed 135000; hot water 50000: consumption 35000, fixed 15000
    // W1: fixed 135000·0.6 = 81000, consumption 315000·600/1000 = 189000 → heating 270000
    //     hw fixed 15000·0.6 = 9000, hw consumption 35000·30/40 = 26250 → hot water 35250
    // W2: 54000 + 126000 = 180000; 6000 + 8750 = 14750
    const r = calc(base());
    expect(r.heating).toMatchObject({
      heating_consumption_cents: 315_000,
      heating_fixed_cents: 135_000,
      hot_water_consumption_cents: 35_000,
      hot_water_fixed_cents: 15_000,
    });
    expect(occ(r, '1').heating).toEqual({
      heating_cents: 270_000,
      hot_water_cents: 35_250,
      fixed_cents: 90_000,
      consumption_cents: 215_250,
    });
    expect(occ(r, '2').heating).toEqual({
      heating_cents: 180_000,
      hot_water_cents: 14_750,
      fixed_cents: 60_000,
      consumption_cents: 134_750,
    });
    expect(occ(r, '1').total_cents + occ(r, '2').total_cents).toBe(500_000);
  });

  it('50 % heating, 60 % hot water', () => {
    // heating 450000 · 50 % = 225000 each; W1 = 225000·0.6 + 225000·0.6 = 270000 (same as area = consumption here)
    // hot water 50000 · 60 % = 30000 consumption, 20000 fixed; W1 = 20000·0.6 + 30000·30/40 = 12000 + 22500 = 34500
    const r = calc(base({ consumption_share_percent: 50, hot_water_consumption_share_percent: 60 }));
    expect(r.heating).toMatchObject({
      heating_consumption_cents: 225_000,
      hot_water_consumption_cents: 30_000,
    });
    expect(occ(r, '1').heating.hot_water_cents).toBe(34_500);
  });

  it.each([
    ['consumption_share_percent', 49.999],
    ['consumption_share_percent', 70.001],
    ['consumption_share_percent', 80],
    ['hot_water_consumption_share_percent', 45],
  ] as const)('%s = %s is an error naming the field', (field, value) => {
    expect(() => calc(base({ [field]: value }))).toThrow(BillingInputError);
    expect(() => calc(base({ [field]: value }))).toThrow(
      `heating.${field}: Der Verbrauchsanteil muss zwischen 50 und 70 %`,
    );
  });
});

describe('§9a HeizkostenV: estimated consumption', () => {
  it('an estimate is flagged on the statement', () => {
    const input = base();
    input.consumption![1] = { occupancy: '2', kind: 'heating', value: 400, estimated: true };
    // W2 area share 40 % > 25 % → everything by area (see next test); the flag is shown anyway
    const r = calc(input);
    expect(occ(r, '2').notes.join(' ')).toContain('§9a Abs. 1');
  });

  it('more than 25 % estimated area: all heating and hot-water costs by area', () => {
    // W2 = 40 m² of 100 m² estimated → 40 % > 25 %
    // heating 450000 by area: 270000 / 180000; hot water 50000: 30000 / 20000
    const input = base();
    input.consumption![1] = { occupancy: '2', kind: 'heating', value: 400, estimated: true };
    const r = calc(input);
    expect(r.heating).toMatchObject({
      area_only: true,
      estimated_area_percent: 40,
      heating_consumption_cents: 0,
    });
    expect(occ(r, '1').heating).toMatchObject({ heating_cents: 270_000, hot_water_cents: 30_000 });
    expect(occ(r, '2').heating).toMatchObject({ heating_cents: 180_000, hot_water_cents: 20_000 });
    expect(r.notes.join(' ')).toContain('§9a Abs. 2');
  });

  it('exactly 25 % estimated is not "more than 25 %": consumption still counts', () => {
    const input = base();
    input.units = [
      { id: 'W1', area_m2: 75 },
      { id: 'W2', area_m2: 25 },
    ];
    input.consumption![1] = { occupancy: '2', kind: 'heating', value: 400, estimated: true };
    const r = calc(input);
    expect(r.heating).toMatchObject({ area_only: false, estimated_area_percent: 25 });
  });
});

describe('§9b HeizkostenV: tenant change', () => {
  /** W2 changes hands on 01.04.2024: A 01.01.–31.03. (91 days, 450 ‰), B 01.04.–31.12. (275 days, 550 ‰). */
  function change(
    consumption: BillingInput['consumption'],
    heating: Partial<HeatingInput> = {},
  ): BillingInput {
    return base(heating, {
      occupancies: [
        { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
        { id: 'A', unit: 'W2', name: 'Alt', from: '2020-01-01', to: '2024-03-31' },
        { id: 'B', unit: 'W2', name: 'Neu', from: '2024-04-01' },
      ],
      consumption,
    });
  }
  const w1 = [
    { occupancy: '1', kind: 'heating' as const, value: 600 },
    { occupancy: '1', kind: 'hot_water' as const, value: 30 },
  ];

  it('with interim reading: consumption by reading, fixed heating by degree days, fixed hot water by days', () => {
    // heating fixed 135000, W2 part 54000: A = 54000 · 450/1000 = 24300, B = 54000 · 550/1000 = 29700
    // heating consumption 315000 · 150/1000 = 47250 (A), · 250/1000 = 78750 (B)
    // hot-water fixed 15000, W2 part 6000: A = 6000·91/366 = 1491.803 (r .803), B = 6000·275/366 = 4508.197 (r .197)
    //   W1 9000 exact → floors 14999 → 1 cent to A → 1492 / 4508
    // hot-water consumption 35000 · 4/40 = 3500 (A), · 6/40 = 5250 (B)
    const r = calc(
      change([
        ...w1,
        { occupancy: 'A', kind: 'heating', value: 150 },
        { occupancy: 'B', kind: 'heating', value: 250 },
        { occupancy: 'A', kind: 'hot_water', value: 4 },
        { occupancy: 'B', kind: 'hot_water', value: 6 },
      ]),
    );
    expect(share(r, 'A', 'heating_fixed')).toBe(24_300);
    expect(share(r, 'B', 'heating_fixed')).toBe(29_700);
    expect(share(r, 'A', 'heating_consumption')).toBe(47_250);
    expect(share(r, 'B', 'heating_consumption')).toBe(78_750);
    expect(share(r, 'A', 'hot_water_fixed')).toBe(1_492);
    expect(share(r, 'B', 'hot_water_fixed')).toBe(4_508);
    expect(share(r, 'A', 'hot_water_consumption')).toBe(3_500);
    expect(share(r, 'B', 'hot_water_consumption')).toBe(5_250);
    expect(occ(r, 'A').notes.join(' ')).toContain('Gradtagszahlen');
    expect(occ(r, 'A').notes.join(' ')).not.toContain('§12');
  });

  it('without interim reading: all costs of the dwelling by the fixed-cost rules, with the §12 reduction note', () => {
    // heating consumption W2 = 315000 · 400/1000 = 126000 → A 450 ‰ = 56700, B 550 ‰ = 69300
    // hot-water consumption W2 = 35000 · 10/40 = 8750 → A 8750·91/366 = 2175.546 (r .546), B 6574.453 (r .453)
    //   W1 26250 exact → 1 cent to A → 2176 / 6574
    // A heating+hot water = 24300 + 56700 + 1492 + 2176 = 84668 → 15 % = 12700.2 → 127,00 €
    const r = calc(
      change([
        ...w1,
        { unit: 'W2', kind: 'heating', value: 400 },
        { unit: 'W2', kind: 'hot_water', value: 10 },
      ]),
    );
    expect(share(r, 'A', 'heating_consumption')).toBe(56_700);
    expect(share(r, 'B', 'heating_consumption')).toBe(69_300);
    expect(share(r, 'A', 'hot_water_consumption')).toBe(2_176);
    expect(share(r, 'B', 'hot_water_consumption')).toBe(6_574);
    const notes = occ(r, 'A').notes.join(' ');
    expect(notes).toContain('§12 Abs. 1 HeizkostenV');
    expect(notes).toContain('um 15 % (127,00 €)');
    expect(occ(r, '1').notes.join(' ')).not.toContain('§12');
  });

  it('fixed_split "days": fixed heating costs by days instead of degree days', () => {
    // W2 fixed 54000: A = 54000·91/366 = 13426.229 (r .229), B = 54000·275/366 = 40573.770 (r .770)
    // W1 81000 exact → 1 cent to B → 13426 / 40574
    const r = calc(
      change(
        [
          ...w1,
          { occupancy: 'A', kind: 'heating', value: 150 },
          { occupancy: 'B', kind: 'heating', value: 250 },
          { occupancy: 'A', kind: 'hot_water', value: 4 },
          { occupancy: 'B', kind: 'hot_water', value: 6 },
        ],
        { fixed_split: 'days' },
      ),
    );
    expect(share(r, 'A', 'heating_fixed')).toBe(13_426);
    expect(share(r, 'B', 'heating_fixed')).toBe(40_574);
  });
});
