import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds } from './ids.ts';
import { kthSmallest, largestRemainder, ZeroBasisError } from './largest-remainder.ts';

describe('largest-remainder method', () => {
  it('hands the missing cents out by descending remainder', () => {
    // 100 cents over weights 1:1:1 → 33.33… each, floors 33+33+33 = 99, one cent missing;
    // all remainders are equal (1/3), so the tie goes to the smallest id "a".
    expect(largestRemainder(100, [1n, 1n, 1n], ['a', 'b', 'c'])).toEqual([34, 33, 33]);
  });

  it('breaks ties by the smaller id, not by input position', () => {
    expect(largestRemainder(100, [1n, 1n, 1n], ['c', 'b', 'a'])).toEqual([33, 33, 34]);
  });

  it('compares numeric ids numerically ("2" < "10")', () => {
    // 1 cent over two equal weights: tie → id "2" wins over "10".
    expect(largestRemainder(1, [1n, 1n], ['10', '2'])).toEqual([0, 1]);
  });

  it('prefers the larger remainder over the smaller id', () => {
    // 1000 cents, weights 1:2:4 (W = 7):
    //   a = 1000·1/7 = 142.857 → 142 (r .857), b = 285.714 → 285 (r .714), c = 571.428 → 571 (r .428)
    //   floors sum 998 → 2 cents missing → a (.857) and b (.714).
    expect(largestRemainder(1000, [1n, 2n, 4n], ['a', 'b', 'c'])).toEqual([143, 286, 571]);
  });

  it('gives a zero weight nothing and an exact split stays exact', () => {
    expect(largestRemainder(600, [0n, 1n, 2n], ['a', 'b', 'c'])).toEqual([0, 200, 400]);
  });

  it('rejects a zero basis for a positive amount and allows it for zero', () => {
    expect(() => largestRemainder(1, [0n, 0n], ['a', 'b'])).toThrow(ZeroBasisError);
    expect(largestRemainder(0, [0n, 0n], ['a', 'b'])).toEqual([0, 0]);
  });

  it('rejects negative or fractional amounts', () => {
    expect(() => largestRemainder(-1, [1n], ['a'])).toThrow(RangeError);
    expect(() => largestRemainder(1.5, [1n], ['a'])).toThrow(RangeError);
  });

  const claims = fc
    .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 40 })
    .chain((idNums) =>
      fc.tuple(
        fc.constant(idNums.map(String)),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), {
          minLength: idNums.length,
          maxLength: idNums.length,
        }),
      ),
    )
    .filter(([, w]) => w.some((x) => x > 0n));

  it('property: shares sum exactly to the amount, are never negative and stay within one cent of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), claims, (amount, [ids, weights]) => {
        const s = largestRemainder(amount, weights, ids);
        expect(s.reduce((a, b) => a + b, 0)).toBe(amount);
        const W = weights.reduce((a, b) => a + b, 0n);
        s.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(0);
          const exactFloor = (BigInt(amount) * (weights[i] as bigint)) / W;
          expect(BigInt(v) - exactFloor).toBeGreaterThanOrEqual(0n);
          expect(BigInt(v) - exactFloor).toBeLessThanOrEqual(1n);
        });
      }),
    );
  });

  it('property: the result does not depend on input order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        claims.chain(([ids, w]) =>
          fc.tuple(
            fc.constant(ids),
            fc.constant(w),
            fc.shuffledSubarray(
              ids.map((_, i) => i),
              { minLength: ids.length },
            ),
          ),
        ),
        (amount, [ids, weights, perm]) => {
          const a = largestRemainder(amount, weights, ids);
          const b = largestRemainder(
            amount,
            perm.map((i) => weights[i] as bigint),
            perm.map((i) => ids[i] as string),
          );
          const byIdA = Object.fromEntries(ids.map((id, i) => [id, a[i]]));
          const byIdB = Object.fromEntries(perm.map((p, i) => [ids[p], b[i]]));
          expect(byIdB).toEqual(byIdA);
        },
      ),
    );
  });

  /** The method as defined, without shortcuts: BigInt throughout, a stable sort by remainder over the ids in order. */
  function reference(amount: number, weights: bigint[], ids: string[]): number[] {
    const W = weights.reduce((a, b) => a + b, 0n);
    const A = BigInt(amount);
    const shares = weights.map((w) => Number((A * w) / W));
    const rem = weights.map((w) => (A * w) % W);
    let missing = amount - shares.reduce((a, b) => a + b, 0);
    const order = ids
      .map((_, i) => i)
      .sort((a, b) => compareIds(ids[a] as string, ids[b] as string))
      .sort((a, b) =>
        (rem[a] as bigint) > (rem[b] as bigint) ? -1 : (rem[a] as bigint) < (rem[b] as bigint) ? 1 : 0,
      );
    for (const i of order) {
      if (missing === 0) break;
      shares[i] = (shares[i] as number) + 1;
      missing--;
    }
    return shares;
  }

  it('property: same shares as the plain definition, also with many equal remainders and beyond 2^53', () => {
    const weight = fc.oneof(
      fc.constantFrom(0n, 1n, 2n, 3n, 7n), // many ties
      fc.bigInt({ min: 0n, max: 10n ** 6n }),
      fc.bigInt({ min: 0n, max: 10n ** 20n }), // BigInt path
    );
    const input = fc
      .uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 80 })
      .chain((idNums) =>
        fc.tuple(
          fc.constant(idNums.map(String)),
          fc.array(weight, { minLength: idNums.length, maxLength: idNums.length }),
        ),
      )
      .filter(([, w]) => w.some((x) => x > 0n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), input, (amount, [ids, weights]) => {
        expect(largestRemainder(amount, weights, ids)).toEqual(reference(amount, weights, ids));
      }),
      { numRuns: 500 },
    );
  });

  it('property: kthSmallest finds the k-th smallest value', () => {
    const values = fc.array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer()), {
      minLength: 1,
      maxLength: 300,
    });
    fc.assert(
      fc.property(values, fc.nat(), (a, k0) => {
        const k = k0 % a.length;
        const sorted = [...a].sort((x, y) => x - y);
        expect(kthSmallest([...a], k)).toBe(sorted[k]);
      }),
      { numRuns: 500 },
    );
  });
});
