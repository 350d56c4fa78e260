import { describe, expect, it } from 'vitest';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, YEAR_2024 } from '../../../../tests/fixtures/billing/test-support.ts';

/** 2024: W1 60 m² (one tenant), W2 40 m² changing hands on 01.04. (A 91 days, B 275 days). */
function base(heating: Partial<HeatingInput> = {}): BillingInput {
  return {
    period: YEAR_2024,
    units: [
      { id: 'W1', area_m2: 60 },
      { id: 'W2', area_m2: 40 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: 'A', unit: 'W2', name: 'Alt', from: '2020-01-01', to: '2024-03-31' },
      { id: 'B', unit: 'W2', name: 'Neu', from: '2024-04-01' },
    ],
    costs: [],
    heating: {
      total_cents: 500_000,
      hot_water: { method: 'none' },
      service_result: {
        total_cents: 500_000,
        units: [
          { unit: 'W1', amount_cents: 305_250, labour_cents: 10_000 },
          { unit: 'W2', amount_cents: 194_750, labour_cents: 3_660 },
        ],
      },
      ...heating,
    },
  };
}

describe('metering-service results (Messdienst) taken per dwelling', () => {
  it('each dwelling gets exactly its amount; a tenant change inside it is split by time', () => {
    // W1: 305250. W2: A 194750 · 91/366 = 48421.45, B 194750 · 275/366 = 146328.55; floors 48421 + 146328 = 194749,
    // the missing cent to the larger remainder (B) → A 48421, B 146329.
    const r = calc(base());
    expect(occ(r, '1').heating.heating_cents).toBe(305_250);
    expect(occ(r, 'A').heating.heating_cents).toBe(48_421);
    expect(occ(r, 'B').heating.heating_cents).toBe(146_329);
    expect(occ(r, 'A').lines).toEqual([
      expect.objectContaining({
        cost: 'heating_service',
        basis_share: 1947.5,
        basis_total: 5000,
        share_cents: 48_421,
      }),
    ]);
    expect(r.heating).toMatchObject({ service_result: true, total_cents: 500_000 });
    expect(r.check).toEqual({ costs_cents: 500_000, allocated_cents: 500_000 });
  });

  it('the labour inside the amounts is certified as craftsmen’s labour (§35a Abs. 3 EStG)', () => {
    // W1 10000; W2 3660: A 3660 · 91/366 = 910, B 3660 · 275/366 = 2750
    const r = calc(base());
    expect(occ(r, '1').section35a.craft_labour_cents).toBe(10_000);
    expect(occ(r, 'A').section35a.craft_labour_cents).toBe(910);
    expect(occ(r, 'B').section35a.craft_labour_cents).toBe(2_750);
    expect(occ(r, 'B').lines[0]).toMatchObject({ labour_share_cents: 2_750, labour_kind: 'craft' });
  });

  it('the CO2 landlord share follows each occupancy’s share of the building’s heating costs', () => {
    // 2500 kg / 100 m² = 25 kg → stage 4, 30 %. CO2 30000 by the amounts: W1 30000 · 305250/500000 = 18315;
    // A 30000 · 48421/500000 = 2905.26, B 30000 · 146329/500000 = 8779.74 → floors 18315 + 2905 + 8779 = 29999,
    // +1 cent to B → 8780.
    // Credits half up: 5494.5 → 5495; 871.5 → 872; 2634.
    const r = calc(base({ co2: { emissions_kg: 2_500, cost_cents: 30_000 } }));
    expect(r.occupancies.map((o) => [o.co2.share_cents, o.co2.landlord_credit_cents])).toEqual([
      [18_315, 5_495],
      [2_905, 872],
      [8_780, 2_634],
    ]);
  });

  it.each([
    [
      'amounts not adding up to the total',
      {
        service_result: {
          total_cents: 500_000,
          units: [
            { unit: 'W1', amount_cents: 1 },
            { unit: 'W2', amount_cents: 2 },
          ],
        },
      },
      'heating.service_result.total_cents',
      /ergeben nicht den Gesamtbetrag/,
    ],
    [
      'a dwelling without its amount',
      { service_result: { total_cents: 500_000, units: [{ unit: 'W1', amount_cents: 500_000 }] } },
      'heating.service_result.units',
      /Wohnung „W2“ fehlt das Ergebnis des Messdienstes/,
    ],
    [
      'a total other than heating.total_cents',
      { total_cents: 400_000 },
      'heating.service_result.total_cents',
      /muss dem Gesamtbetrag der Heizkosten entsprechen/,
    ],
    [
      'labour above the amount',
      {
        service_result: {
          total_cents: 500_000,
          units: [
            { unit: 'W1', amount_cents: 305_250, labour_cents: 305_251 },
            { unit: 'W2', amount_cents: 194_750 },
          ],
        },
      },
      'heating.service_result.units.0.labour_cents',
      /Lohnanteil ist höher/,
    ],
  ])('%s is an error naming the field', (_name, heating, field, message) => {
    let error: unknown;
    try {
      calc(base(heating as Partial<HeatingInput>));
    } catch (e) {
      error = e;
    }
    expect((error as { field: string }).field).toBe(field);
    expect((error as Error).message).toMatch(message);
  });
});
