import { describe, expect, it } from 'vitest';
import { isClosedYear, offeredYears, yearOptions } from './years.ts';

describe('offeredYears', () => {
  it('offers last and this year by default, last year first choice', () => {
    expect(offeredYears(2026, [])).toEqual({ years: [2026, 2025], defaultYear: 2025 });
  });
  it('adds billing years and keeps a closed last year listed, defaulting to an open one', () => {
    expect(offeredYears(2026, [{ year: 2023, closed_at: null }])).toEqual({
      years: [2026, 2025, 2023],
      defaultYear: 2025,
    });
    const closed = [{ year: 2025, closed_at: '2026-02-01T00:00:00Z' }];
    expect(offeredYears(2026, closed)).toEqual({ years: [2026, 2025], defaultYear: 2026 });
    expect(isClosedYear(closed, 2025)).toBe(true);
  });
  it('names closed years in the options', () => {
    const closed = [{ year: 2025, closed_at: '2026-02-01T00:00:00Z' }];
    expect(yearOptions([2026, 2025], closed, (y) => `${y} (abgeschlossen)`)).toEqual([
      { value: '2026', label: '2026' },
      { value: '2025', label: '2025 (abgeschlossen)' },
    ]);
  });
});
