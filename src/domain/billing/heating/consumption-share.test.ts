import { describe, expect, it } from 'vitest';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, YEAR_2024 } from '../../../../tests/fixtures/billing/test-support.ts';

function base(heating: Partial<HeatingInput> = {}): BillingInput {
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
    ],
    heating: { total_cents: 500_000, hot_water: { method: 'none' }, ...heating },
  };
}

const OLD_GAS = {
  insulation_standard_1994_met: false,
  fuel: 'gas',
  exposed_pipes_mostly_insulated: true,
} as const;

describe('§7 Abs. 1 S. 2 HeizkostenV: 70 % by consumption is compulsory for certain older buildings', () => {
  it('below the 1994 standard, gas, pipes mostly insulated: 50 % is refused with the rule named', () => {
    expect(() => calc(base({ building: OLD_GAS, consumption_share_percent: 50 }))).toThrow(
      /heating\.consumption_share_percent: .*70 % .*§7 Abs\. 1 S\. 2 HeizkostenV.*angegeben: 50 %/,
    );
  });

  it('the same building with oil and 69,5 % is refused too', () => {
    expect(() =>
      calc(base({ building: { ...OLD_GAS, fuel: 'oil' }, consumption_share_percent: 69.5 })),
    ).toThrow(/§7 Abs\. 1 S\. 2 HeizkostenV.*angegeben: 69,5 %/);
  });

  it('70 % given or by default is accepted: heating 500000 · 0.7 = 350000 by consumption', () => {
    expect(
      calc(base({ building: OLD_GAS, consumption_share_percent: 70 })).heating?.heating_consumption_cents,
    ).toBe(350_000);
    expect(calc(base({ building: OLD_GAS })).heating?.heating_consumption_cents).toBe(350_000);
  });

  it.each([
    ['the 1994 standard is met', { ...OLD_GAS, insulation_standard_1994_met: true }],
    ['district heat', { ...OLD_GAS, fuel: 'district_heat' as const }],
    ['heat pump', { ...OLD_GAS, fuel: 'heat_pump' as const }],
    ['pipes mostly not insulated', { ...OLD_GAS, exposed_pipes_mostly_insulated: false }],
  ])('does not apply when %s: 50 % stays allowed (500000 · 0.5 = 250000)', (_name, building) => {
    expect(calc(base({ building, consumption_share_percent: 50 })).heating?.heating_consumption_cents).toBe(
      250_000,
    );
  });
});
