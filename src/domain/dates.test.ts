import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetweenInclusive,
  formatDateDe,
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
  it('takes today in Europe/Berlin', () => {
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});
