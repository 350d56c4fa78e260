/**
 * Finding a reading's neighbours in a meter's history without walking the history. A meter may
 * hold tens of thousands of readings (a gateway sends several a day) and an import or a page of
 * monthly figures asks for neighbours once per row or boundary: a scan per question would make
 * the work grow with the square of the readings and hold the server's one thread meanwhile.
 */
import type { IsoDate } from '../dates.ts';

interface Dated {
  date: IsoDate;
}

/** Index of the first entry dated after `date` in a list in date order; the list's length when none. */
export function firstAfter(sorted: readonly Dated[], date: IsoDate): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]!.date <= date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index of the first entry dated on or after `date` in a list in date order; its length when none. */
export function firstOnOrAfter(sorted: readonly Dated[], date: IsoDate): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]!.date < date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The entries dated from `from` to `to`, both included, of a list in date order. */
export function between<T extends Dated>(sorted: readonly T[], from: IsoDate, to: IsoDate): T[] {
  return sorted.slice(firstOnOrAfter(sorted, from), firstAfter(sorted, to));
}

/**
 * For new readings added one after another to a history, the reading each one follows at the
 * moment it is added: the latest dated before it among the history and the new readings added
 * earlier (null when there is none). This is what a list imported row by row is judged against.
 *
 * `history` is in date order (readings of one day in the order they were stored, the last one
 * counts); the new readings' dates are distinct and none is a date of the history. Sorting once
 * and answering in reverse, where each new reading leaves the set after its question, makes every
 * question a near-constant step (disjoint sets with path halving) instead of a scan.
 */
export function predecessorsOnInsertion<T extends Dated>(
  history: readonly T[],
  added: readonly T[],
): Array<T | null> {
  // Every entry in date order; a stable sort keeps the history's order within a day.
  const all: Array<{ entry: T; addedAs: number }> = [
    ...history.map((entry) => ({ entry, addedAs: -1 })),
    ...added.map((entry, addedAs) => ({ entry, addedAs })),
  ].sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : 0));
  const position = new Array<number>(added.length);
  all.forEach((e, i) => {
    if (e.addedAs >= 0) position[e.addedAs] = i + 1;
  });
  // Slot i + 1 holds entry i; slot 0 stands for "none". `present[s]` leads from slot s to the
  // nearest slot at or below it whose entry is still in the set.
  const present = Array.from({ length: all.length + 1 }, (_, slot) => slot);
  const find = (slot: number) => {
    while (present[slot] !== slot) {
      present[slot] = present[present[slot]!]!;
      slot = present[slot]!;
    }
    return slot;
  };
  const answers = new Array<T | null>(added.length);
  for (let i = added.length - 1; i >= 0; i--) {
    const slot = position[i]!;
    const before = find(slot - 1);
    answers[i] = before === 0 ? null : all[before - 1]!.entry;
    present[slot] = slot - 1;
  }
  return answers;
}
