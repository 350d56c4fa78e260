// Source: §7 Abs. 1 S. 2 CO2KostAufG (each tenant's CO2 share follows the agreed split of the heating costs).
import { lcm, type Rat } from '../rational.ts';
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
