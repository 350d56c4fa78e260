import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetweenInclusive,
  formatDateDe,
  formatDateTimeDe,
  isIsoDate,
  lastDayOfMonth,
  parseDateDe,
  todayIso,
} from './dates.ts';

describe('dates', () => {
  it('parses TT.MM.JJJJ with a real calendar check', () => {
    expect(parseDateDe('29.02.2024')).toBe('2024-02-29');
    expect(parseDateDe('29.02.2023')).toBeNull();
    expect(parseDateDe('31.04.2025')).toBeNull();
    expect(parseDateDe('1.3.2025')).toBe('2025-03-01');
    expect(parseDateDe('2025-03-01')).toBeNull();
  });
  it('formats ISO dates and timestamps as TT.MM.JJJJ', () => {
    expect(formatDateDe('2025-03-17')).toBe('17.03.2025');
    expect(formatDateDe('2025-03-17T10:00:00Z')).toBe('17.03.2025');
  });
  it('does calendar arithmetic across leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetweenInclusive('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysBetweenInclusive('2025-01-01', '2025-12-31')).toBe(365);
    expect(lastDayOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
  it('takes today in Europe/Berlin, not in UTC, around midnight', () => {
    // Winter time (UTC+1): half past midnight in Berlin is still the day before in UTC.
    expect(todayIso(new Date('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // Summer time (UTC+2): from 22:00 UTC on, Berlin has the next day.
    expect(todayIso(new Date('2025-06-30T21:59:59Z'))).toBe('2025-06-30');
    expect(todayIso(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
  });
  it('writes an instant as date and time in Europe/Berlin', () => {
    expect(formatDateTimeDe(new Date('2025-03-16T23:05:00Z'))).toBe('17.03.2025, 00:05');
    expect(formatDateTimeDe(new Date('2025-07-01T10:30:00Z'))).toBe('01.07.2025, 12:30');
  });
});
