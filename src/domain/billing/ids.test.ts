import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, idSortKey } from './ids.ts';

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const byKey = (a: string, b: string) => {
  const ka = idSortKey(a);
  const kb = idSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

describe('id order', () => {
  it('sort keys order numeric ids numerically and before the others', () => {
    const ids = ['b', '10', 'a', '2', '007', '0', 'A', '10a'];
    expect([...ids].sort(byKey)).toEqual(['0', '2', '007', '10', '10a', 'A', 'a', 'b']);
    expect(byKey('01', '1')).toBe(0); // same number: a tie, as in compareIds
  });

  it('property: the sort key order is the compareIds order', () => {
    const id = fc.oneof(
      fc.stringMatching(/^\d{1,25}$/),
      fc.string({ maxLength: 8 }),
      fc.integer({ min: 0, max: 1000 }).map(String),
    );
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(byKey(a, b)).toBe(sign(compareIds(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
