/**
 * Property tests of the fixed-cost bases (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV), the units outside the central
 * hot-water plant (§8 Abs. 1), the §11 exemption and the §12 recording defect on random buildings: every line
 * still distributes its amount to the cent, no unit outside the plant bears hot water, an exempt building lists
 * no right for its heating, and every reduction is the landlord's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { building } from '../../../../tests/fixtures/billing/buildings.ts';
import { calculateBilling } from '../calculation/calculate.ts';
import { FIXED_BASES, RECORDING_DEFECTS, type BillingInput } from '../schema.ts';

const options = fc.record({
  basis: fc.option(fc.constantFrom(...FIXED_BASES), { nil: undefined }),
  // Heated area and space as thousandths of the living area and of the enclosed space (0 = not heated).
  heatedPermille: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 6, maxLength: 6 }),
  supplied: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  exempt: fc.boolean(),
  defect: fc.option(fc.constantFrom(...RECORDING_DEFECTS), { nil: null }),
  apply: fc.option(fc.boolean(), { nil: undefined }),
});

const withBases = fc.tuple(building, options).map(([base, o]): BillingInput => {
  const units = base.units.map((u, k) => {
    const permille = o.heatedPermille[k] as number;
    // The first unit is heated and supplied, so that no basis sums to zero.
    const p = k === 0 ? Math.max(permille, 1) : permille;
    const area = Math.round(Number(u.area_m2) * 1000);
    return {
      ...u,
      heated_area_m2: Math.floor((area * p) / 1000) / 1000 || (k === 0 ? 0.001 : 0),
      heated_volume_m3: Math.floor((area * 3 * p) / 1000) / 1000 || (k === 0 ? 0.001 : 0),
      hot_water_supplied: k === 0 ? true : (o.supplied[k] as boolean),
    };
  });
  if (!base.heating) return { ...base, units };
  const heating = { ...base.heating, fixed_basis: o.basis, apply_tenant_reductions: o.apply };
  if (o.exempt) {
    heating.exempt = true;
    heating.consumption_share_percent = o.basis === undefined ? undefined : 0;
    heating.recording_defect = o.defect === 'hot_water' ? 'hot_water' : null;
  } else {
    heating.recording_defect = o.defect;
  }
  return { ...base, units, heating };
});

describe('fixed-cost bases, hot-water users, exemption and recording defect (fast-check)', () => {
  it('allocates every cent, keeps hot water off the units outside the plant, and the reductions add up', () => {
    fc.assert(
      fc.property(withBases, (input) => {
        const r = calculateBilling(input);
        expect(r.check.allocated_cents).toBe(r.check.costs_cents);
        const perLine = new Map<string, { total: number; sum: number }>();
        const supplied = new Map(input.units.map((u) => [u.id, u.hot_water_supplied !== false]));
        let reductions = 0;
        for (const o of r.occupancies) {
          for (const l of o.lines) {
            expect(l.share_cents).toBeGreaterThanOrEqual(0);
            const e = perLine.get(l.cost) ?? { total: l.total_cents, sum: 0 };
            e.sum += l.share_cents;
            perLine.set(l.cost, e);
            if (!supplied.get(o.unit)) expect(l.section).not.toBe('hot_water');
          }
          if (!supplied.get(o.unit)) expect(o.heating.hot_water_cents).toBe(0);
          if (input.heating?.exempt) {
            for (const x of o.reductions) {
              // Only the hot water can carry a §12 right in an exempt building.
              expect(x.base_cents).toBeLessThanOrEqual(o.heating.hot_water_cents);
            }
          }
          expect(o.reductions_cents).toBeLessThanOrEqual(o.heating.heating_cents + o.heating.hot_water_cents);
          reductions += o.reductions_cents;
        }
        for (const { total, sum } of perLine.values()) expect(sum).toBe(total);
        expect(r.landlord.reductions_cents).toBe(reductions);
        if (r.heating) expect(r.heating.fixed_basis).toBe(input.heating?.fixed_basis ?? 'area');
      }),
      { numRuns: 150 },
    );
  });
});
