/**
 * The HeizkostenV cases through POST /api/billing/calculate: units outside the central hot-water plant
 * (§8 Abs. 1, §9 Abs. 2 S. 4), the §11 exemption, the fixed costs by another basis (§7 Abs. 1 S. 5) and
 * consumption recorded against the regulation (§12 Abs. 1 S. 1), with their German 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingInput } from '../../src/domain/billing/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginRoles()).customer;
});
afterAll(async () => {
  await t.close();
});

const calculate = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/billing/calculate', payload, headers: bearer(token) });

/**
 * 2023 (365 days): W1 60 m² (180 m³, heated 50 m²), W2 40 m² (120 m³, heated 30 m²), a shop L 50 m² (150 m³,
 * heated 20 m²). Heating 1.000,00 € at 50 % by consumption (W1 500, W2 300, L 200), hot water only 200,00 € at
 * 50 % (W1 30 m³, W2 10 m³); shared costs none.
 */
function example(): BillingInput {
  return {
    period: { from: '2023-01-01', to: '2023-12-31' },
    units: [
      { id: 'W1', area_m2: 60, volume_m3: 180, heated_area_m2: 50, heated_volume_m3: 150 },
      { id: 'W2', area_m2: 40, volume_m3: 120, heated_area_m2: 30, heated_volume_m3: 90 },
      { id: 'L', area_m2: 50, volume_m3: 150, heated_area_m2: 20, heated_volume_m3: 60 },
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
      { occupancy: '3', kind: 'hot_water', value: 5 },
    ],
    heating: {
      total_cents: 100_000,
      hot_water_only_cents: 20_000,
      consumption_share_percent: 50,
      hot_water_consumption_share_percent: 50,
      hot_water: { method: 'none' },
    },
  };
}

type Occ = { id: string; lines: { cost: string; share_cents: number }[]; [k: string]: unknown };
const line = (body: { occupancies: Occ[] }, id: string, cost: string) =>
  body.occupancies.find((o) => o.id === id)?.lines.find((l) => l.cost === cost)?.share_cents;
const occupancy = (body: { occupancies: Occ[] }, id: string) => body.occupancies.find((o) => o.id === id);

describe('POST /api/billing/calculate: HeizkostenV cases', () => {
  it('keeps today’s answer when none of the new fields is given (area, all supplied, no exemption)', async () => {
    const res = await calculate(example());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.heating).toMatchObject({ fixed_basis: 'area', exempt: false, recording_defect: null });
    // Hot-water fixed 10.000 by 150 m²: W1 4.000, W2 2.667, L 3.333 (largest remainder).
    expect(line(body, '1', 'hot_water_fixed')).toBe(4_000);
    expect(line(body, '3', 'hot_water_fixed')).toBe(3_333);
  });

  it('units[].hot_water_supplied: false — no hot-water share, its area and reading not counted (§8 Abs. 1)', async () => {
    const input = example();
    input.units[2]!.hot_water_supplied = false;
    const res = await calculate(input);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Hot water 20.000: fixed 10.000 by 100 m² → W1 6.000, W2 4.000; consumption 10.000 by 40 m³ → 7.500, 2.500.
    expect(line(body, '1', 'hot_water_fixed')).toBe(6_000);
    expect(line(body, '2', 'hot_water_fixed')).toBe(4_000);
    expect(line(body, '1', 'hot_water_consumption')).toBe(7_500);
    expect(line(body, '3', 'hot_water_fixed')).toBeUndefined();
    expect(occupancy(body, '3')?.heating).toMatchObject({ hot_water_cents: 0 });
    expect(body.check).toEqual({ costs_cents: 120_000, allocated_cents: 120_000 });
  });

  it('heating.fixed_basis: heated area — 50.000 × 50/100 = 25.000, 30/100 = 15.000, 20/100 = 10.000 (§7 Abs. 1 S. 5)', async () => {
    const input = example();
    input.heating!.fixed_basis = 'heated_area';
    const res = await calculate(input);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(line(body, '1', 'heating_fixed')).toBe(25_000);
    expect(line(body, '2', 'heating_fixed')).toBe(15_000);
    expect(line(body, '3', 'heating_fixed')).toBe(10_000);
    // Hot-water fixed 10.000 by the same basis: 5.000, 3.000, 2.000.
    expect(line(body, '3', 'hot_water_fixed')).toBe(2_000);
    expect(body.heating.fixed_basis).toBe('heated_area');
  });

  it('heating.exempt: heating by the fixed basis alone, no §12 right for it, the exemption named (§11)', async () => {
    const input = example();
    input.heating = {
      ...input.heating!,
      exempt: true,
      consumption_share_percent: 0,
      fixed_basis: 'volume',
      duties: { remote_readable: false },
    };
    const res = await calculate(input);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 100.000 by 450 m³: W1 180 → 40.000, W2 120 → 26.667, L 150 → 33.333.
    expect(line(body, '1', 'heating_fixed')).toBe(40_000);
    expect(line(body, '1', 'heating_consumption')).toBeUndefined();
    // The 3 % of §12 Abs. 1 S. 2 falls on the hot-water share only. W1 hot water: fixed 10.000 × 180/450 = 4.000,
    // consumption 10.000 × 30/45 = 6.666,67 → 6.667 (largest remainder) = 10.667; 3 % = 320,01 → 320.
    const first = occupancy(body, '1') as Occ & { reductions: unknown[]; notes: string[] };
    expect(first.reductions).toEqual([
      expect.objectContaining({ rule: 'not_remote_readable', base_cents: 10_667, amount_cents: 320 }),
    ]);
    expect(first.notes.join(' ')).toMatch(/§11 HeizkostenV.*allein nach umbautem Raum verteilt/);
    expect(body.heating.exempt).toBe(true);
  });

  it('heating.recording_defect: 15 % of the whole share of that pot (§12 Abs. 1 S. 1)', async () => {
    const input = example();
    input.heating!.recording_defect = 'heating';
    const res = await calculate(input);
    expect(res.statusCode).toBe(200);
    const first = occupancy(res.json(), '1') as Occ & {
      heating: { heating_cents: number };
      reductions: { rule: string; base_cents: number; amount_cents: number; applied: boolean }[];
      reductions_cents: number;
    };
    // W1 heating: fixed 50.000 × 60/150 = 20.000 + consumption 50.000 × 500/1.000 = 25.000 = 45.000;
    // 15 % = 6.750.
    expect(first.heating.heating_cents).toBe(45_000);
    expect(first.reductions).toEqual([
      {
        rule: 'recording_defect',
        law: '§12 Abs. 1 S. 1 HeizkostenV',
        percent: 15,
        base_cents: 45_000,
        amount_cents: 6_750,
        applied: true,
      },
    ]);
    expect(first.reductions_cents).toBe(6_750);

    input.heating!.recording_defect = null;
    const none = await calculate(input);
    expect(occupancy(none.json(), '1')?.reductions).toEqual([]);
  });

  describe('answers 400 in German, naming the field', () => {
    const cases: [string, (i: BillingInput) => void, string, RegExp][] = [
      [
        'a fixed basis the unit lacks',
        (i) => {
          i.heating!.fixed_basis = 'heated_volume';
          delete i.units[1]!.heated_volume_m3;
        },
        'units.1.heated_volume_m3',
        /Maßstab der Grundkosten „Beheizter Raum“.*fehlt der Wert der Wohnung „W2“/,
      ],
      [
        'enclosed space missing',
        (i) => {
          i.heating!.fixed_basis = 'volume';
          delete i.units[2]!.volume_m3;
        },
        'units.2.volume_m3',
        /Wohnung „L“/,
      ],
      [
        'an unknown fixed basis',
        (i) => ((i.heating as { fixed_basis: string }).fixed_basis = 'flaeche'),
        'heating.fixed_basis',
        /muss einer der Werte/,
      ],
      [
        'hot_water_supplied not a boolean',
        (i) => ((i.units[0] as { hot_water_supplied: unknown }).hot_water_supplied = 'ja'),
        'units.0.hot_water_supplied',
        /Warmwasser/,
      ],
      [
        'exempt not a boolean',
        (i) => ((i.heating as { exempt: unknown }).exempt = 'ja'),
        'heating.exempt',
        /Ausnahme nach §11 HeizkostenV/,
      ],
      [
        'an exemption with a consumption share',
        (i) => (i.heating!.exempt = true),
        'heating.consumption_share_percent',
        /Ausnahme nach §11 HeizkostenV.*muss fehlen oder 0 sein/,
      ],
      [
        'an exemption with a heating recording defect',
        (i) => {
          i.heating!.exempt = true;
          i.heating!.consumption_share_percent = 0;
          i.heating!.recording_defect = 'both';
        },
        'heating.recording_defect',
        /kann daher nur „hot_water“ sein/,
      ],
      [
        'an unknown recording defect',
        (i) => ((i.heating as { recording_defect: string }).recording_defect = 'alles'),
        'heating.recording_defect',
        /heating, hot_water, both/,
      ],
      [
        'a negative heated area',
        (i) => (i.units[0]!.heated_area_m2 = -1),
        'units.0.heated_area_m2',
        /negativ/,
      ],
    ];
    it.each(cases)('%s', async (_name, mutate, field, message) => {
      const body = example();
      mutate(body);
      const res = await calculate(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().field).toBe(field);
    });
  });
});
