import { readPlainDecimal } from '../decimal.ts';
import { rat, type Rat } from './rational.ts';

/**
 * A decimal given as JSON number or string as an exact rational, read by the shared reader of
 * machine decimals. Returns null when it is not a plain decimal or has more than `maxDecimals`
 * places (trailing zeros do not count).
 */
export function parseDecimal(value: number | string, maxDecimals: number): Rat | null {
  const d = readPlainDecimal(value);
  if (!d) return null;
  const frac = d.frac.replace(/0+$/, '');
  if (frac.length > maxDecimals) return null;
  const n = BigInt((d.int || '0') + frac);
  return rat(d.negative ? -n : n, 10n ** BigInt(frac.length));
}
