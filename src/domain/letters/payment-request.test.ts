import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../holidays.ts';
import { earliestDueDate, owedRows, paymentDue } from './payment-request.ts';

const back = {
  kind: 'statement' as const,
  year: 2025,
  period: { from: '2025-01-01', to: '2025-12-31' },
  balanceCents: 31_255,
};

describe('payment request', () => {
  it('a back-payment, due 14 days after receipt on a business day', () => {
    // Receipt Wed 2026-12-02 + 14 = Wed 2026-12-16.
    expect(paymentDue(back, '2026-12-02')).toEqual({
      rows: [{ month: null, dueCents: 31_255, paidCents: 0, openCents: 31_255 }],
      totalCents: 31_255,
      dueDate: '2026-12-16',
      problems: [],
    });
    // Receipt Fri 2026-12-11 + 14 = Fri 25th (holiday) → Mon 28th.
    expect(earliestDueDate('2026-12-11')).toBe('2026-12-28');
  });

  it('the arrears of advances: only months with less received than due', () => {
    const owed = {
      kind: 'advances' as const,
      months: [
        { month: '2026-09', dueCents: 20_000, paidCents: 20_000 },
        { month: '2026-10', dueCents: 20_000, paidCents: 5_000 },
        { month: '2026-11', dueCents: 20_000, paidCents: 0 },
      ],
    };
    expect(owedRows(owed)).toEqual([
      { month: '2026-10', dueCents: 20_000, paidCents: 5_000, openCents: 15_000 },
      { month: '2026-11', dueCents: 20_000, paidCents: 0, openCents: 20_000 },
    ]);
    expect(paymentDue(owed, '2026-12-02').totalCents).toBe(35_000);
  });

  it('refuses a due date less than 14 days ahead, naming the earliest', () => {
    expect(() => paymentDue(back, '2026-12-02', '2026-12-15')).toThrow(
      'Die Zahlungsfrist muss mindestens 14 Tage nach Zugang liegen; frühestens möglich ist der 16.12.2026.',
    );
  });

  it('moves an entered due date off a weekend, with a warning', () => {
    const r = paymentDue(back, '2026-12-02', '2026-12-19');
    expect(r.dueDate).toBe('2026-12-21');
    expect(isBusinessDay(r.dueDate)).toBe(true);
    expect(r.problems).toEqual([
      'Der 19.12.2026 ist kein Geschäftstag; die Zahlungsfrist wurde auf den 21.12.2026 verschoben (§ 193 BGB).',
    ]);
  });

  it('refuses a request for nothing', () => {
    expect(() => paymentDue({ ...back, balanceCents: -500 }, '2026-12-02')).toThrow(/kein offener Betrag/);
    expect(() => paymentDue({ ...back, paidCents: 31_255 }, '2026-12-02')).toThrow(/kein offener Betrag/);
    expect(() => paymentDue({ kind: 'advances', months: [] }, '2026-12-02')).toThrow(/kein offener Betrag/);
  });
});
