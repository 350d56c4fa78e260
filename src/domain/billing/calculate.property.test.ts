/**
 * Property tests of the whole engine on random buildings: every cost line is
 * distributed exactly, nothing is negative, and the order in which units,
 * occupancies, costs and readings are listed does not change any result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { building } from '../../../tests/fixtures/billing/buildings.ts';
import { calculateBilling } from './calculation/calculate.ts';
import type { BillingInput, BillingCalculation } from './schema.ts';

function byId(r: BillingCalculation) {
  return Object.fromEntries(
    r.occupancies.map((o) => [
      o.id,
      { ...o, lines: Object.fromEntries(o.lines.map((l) => [l.cost, l])), notes: [...o.notes].sort() },
    ]),
  );
}

function shuffle<T>(items: T[], seed: number): T[] {
  const a = [...items];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

describe('engine properties (fast-check)', () => {
  it('every line is distributed exactly, nothing is negative, the statement adds up', () => {
    fc.assert(
      fc.property(building, (input) => {
        const r = calculateBilling(input);
        expect(r.check.allocated_cents).toBe(r.check.costs_cents);
        const perLine = new Map<string, { total: number; sum: number }>();
        for (const o of r.occupancies) {
          let sum = 0;
          for (const l of o.lines) {
            expect(l.share_cents).toBeGreaterThanOrEqual(0);
            const e = perLine.get(l.cost) ?? { total: l.total_cents, sum: 0 };
            e.sum += l.share_cents;
            perLine.set(l.cost, e);
            sum += l.share_cents;
          }
          expect(o.total_cents).toBe(sum - o.co2.landlord_credit_cents);
          expect(o.co2.landlord_credit_cents).toBeGreaterThanOrEqual(0);
          expect(o.co2.landlord_credit_cents).toBeLessThanOrEqual(o.co2.share_cents);
          expect(o.section35a.services_labour_cents).toBeGreaterThanOrEqual(0);
          expect(o.section35a.craft_labour_cents).toBeGreaterThanOrEqual(0);
          if (!o.vacancy) expect(o.balance_cents).toBe(o.total_cents - o.advance_payments_cents);
        }
        for (const { total, sum } of perLine.values()) expect(sum).toBe(total);
        if (r.co2) {
          const co2Sum = r.occupancies.reduce((a, o) => a + o.co2.share_cents, 0);
          expect(co2Sum).toBe(r.co2.total_cents);
        }
        const lineCosts = input.costs.reduce((a, c) => a + c.amount_cents, 0);
        expect(r.landlord.non_allocable_cents).toBeLessThanOrEqual(lineCosts);
      }),
      { numRuns: 150 },
    );
  });

  it('the result does not depend on the order of units, occupancies, costs and readings', () => {
    fc.assert(
      fc.property(building, fc.integer({ min: 1, max: 1_000_000 }), (input, seed) => {
        const shuffled: BillingInput = {
          ...input,
          units: shuffle(input.units, seed),
          occupancies: shuffle(input.occupancies, seed + 1),
          costs: shuffle(input.costs, seed + 2),
          consumption: shuffle(input.consumption ?? [], seed + 3),
        };
        const a = calculateBilling(input);
        const b = calculateBilling(shuffled);
        expect(byId(b)).toEqual(byId(a));
        expect({ ...b, occupancies: [], notes: [...b.notes].sort() }).toEqual({
          ...a,
          occupancies: [],
          notes: [...a.notes].sort(),
        });
      }),
      { numRuns: 100 },
    );
  });
});
