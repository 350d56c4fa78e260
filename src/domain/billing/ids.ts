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

/**
 * A string whose code-unit order is the compareIds order (equal keys exactly
 * when compareIds gives 0), so a set of ids is sorted by computing one key per
 * id instead of a regular expression and two BigInts per comparison.
 * Numeric ids: "\0", digit count (10 places), digits without leading zeros;
 * others: "\u0001" and the id itself.
 */
export function idSortKey(id: string): string {
  if (!NUMERIC.test(id)) return `\u0001${id}`;
  let start = 0;
  while (start < id.length - 1 && id.charCodeAt(start) === 48) start++; // leading '0'
  const digits = id.slice(start);
  return `\u0000${String(digits.length).padStart(10, '0')}${digits}`;
}
