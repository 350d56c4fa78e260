import { describe, expect, it } from 'vitest';
import { advanceBasis } from './advance-basis.ts';
import { assignmentProblem } from './manual-assignment.ts';
import type { StoredTransaction } from './merge-import.ts';
import { paymentsOverview } from './payments-overview.ts';
import { receivedInPeriod } from './received.ts';
import type { PaymentTenancy } from './tenancy.ts';

const tenancy = (over: Partial<PaymentTenancy> & { tenant_id: number }): PaymentTenancy => ({
  last_name: 'Krause',
  company: null,
  tenant_number: null,
  ibans: [],
  annual_advance_cents: 120_000,
  move_in: '2020-01-01',
  move_out: null,
  ...over,
});

let nextId = 1;
const booked = (date: string, cents: number, tenantId: number | null): StoredTransaction => ({
  id: nextId++,
  booking_date: date,
  value_date: null,
  amount_cents: cents,
  currency: 'EUR',
  counterparty_name: 'Erika Krause',
  counterparty_iban: 'DE89370400440532013000',
  text: 'Miete',
  reference: null,
  tenant_id: tenantId,
  reason: tenantId === null ? null : 'iban',
});

describe('paymentsOverview', () => {
  // Tenant 1 pays 100,00 € a month from January to September only (three months in arrears);
  // tenant 2 moved in on 15 March 2025 and paid the whole year's due in one.
  const tenants = [
    tenancy({ tenant_id: 1 }),
    tenancy({ tenant_id: 2, move_in: '2025-03-15' }),
    tenancy({ tenant_id: 3, move_out: '2024-12-31' }),
  ];
  const transactions = [
    ...Array.from({ length: 9 }, (_, i) => booked(`2025-${String(i + 1).padStart(2, '0')}-02`, 10_000, 1)),
    booked('2025-03-20', 95_484, 2),
    booked('2024-12-30', 10_000, 1),
    booked('2025-04-01', -10_000, 1),
    booked('2025-05-05', 4_200, null),
    booked('2025-01-03', 7_000, null),
    booked('2024-11-03', 9_000, null),
    booked('2025-06-01', -2_000, null),
  ];
  const overview = paymentsOverview(2025, 'received', tenants, transactions);

  it('sets what each tenant owed against what was booked, month by month; positive differences are arrears', () => {
    expect(overview.year).toBe(2025);
    expect(overview.basis).toBe('received');
    expect(overview.tenants.map((t) => t.tenant_id)).toEqual([1, 2]);
    const [first, second] = overview.tenants;
    expect(first).toMatchObject({ due_cents: 120_000, received_cents: 90_000, difference_cents: 30_000 });
    expect(first!.months[0]).toEqual({ month: '2025-01', due_cents: 10_000, received_cents: 10_000 });
    expect(first!.months[11]).toEqual({ month: '2025-12', due_cents: 10_000, received_cents: 0 });
    // March: 17 of 31 days of 100,00 € → 54,84 €; April to December 900,00 €.
    expect(second!.months.map((m) => m.due_cents)).toEqual([
      0, 0, 5484, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
    expect(second).toMatchObject({ due_cents: 95_484, received_cents: 95_484, difference_cents: 0 });
    expect(second!.months[2]).toEqual({ month: '2025-03', due_cents: 5484, received_cents: 95_484 });
  });

  it('lists the year’s credits without a tenant, by booking date', () => {
    expect(overview.unmatched.map((u) => [u.booking_date, u.amount_cents])).toEqual([
      ['2025-01-03', 7_000],
      ['2025-05-05', 4_200],
    ]);
    expect(overview.unmatched[0]).toMatchObject({
      payer_name: 'Erika Krause',
      payer_iban: 'DE89370400440532013000',
      text: 'Miete',
    });
  });

  it('sums what a tenant paid within a statement period', () => {
    expect(receivedInPeriod(transactions, 1, '2025-01-01', '2025-12-31')).toBe(90_000);
    expect(receivedInPeriod(transactions, 1, '2024-12-01', '2025-01-31')).toBe(20_000);
  });
});

describe('advanceBasis', () => {
  it('is "received" once bookings of the year exist, else "agreed"; a choice wins', () => {
    expect(advanceBasis(null, 2025, ['2024-12-30', '2025-01-02'])).toBe('received');
    expect(advanceBasis(null, 2025, ['2024-12-30', '2026-01-02'])).toBe('agreed');
    expect(advanceBasis('agreed', 2025, ['2025-01-02'])).toBe('agreed');
    expect(advanceBasis('received', 2025, [])).toBe('received');
  });
});

describe('assignmentProblem', () => {
  it('refuses a debit and a booking after the move-out', () => {
    expect(assignmentProblem({ amount_cents: -1, booking_date: '2025-01-01' }, { move_out: null })).toMatch(
      /Abbuchungen/,
    );
    expect(
      assignmentProblem({ amount_cents: 1, booking_date: '2025-02-01' }, { move_out: '2025-01-31' }),
    ).toMatch(/nach dem Auszug/);
    expect(
      assignmentProblem({ amount_cents: 1, booking_date: '2025-01-31' }, { move_out: '2025-01-31' }),
    ).toBeNull();
  });
});
