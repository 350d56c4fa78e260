import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isBusinessDay,
  isNationwideHoliday,
  nationwideHolidays,
  nextBusinessDay,
  weekday,
} from './holidays.ts';

describe('holidays', () => {
  it('knows the weekday of a date', () => {
    expect(weekday('1970-01-01')).toBe(4); // Thursday
    expect(weekday('2025-03-14')).toBe(5); // Friday
    expect(weekday('2025-03-15')).toBe(6);
    expect(weekday('2025-03-16')).toBe(0);
    expect(weekday('1969-12-31')).toBe(3);
  });

  it('computes Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25'); // latest possible date
    expect(easterSunday(2285)).toBe('2285-03-22'); // earliest possible date
    expect(easterSunday(2000)).toBe('2000-04-23');
  });

  it('lists the nationwide holidays of 2025 in date order', () => {
    expect(nationwideHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Neujahr' },
      { date: '2025-04-18', name: 'Karfreitag' },
      { date: '2025-04-21', name: 'Ostermontag' },
      { date: '2025-05-01', name: 'Tag der Arbeit' },
      { date: '2025-05-29', name: 'Christi Himmelfahrt' },
      { date: '2025-06-09', name: 'Pfingstmontag' },
      { date: '2025-10-03', name: 'Tag der Deutschen Einheit' },
      { date: '2025-12-25', name: '1. Weihnachtstag' },
      { date: '2025-12-26', name: '2. Weihnachtstag' },
    ]);
  });

  it('counts only nationwide holidays, not regional ones', () => {
    expect(isNationwideHoliday('2024-05-09')).toBe(true); // Christi Himmelfahrt 2024
    expect(isNationwideHoliday('2024-05-20')).toBe(true); // Pfingstmontag 2024
    expect(isNationwideHoliday('2025-01-06')).toBe(false); // Heilige Drei Könige (regional)
    expect(isNationwideHoliday('2025-06-19')).toBe(false); // Fronleichnam (regional)
    expect(isNationwideHoliday('2025-10-31')).toBe(false); // Reformationstag (regional)
    expect(isNationwideHoliday('2025-12-24')).toBe(false);
  });

  it('moves a date on a weekend or holiday to the next business day', () => {
    expect(nextBusinessDay('2025-04-14')).toBe('2025-04-14'); // Monday
    expect(nextBusinessDay('2025-04-13')).toBe('2025-04-14'); // Sunday
    expect(nextBusinessDay('2025-04-12')).toBe('2025-04-14'); // Saturday
    // Karfreitag, Saturday, Easter Sunday, Ostermontag → Tuesday
    expect(nextBusinessDay('2025-04-18')).toBe('2025-04-22');
    // 1. and 2. Weihnachtstag 2026 are Friday and Saturday → Monday 28th
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
    // Neujahr 2028 is a Saturday → Monday
    expect(nextBusinessDay('2027-12-31')).toBe('2027-12-31');
    expect(nextBusinessDay('2028-01-01')).toBe('2028-01-03');
    expect(isBusinessDay('2025-10-03')).toBe(false);
    expect(nextBusinessDay('2025-10-03')).toBe('2025-10-06');
  });
});
