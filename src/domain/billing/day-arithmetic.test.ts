import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEGREE_DAY_YEAR, degreeDayWeight } from './degree-days.ts';
import {
  addMonths,
  dayOf,
  daysInMonth,
  isLeapYear,
  parseIsoDate,
  periodEnd,
  rangeDays,
  toIsoDate,
  yearDaysFrom,
} from '../dates.ts';
import { MONTH_LCM, timeWeight } from './time-weight.ts';

const r = (from: string, to: string) => ({
  from: parseIsoDate(from) as number,
  to: parseIsoDate(to) as number,
});

describe('calendar', () => {
  it('knows leap years (Gregorian rule)', () => {
    expect([2023, 2024, 1900, 2000].map(isLeapYear)).toEqual([false, true, false, true]);
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('24-01-01')).toBeNull();
    expect(parseIsoDate('2024-01-01 ')).toBeNull();
    expect(parseIsoDate('2024-1a-01')).toBeNull();
    expect(parseIsoDate('2024/01/01')).toBeNull();
  });
  it('property: reads exactly what the pattern YYYY-MM-DD plus a calendar check accepts', () => {
    const reference = (text: string): number | null => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (!m) return null;
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) ? dayOf(y, mo, d) : null;
    };
    const nearlyDates = fc.oneof(
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fc.stringMatching(/^[\d-]{8,11}$/),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(nearlyDates, (text) => {
        expect(parseIsoDate(text)).toBe(reference(text));
      }),
      { numRuns: 3000 },
    );
  });
  it('counts days inclusively: 2024 has 366, 2023 has 365', () => {
    expect(rangeDays(r('2024-01-01', '2024-12-31'))).toBe(366);
    expect(rangeDays(r('2023-01-01', '2023-12-31'))).toBe(365);
  });
  it('a non-calendar 12-month period containing 29.02. has 366 days', () => {
    // 01.07.2023–30.06.2024: Jul–Dec 184 + Jan–Jun 2024 182 = 366
    expect(rangeDays(r('2023-07-01', '2024-06-30'))).toBe(366);
    expect(yearDaysFrom(dayOf(2023, 7, 1))).toBe(366);
    expect(yearDaysFrom(dayOf(2024, 7, 1))).toBe(365);
  });
  it('finds the end of a 12-month period', () => {
    expect(toIsoDate(periodEnd(dayOf(2023, 7, 1), 12))).toBe('2024-06-30');
    expect(toIsoDate(periodEnd(dayOf(2024, 2, 29), 12))).toBe('2025-02-28');
  });
  it('adds months like §188 BGB', () => {
    expect(toIsoDate(addMonths(dayOf(2024, 1, 31), 1))).toBe('2024-02-29');
    expect(toIsoDate(addMonths(dayOf(2024, 4, 30), 1))).toBe('2024-05-31');
    expect(toIsoDate(addMonths(dayOf(2024, 5, 15), 12))).toBe('2025-05-15');
  });
});

describe('time weights', () => {
  it('days: a weight is the number of days', () => {
    expect(timeWeight(r('2024-02-01', '2024-02-29'), 'days')).toBe(29n);
  });
  it('months: every calendar month weighs the same, partial months pro rata to their days', () => {
    // February 2024 (29 days) and January (31 days) are one month each.
    expect(timeWeight(r('2024-02-01', '2024-02-29'), 'months')).toBe(MONTH_LCM);
    expect(timeWeight(r('2024-01-01', '2024-01-31'), 'months')).toBe(MONTH_LCM);
    // 14 days of February 2024 = 14/29 month.
    expect(timeWeight(r('2024-02-01', '2024-02-14'), 'months') * 29n).toBe(14n * MONTH_LCM);
  });
});

describe('degree days (VDI 2067)', () => {
  it('a full year is 1000 ‰', () => {
    expect(degreeDayWeight(r('2023-01-01', '2023-12-31'))).toBe(DEGREE_DAY_YEAR);
    expect(degreeDayWeight(r('2024-01-01', '2024-12-31'))).toBe(DEGREE_DAY_YEAR);
  });
  it('January to March = 170 + 150 + 130 = 450 ‰', () => {
    expect(degreeDayWeight(r('2024-01-01', '2024-03-31')) * 1000n).toBe(450n * DEGREE_DAY_YEAR);
  });
  it('summer months are 40/3 ‰ each: June–August = 40 ‰', () => {
    expect(degreeDayWeight(r('2023-06-01', '2023-08-31')) * 1000n).toBe(40n * DEGREE_DAY_YEAR);
  });
  it('spreads a month evenly over its days: 01.01.–14.06.2023 = 570 + 14/30 · 40/3 = 576 2/9 ‰', () => {
    // Jan–May: 170+150+130+80+40 = 570; June: 14 of 30 days of 40/3 ‰ = 56/9 = 6 2/9
    // → 5186/9 ‰, i.e. weight · 9000 = 5186 · year
    expect(degreeDayWeight(r('2023-01-01', '2023-06-14')) * 9000n).toBe(5186n * DEGREE_DAY_YEAR);
  });
  it('February by its actual days: 10 days are 10/29 of 150 ‰ in 2024, 10/28 in 2023', () => {
    // 2024: 150 · 10/29 = 1500/29 ‰ ; 2023: 150 · 10/28 = 1500/28 ‰
    expect(degreeDayWeight(r('2024-02-01', '2024-02-10')) * 29n * 1000n).toBe(1500n * DEGREE_DAY_YEAR);
    expect(degreeDayWeight(r('2023-02-01', '2023-02-10')) * 28n * 1000n).toBe(1500n * DEGREE_DAY_YEAR);
  });
});

describe('day numbers', () => {
  it('round-trips every day from 1990 to 2100 like the Date object', () => {
    for (let day = dayOf(1990, 1, 1); day <= dayOf(2100, 12, 31); day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(toIsoDate(day)).toBe(iso);
      expect(parseIsoDate(iso)).toBe(day);
    }
  });
});
