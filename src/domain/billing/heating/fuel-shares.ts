// Source: §7 Abs. 1 S. 2 CO2KostAufG (each tenant's CO2 share follows the agreed split of the heating costs).
import type { ConsumptionDistribution } from '../allocate.ts';
import type { FixedShareBases } from './fixed-share.ts';
import { withinGroup, type UserGroup } from './user-groups.ts';
import { lcm, mul, rat, sub, type Rat } from '../rational.ts';
import type { Distribution } from '../types.ts';

/**
 * Σ over sub-pots of fuel_s × w_i / W_s, brought to one integer scale so the
 * largest-remainder method can use it directly.
 */
export function combineFuelWeights(n: number, parts: { fuel: Rat; dist: Distribution | null }[]): bigint[] {
  const active = parts
    .filter((p): p is { fuel: Rat; dist: Distribution } => p.fuel.n !== 0n && p.dist !== null)
    .map((p) => ({ ...p, W: p.dist.weights.reduce((a, b) => a + b, 0n) }))
    .filter((p) => p.W !== 0n);
  let D = 1n;
  for (const p of active) D = lcm(D, p.fuel.d * p.W);
  const out = new Array<bigint>(n).fill(0n);
  for (const p of active) {
    const factor = (p.fuel.n * D) / (p.fuel.d * p.W);
    for (let i = 0; i < n; i++) out[i] = (out[i] as bigint) + (p.dist.weights[i] as bigint) * factor;
  }
  return out;
}

/**
 * Each occupancy's exact share of the shared fuel costs, from the unrounded parts of the heating and hot-water
 * split: rounding the lines to cents must not shift CO2 costs between tenants. A user group's heating fuel
 * follows its measured heat, as its heating costs do.
 */
export function heatingFuelWeights(
  n: number,
  sharedCents: number,
  fuelHotWater: Rat,
  rates: { readonly heating: Rat; readonly hotWater: Rat; readonly areaOnly: boolean },
  groups: readonly UserGroup[] | null,
  fixed: FixedShareBases,
  byConsumption: { heating: ConsumptionDistribution | null; hotWater: ConsumptionDistribution | null },
): bigint[] {
  const heatTotal = groups ? groups.reduce((a, g) => a + g.heatMilli, 0n) : 0n;
  const fuelHeating = sub(rat(BigInt(sharedCents)), fuelHotWater);
  const fuelHotWaterConsumption = rates.areaOnly ? rat(0n) : mul(fuelHotWater, rates.hotWater);
  const heatingFuelParts = (groups ?? [null]).flatMap((group) => {
    const fuel = group ? mul(fuelHeating, rat(group.heatMilli, heatTotal)) : fuelHeating;
    const fuelConsumption = rates.areaOnly ? rat(0n) : mul(fuel, rates.heating);
    return [
      {
        fuel: sub(fuel, fuelConsumption),
        dist: group ? withinGroup(fixed.heating, group.members, 0) : fixed.heating,
      },
      {
        fuel: fuelConsumption,
        dist:
          group && byConsumption.heating
            ? withinGroup(byConsumption.heating, group.members, 0)
            : byConsumption.heating,
      },
    ];
  });
  return combineFuelWeights(n, [
    ...heatingFuelParts,
    { fuel: sub(fuelHotWater, fuelHotWaterConsumption), dist: fixed.hotWater },
    { fuel: fuelHotWaterConsumption, dist: byConsumption.hotWater },
  ]);
}
