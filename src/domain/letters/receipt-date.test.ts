import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateOf } from '../dates.ts';
import { weekday } from '../holidays.ts';
import { addWorkingDays, isWorkingDay, receiptDate, thirdWorkingDayOfMonth } from './receipt-date.ts';

describe('working days', () => {
  it('skips Saturday, Sunday and nationwide holidays', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-10-03')).toBe(false); // Tag der Deutschen Einheit (a Saturday anyway)
    expect(isWorkingDay('2025-10-03')).toBe(false); // Friday holiday
    expect(isWorkingDay('2026-11-27')).toBe(true);
  });

  it('counts the third Werktag of a month with the Saturday, as the BGH does for § 573c', () => {
    // 1 August 2026 is a Saturday: Sat 1, Mon 3, Tue 4 (VIII ZR 206/04: the Saturday counts).
    expect(thirdWorkingDayOfMonth('2026-08-20')).toBe('2026-08-04');
    // June 2002, the BGH's own case: Sat 1, Mon 3, Tue 4; a notice received Wed 5 was late.
    expect(thirdWorkingDayOfMonth('2002-06-05')).toBe('2002-06-04');
    // January 2027: Fri 1 is Neujahr; Sat 2, Mon 4, Tue 5.
    expect(thirdWorkingDayOfMonth('2027-01-01')).toBe('2027-01-05');
    // October 2026: Thu 1, Fri 2, Sat 3 is the Tag der Deutschen Einheit, so Mon 5.
    expect(thirdWorkingDayOfMonth('2026-10-10')).toBe('2026-10-05');
  });

  it('moves a third Werktag that is a Saturday to the next working day (§ 193 BGB)', () => {
    // April 2026: Wed 1, Thu 2, Fri 3 is Karfreitag, Sat 4 the third → after Ostermontag, Tue 7.
    expect(thirdWorkingDayOfMonth('2026-04-30')).toBe('2026-04-07');
    // July 2027: Thu 1, Fri 2, Sat 3 → Mon 5.
    expect(thirdWorkingDayOfMonth('2027-07-15')).toBe('2027-07-05');
  });

  it('adds working days over a weekend and over Christmas', () => {
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
    // Wed 23: Thu 24, (Fri 25 holiday, Sat 26, Sun 27), Mon 28, Tue 29.
    expect(addWorkingDays('2026-12-23', 3)).toBe('2026-12-29');
  });

  it('always lands on a working day strictly after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 10 }), (offset, n) => {
        const start = addDays('2000-01-01', offset);
        const end = addWorkingDays(start, n);
        expect(end > start).toBe(true);
        expect(isWorkingDay(end)).toBe(true);
        expect(weekday(end)).not.toBe(6);
        // Weekends and holidays add at most two days per five working days, and Easter or
        // Christmas a few more.
        expect(end <= addDays(start, 2 * n + 5)).toBe(true);
      }),
    );
  });
});

describe('receiptDate', () => {
  it('assumes the third working day after the letter date when none is entered', () => {
    expect(receiptDate('2026-11-27')).toBe('2026-12-02');
    expect(receiptDate('2026-11-27', null)).toBe('2026-12-02');
  });

  it('takes the entered date, but never one before the letter', () => {
    expect(receiptDate('2026-11-27', '2026-11-28')).toBe('2026-11-28');
    expect(() => receiptDate('2026-11-27', '2026-11-26')).toThrow(/nicht vor dem Datum/);
  });

  it('third working day of every month of a year is between the 3rd and the 7th', () => {
    for (let m = 1; m <= 12; m++) {
      const third = thirdWorkingDayOfMonth(isoDateOf(2027, m, 1));
      expect(Number(third.slice(8))).toBeGreaterThanOrEqual(3);
      expect(isWorkingDay(third)).toBe(true);
      expect(Number(third.slice(8))).toBeLessThanOrEqual(7);
    }
  });
});
