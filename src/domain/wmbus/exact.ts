/**
 * Exact values of data records as rationals of BigInts. The project's decimal helpers
 * (../decimal.ts) work on JS numbers, which hold 15 digits; a wM-Bus record may carry a 64-bit
 * integer or a 12-digit BCD scaled by 10^-6 and more, and energy in joules needs a division by
 * 3.6·10^6 to become kWh. So the decoder scales with BigInt and rounds once, at the end.
 */
export interface Rational {
  num: bigint;
  den: bigint;
}

const TEN = 10n;

export function pow10(exp: number): Rational {
  return exp >= 0 ? { num: TEN ** BigInt(exp), den: 1n } : { num: 1n, den: TEN ** BigInt(-exp) };
}

export function mul(a: Rational, b: Rational): Rational {
  return { num: a.num * b.num, den: a.den * b.den };
}

export function int(n: bigint): Rational {
  return { num: n, den: 1n };
}

/** Rounds half away from zero to `places` decimals ("3112.49977" → "3112.500" at 3 places). */
export function toFixedDecimal(value: Rational, places: number): string {
  const negative = value.num < 0n !== value.den < 0n && value.num !== 0n;
  const num = value.num < 0n ? -value.num : value.num;
  const den = value.den < 0n ? -value.den : value.den;
  const scaled = num * TEN ** BigInt(places);
  let q = scaled / den;
  if ((scaled % den) * 2n >= den) q += 1n;
  const digits = q.toString().padStart(places + 1, '0');
  const intPart = digits.slice(0, digits.length - places);
  const frac = places > 0 ? '.' + digits.slice(digits.length - places) : '';
  return (negative && q !== 0n ? '-' : '') + intPart + frac;
}

/**
 * The exact decimal when the denominator has no prime factors but 2 and 5 (every power-of-ten
 * scale and every binary float does), with no trailing zeros; null otherwise.
 */
export function toExactDecimal(value: Rational): string | null {
  let den = value.den < 0n ? -value.den : value.den;
  let places = 0;
  let factor = 1n;
  while (den % 10n === 0n) {
    den /= 10n;
    places++;
  }
  while (den % 2n === 0n) {
    den /= 2n;
    factor *= 5n;
    places++;
  }
  while (den % 5n === 0n) {
    den /= 5n;
    factor *= 2n;
    places++;
  }
  if (den !== 1n) return null;
  const text = toFixedDecimal(
    { num: value.num * factor * (value.den < 0n ? -1n : 1n), den: TEN ** BigInt(places) },
    places,
  );
  return places > 0 ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
