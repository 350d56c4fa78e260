import { describe, expect, it } from 'vitest';
import { BillingInputError } from '../errors.ts';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, YEAR_2024 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * The building of heating.test.ts (2024): W1 60 m², heat 600, hot water 30 m³; W2 40 m², heat 400, hot water 10 m³;
 * shared costs 5.000,00 €, 10 % hot water. Shares without any reduction:
 * W1 heating 270000 + hot water 35250 = 305250; W2 180000 + 14750 = 194750.
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

const withoutHeatingReadings = (i: BillingInput): BillingInput => ({
  ...i,
  consumption: i.consumption!.filter((c) => c.kind !== 'heating'),
});

describe('§12 Abs. 1 S. 1 HeizkostenV: billed without consumption measurement, 15 %', () => {
  it('heating by area only (share 0 %), the tenant’s heating share is cut by 15 %', () => {
    // heating 450000 entirely by area: W1 450000 · 60/100 = 270000, W2 180000; hot water as usual (35250, 14750).
    // Reduction 15 % of the heating share only: W1 270000 · 0.15 = 40500, W2 180000 · 0.15 = 27000.
    // W1 total = 270000 + 35250 − 40500 = 264750; landlord bears 40500 + 27000 = 67500.
    const r = calc(withoutHeatingReadings(base({ consumption_share_percent: 0 })));
    expect(r.heating).toMatchObject({ heating_consumption_cents: 0, heating_fixed_cents: 450_000 });
    expect(occ(r, '1').heating).toMatchObject({ heating_cents: 270_000, hot_water_cents: 35_250 });
    expect(occ(r, '1').reductions).toEqual([
      {
        rule: 'unmeasured',
        law: '§12 Abs. 1 S. 1 HeizkostenV',
        percent: 15,
        base_cents: 270_000,
        amount_cents: 40_500,
        applied: true,
      },
    ]);
    expect(occ(r, '1').reductions_cents).toBe(40_500);
    expect(occ(r, '1').total_cents).toBe(264_750);
    expect(occ(r, '2').reductions_cents).toBe(27_000);
    expect(r.landlord.reductions_cents).toBe(67_500);
    // The reduction moves money from tenant to landlord; it does not change what is distributed.
    expect(r.check).toEqual({ costs_cents: 500_000, allocated_cents: 500_000 });
    expect(occ(r, '1').notes.join(' ')).toMatch(
      /um 15 % \(405,00 €\) gekürzt \(§12 Abs\. 1 S\. 1 HeizkostenV\)/,
    );
    expect(occ(r, '1').notes.join(' ')).toMatch(/Da die Heizkosten ohne Verbrauchserfassung/);
  });

  it('heating and hot water both without measurement: 15 % of both shares', () => {
    // hot water 50000 (V = 40 m³ given) by area: W1 30000, W2 20000; heating W1 270000.
    // W1: 15 % of 300000 = 45000; W2: 15 % of 200000 = 30000.
    const r = calc({
      ...base({
        consumption_share_percent: 0,
        hot_water_consumption_share_percent: 0,
        hot_water: { method: 'volume', volume_m3: 40, fuel_kwh_total: 50_000 },
      }),
      consumption: [],
    });
    expect(occ(r, '1').reductions[0]).toMatchObject({ base_cents: 300_000, amount_cents: 45_000 });
    expect(occ(r, '2').reductions[0]).toMatchObject({ base_cents: 200_000, amount_cents: 30_000 });
    expect(r.landlord.reductions_cents).toBe(75_000);
  });

  it('0 % with readings present is refused: existing readings must be used', () => {
    expect(() => calc(base({ consumption_share_percent: 0 }))).toThrow(BillingInputError);
    expect(() => calc(base({ consumption_share_percent: 0 }))).toThrow(
      /heating\.consumption_share_percent: .*Verbrauchswerte „Heizung“/,
    );
  });
});

describe('§12 Abs. 1 S. 2, 3 HeizkostenV: 3 % each', () => {
  it('devices not remotely readable: 3 % of the heating and hot-water share', () => {
    // W1 305250 · 0.03 = 9157.5 → 9158 (half up); W2 194750 · 0.03 = 5842.5 → 5843.
    const r = calc(base({ duties: { remote_readable: false } }));
    expect(occ(r, '1').reductions).toEqual([
      {
        rule: 'not_remote_readable',
        law: '§12 Abs. 1 S. 2 HeizkostenV',
        percent: 3,
        base_cents: 305_250,
        amount_cents: 9_158,
        applied: true,
      },
    ]);
    expect(occ(r, '1').total_cents).toBe(305_250 - 9_158);
    expect(occ(r, '2').reductions_cents).toBe(5_843);
    expect(r.landlord.reductions_cents).toBe(15_001);
  });

  it('both duties missed: the rights add up, each of the unreduced share (3 % + 3 %)', () => {
    // W1 9158 + 9158 = 18316 → total 305250 − 18316 = 286934
    const r = calc(base({ duties: { remote_readable: false, monthly_information_given: false } }));
    expect(occ(r, '1').reductions.map((x) => [x.rule, x.amount_cents])).toEqual([
      ['not_remote_readable', 9_158],
      ['monthly_information_missing', 9_158],
    ]);
    expect(occ(r, '1').total_cents).toBe(286_934);
  });

  it('duties met (true or not given): no reduction', () => {
    const r = calc(base({ duties: { remote_readable: true, monthly_information_given: true } }));
    expect(occ(r, '1').reductions).toEqual([]);
    expect(r.landlord.reductions_cents).toBe(0);
  });
});

describe('§7 Abs. 4 CO2KostAufG: CO2 information not given, 3 %', () => {
  it('3 % of the heating costs on top of the CO2 credit', () => {
    // CO2 (see co2.test.ts): 25 kg/m²·a, stage 4, W1 share 18315, credit 5495.
    // Reduction 305250 · 0.03 = 9157.5 → 9158. W1 total = 305250 − 5495 − 9158 = 290597.
    const r = calc(base({ co2: { emissions_kg: 2_500, cost_cents: 30_000, information_given: false } }));
    expect(occ(r, '1').co2.landlord_credit_cents).toBe(5_495);
    expect(occ(r, '1').reductions).toEqual([
      {
        rule: 'co2_information_missing',
        law: '§7 Abs. 4 CO2KostAufG',
        percent: 3,
        base_cents: 305_250,
        amount_cents: 9_158,
        applied: true,
      },
    ]);
    expect(occ(r, '1').total_cents).toBe(290_597);
  });
});

describe('apply_tenant_reductions: false shows the amount at stake as a notice only', () => {
  it('nothing is deducted, the statement names the right and the amount', () => {
    const r = calc(base({ duties: { remote_readable: false }, apply_tenant_reductions: false }));
    expect(occ(r, '1').reductions[0]).toMatchObject({ amount_cents: 9_158, applied: false });
    expect(occ(r, '1').reductions_cents).toBe(0);
    expect(occ(r, '1').total_cents).toBe(305_250);
    expect(r.landlord.reductions_cents).toBe(0);
    expect(occ(r, '1').notes.join(' ')).toMatch(
      /berechtigt, Ihren Anteil von 3\.052,50 € um 3 % \(91,58 €\) zu kürzen/,
    );
  });
});

describe('vacancies get no reduction: their share is the landlord’s anyway', () => {
  it('only the tenant’s statement is reduced', () => {
    const r = calc(
      base(
        { duties: { remote_readable: false } },
        {
          occupancies: [
            { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
            { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
          ],
        },
      ),
    );
    expect(occ(r, '2').reductions).toEqual([]);
    expect(r.landlord.reductions_cents).toBe(9_158);
  });
});
