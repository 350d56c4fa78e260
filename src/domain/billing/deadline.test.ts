import { describe, expect, it } from 'vitest';
import { statementDeadline } from './deadline.ts';

describe('§556 Abs. 3 BGB – Abrechnungsfrist', () => {
  it('calendar year: 31.12.2024 + 12 months → 31.12.2025', () => {
    expect(statementDeadline('2024-12-31')).toBe('2025-12-31');
  });
  it('non-calendar period ending 30.06.2024 → 30.06.2025', () => {
    expect(statementDeadline('2024-06-30')).toBe('2025-06-30');
  });
  it('period ending on leap day 29.02.2024 → end of February 2025 = 28.02.2025 (§188 Abs. 3 BGB)', () => {
    expect(statementDeadline('2024-02-29')).toBe('2025-02-28');
  });
  it('period ending 28.02.2023 (month end) → end of February 2024 = 29.02.2024', () => {
    expect(statementDeadline('2023-02-28')).toBe('2024-02-29');
  });
  it('period ending mid-month 14.07.2024 → 14.07.2025', () => {
    expect(statementDeadline('2024-07-14')).toBe('2025-07-14');
  });
});
