import { describe, expect, it } from 'vitest';
import { emissionsKg } from './co2/emissions.ts';
import { co2Stage } from './co2/stage.ts';
import { normalize, rat } from './rational.ts';
import type { BillingInput, HeatingInput } from './schema.ts';
import { calc, occ, YEAR_2023, YEAR_2024 } from '../../../tests/fixtures/billing/test-support.ts';

describe('CO2KostAufG stage table', () => {
  // [kg/m²·a as thousandths, stage, landlord %]
  it.each([
    [0, 1, 0],
    [11_999, 1, 0],
    [12_000, 2, 10],
    [16_999, 2, 10],
    [17_000, 3, 20],
    [22_000, 4, 30],
    [27_000, 5, 40],
    [32_000, 6, 50],
    [37_000, 7, 60],
    [42_000, 8, 70],
    [47_000, 9, 80],
    [51_999, 9, 80],
    [52_000, 10, 95],
    [300_000, 10, 95],
  ])('%i/1000 kg → stage %i, landlord %i %%', (milli, stage, pct) => {
    expect(co2Stage(rat(BigInt(milli), 1000n))).toEqual({ stage, landlordPercent: pct });
  });
});

describe('emissions', () => {
  it('from fuel: 60.000 kWh natural gas (net) × 0,20088 = 12.052,8 kg', () => {
    expect(emissionsKg({ fuel_kwh: 60_000, cost_cents: 0 })).toEqual(normalize(rat(120_528n, 10n)));
  });
  it('gross calorific kWh are converted with 0,903: 60.000 × 0,903 × 0,20088 = 10.883,6784 kg', () => {
    expect(emissionsKg({ fuel_kwh: 60_000, gross_calorific: true, cost_cents: 0 })).toEqual(
      normalize(rat(108_836_784n, 10_000n)),
    );
  });
  it('given emissions are used as they are', () => {
    expect(emissionsKg({ emissions_kg: 2_500, cost_cents: 0 })).toEqual(rat(2500n));
  });
});

/** Same building as heating.test.ts (5.000 € shared, 10 % hot water), 100 m². */
function withCo2(co2: HeatingInput['co2'], extra: Partial<BillingInput> = {}): BillingInput {
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
    heating: { total_cents: 500_000, hot_water: { method: 'volume', fuel_kwh_total: 50_000 }, co2 },
    ...extra,
  };
}

describe('CO2 split between tenant and landlord', () => {
  it('each tenant carries CO2 by its share of the fuel pot; the landlord credits the stage percentage', () => {
    // 2500 kg / 100 m² = 25 kg/m²·a → stage 4, landlord 30 %.
    // Fuel shares (after §7/§8): W1 = 270000 + 35250 = 305250 of 500000 (61.05 %), W2 = 194750 (38.95 %).
    // CO2 cost 30000: W1 = 18315, W2 = 11685 (exact).
    // Credits: 18315 · 30 % = 5494.5 → 5495 (half up); 11685 · 30 % = 3505.5 → 3506.
    const r = calc(withCo2({ emissions_kg: 2_500, cost_cents: 30_000 }));
    expect(r.co2).toEqual({
      kg_total: 2500,
      kg_per_m2: 25,
      stage: 4,
      building_type: 'residential',
      restriction: 'none',
      stage_landlord_percent: 30,
      landlord_percent: 30,
      total_cents: 30_000,
      landlord_cents: 9_001,
      // The emissions were given in kg: no fuel quantity or factor to tell.
      basis: {
        fuel_kwh: null,
        gross_calorific: false,
        factor_kg_per_kwh: null,
        area_m2: 100,
        period_days: 366,
        year_days: 366,
      },
    });
    expect(occ(r, '1').co2).toEqual({ share_cents: 18_315, landlord_credit_cents: 5_495 });
    expect(occ(r, '2').co2).toEqual({ share_cents: 11_685, landlord_credit_cents: 3_506 });
    // Tenant total = lines − credit: 270000 + 35250 − 5495
    expect(occ(r, '1').total_cents).toBe(299_755);
    expect(r.landlord.co2_cents).toBe(9_001);
  });

  it('tells the fuel quantity, factor and area the stage was computed from', () => {
    // 10.000 kWh Brennwert × 0,903 × 0,20088 kg/kWh = 1.813,9464 kg on 100 m²
    const r = calc(withCo2({ fuel_kwh: 10_000, gross_calorific: true, cost_cents: 30_000 }));
    expect(r.co2?.kg_total).toBe(1_813.946);
    expect(r.co2?.basis).toEqual({
      fuel_kwh: 10_000,
      gross_calorific: true,
      factor_kg_per_kwh: 0.20088,
      area_m2: 100,
      period_days: 366,
      year_days: 366,
    });
  });

  it('the landlord bears a vacancy’s CO2 share in full', () => {
    const r = calc(
      withCo2(
        { emissions_kg: 2_500, cost_cents: 30_000 },
        {
          occupancies: [
            { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
            { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
          ],
        },
      ),
    );
    // landlord: credit W1 5495 + vacancy share 11685 = 17180
    expect(occ(r, '2').co2).toEqual({ share_cents: 11_685, landlord_credit_cents: 0 });
    expect(r.co2?.landlord_cents).toBe(17_180);
  });

  it('gross-calorific conversion can change the stage', () => {
    // 1000 m² area (10 × 100): net 12052.8 kg → 12.05 kg/m² → stage 2 (10 %);
    // gross 10883.68 kg → 10.88 kg/m² → stage 1 (0 %)
    const units = Array.from({ length: 2 }, (_, i) => ({ id: `W${i + 1}`, area_m2: 500 }));
    const net = calc(withCo2({ fuel_kwh: 60_000, cost_cents: 1_000 }, { units }));
    const gross = calc(withCo2({ fuel_kwh: 60_000, gross_calorific: true, cost_cents: 1_000 }, { units }));
    expect(net.co2).toMatchObject({ kg_per_m2: 12.05, stage: 2, landlord_percent: 10 });
    expect(gross.co2).toMatchObject({ kg_per_m2: 10.88, stage: 1, landlord_percent: 0 });
  });

  it('a shorter period is scaled to a year before the stage is chosen', () => {
    // 01.01.–30.06.2023 = 181 days; 6000 kg / 1000 m² = 6 kg in half a year → 6 · 365/181 = 12.099 → stage 2
    const r = calc({
      period: { from: '2023-01-01', to: '2023-06-30' },
      units: [{ id: 'W1', area_m2: 1000 }],
      occupancies: [{ id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' }],
      costs: [],
      heating: {
        total_cents: 10_000,
        hot_water: { method: 'none' },
        consumption_share_percent: 50,
        co2: { emissions_kg: 6_000, cost_cents: 1_000 },
      },
      consumption: [{ occupancy: '1', kind: 'heating', value: 1 }],
    });
    expect(r.co2).toMatchObject({ kg_per_m2: 12.09, stage: 2 });
    expect(YEAR_2023.from).toBe('2023-01-01');
  });

  it('CO2 cost above the shared costs is an error', () => {
    expect(() => calc(withCo2({ emissions_kg: 1, cost_cents: 500_001 }))).toThrow('heating.co2.cost_cents');
  });
});

describe('CO2KostAufG §8: non-residential buildings split 50/50', () => {
  it('the landlord bears 50 % whatever the emissions', () => {
    // 2500 kg on 100 m² = 25 kg/m²·a would be stage 4 (30 %); a non-residential building has no stages: 50 %.
    // Shares as above: W1 18315, W2 11685. Credits: 18315 · 50 % = 9157.5 → 9158; 11685 · 50 % = 5842.5 → 5843.
    const r = calc(withCo2({ emissions_kg: 2_500, cost_cents: 30_000, building_type: 'non_residential' }));
    expect(r.co2).toMatchObject({
      stage: null,
      building_type: 'non_residential',
      stage_landlord_percent: 50,
      landlord_percent: 50,
      landlord_cents: 15_001,
    });
    expect(occ(r, '1').co2).toEqual({ share_cents: 18_315, landlord_credit_cents: 9_158 });
    expect(occ(r, '2').co2).toEqual({ share_cents: 11_685, landlord_credit_cents: 5_843 });
    expect(occ(r, '1').notes.join(' ')).toMatch(
      /Nichtwohngebäude trägt der Vermieter 50 % \(§8 CO2KostAufG\)/,
    );
  });
});

describe('CO2KostAufG §9: public-law restrictions', () => {
  it('one restriction halves the landlord’s percentage', () => {
    // stage 4: 30 % → 15 %. Credits: 18315 · 15 % = 2747.25 → 2747; 11685 · 15 % = 1752.75 → 1753.
    const r = calc(withCo2({ emissions_kg: 2_500, cost_cents: 30_000, restriction: 'building' }));
    expect(r.co2).toMatchObject({
      stage: 4,
      stage_landlord_percent: 30,
      landlord_percent: 15,
      landlord_cents: 4_500,
    });
    expect(occ(r, '1').co2.landlord_credit_cents).toBe(2_747);
    expect(occ(r, '2').co2.landlord_credit_cents).toBe(1_753);
    expect(occ(r, '1').notes.join(' ')).toMatch(/von 30 % auf 15 % halbiert \(§9 Abs\. 1 CO2KostAufG\)/);
  });

  it('halving can leave half a percent: stage 10 (95 %) → 47,5 %', () => {
    // 5500 kg / 100 m² = 55 kg/m²·a → stage 10, 95 % → 47.5 %. 18315 · 47.5 % = 8699.625 → 8700;
    // 11685 · 47.5 % = 5550.375 → 5550.
    const r = calc(withCo2({ emissions_kg: 5_500, cost_cents: 30_000, restriction: 'supply' }));
    expect(r.co2).toMatchObject({ stage: 10, landlord_percent: 47.5 });
    expect(occ(r, '1').co2.landlord_credit_cents).toBe(8_700);
    expect(occ(r, '2').co2.landlord_credit_cents).toBe(5_550);
  });

  it('restrictions of both the building and its supply remove the split: the tenants bear the CO2 costs', () => {
    const r = calc(withCo2({ emissions_kg: 2_500, cost_cents: 30_000, restriction: 'building_and_supply' }));
    expect(r.co2).toMatchObject({ stage_landlord_percent: 30, landlord_percent: 0, landlord_cents: 0 });
    expect(occ(r, '1').co2).toEqual({ share_cents: 18_315, landlord_credit_cents: 0 });
    expect(occ(r, '1').notes.join(' ')).toMatch(/nicht aufgeteilt \(§9 Abs\. 2 CO2KostAufG/);
  });

  it('a non-residential building with one restriction: 50 % → 25 %', () => {
    // 18315 · 25 % = 4578.75 → 4579; 11685 · 25 % = 2921.25 → 2921
    const r = calc(
      withCo2({
        emissions_kg: 2_500,
        cost_cents: 30_000,
        building_type: 'non_residential',
        restriction: 'building',
      }),
    );
    expect(r.co2).toMatchObject({ stage: null, landlord_percent: 25, landlord_cents: 7_500 });
    expect(occ(r, '1').co2.landlord_credit_cents).toBe(4_579);
  });
});
