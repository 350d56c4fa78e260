const NUMERIC = /^\d+$/;

/**
 * Total order on ids used for tie-breaks: numeric ids compare as numbers
 * ("2" < "10") and sort before other ids, which compare by code units. A fixed
 * order makes results independent of the order in which input was listed.
 */
export function compareIds(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) {
    const ai = BigInt(a);
    const bi = BigInt(b);
    return ai < bi ? -1 : ai > bi ? 1 : 0;
  }
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
