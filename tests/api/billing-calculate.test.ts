import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from '../fixtures/billing/sample.ts';
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
      [
        'compulsory 70 % for an old oil or gas building (§7 Abs. 1 S. 2 HeizkostenV)',
        (i) => {
          i.heating!.building = {
            insulation_standard_1994_met: false,
            fuel: 'oil',
            exposed_pipes_mostly_insulated: true,
          };
          i.heating!.consumption_share_percent = 60;
        },
        'heating.consumption_share_percent',
        /70 % der Heizkosten nach Verbrauch .*§7 Abs\. 1 S\. 2 HeizkostenV.*angegeben: 60 %/,
      ],
      [
        'billing without measurement while readings exist',
        (i) => (i.heating!.consumption_share_percent = 0),
        'heating.consumption_share_percent',
        /Verbrauchswerte „Heizung“ vor/,
      ],
      [
        'unknown fuel',
        (i) =>
          (i.heating!.building = {
            insulation_standard_1994_met: false,
            fuel: 'coal' as 'oil',
            exposed_pipes_mostly_insulated: true,
          }),
        'heating.building.fuel',
        /muss einer der Werte oil, gas, district_heat, heat_pump, other sein/,
      ],
      [
        'building without its insulation flag',
        (i) => (i.heating!.building = { fuel: 'gas', exposed_pipes_mostly_insulated: true } as never),
        'heating.building.insulation_standard_1994_met',
        /muss true oder false sein/,
      ],
      [
        'duty flag not a boolean',
        (i) => (i.heating!.duties = { remote_readable: 'nein' as unknown as boolean }),
        'heating.duties.remote_readable',
        /muss true oder false sein/,
      ],
      [
        'apply_tenant_reductions not a boolean',
        (i) => (i.heating!.apply_tenant_reductions = 1 as unknown as boolean),
        'heating.apply_tenant_reductions',
        /muss true oder false sein/,
      ],
      [
        'unknown CO2 building type',
        (i) => (i.heating!.co2!.building_type = 'office' as 'residential'),
        'heating.co2.building_type',
        /muss einer der Werte residential, non_residential sein/,
      ],
      [
        'unknown CO2 restriction',
        (i) => (i.heating!.co2!.restriction = 'monument' as 'none'),
        'heating.co2.restriction',
        /muss einer der Werte none, building, supply, building_and_supply sein/,
      ],
      [
        'CO2 information flag not a boolean',
        (i) => (i.heating!.co2!.information_given = null as unknown as boolean),
        'heating.co2.information_given',
        /muss true oder false sein/,
      ],
      [
        'co-ownership key without the dwelling’s share',
        (i) => {
          i.units[0]!.mea = 600;
          i.costs[0]!.key = 'mea';
        },
        'units.1.mea',
        /fehlt der Miteigentumsanteil der Wohnung „W2“/,
      ],
      [
        'person counts not in ascending order',
        (i) =>
          (i.occupancies[0]!.persons = [
            { from: '2024-06-01', persons: 3 },
            { from: '2024-01-01', persons: 2 },
          ]),
        'occupancies.0.persons.1.from',
        /aufsteigend/,
      ],
      [
        'person counts neither a number nor a list',
        (i) => (i.occupancies[0]!.persons = '2' as unknown as number),
        'occupancies.0.persons',
        /muss eine Zahl oder eine Liste \[\{from, persons\}\] sein/,
      ],
      [
        'vacancy_persons negative',
        (i) => (i.vacancy_persons = -1),
        'vacancy_persons',
        /darf nicht negativ sein/,
      ],
      [
        'user groups leaving a dwelling out',
        (i) => (i.heating!.groups = [{ id: 'Wohnen', units: ['W1'], heat_kwh: 10_000 }]),
        'heating.groups',
        /Wohnung „W2“ gehört zu keiner Nutzergruppe/,
      ],
      [
        'user group without heat',
        (i) => (i.heating!.groups = [{ id: 'A', units: ['W1', 'W2'] } as never]),
        'heating.groups.0.heat_kwh',
        /Zahl/,
      ],
      [
        'metering-service amounts not adding up',
        (i) =>
          (i.heating!.service_result = {
            total_cents: 500_000,
            units: [
              { unit: 'W1', amount_cents: 300_000 },
              { unit: 'W2', amount_cents: 100_000 },
            ],
          }),
        'heating.service_result.total_cents',
        /\(400000 Cent\) ergeben nicht den Gesamtbetrag des Messdienstes \(500000 Cent\)/,
      ],
      [
        'metering-service labour negative',
        (i) =>
          (i.heating!.service_result = {
            total_cents: 500_000,
            units: [{ unit: 'W1', amount_cents: 500_000, labour_cents: -1 }],
          }),
        'heating.service_result.units.0.labour_cents',
        /darf nicht negativ sein/,
      ],
      [
        'a heat pump billed like gas by its gross calorific value (§9 Abs. 2 S. 6 HeizkostenV)',
        (i) =>
          (i.heating!.hot_water = {
            method: 'area',
            fuel_kwh_total: 50_000,
            heat_pump: true,
            gross_calorific: true,
          }),
        'heating.hot_water.heat_pump',
        /^Eine monovalente Wärmepumpe verbrennt kein Erdgas: „Wärmepumpe“ und „Brennwert“ schließen sich aus/,
      ],
      [
        'a heat pump as district heat',
        (i) =>
          (i.heating!.hot_water = {
            method: 'volume',
            fuel_kwh_total: 50_000,
            heat_pump: true,
            district_heat: true,
          }),
        'heating.hot_water.heat_pump',
        /^Eine monovalente Wärmepumpe ist keine Fernwärme: „Wärmepumpe“ und „Fernwärme“ schließen sich aus/,
      ],
      [
        'heat pump flag not a boolean',
        (i) => (i.heating!.hot_water.heat_pump = 'ja' as unknown as boolean),
        'heating.hot_water.heat_pump',
        /muss true oder false sein/,
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

  describe('legal rules of the HeizkostenV and the CO2KostAufG', () => {
    type Body = {
      occupancies: {
        id: string;
        total_cents: number;
        reductions_cents: number;
        reductions: { rule: string; amount_cents: number; applied: boolean }[];
        co2: { landlord_credit_cents: number };
        notes: string[];
      }[];
      landlord: { reductions_cents: number };
      co2: { stage: number | null; landlord_percent: number; stage_landlord_percent: number };
      heating: {
        hot_water_heat_kwh: number;
        hot_water_fraction: number;
        hot_water_calculation: { base_kwh: number; heat_pump: boolean } | null;
      };
    };
    const post = async (mutate: (i: BillingInput) => void) => {
      const body = example();
      mutate(body);
      const res = await calculate(body, tokens.admin);
      expect(res.statusCode).toBe(200);
      const json = res.json<Body>();
      return { json, byId: Object.fromEntries(json.occupancies.map((o) => [o.id, o])) };
    };

    it('§9 Abs. 2: the area formula is annual and is scaled by the period’s days', async () => {
      // 100 m², 01.01.–01.07.2024 = 183 of 366 days: 32 · 100 · 183/366 = 1600 kWh (a full year: 3200)
      const { json } = await post((i) => {
        i.period.to = '2024-07-01';
        i.occupancies[2]!.to = '2024-07-01';
        i.heating!.hot_water = { method: 'area', fuel_kwh_total: 50_000 };
      });
      expect(json.heating.hot_water_heat_kwh).toBe(1_600);
    });

    it('§9 Abs. 2 S. 6 Nr. 3: a monovalent heat pump multiplies the formula result by 0,30', async () => {
      // 100 m², full year: 32 · 100 = 3.200 kWh; × 0,30 = 960 kWh; 960 / 50.000 = 1,92 % of the shared costs
      const { json } = await post((i) => {
        i.heating!.hot_water = { method: 'area', fuel_kwh_total: 50_000, heat_pump: true };
      });
      expect(json.heating).toMatchObject({
        hot_water_heat_kwh: 960,
        hot_water_fraction: 0.0192,
        hot_water_calculation: { base_kwh: 3_200, heat_pump: true },
      });
    });

    it('§12 Abs. 1 S. 2 and §7 Abs. 4 CO2KostAufG: the reductions are deducted and borne by the landlord', async () => {
      // W1 heating + hot water = 270000 + 35250 = 305250; 3 % = 9157.5 → 9158, twice = 18316.
      // total 1 = 60000 + 305250 − 5495 (CO2 credit) − 18316 = 341439
      const { json, byId } = await post((i) => {
        i.heating!.duties = { remote_readable: false };
        i.heating!.co2!.information_given = false;
      });
      expect(byId['1']!.reductions.map((r) => [r.rule, r.amount_cents, r.applied])).toEqual([
        ['not_remote_readable', 9_158, true],
        ['co2_information_missing', 9_158, true],
      ]);
      expect(byId['1']!.reductions_cents).toBe(18_316);
      expect(byId['1']!.total_cents).toBe(341_439);
      // A: 76542 · 3 % = 2296.26 → 2296 (twice); B: 118208 · 3 % = 3546.24 → 3546 (twice)
      expect(json.landlord.reductions_cents).toBe(2 * (9_158 + 2_296 + 3_546));
    });

    it('apply_tenant_reductions: false names the right without deducting it', async () => {
      const { json, byId } = await post((i) => {
        i.heating!.duties = { monthly_information_given: false };
        i.heating!.apply_tenant_reductions = false;
      });
      expect(byId['1']!.reductions).toMatchObject([{ rule: 'monthly_information_missing', applied: false }]);
      expect(byId['1']!.total_cents).toBe(359_755);
      expect(json.landlord.reductions_cents).toBe(0);
      expect(byId['1']!.notes.join(' ')).toMatch(/§12 Abs\. 1 S\. 3 HeizkostenV/);
    });

    it('co-ownership shares, several person counts and a vacancy with 0 persons', async () => {
      // Grundsteuer by MEA 600/400: W1 60000; W2 40000 · 91/366 = 9945.36 → 9945, · 275/366 = 30054.64 → 30055.
      // Müll 36600 by persons: 1 has 2 persons until 30.06. (182 days) and 3 from 01.07. (184 days) = 916;
      // A is a vacancy with 0 persons (91 days), B 1 person (275 days): 36600 · 916/1191 = 28148.95 → 28149,
      // 36600 · 275/1191 = 8451.05 → 8451, A 0.
      const { byId } = await post((i) => {
        i.units[0]!.mea = 600;
        i.units[1]!.mea = 400;
        i.costs[0]!.key = 'mea';
        i.costs.push({ id: 'm', name: 'Müll', amount_cents: 36_600, key: 'persons' });
        i.occupancies[0]!.persons = [
          { from: '2020-01-01', persons: 2 },
          { from: '2024-07-01', persons: 3 },
        ];
        i.occupancies[1] = { ...i.occupancies[1]!, vacancy: true, persons: 0 };
      });
      const share = (id: string, cost: string) =>
        (byId[id] as unknown as { lines: { cost: string; share_cents: number }[] }).lines.find(
          (l) => l.cost === cost,
        )!.share_cents;
      expect([share('1', 'g'), share('A', 'g'), share('B', 'g')]).toEqual([60_000, 9_945, 30_055]);
      expect([share('1', 'm'), share('A', 'm'), share('B', 'm')]).toEqual([28_149, 0, 8_451]);
    });

    it('user groups: heating costs by group heat meters first', async () => {
      // heating pot 450000 (hot water 10 %): W1 group 40 %, W2 group 60 % → 180000 and 270000.
      // W2 group: consumption 189000 by A 150 / B 250 units, fixed 81000 by degree days (A Jan–Mar, B Apr–Dec).
      const { json, byId } = await post((i) => {
        i.heating!.groups = [
          { id: 'Nord', units: ['W1'], heat_kwh: 20_000 },
          { id: 'Süd', units: ['W2'], heat_kwh: 30_000 },
        ];
      });
      const heating = json.heating as unknown as { groups: { id: string; heating_cents: number }[] };
      expect(heating.groups.map((g) => [g.id, g.heating_cents])).toEqual([
        ['Nord', 180_000],
        ['Süd', 270_000],
      ]);
      const h = (id: string) => (byId[id] as unknown as { heating: { heating_cents: number } }).heating;
      expect(h('1').heating_cents).toBe(180_000);
      expect(h('A').heating_cents + h('B').heating_cents).toBe(270_000);
    });

    it('metering-service results per dwelling, labour carried to §35a', async () => {
      // W2 194750 by time: A 91/366 → 48421, B 275/366 → 146329 (see metering-service.test.ts); labour W1 10000.
      const { byId } = await post((i) => {
        i.heating!.service_result = {
          total_cents: 500_000,
          units: [
            { unit: 'W1', amount_cents: 305_250, labour_cents: 10_000 },
            { unit: 'W2', amount_cents: 194_750 },
          ],
        };
      });
      const o = (id: string) =>
        byId[id] as unknown as {
          heating: { heating_cents: number };
          section35a: { craft_labour_cents: number };
        };
      expect([
        o('1').heating.heating_cents,
        o('A').heating.heating_cents,
        o('B').heating.heating_cents,
      ]).toEqual([305_250, 48_421, 146_329]);
      expect(o('1').section35a.craft_labour_cents).toBe(10_000);
    });

    it('§8 and §9 CO2KostAufG: non-residential 50 %, halved by one restriction', async () => {
      // W1 CO2 share 18315 · 25 % = 4578.75 → 4579
      const { json, byId } = await post((i) => {
        i.heating!.co2!.building_type = 'non_residential';
        i.heating!.co2!.restriction = 'building';
      });
      expect(json.co2).toMatchObject({ stage: null, stage_landlord_percent: 50, landlord_percent: 25 });
      expect(byId['1']!.co2.landlord_credit_cents).toBe(4_579);
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
