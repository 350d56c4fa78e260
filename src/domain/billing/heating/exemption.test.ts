import { describe, expect, it } from 'vitest';
import { BillingInputError } from '../errors.ts';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, share, YEAR_2023 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * §11 Abs. 1 HeizkostenV: a building exempt from consumption-based billing. Its heating costs go by the fixed
 * basis alone, and as §§3 to 7 do not apply, there is no breach and no reduction right of §12.
 * Building (2023): W1 60 m² (heated 45 m²), W2 40 m² (heated 35 m²); heating 1.000,00 €, no shared hot water.
 */
function building(heating: Partial<HeatingInput> = {}): BillingInput {
  return {
    period: YEAR_2023,
    units: [
      { id: 'W1', area_m2: 60, heated_area_m2: 45 },
      { id: 'W2', area_m2: 40, heated_area_m2: 35 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
    ],
    costs: [],
    // Readings of devices that happen to exist are not used in an exempt building.
    consumption: [
      { occupancy: '1', kind: 'heating', value: 900 },
      { occupancy: '2', kind: 'heating', value: 100 },
    ],
    heating: { total_cents: 100_000, exempt: true, hot_water: { method: 'none' }, ...heating },
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

describe('§11 HeizkostenV: exempt from consumption-based billing', () => {
  it('bills the heating by area alone: 100.000 × 60/100 = 60.000, × 40/100 = 40.000, with no reduction', () => {
    const r = calc(building());
    expect(r.heating).toMatchObject({
      exempt: true,
      consumption_share_percent: 0,
      heating_consumption_cents: 0,
      heating_fixed_cents: 100_000,
    });
    expect(share(r, '1', 'heating_fixed')).toBe(60_000);
    expect(share(r, '2', 'heating_fixed')).toBe(40_000);
    expect(occ(r, '1').reductions).toEqual([]);
    expect(occ(r, '1').total_cents).toBe(60_000);
    expect(occ(r, '1').notes.join(' ')).toMatch(/nach §11 HeizkostenV .* allein nach Wohnfläche verteilt/);
    expect(r.notes.join(' ')).toMatch(/Ein Kürzungsrecht nach §12 HeizkostenV besteht insoweit nicht/);
  });

  it('takes the chosen basis: heated area 100.000 × 45/80 = 56.250, × 35/80 = 43.750', () => {
    const r = calc(building({ fixed_basis: 'heated_area', consumption_share_percent: 0 }));
    expect(share(r, '1', 'heating_fixed')).toBe(56_250);
    expect(share(r, '2', 'heating_fixed')).toBe(43_750);
    expect(occ(r, '1').notes.join(' ')).toMatch(/allein nach beheizter Fläche/);
  });

  it('lists no §12 right for the heating, not even for missing remote reading or §6a information', () => {
    const r = calc(building({ duties: { remote_readable: false, monthly_information_given: false } }));
    expect(occ(r, '1').reductions).toEqual([]);
    expect(r.landlord.reductions_cents).toBe(0);
  });

  it('keeps the hot water’s own rules: 3 % on the hot-water share where §6a information is missing', () => {
    // Hot water only 200,00 €, by area (0 %, unmeasured): W1 12.000, W2 8.000.
    // unmeasured 15 % of 12.000 = 1.800; §6a 3 % of the hot-water share only, 12.000 → 360.
    const r = calc(
      building({
        hot_water_only_cents: 20_000,
        hot_water_consumption_share_percent: 0,
        duties: { monthly_information_given: false },
      }),
    );
    expect(occ(r, '1').reductions.map((x) => [x.rule, x.base_cents, x.amount_cents])).toEqual([
      ['unmeasured', 12_000, 1_800],
      ['monthly_information_missing', 12_000, 360],
    ]);
  });

  it('refuses a consumption share and a heating recording defect', () => {
    const share = refusal(() => calc(building({ consumption_share_percent: 70 })));
    expect(share.field).toBe('heating.consumption_share_percent');
    expect(share.reason).toMatch(/§11 HeizkostenV/);
    const defect = refusal(() => calc(building({ recording_defect: 'both' })));
    expect(defect.field).toBe('heating.recording_defect');
  });

  it('without the exemption, the same 0 % is a breach with 15 % (§12 Abs. 1 S. 1)', () => {
    const r = calc({ ...building({ exempt: false, consumption_share_percent: 0 }), consumption: [] });
    expect(occ(r, '1').reductions[0]).toMatchObject({
      rule: 'unmeasured',
      base_cents: 60_000,
      amount_cents: 9_000,
    });
  });
});
