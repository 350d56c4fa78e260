import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { between, firstAfter, firstOnOrAfter, predecessorsOnInsertion } from './neighbours.ts';

const r = (date: string, milli: number) => ({ date, milli });

/** The walk the lookup replaces: insert in date order, answer the last one dated before. */
function byWalking<T extends { date: string }>(history: readonly T[], added: readonly T[]): Array<T | null> {
  const all = [...history];
  return added.map((entry) => {
    const previous = all.findLast((e) => e.date <= entry.date) ?? null;
    const at = all.findIndex((e) => e.date > entry.date);
    all.splice(at === -1 ? all.length : at, 0, entry);
    return previous;
  });
}

/** A small deterministic generator, so a failure can be repeated. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('binary searches over a date-ordered list', () => {
  const list = [r('2025-01-01', 1), r('2025-01-31', 2), r('2025-01-31', 3), r('2025-03-01', 4)];

  it('find the first entry after, on or after a date, and the entries between two dates', () => {
    expect(firstAfter(list, '2024-12-31')).toBe(0);
    expect(firstAfter(list, '2025-01-31')).toBe(3);
    expect(firstAfter(list, '2025-03-01')).toBe(4);
    expect(firstOnOrAfter(list, '2025-01-31')).toBe(1);
    expect(firstOnOrAfter(list, '2025-02-01')).toBe(3);
    expect(firstOnOrAfter([], '2025-02-01')).toBe(0);
    expect(between(list, '2025-01-31', '2025-02-28').map((e) => e.milli)).toEqual([2, 3]);
    expect(between(list, '2025-04-01', '2025-05-01')).toEqual([]);
  });
});

describe('predecessorsOnInsertion', () => {
  it('answers the reading each new one follows, counting earlier new ones, the last of a day first', () => {
    const history = [r('2025-01-10', 100), r('2025-02-10', 200), r('2025-02-10', 150), r('2025-04-10', 400)];
    const added = [r('2025-03-10', 300), r('2025-03-01', 120), r('2025-01-01', 50), r('2025-05-01', 390)];
    expect(predecessorsOnInsertion(history, added)).toEqual([
      // 10.02. holds two readings; the one stored last counts.
      r('2025-02-10', 150),
      r('2025-02-10', 150),
      null,
      r('2025-04-10', 400),
    ]);
    // The row of 01.03. came after the one of 10.03.: a later row of 05.03. follows 01.03.
    expect(predecessorsOnInsertion(history, [...added, r('2025-03-05', 1)]).at(-1)).toEqual(
      r('2025-03-01', 120),
    );
    expect(predecessorsOnInsertion([], [])).toEqual([]);
  });

  it('agrees with walking the history for thousands of readings in any order', () => {
    const next = numbers(22);
    const history = Array.from({ length: 2_000 }, (_, i) =>
      r(addDays('2000-01-01', Math.floor(i / 2) * 3), Math.floor(next() * 1000)),
    );
    const days = Array.from({ length: 3_000 }, (_, i) => addDays('2000-01-02', i))
      .filter((d) => !history.some((h) => h.date === d))
      .sort(() => next() - 0.5);
    const added = days.map((date) => r(date, Math.floor(next() * 1000)));
    // The very same readings, not merely equal ones.
    const all = new Map([...history, ...added].map((e, i) => [e, i]));
    const indexes = (answers: ReadonlyArray<(typeof added)[number] | null>) =>
      answers.map((e) => (e === null ? -1 : all.get(e)));
    expect(indexes(predecessorsOnInsertion(history, added))).toEqual(indexes(byWalking(history, added)));
  });
});
