/**
 * Exact rational numbers on BigInt. Shares, percentages and physical
 * quantities pass through here so that no binary floating-point error can
 * move a cent; only display values are ever converted back to `number`.
 */
export interface Rat {
  readonly n: bigint;
  /** Always > 0. */
  readonly d: bigint;
}

export const ZERO: Rat = { n: 0n, d: 1n };

export function rat(n: bigint, d: bigint = 1n): Rat {
  if (d === 0n) throw new RangeError('Division durch null');
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return (a / gcd(a, b)) * b;
}

export function normalize(r: Rat): Rat {
  const g = gcd(r.n, r.d);
  return g <= 1n ? r : { n: r.n / g, d: r.d / g };
}

// Results are normalised so that chains of operations do not grow without bound.
export const add = (a: Rat, b: Rat): Rat =>
  a.d === b.d ? normalize({ n: a.n + b.n, d: a.d }) : normalize({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Rat, b: Rat): Rat => add(a, { n: -b.n, d: b.d });
export const mul = (a: Rat, b: Rat): Rat => normalize({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Rat, b: Rat): Rat => normalize(rat(a.n * b.d, a.d * b.n));
export const cmp = (a: Rat, b: Rat): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** Floor division for possibly negative numerators (BigInt `/` truncates towards zero). */
export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
}

export const floor = (a: Rat): bigint => floorDiv(a.n, a.d);

/** Commercial rounding (half away from zero), as used for money in German accounting. */
export function roundHalfUp(a: Rat): bigint {
  const abs = a.n < 0n ? -a.n : a.n;
  const q = (2n * abs + a.d) / (2n * a.d);
  return a.n < 0n ? -q : q;
}

/** Display conversion, rounded half up to `decimals` places. */
export function toNumber(a: Rat, decimals = 6): number {
  const scale = 10n ** BigInt(decimals);
  return Number(roundHalfUp({ n: a.n * scale, d: a.d })) / Number(scale);
}

/** Display conversion that truncates, so a value below a threshold never displays as the threshold. */
export function toNumberTruncated(a: Rat, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  return Number(floorDiv(a.n * scale, a.d)) / Number(scale);
}
