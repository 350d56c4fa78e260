import { describe, expect, it } from 'vitest';
import { readingAt } from './reading-at.ts';

describe('readingAt: the meter state at a boundary', () => {
  it('interpolates by days between readings that differ', () => {
    // 31.05. 100,000 and 30.06. 130,000; 15.06. is 15 of 30 days on: 100 + 30 × 15/30 = 115,000.
    const s = readingAt(
      [
        { date: '2025-05-31', milli: 100_000 },
        { date: '2025-06-30', milli: 130_000 },
      ],
      '2025-06-15',
    );
    expect(s).toMatchObject({ value: 115_000, interpolated: true });
  });

  it('knows the state exactly when the readings before and after are equal (§9b Abs. 1 HeizkostenV)', () => {
    // A counter at 42,500 on 01.06. and still at 42,500 on 20.07. stood at 42,500 on 30.06. too.
    const s = readingAt(
      [
        { date: '2025-06-01', milli: 42_500 },
        { date: '2025-07-20', milli: 42_500 },
      ],
      '2025-06-30',
    );
    expect(s).toMatchObject({ value: 42_500, interpolated: false, unchanged: true });
    expect(s?.from.map((r) => r.date)).toEqual(['2025-06-01', '2025-07-20']);
  });

  it('extrapolates nothing', () => {
    expect(readingAt([{ date: '2025-06-01', milli: 42_500 }], '2025-06-30')).toBeNull();
  });
});
