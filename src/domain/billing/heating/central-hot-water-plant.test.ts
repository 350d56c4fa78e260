import { describe, expect, it } from 'vitest';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, share, YEAR_2023 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * §8 Abs. 1, §9 Abs. 2 S. 4 HeizkostenV: hot-water costs are borne by the users of the central hot-water plant.
 * Building (2023, 365 days): W1 60 m², W2 40 m², a shop L 50 m² with its own boiler (not supplied).
 * Shared costs 6.000,00 €, area formula with the supplied area 60 + 40 = 100 m²:
 *   Q = 32 kWh/(m²·a) × 100 m² × 365/365 = 3.200 kWh; 3.200 ÷ 100.000 kWh = 3,2 % → hot water 192,00 €,
 *   heating 6.000,00 − 192,00 = 5.808,00 €.
 * Heating (70 % by consumption, readings W1 500, W2 300, L 200 = 1.000):
 *   consumption 580.800 × 0,7 = 406.560 ct: W1 203.280, W2 121.968, L 81.312;
 *   fixed 174.240 ct by 150 m²: W1 69.696, W2 46.464, L 58.080.
 * Hot water (70 % by consumption, readings W1 30 m³, W2 10 m³ = 40 m³):
 *   consumption 19.200 × 0,7 = 13.440 ct: W1 10.080, W2 3.360;
 *   fixed 5.760 ct by the supplied 100 m²: W1 3.456, W2 2.304; the shop nothing.
 */
function building(heating: Partial<HeatingInput> = {}): BillingInput {
  return {
    period: YEAR_2023,
    units: [
      { id: 'W1', area_m2: 60 },
      { id: 'W2', area_m2: 40 },
      { id: 'L', area_m2: 50, hot_water_supplied: false },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
      { id: '3', unit: 'L', name: 'Laden', from: '2020-01-01' },
    ],
    costs: [],
    consumption: [
      { occupancy: '1', kind: 'heating', value: 500 },
      { occupancy: '2', kind: 'heating', value: 300 },
      { occupancy: '3', kind: 'heating', value: 200 },
      { occupancy: '1', kind: 'hot_water', value: 30 },
      { occupancy: '2', kind: 'hot_water', value: 10 },
    ],
    heating: {
      total_cents: 600_000,
      hot_water: { method: 'area', fuel_kwh_total: 100_000 },
      ...heating,
    },
  };
}

describe('§8 Abs. 1 HeizkostenV: a unit not supplied by the central hot-water plant', () => {
  it('bears no hot-water costs, and its area counts neither in Q nor in the fixed hot-water share', () => {
    const r = calc(building());
    expect(r.heating).toMatchObject({
      hot_water_heat_kwh: 3200,
      hot_water_cents: 19_200,
      heating_cents: 580_800,
    });
    expect(r.heating?.hot_water_calculation?.area_m2).toBe(100);
    expect(share(r, '1', 'hot_water_fixed')).toBe(3_456);
    expect(share(r, '2', 'hot_water_fixed')).toBe(2_304);
    expect(share(r, '1', 'hot_water_consumption')).toBe(10_080);
    expect(share(r, '2', 'hot_water_consumption')).toBe(3_360);
    // The fixed line's basis is the supplied area alone.
    expect(occ(r, '1').lines.find((l) => l.cost === 'hot_water_fixed')?.basis_total).toBe(100);
    // The shop: heating only, no hot-water line at all, and a note why.
    expect(occ(r, '3').lines.map((l) => l.cost)).toEqual(['heating_fixed', 'heating_consumption']);
    expect(occ(r, '3').heating).toEqual({
      heating_cents: 58_080 + 81_312,
      hot_water_cents: 0,
      fixed_cents: 58_080,
      consumption_cents: 81_312,
    });
    expect(occ(r, '3').notes.join(' ')).toMatch(/nicht von der zentralen Warmwasseranlage versorgt/);
    expect(share(r, '1', 'heating_fixed')).toBe(69_696);
    expect(share(r, '3', 'heating_consumption')).toBe(81_312);
    expect(r.check).toEqual({ costs_cents: 600_000, allocated_cents: 600_000 });
  });

  it('needs no hot-water reading for it, and ignores a meter of its own boiler in V', () => {
    // Volume formula: V = 30 + 10 = 40 m³ (the shop's 25 m³ of its own boiler do not count),
    // Q = 2,5 × 40 × (60 − 10) = 5.000 kWh; 5.000 ÷ 100.000 = 5 % of 6.000,00 € = 300,00 € hot water.
    const input = building({ hot_water: { method: 'volume', fuel_kwh_total: 100_000 } });
    input.consumption!.push({ occupancy: '3', kind: 'hot_water', value: 25 });
    const r = calc(input);
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 5000, hot_water_cents: 30_000 });
    // consumption 30.000 × 0,7 = 21.000: W1 30/40 → 15.750, W2 5.250.
    expect(share(r, '1', 'hot_water_consumption')).toBe(15_750);
    expect(share(r, '2', 'hot_water_consumption')).toBe(5_250);
    expect(occ(r, '3').heating.hot_water_cents).toBe(0);
  });

  it('bills hot water without measurement (0 %) although the own boiler of the shop has a meter', () => {
    // The shop's reading is not one the split would use, so it does not stand against 0 %.
    // Hot water 19.200 by the supplied area: W1 11.520, W2 7.680; 15 % of them (§12 Abs. 1 S. 1): 1.728, 1.152.
    const input = building({ hot_water_consumption_share_percent: 0 });
    input.consumption = input.consumption!.filter((c) => c.kind !== 'hot_water');
    input.consumption.push({ occupancy: '3', kind: 'hot_water', value: 25 });
    const r = calc(input);
    expect(share(r, '1', 'hot_water_fixed')).toBe(11_520);
    expect(share(r, '2', 'hot_water_fixed')).toBe(7_680);
    expect(occ(r, '1').reductions[0]).toMatchObject({
      rule: 'unmeasured',
      base_cents: 11_520,
      amount_cents: 1_728,
    });
    expect(occ(r, '3').reductions).toEqual([]);
  });

  it('keeps an area given for the formula', () => {
    // Q = 32 × 80 m² = 2.560 kWh → 2,56 % of 6.000,00 € = 153,60 €.
    const r = calc(building({ hot_water: { method: 'area', area_m2: 80, fuel_kwh_total: 100_000 } }));
    expect(r.heating).toMatchObject({ hot_water_heat_kwh: 2560, hot_water_cents: 15_360 });
  });
});
