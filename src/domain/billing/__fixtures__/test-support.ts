/** Builders for the billing tests: small inputs with only what a rule needs. */
import { calculateBilling } from '../calculate.ts';
import type { BillingCalculation, BillingInput, OccupancyCalculation } from '../schema.ts';

export const YEAR_2023 = Object.freeze({ from: '2023-01-01', to: '2023-12-31' }); // 365 days
export const YEAR_2024 = Object.freeze({ from: '2024-01-01', to: '2024-12-31' }); // 366 days (leap year)

export function input(
  partial: Partial<BillingInput> & Pick<BillingInput, 'units' | 'occupancies'>,
): BillingInput {
  return { period: YEAR_2023, costs: [], ...partial };
}

export function occ(result: BillingCalculation, id: string): OccupancyCalculation {
  const o = result.occupancies.find((x) => x.id === id);
  if (!o) throw new Error(`occupancy ${id} missing`);
  return o;
}

/** Share of cost line `cost` for occupancy `id`. */
export function share(result: BillingCalculation, id: string, cost: string): number {
  const line = occ(result, id).lines.find((l) => l.cost === cost);
  if (!line) throw new Error(`line ${cost} missing for ${id}`);
  return line.share_cents;
}

export function shares(result: BillingCalculation, cost: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of result.occupancies) {
    const line = o.lines.find((l) => l.cost === cost);
    if (line) out[o.id] = line.share_cents;
  }
  return out;
}

export const calc = calculateBilling;
