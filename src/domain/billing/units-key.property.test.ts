/**
 * Property tests of the key "Wohneinheiten" (`units`): every dwelling counts one, weighted by the
 * days of its occupancies; a vacancy's days are the landlord's (§556a Abs. 1 BGB). On random houses
 * the shares add up to the amount, no share is negative, and dwellings let all year get the same
 * share to the cent (largest remainder: at most one cent apart).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBilling } from './calculation/calculate.ts';
import type { BillingInput } from './schema.ts';

const DAY_MS = 86_400_000;
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Per dwelling: let all year, or a tenancy ending on a day of 2025 followed by a vacancy or a new tenancy. */
const dwelling = fc.record({
  changeDay: fc.option(fc.integer({ min: 0, max: 363 }), { nil: undefined }),
  vacantAfter: fc.boolean(),
  areaM2: fc.integer({ min: 10, max: 200 }),
});

const house = fc
  .record({
    dwellings: fc.array(dwelling, { minLength: 1, maxLength: 12 }),
    amount: fc.integer({ min: 0, max: 100_000_000 }),
  })
  .map(({ dwellings, amount }): BillingInput => {
    const occupancies: BillingInput['occupancies'] = [];
    dwellings.forEach((d, i) => {
      const unit = `W${i + 1}`;
      if (d.changeDay === undefined) {
        occupancies.push({ id: `${i}a`, unit, name: `M${i}`, from: '2020-01-01' });
        return;
      }
      const end = plusDays('2025-01-01', d.changeDay);
      occupancies.push({ id: `${i}a`, unit, name: `M${i}`, from: '2020-01-01', to: end });
      occupancies.push({
        id: `${i}b`,
        unit,
        name: d.vacantAfter ? 'Leerstand' : `N${i}`,
        from: plusDays(end, 1),
        ...(d.vacantAfter ? { vacancy: true } : {}),
      });
    });
    return {
      period: { from: '2025-01-01', to: '2025-12-31' },
      units: dwellings.map((d, i) => ({ id: `W${i + 1}`, area_m2: d.areaM2 })),
      occupancies,
      costs: [{ id: 'tv', name: 'Kabelanschluss', amount_cents: amount, key: 'units' }],
    };
  });

describe('key units (Wohneinheiten)', () => {
  it('adds up to the amount, never negative, equal for dwellings let all year whatever their size', () => {
    fc.assert(
      fc.property(house, (input) => {
        const result = calculateBilling(input);
        const shares = result.occupancies.map((o) => ({
          o,
          cents: o.lines.filter((l) => l.cost === 'tv').reduce((s, l) => s + l.share_cents, 0),
        }));
        const tenants = shares.filter((s) => !s.o.vacancy).reduce((sum, s) => sum + s.cents, 0);
        const vacant = shares.filter((s) => s.o.vacancy).reduce((sum, s) => sum + s.cents, 0);
        expect(tenants + vacant).toBe(input.costs[0]!.amount_cents);
        // The empty days are the landlord's, not shifted onto the tenants.
        expect(result.landlord.vacancy_cents).toBe(vacant);
        for (const s of shares) expect(s.cents).toBeGreaterThanOrEqual(0);
        const allYear = shares
          .filter((s) => !input.occupancies.some((o) => o.unit === s.o.unit && o.id !== s.o.id))
          .map((s) => s.cents);
        if (allYear.length > 1) expect(Math.max(...allYear) - Math.min(...allYear)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});
