import { formatCents, formatQuantity } from './format.ts';
import type { Distribution } from './types.ts';

/**
 * Middle parts " × share ÷ total [× time] = " per distribution and occupancy.
 * A distribution (e.g. area) serves many cost lines, so each part is built once.
 */
const cache = new WeakMap<Distribution, (string | undefined)[]>();

function middle(d: Distribution, i: number): string {
  let parts = cache.get(d);
  if (!parts) {
    parts = new Array<string | undefined>(d.weights.length);
    cache.set(d, parts);
  }
  let text = parts[i];
  if (text === undefined) {
    const euro = d.basisUnit === '€';
    const v = d.basisShare[i] ?? 0;
    const share = euro ? formatCents(Math.round(v * 100)) : `${formatQuantity(v)} ${d.basisUnit}`;
    const total = euro
      ? formatCents(Math.round(d.basisTotal * 100))
      : `${formatQuantity(d.basisTotal)} ${d.basisUnit}`;
    const ts = d.timeShare[i];
    const time = ts ? ` × ${formatQuantity(ts.value, 2)} ÷ ${formatQuantity(ts.total, 2)} ${ts.unit}` : '';
    text = ` × ${share} ÷ ${total}${time} = `;
    parts[i] = text;
  }
  return text;
}

/**
 * Human-readable calculation path of one share, e.g.
 * "1.200,00 € × 80 m² ÷ 400 m² × 183 ÷ 366 Tage = 120,00 €".
 * The stated result is the actual (largest-remainder) share, which can differ
 * from naive rounding of the product by at most one cent.
 */
export function calculationPath(totalText: string, d: Distribution, i: number, shareCents: number): string {
  return totalText + middle(d, i) + formatCents(shareCents);
}
