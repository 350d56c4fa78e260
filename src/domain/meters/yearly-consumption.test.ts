import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { readingAt } from './reading-at.ts';
import { yearlyConsumption } from './yearly-consumption.ts';

const r = (date: string, milli: number) => ({ date, milli });

describe('readingAt', () => {
  it('takes a reading of the last day, else of the day after, as the boundary reading', () => {
    expect(readingAt([r('2025-12-31', 1000), r('2026-01-01', 1100)], '2025-12-31')).toMatchObject({
      value: 1000,
      interpolated: false,
    });
    expect(readingAt([r('2026-01-01', 1100)], '2025-12-31')).toMatchObject({
      value: 1100,
      interpolated: false,
    });
  });

  it('interpolates linearly by days between the nearest readings', () => {
    // 2025-12-01 → 2026-01-31 is 61 days; the boundary lies 30 days after the first reading:
    // 100.000 + (161.000 − 100.000) · 30 / 61 = 130.000 (in thousandths: 100000 + 61000·30/61).
    const at = readingAt([r('2025-12-01', 100_000), r('2026-01-31', 161_000)], '2025-12-31');
    expect(at).toMatchObject({ value: 130_000, interpolated: true });
    expect(at!.from).toHaveLength(2);
  });

  it('rounds interpolated thousandths half away from zero', () => {
    // 0 → 1 thousandth over 2 days, boundary after 1 day: 0.5 → 1.
    expect(readingAt([r('2025-12-30', 0), r('2026-01-02', 3)], '2025-12-31')!.value).toBe(1);
  });

  it('never extrapolates', () => {
    expect(readingAt([r('2025-06-01', 5)], '2025-12-31')).toBeNull();
    expect(readingAt([r('2026-06-01', 5)], '2025-12-31')).toBeNull();
  });
});

describe('yearlyConsumption', () => {
  it('is the difference of the readings at the year’s boundaries', () => {
    const result = yearlyConsumption([r('2025-12-31', 1_000_500), r('2026-12-31', 1_250_750)], 2026);
    expect(result).toMatchObject({ status: 'ok', consumption: 250_250 });
  });

  it('interpolates both boundaries when no reading falls on them', () => {
    // Start: 1.000 + 365 · 31/62 … readings 2025-11-30 (0), 2026-01-31 (62.000): 62 days,
    // the boundary 31 days in → 31.000. End: 2026-12-01 (400.000), 2027-01-30 (460.000): 60
    // days, the boundary 30 days in → 430.000. Consumption 430.000 − 31.000 = 399.000.
    const result = yearlyConsumption(
      [r('2025-11-30', 0), r('2026-01-31', 62_000), r('2026-12-01', 400_000), r('2027-01-30', 460_000)],
      2026,
    );
    expect(result).toMatchObject({
      status: 'ok',
      consumption: 399_000,
      start: { value: 31_000, interpolated: true },
      end: { value: 430_000, interpolated: true },
    });
  });

  it('reports a meter exchange instead of a negative consumption', () => {
    const result = yearlyConsumption(
      [r('2025-12-31', 900_000), r('2026-06-30', 5_000), r('2026-12-31', 80_000)],
      2026,
    );
    expect(result).toMatchObject({ status: 'reset', resetDate: '2026-06-30' });
  });

  it('says which boundary has no reading', () => {
    expect(yearlyConsumption([r('2026-03-01', 1), r('2026-12-31', 9)], 2026).status).toBe('missing_start');
    expect(yearlyConsumption([r('2025-12-31', 1), r('2026-03-01', 9)], 2026).status).toBe('missing_end');
    expect(yearlyConsumption([], 2026).status).toBe('missing_start');
  });

  it('runs from the first reading inside the year when the start has no state', () => {
    expect(yearlyConsumption([r('2026-03-01', 1_000), r('2026-12-31', 9_500)], 2026)).toMatchObject({
      status: 'missing_start',
      consumption: 8_500,
      start: { value: 1_000, interpolated: false },
      end: { value: 9_500, interpolated: false },
    });
  });

  it('runs to the last reading inside the year when the end has no state', () => {
    // The start is interpolated: 2025-12-01 (0) → 2026-01-31 (6.100), 61 days, 30 days in → 3.000.
    expect(
      yearlyConsumption([r('2025-12-01', 0), r('2026-01-31', 6_100), r('2026-10-01', 20_000)], 2026),
    ).toMatchObject({
      status: 'missing_end',
      consumption: 17_000,
      start: { value: 3_000, interpolated: true },
      end: { value: 20_000, interpolated: false },
    });
  });

  it('takes first and last reading when both boundaries are missing', () => {
    expect(
      yearlyConsumption([r('2026-02-01', 100), r('2026-06-01', 400), r('2026-11-30', 900)], 2026),
    ).toMatchObject({ status: 'missing_start', consumption: 800 });
  });

  it('gives 0 for a year without readings, and for a single reading', () => {
    expect(yearlyConsumption([], 2026)).toMatchObject({ consumption: 0 });
    expect(yearlyConsumption([r('2024-05-01', 5), r('2025-03-01', 9)], 2026)).toMatchObject({
      status: 'missing_start',
      consumption: 0,
    });
    expect(yearlyConsumption([r('2026-05-01', 5)], 2026)).toMatchObject({ consumption: 0 });
  });

  it('adds up over consecutive years and never goes negative for a rising meter', () => {
    // Distinct days over three years with values that never fall.
    const readings = fc
      .uniqueArray(fc.integer({ min: 0, max: 1_100 }), { minLength: 2, maxLength: 30 })
      .chain((days) =>
        fc
          .array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: days.length, maxLength: days.length })
          .map((steps) => {
            let milli = 0;
            return [...days]
              .sort((a, b) => a - b)
              .map((day, i) => r(addDays('2025-01-01', day), (milli += steps[i]!)));
          }),
      );
    fc.assert(
      fc.property(readings, (list) => {
        const a = yearlyConsumption(list, 2025);
        const b = yearlyConsumption(list, 2026);
        if (a.status === 'ok') expect(a.consumption).toBeGreaterThanOrEqual(0);
        if (a.status === 'ok' && b.status === 'ok') {
          expect(a.end.value).toBe(b.start.value);
          expect(a.consumption + b.consumption).toBe(b.end.value - a.start.value);
        }
      }),
    );
  });
});
