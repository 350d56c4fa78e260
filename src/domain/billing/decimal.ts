import { rat, type Rat } from './rational.ts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal given as JSON number or string into an exact rational.
 * Numbers go through their shortest round-trip string, so 12.345 is read as
 * exactly 12345/1000 and never as the nearest binary double.
 * Returns null when the text is not a plain decimal or has more than `maxDecimals` places.
 */
export function parseDecimal(value: number | string, maxDecimals: number): Rat | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  if (text === null) return null;
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > maxDecimals) return null;
  const n = BigInt((m[2] ?? '0') + frac);
  return rat(m[1] === '-' ? -n : n, 10n ** BigInt(frac.length));
}

function numberToPlain(v: number): string | null {
  const s = String(v);
  if (!/e/i.test(s)) return s;
  // Exponent notation only appears for very large or tiny values; tiny ones exceed any allowed precision.
  if (Math.abs(v) < 1) return null;
  return BigInt(v).toString();
}
