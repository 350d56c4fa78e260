import { describe, expect, it } from 'vitest';
import { calculateBilling, parseBillingInput } from './calculation/calculate.ts';
import { BillingInputError } from './errors.ts';
import { sampleInput } from '../../../tests/fixtures/billing/sample.ts';
import { MAX_CENTS, MAX_QUANTITY, type BillingInput } from './schema.ts';

/** Runs `mutate` on the sample building and returns the error the schema raises. */
function refusal(mutate: (i: BillingInput) => void): { field: string; reason: string } {
  const i = sampleInput();
  mutate(i);
  try {
    parseBillingInput(i);
  } catch (e) {
    if (e instanceof BillingInputError) return { field: e.field, reason: e.reason };
    throw e;
  }
  throw new Error('nicht abgelehnt');
}

type Setter = (i: BillingInput, v: unknown) => void;
const QUANTITIES: [string, Setter][] = [
  ['units.0.area_m2', (i, v) => (i.units[0]!.area_m2 = v as number)],
  ['units.0.volume_m3', (i, v) => (i.units[0]!.volume_m3 = v as number)],
  ['costs.4.allocable_percent', (i, v) => (i.costs[4]!.allocable_percent = v as number)],
  ['consumption.0.value', (i, v) => (i.consumption![0]!.value = v as number)],
  ['heating.consumption_share_percent', (i, v) => (i.heating!.consumption_share_percent = v as number)],
  ['heating.hot_water.temperature_c', (i, v) => (i.heating!.hot_water.temperature_c = v as number)],
  ['heating.hot_water.fuel_kwh_total', (i, v) => (i.heating!.hot_water.fuel_kwh_total = v as number)],
  ['heating.co2.fuel_kwh', (i, v) => (i.heating!.co2!.fuel_kwh = v as number)],
  ['heating.co2.factor_kg_per_kwh', (i, v) => (i.heating!.co2!.factor_kg_per_kwh = v as number)],
];

describe('scalar numbers of the calculation input', () => {
  it.each(QUANTITIES)('%s: 1e308 is too large, Infinity and NaN-like text are no numbers', (field, set) => {
    expect(refusal((i) => set(i, 1e308))).toEqual({ field, reason: 'darf höchstens 1.000.000.000 betragen' });
    expect(refusal((i) => set(i, MAX_QUANTITY + 0.001))).toEqual({
      field,
      reason: 'darf höchstens 1.000.000.000 betragen',
    });
    expect(refusal((i) => set(i, '1000000001'))).toEqual({
      field,
      reason: 'darf höchstens 1.000.000.000 betragen',
    });
    expect(refusal((i) => set(i, Infinity))).toEqual({ field, reason: 'muss eine Zahl sein' });
    expect(refusal((i) => set(i, Number.NaN))).toEqual({ field, reason: 'muss eine Zahl sein' });
    expect(refusal((i) => set(i, `1${'0'.repeat(400)}`))).toEqual({ field, reason: 'muss eine Zahl sein' });
    for (const text of ['NaN', 'Infinity', '-Infinity', '1e308', '0x10', '']) {
      expect(refusal((i) => set(i, text)).field, text).toBe(field);
    }
  });

  it('bounds persons and amounts too', () => {
    expect(refusal((i) => (i.occupancies[0]!.persons = 1001))).toEqual({
      field: 'occupancies.0.persons',
      reason: 'ist zu groß',
    });
    expect(refusal((i) => (i.costs[0]!.amount_cents = MAX_CENTS + 1))).toEqual({
      field: 'costs.0.amount_cents',
      reason: 'ist zu groß',
    });
    expect(refusal((i) => (i.costs[4]!.labour_cents = -MAX_CENTS - 1))).toEqual({
      field: 'costs.4.labour_cents',
      reason: 'ist zu klein',
    });
    // Beyond the safe integers a number is no longer an exact whole number at all.
    for (const [field, set] of [
      ['occupancies.0.persons', (i: BillingInput) => (i.occupancies[0]!.persons = 1e308)],
      ['costs.0.amount_cents', (i: BillingInput) => (i.costs[0]!.amount_cents = 1e308)],
      ['costs.4.labour_cents', (i: BillingInput) => (i.costs[4]!.labour_cents = -1e308)],
    ] as const) {
      expect(refusal(set)).toEqual({ field, reason: expect.stringMatching(/^muss eine? ganz/) });
    }
  });

  it('calculates the largest accepted values exactly', () => {
    const i = sampleInput();
    for (const u of i.units) Object.assign(u, { area_m2: '999999999.999', volume_m3: MAX_QUANTITY });
    // Hot water stays as measured: more heat for hot water than the plant used is an input error.
    for (const c of i.consumption!) if (c.kind !== 'hot_water') c.value = MAX_QUANTITY;
    for (const c of i.costs) c.amount_cents = MAX_CENTS;
    Object.assign(i.heating!, { total_cents: MAX_CENTS, heating_only_cents: MAX_CENTS });
    Object.assign(i.heating!.hot_water, { fuel_kwh_total: MAX_QUANTITY });
    Object.assign(i.heating!.co2!, {
      fuel_kwh: MAX_QUANTITY,
      factor_kg_per_kwh: MAX_QUANTITY,
      cost_cents: MAX_CENTS,
    });
    const result = calculateBilling(parseBillingInput(i));
    expect(result.check.allocated_cents).toBe(result.check.costs_cents);
  });
});
