import { describe, expect, it } from 'vitest';
import { tenant } from '../../../tests/fixtures/statements/stored-data.ts';
import type { MappingNote, StoredAdvances } from './stored-data.ts';
import { tenancyAdvance } from './tenancy-advance.ts';

/** 1.200,00 € a year: 100,00 € a month; moving in on 15 March 2025. */
const anna = tenant({ id: 1, lastName: 'Schneider', moveIn: '2025-03-15', annualAdvanceCents: 120_000 });
const bookings: StoredAdvances['bookings'] = [
  // Paid before the move-in: outside the tenancy's days, not credited.
  { tenant_id: 1, amount_cents: 10_000, booking_date: '2025-03-01' },
  { tenant_id: 1, amount_cents: 5_500, booking_date: '2025-03-20' },
  { tenant_id: 1, amount_cents: 10_000, booking_date: '2025-04-01' },
  { tenant_id: 1, amount_cents: 10_000, booking_date: '2025-04-30' },
  // A debit, another tenant's credit and a credit assigned to nobody.
  { tenant_id: 1, amount_cents: -10_000, booking_date: '2025-05-02' },
  { tenant_id: 2, amount_cents: 10_000, booking_date: '2025-05-02' },
  { tenant_id: null, amount_cents: 10_000, booking_date: '2025-05-02' },
];

describe('the advance a tenancy is credited', () => {
  it('as agreed: the months of the tenancy, whatever was booked', () => {
    const notes: MappingNote[] = [];
    const agreed = tenancyAdvance(anna, undefined, '2025-03-15', '2025-12-31', notes, {
      basis: 'agreed',
      bookings,
    });
    expect(agreed).toEqual(tenancyAdvance(anna, undefined, '2025-03-15', '2025-12-31', notes));
    expect(agreed).toMatchObject({ monthlyCents: 10_000, received: null });
    expect(agreed!.creditedCents).toBe(9 * 10_000 + Math.round((17 / 31) * 10_000));
  });

  it('as received: the tenant’s credits booked within the tenancy, listed per month of it', () => {
    const received = tenancyAdvance(anna, undefined, '2025-03-15', '2025-12-31', [], {
      basis: 'received',
      bookings,
    });
    expect(received).toMatchObject({ creditedCents: 25_500, monthlyCents: 10_000, credit: null });
    expect(received!.received).toHaveLength(10);
    expect(received!.received!.slice(0, 3)).toEqual([
      { month: '2025-03', amount_cents: 5_500 },
      { month: '2025-04', amount_cents: 20_000 },
      { month: '2025-05', amount_cents: 0 },
    ]);
    expect(received!.received!.at(-1)).toEqual({ month: '2025-12', amount_cents: 0 });
  });

  it('as received also without an agreed advance, and nothing without a booking', () => {
    const none = tenant({ id: 2, lastName: 'Lang', moveIn: '2020-01-01', annualAdvanceCents: null });
    expect(tenancyAdvance(none, undefined, '2025-01-01', '2025-12-31', [])).toBeNull();
    const received = tenancyAdvance(none, undefined, '2025-01-01', '2025-12-31', [], {
      basis: 'received',
      bookings,
    });
    expect(received).toMatchObject({ creditedCents: 10_000, monthlyCents: null });
    const nobody = tenant({ id: 3, lastName: 'Berg', moveIn: '2020-01-01', annualAdvanceCents: 120_000 });
    expect(
      tenancyAdvance(nobody, undefined, '2025-01-01', '2025-12-31', [], { basis: 'received', bookings })!
        .creditedCents,
    ).toBe(0);
  });
});
