// Source: none in law; the Hare–Niemeyer method keeps every statement exact to the cent (see docs/billing.md).
import { idSortKey } from './ids.ts';

/** Claim indices in id order (see ids.ts), computed once per set of ids. */
export interface TieRanks {
  readonly byId: Int32Array;
}

export function rankIds(ids: readonly string[]): TieRanks {
  const keys = ids.map(idSortKey);
  const order = ids
    .map((_, i) => i)
    .sort((a, b) => {
      const ka = keys[a] as string;
      const kb = keys[b] as string;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
  return { byId: Int32Array.from(order) };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

interface WeightStats {
  total: bigint;
  max: bigint;
  /** The weights as doubles when their total is a safe integer. */
  asNumbers: number[] | null;
}

// One weight array (e.g. the area key) usually serves many cost lines; compute its sums once.
const statsCache = new WeakMap<readonly bigint[], WeightStats>();

function weightStats(weights: readonly bigint[]): WeightStats {
  let stats = statsCache.get(weights);
  if (stats) return stats;
  let total = 0n;
  let max = 0n;
  for (const w of weights) {
    if (w < 0n) throw new RangeError('Negatives Gewicht');
    total += w;
    if (w > max) max = w;
  }
  stats = { total, max, asNumbers: total <= SAFE ? weights.map(Number) : null };
  statsCache.set(weights, stats);
  return stats;
}

/**
 * Distributes `amountCents` over claims in proportion to their integer
 * weights (Hare–Niemeyer / largest-remainder method):
 * each claim gets floor(amount × w / W) cents; the cents still missing go one
 * each to the claims with the largest remainders, ties to the smaller id.
 * The shares therefore add up exactly to the amount, and because the remainders
 * share the common denominator W they compare exactly as integers.
 *
 * Weights are BigInt so that products of areas, days and consumption never
 * overflow; when every product fits into 2^53 the same integer arithmetic runs
 * on doubles, which is exact there and much faster.
 * Returns shares aligned with `weights`. Throws ZeroBasisError when the total
 * weight is zero but there is something to distribute; callers turn that into
 * a message naming their field.
 */
export function largestRemainder(
  amountCents: number,
  weights: readonly bigint[],
  ids: readonly string[] | TieRanks,
): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Betrag muss eine nicht-negative ganze Zahl von Cent sein: ${amountCents}`);
  }
  const n = weights.length;
  const shares = new Array<number>(n).fill(0);
  if (amountCents === 0) return shares;
  const stats = weightStats(weights);
  if (stats.total === 0n) throw new ZeroBasisError();
  const ranks = isTieRanks(ids) ? ids : rankIds(ids);

  if (stats.asNumbers && BigInt(amountCents) * stats.max + stats.total <= SAFE) {
    const rem = floorShares(amountCents, stats.asNumbers, Number(stats.total), shares);
    const missing = amountCents - sum(shares);
    if (missing > 0) handOutMissingCents(shares, rem, missing, ranks);
  } else {
    const rem = floorSharesBig(BigInt(amountCents), weights, stats.total, shares);
    const missing = amountCents - sum(shares);
    if (missing > 0) handOutMissingCentsBig(shares, rem, missing, ranks);
  }
  return shares;
}

/**
 * shares[i] = ⌊A·w_i / W⌋; returns the remainders A·w_i mod W. Exact in
 * doubles because the caller checked A·max(w) + W ≤ 2^53.
 */
function floorShares(amount: number, w: readonly number[], W: number, shares: number[]): number[] {
  const rem = new Array<number>(w.length);
  for (let i = 0; i < w.length; i++) {
    const p = amount * (w[i] as number);
    let q = Math.floor(p / W);
    let r = p - q * W;
    // p / W is rounded; correct the quotient so that 0 ≤ r < W holds exactly.
    if (r < 0) {
      q -= 1;
      r += W;
    } else if (r >= W) {
      q += 1;
      r -= W;
    }
    rem[i] = r;
    shares[i] = q;
  }
  return rem;
}

/** The same in BigInt, for products beyond 2^53 (large areas × degree days, the CO2 weights). */
function floorSharesBig(amount: bigint, w: readonly bigint[], W: bigint, shares: number[]): bigint[] {
  const rem = new Array<bigint>(w.length);
  for (let i = 0; i < w.length; i++) {
    const p = amount * (w[i] as bigint);
    const q = p / W;
    rem[i] = p - q * W;
    shares[i] = Number(q);
  }
  return rem;
}

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

/*
 * The missing cents go one each to the `missing` largest remainders, ties in id
 * order. Instead of sorting the claims with a comparator (formerly the hot spot
 * of the whole engine), find the threshold t = the missing-th largest remainder:
 * every claim above t gets a cent, and the cents left over go to the claims
 * exactly at t in id order. Same result as a stable sort by descending
 * remainder over the claims in id order, in linear time (kthSmallest).
 * t > 0 always: the remainders add up to missing × W with each below W, so more
 * than `missing` of them are positive.
 */
function handOutMissingCents(shares: number[], rem: number[], missing: number, ranks: TieRanks): void {
  awardFromThreshold(shares, rem, kthSmallest(rem.slice(), rem.length - missing), missing, ranks);
}

/** One cent to every claim above the threshold `t`, then to claims exactly at `t` in id order. */
function awardFromThreshold<T extends number | bigint>(
  shares: number[],
  rem: readonly T[],
  t: T,
  missing: number,
  ranks: TieRanks,
): void {
  let left = missing;
  for (let i = 0; i < rem.length; i++) {
    if ((rem[i] as T) > t) {
      shares[i] = (shares[i] as number) + 1;
      left--;
    }
  }
  for (let k = 0; left > 0; k++) {
    const i = ranks.byId[k] as number;
    if (rem[i] === t) {
      shares[i] = (shares[i] as number) + 1;
      left--;
    }
  }
}

/**
 * k-th smallest value (0-based) of `a`, which is reordered: quickselect with a
 * three-way partition, because remainders often repeat (equal weights give equal
 * remainders). Linear on average; falls back to a full sort if unlucky pivots
 * keep it from converging, so it never degrades to quadratic time.
 */
export function kthSmallest(a: number[], k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  for (let budget = 2 * Math.ceil(Math.log2(a.length + 1)) + 8; lo < hi; budget--) {
    if (budget === 0) return a.slice(lo, hi + 1).sort((x, y) => x - y)[k - lo] as number;
    const pivot = medianOfThree(a[lo] as number, a[(lo + hi) >>> 1] as number, a[hi] as number);
    // Dutch national flag: [lo, lt) < pivot, [lt, i) = pivot, (gt, hi] > pivot.
    let lt = lo;
    let gt = hi;
    let i = lo;
    while (i <= gt) {
      const v = a[i] as number;
      if (v < pivot) {
        a[i++] = a[lt] as number;
        a[lt++] = v;
      } else if (v > pivot) {
        a[i] = a[gt] as number;
        a[gt--] = v;
      } else i++;
    }
    if (k < lt) hi = lt - 1;
    else if (k > gt) lo = gt + 1;
    else return pivot;
  }
  return a[k] as number;
}

function medianOfThree(x: number, y: number, z: number): number {
  return x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
}

/** The same for BigInt remainders: a few pots per building (degree-day heating weights, CO2), so a plain sort. */
function handOutMissingCentsBig(shares: number[], rem: bigint[], missing: number, ranks: TieRanks): void {
  const sorted = rem.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  awardFromThreshold(shares, rem, sorted[sorted.length - missing] as bigint, missing, ranks);
}

function isTieRanks(x: readonly string[] | TieRanks): x is TieRanks {
  return !Array.isArray(x);
}

export class ZeroBasisError extends Error {
  constructor() {
    super('Die Summe der Verteilungsgrundlagen ist 0.');
  }
}
