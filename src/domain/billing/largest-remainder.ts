import { compareIds } from './ids.ts';

/** Claim indices in id order (see ids.ts), computed once per set of ids. */
export interface TieRanks {
  readonly byId: Int32Array;
}

export function rankIds(ids: readonly string[]): TieRanks {
  const order = ids.map((_, i) => i).sort((a, b) => compareIds(ids[a] as string, ids[b] as string));
  return { byId: Int32Array.from(order) };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

interface WeightStats {
  total: bigint;
  max: bigint;
  /** The weights as doubles when all of them are safe integers. */
  asNumbers: Float64Array | null;
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
  let asNumbers: Float64Array | null = null;
  if (total <= SAFE) {
    asNumbers = new Float64Array(weights.length);
    for (let i = 0; i < weights.length; i++) asNumbers[i] = Number(weights[i]);
  }
  stats = { total, max, asNumbers };
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

  let remainders: Float64Array | bigint[];
  let distributed = 0;
  if (stats.asNumbers && BigInt(amountCents) * stats.max + stats.total <= SAFE) {
    const W = Number(stats.total);
    const w = stats.asNumbers;
    const rem = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p = amountCents * (w[i] as number);
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
      distributed += q;
    }
    remainders = rem;
  } else {
    const amount = BigInt(amountCents);
    const total = stats.total;
    const rem = new Array<bigint>(n);
    for (let i = 0; i < n; i++) {
      const p = amount * (weights[i] as bigint);
      const q = p / total;
      rem[i] = p - q * total;
      const s = Number(q);
      shares[i] = s;
      distributed += s;
    }
    remainders = rem;
  }
  let missing = amountCents - distributed;
  if (missing > 0) {
    // Candidates are collected in id order; the stable sort by remainder then leaves ties in id order.
    const order: number[] = [];
    const rem = remainders;
    for (const i of ranks.byId) if ((rem[i] as number | bigint) > 0) order.push(i);
    if (rem instanceof Float64Array) {
      // Remainders are integers below 2^53, so their difference is exact.
      order.sort((a, b) => (rem[b] as number) - (rem[a] as number));
    } else {
      order.sort((a, b) => {
        const ra = rem[a] as bigint;
        const rb = rem[b] as bigint;
        return ra === rb ? 0 : ra > rb ? -1 : 1;
      });
    }
    // At most n−1 cents are missing and every one of them has a positive remainder.
    for (const i of order) {
      if (missing === 0) break;
      shares[i] = (shares[i] as number) + 1;
      missing--;
    }
  }
  return shares;
}

function isTieRanks(x: readonly string[] | TieRanks): x is TieRanks {
  return !Array.isArray(x);
}

export class ZeroBasisError extends Error {
  constructor() {
    super('Die Summe der Verteilungsgrundlagen ist 0.');
  }
}
