import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from '../../src/domain/billing/sample.ts';
import type { BillingInput } from '../../src/domain/billing/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const tokens = { admin: '', customer: '', employee: '', tenant: '' };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginRoles());
});
afterAll(async () => {
  await t.close();
});

const calculate = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/calculate',
    payload,
    headers: token ? bearer(token) : {},
  });

/** Two flats in 2024; W2 changes hands on 01.04. (A 91 days, B 275 days). */
function example(): BillingInput {
  return {
    period: { from: '2024-01-01', to: '2024-12-31' },
    units: [
      { id: 'W1', area_m2: 60 },
      { id: 'W2', area_m2: 40 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01', persons: 2, advance_payments_cents: 300_000 },
      {
        id: 'A',
        unit: 'W2',
        name: 'Alt',
        from: '2020-01-01',
        to: '2024-03-31',
        persons: 1,
        advance_payments_cents: 40_000,
      },
      { id: 'B', unit: 'W2', name: 'Neu', from: '2024-04-01', persons: 1, advance_payments_cents: 100_000 },
    ],
    costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }],
    consumption: [
      { occupancy: '1', kind: 'heating', value: 600 },
      { occupancy: 'A', kind: 'heating', value: 150 },
      { occupancy: 'B', kind: 'heating', value: 250 },
      { occupancy: '1', kind: 'hot_water', value: 30 },
      { occupancy: 'A', kind: 'hot_water', value: 4 },
      { occupancy: 'B', kind: 'hot_water', value: 6 },
    ],
    heating: {
      total_cents: 500_000,
      hot_water: { method: 'volume', fuel_kwh_total: 50_000 },
      co2: { emissions_kg: 2_500, cost_cents: 30_000 },
    },
  };
}

describe('POST /api/billing/calculate', () => {
  it('computes a full example to the cent', async () => {
    const res = await calculate(example(), tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Grundsteuer: W1 60000; A 100000·40·91/36600 = 9945.355 → 9945; B 30054.644 → 30055 (largest remainder)
    // Heating (see src/domain/billing/heating.test.ts): W1 270000 + 35250;
    //   A: 24300 + 47250 + 1492 + 3500 = 76542; B: 29700 + 78750 + 4508 + 5250 = 118208
    // CO2 (25 kg/m² → stage 4, 30 %): W1 18315 → credit 5495 (18315·0.3 = 5494.5 half up)
    const byId = Object.fromEntries(body.occupancies.map((o: { id: string }) => [o.id, o]));
    expect(byId['1'].lines.find((l: { cost: string }) => l.cost === 'g').share_cents).toBe(60_000);
    expect(byId.A.lines.find((l: { cost: string }) => l.cost === 'g').share_cents).toBe(9_945);
    expect(byId.B.lines.find((l: { cost: string }) => l.cost === 'g').share_cents).toBe(30_055);
    expect(byId['1'].heating).toEqual({
      heating_cents: 270_000,
      hot_water_cents: 35_250,
      fixed_cents: 90_000,
      consumption_cents: 215_250,
    });
    expect(byId.A.heating.heating_cents + byId.A.heating.hot_water_cents).toBe(76_542);
    expect(byId.B.heating.heating_cents + byId.B.heating.hot_water_cents).toBe(118_208);
    expect(byId['1'].co2).toEqual({ share_cents: 18_315, landlord_credit_cents: 5_495 });
    // total 1 = 60000 + 305250 − 5495 = 359755; balance = 359755 − 300000 = 59755 (Nachzahlung)
    expect(byId['1'].total_cents).toBe(359_755);
    expect(byId['1'].balance_cents).toBe(59_755);
    // §560: 359755 / 12 = 29979.6 → 300 €
    expect(byId['1'].new_monthly_advance_cents).toBe(30_000);
    expect(byId.A.new_monthly_advance_cents).toBeNull();
    expect(body.co2).toMatchObject({ stage: 4, landlord_percent: 30, kg_per_m2: 25 });
    expect(body.check).toEqual({ costs_cents: 600_000, allocated_cents: 600_000 });
    expect(body.deadline).toBe('2025-12-31');
    expect(byId.A.lines.find((l: { cost: string }) => l.cost === 'g').path).toBe(
      '1.000,00 € × 40 m² ÷ 100 m² × 91 ÷ 366 Tage = 99,45 €',
    );
  });

  it('computes the sample building', async () => {
    const res = await calculate(sampleInput(), tokens.customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().check.allocated_cents).toBe(res.json().check.costs_cents);
  });

  describe('answers 400 with a German message naming the field', () => {
    const cases: [string, (i: BillingInput) => void, string, RegExp][] = [
      [
        'overlapping occupancies',
        (i) => (i.occupancies[2]!.from = '2024-03-15'),
        'occupancies.2',
        /überschneidet sich mit „Alt“/,
      ],
      [
        'time of a dwelling not covered',
        (i) => (i.occupancies[2]!.from = '2024-05-01'),
        'units.1',
        /vom 01\.04\.2024 bis 30\.04\.2024 keiner Nutzung zugeordnet/,
      ],
      ['negative amount', (i) => (i.costs[0]!.amount_cents = -100), 'costs.0.amount_cents', /negativ/],
      ['negative heating costs', (i) => (i.heating!.total_cents = -1), 'heating.total_cents', /negativ/],
      [
        'unknown key',
        (i) => ((i.costs[0] as { key: string }).key = 'flaeche'),
        'costs.0.key',
        /muss einer der Werte/,
      ],
      [
        'missing consumption for a consumption key',
        (i) => {
          i.costs.push({
            id: 'w',
            name: 'Wasser',
            amount_cents: 1_000,
            key: 'consumption',
            meter_kind: 'cold_water',
          });
        },
        'consumption',
        /fehlt der Verbrauch „Kaltwasser“/,
      ],
      [
        'missing heating consumption',
        (i) => (i.consumption = i.consumption!.filter((c) => c.occupancy !== 'B' || c.kind !== 'heating')),
        'consumption',
        /Nutzung „Neu“ .* fehlt der Verbrauch „Heizung“/,
      ],
      [
        'heating consumption share outside 50–70 %',
        (i) => (i.heating!.consumption_share_percent = 75),
        'heating.consumption_share_percent',
        /zwischen 50 und 70 %/,
      ],
      [
        'hot-water consumption share outside 50–70 %',
        (i) => (i.heating!.hot_water_consumption_share_percent = 40),
        'heating.hot_water_consumption_share_percent',
        /zwischen 50 und 70 %/,
      ],
      ['period over 12 months', (i) => (i.period.to = '2025-01-01'), 'period.to', /höchstens 12 Monate/],
      ['unknown dwelling', (i) => (i.occupancies[0]!.unit = 'W7'), 'occupancies.0.unit', /„W7“/],
    ];
    it.each(cases)('%s', async (_name, mutate, field, message) => {
      const body = example();
      mutate(body);
      const res = await calculate(body, tokens.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      // The path is for the client; the sentence names the field in German (or is the engine's own).
      expect(res.json().field).toBe(field);
    });

    it('malformed JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/calculate',
        payload: '{"period":',
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('authorization', () => {
    it('401 without token', async () => {
      const res = await calculate(example());
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Bitte melden Sie sich an.');
    });
    it('403 for tenant', async () => {
      const res = await calculate(example(), tokens.tenant);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Keine Berechtigung für diese Aktion.');
    });
    it('403 even for an invalid body (authorization comes before validation)', async () => {
      const res = await calculate({ nonsense: true }, tokens.tenant);
      expect(res.statusCode).toBe(403);
    });
    // Employees prepare statements for the landlords they work for.
    it.each(['admin', 'customer', 'employee'] as const)('200 for %s', async (role) => {
      const res = await calculate(example(), tokens[role]);
      expect(res.statusCode).toBe(200);
    });
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const post = res.json().paths['/api/billing/calculate'].post;
    expect(post.tags).toEqual(['Abrechnung']);
    expect(post.summary).toBe('Heiz- und Betriebskostenabrechnung berechnen');
  });
});
