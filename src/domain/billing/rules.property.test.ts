/**
 * Property tests of the HeizkostenV and CO2KostAufG options on random buildings: tenant reductions, billing
 * without measurement, the heat-pump factor, non-residential buildings and public-law restrictions keep every
 * share non-negative, every line summing to its amount, and every statement adding up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { building } from '../../../tests/fixtures/billing/buildings.ts';
import { calculateBilling } from './calculation/calculate.ts';
import type { BillingInput } from './schema.ts';

const options = fc.record({
  remoteReadable: fc.option(fc.boolean(), { nil: undefined }),
  monthlyInformation: fc.option(fc.boolean(), { nil: undefined }),
  co2Information: fc.option(fc.boolean(), { nil: undefined }),
  apply: fc.option(fc.boolean(), { nil: undefined }),
  buildingType: fc.option(fc.constantFrom('residential' as const, 'non_residential' as const), {
    nil: undefined,
  }),
  restriction: fc.option(
    fc.constantFrom('none' as const, 'building' as const, 'supply' as const, 'building_and_supply' as const),
    {
      nil: undefined,
    },
  ),
  unmeasuredHeating: fc.boolean(),
  heatPump: fc.option(fc.boolean(), { nil: undefined }),
  service: fc.option(
    fc.array(
      fc.record({
        amount: fc.integer({ min: 0, max: 10_000_000 }),
        labourPermille: fc.integer({ min: 0, max: 1000 }),
      }),
      { minLength: 6, maxLength: 6 },
    ),
    { nil: undefined },
  ),
  groups: fc.option(
    fc.record({
      count: fc.integer({ min: 1, max: 3 }),
      heat: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 3, maxLength: 3 }),
    }),
    { nil: undefined },
  ),
  mea: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 6, maxLength: 6 }),
  meaCost: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
  vacancyPersons: fc.option(fc.constantFrom(0, 1, 2), { nil: undefined }),
  personChanges: fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), {
    minLength: 18,
    maxLength: 18,
  }),
});

const DAY_MS = 86_400_000;
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const withRules = fc.tuple(building, options).map(([base, o]): BillingInput => {
  const input: BillingInput = {
    ...base,
    // Co-ownership shares in thousandths, so that they print as exact 3-place decimals.
    units: base.units.map((u, k) => ({ ...u, mea: (o.mea[k % o.mea.length] as number) / 1000 })),
    costs:
      o.meaCost === undefined
        ? base.costs
        : [...base.costs, { id: 'MEA', name: 'Miteigentum', amount_cents: o.meaCost, key: 'mea' }],
    // A household that changes size 30 days after its start (the change may lie outside the period).
    occupancies: base.occupancies.map((occ, k) => {
      const next = o.personChanges[k % o.personChanges.length];
      if (next === undefined || typeof occ.persons !== 'number') return occ;
      return {
        ...occ,
        persons: [
          { from: occ.from, persons: occ.persons },
          { from: plusDays(occ.from, 30), persons: next },
        ],
      };
    }),
  };
  // 0 persons for vacancies only where a tenant keeps the persons basis above zero.
  if (o.vacancyPersons !== undefined && (o.vacancyPersons > 0 || base.occupancies.some((x) => !x.vacancy))) {
    input.vacancy_persons = o.vacancyPersons;
  }
  if (!input.heating) return input;
  const heating = { ...input.heating };
  heating.duties = { remote_readable: o.remoteReadable, monthly_information_given: o.monthlyInformation };
  heating.apply_tenant_reductions = o.apply;
  heating.hot_water = { ...heating.hot_water, heat_pump: o.heatPump };
  if (heating.co2) {
    heating.co2 = {
      ...heating.co2,
      information_given: o.co2Information,
      building_type: o.buildingType,
      restriction: o.restriction,
    };
  }
  if (o.groups) {
    const { count, heat } = o.groups;
    heating.groups = Array.from({ length: count }, (_, g) => ({
      id: `G${g}`,
      units: input.units.filter((_, k) => k % count === g).map((u) => u.id),
      // The first group always has heat, so the groups' total is never zero.
      heat_kwh: ((heat[g] as number) + (g === 0 ? 1 : 0)) / 1000,
    })).filter((g) => g.units.length > 0);
  }
  if (o.service) {
    const units = input.units.map((u, k) => {
      const { amount, labourPermille } = o.service![k % o.service!.length]!;
      return { unit: u.id, amount_cents: amount, labour_cents: Math.floor((amount * labourPermille) / 1000) };
    });
    const total = units.reduce((a, u) => a + u.amount_cents, 0);
    heating.total_cents = total;
    heating.heating_only_cents = undefined;
    heating.hot_water_only_cents = undefined;
    heating.service_result = { total_cents: total, units };
    if (heating.co2) heating.co2 = { ...heating.co2, cost_cents: Math.min(heating.co2.cost_cents, total) };
  }
  let consumption = input.consumption;
  if (o.unmeasuredHeating) {
    heating.consumption_share_percent = 0;
    consumption = (consumption ?? []).filter((c) => c.kind !== 'heating');
  }
  return { ...input, heating, consumption };
});

describe('legal options (fast-check)', () => {
  it('every share is non-negative, every line sums to its amount, reductions are the landlord’s', () => {
    fc.assert(
      fc.property(withRules, (input) => {
        const r = calculateBilling(input);
        expect(r.check.allocated_cents).toBe(r.check.costs_cents);
        const perLine = new Map<string, { total: number; sum: number }>();
        let reductions = 0;
        for (const o of r.occupancies) {
          let sum = 0;
          for (const l of o.lines) {
            expect(l.share_cents).toBeGreaterThanOrEqual(0);
            const e = perLine.get(l.cost) ?? { total: l.total_cents, sum: 0 };
            e.sum += l.share_cents;
            perLine.set(l.cost, e);
            sum += l.share_cents;
          }
          expect(o.co2.landlord_credit_cents).toBeGreaterThanOrEqual(0);
          expect(o.co2.landlord_credit_cents).toBeLessThanOrEqual(o.co2.share_cents);
          const applied = o.reductions.filter((x) => x.applied).reduce((a, x) => a + x.amount_cents, 0);
          expect(o.reductions_cents).toBe(applied);
          for (const x of o.reductions) {
            expect(x.amount_cents).toBeGreaterThanOrEqual(0);
            expect(x.amount_cents).toBeLessThanOrEqual(x.base_cents);
          }
          // 15 % + 3 % + 3 % + 3 % at most: never more than the heating and hot-water share.
          expect(o.reductions_cents).toBeLessThanOrEqual(o.heating.heating_cents + o.heating.hot_water_cents);
          if (o.vacancy) expect(o.reductions).toEqual([]);
          expect(o.total_cents).toBe(sum - o.co2.landlord_credit_cents - o.reductions_cents);
          reductions += o.reductions_cents;
        }
        for (const { total, sum } of perLine.values()) expect(sum).toBe(total);
        expect(r.landlord.reductions_cents).toBe(reductions);
        if (r.co2) {
          expect(r.occupancies.reduce((a, o) => a + o.co2.share_cents, 0)).toBe(r.co2.total_cents);
          expect(r.co2.landlord_percent).toBeLessThanOrEqual(r.co2.stage_landlord_percent);
        }
      }),
      { numRuns: 150 },
    );
  });
});
