import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankTransaction } from '../bank/bank-statement.ts';
import { addDays } from '../dates.ts';
import { matchTransaction, transactionMatcher } from './match-transaction.ts';
import type { PaymentTenancy } from './tenancy.ts';

const IBAN_A = 'DE89370400440532013000';
const IBAN_B = 'DE02120300000000202051';

const tenancy = (over: Partial<PaymentTenancy> & { tenant_id: number }): PaymentTenancy => ({
  last_name: `Mieter${over.tenant_id}`,
  company: null,
  tenant_number: null,
  ibans: [],
  annual_advance_cents: 240_000,
  move_in: '2020-01-01',
  move_out: null,
  ...over,
});

const credit = (over: Partial<BankTransaction>): BankTransaction => ({
  booking_date: '2025-03-03',
  value_date: null,
  amount_cents: 20_000,
  currency: 'EUR',
  counterparty_name: null,
  counterparty_iban: null,
  text: '',
  reference: null,
  ...over,
});

describe('matchTransaction', () => {
  it('matches the payer IBAN first, whatever the text and amount', () => {
    const tenants = [
      tenancy({ tenant_id: 1, ibans: [IBAN_A] }),
      tenancy({ tenant_id: 2, last_name: 'Krause' }),
    ];
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, text: 'Miete Krause', amount_cents: 1 }), tenants),
    ).toEqual({
      tenant_id: 1,
      reason: 'iban',
    });
  });

  it('of tenancies sharing an IBAN takes the one running on the booking date', () => {
    const tenants = [
      tenancy({ tenant_id: 1, ibans: [IBAN_A], move_in: '2020-01-01', move_out: '2025-04-30' }),
      tenancy({ tenant_id: 2, ibans: [IBAN_A], move_in: '2025-05-01' }),
    ];
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, booking_date: '2025-04-02' }), tenants).tenant_id,
    ).toBe(1);
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, booking_date: '2025-05-02' }), tenants).tenant_id,
    ).toBe(2);
  });

  it('gives an advance paid before the move-in to the tenancy that starts next', () => {
    const tenants = [
      tenancy({ tenant_id: 1, ibans: [IBAN_A], move_in: '2025-07-01' }),
      tenancy({ tenant_id: 2, ibans: [IBAN_A], move_in: '2025-05-01', move_out: '2025-06-30' }),
    ];
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, booking_date: '2025-04-28' }), tenants).tenant_id,
    ).toBe(2);
  });

  it('matches by name and one, two or three monthly advances', () => {
    // 2.400,00 € a year: 200,00 € a month.
    const tenants = [
      tenancy({ tenant_id: 1, last_name: 'Müller-Lüdenscheidt' }),
      tenancy({ tenant_id: 2, company: 'Bäckerei Sonne GmbH' }),
    ];
    const reason = { tenant_id: 1, reason: 'name_and_amount' };
    expect(matchTransaction(credit({ text: 'NK-Vorauszahlung MÜLLER-LÜDENSCHEIDT März' }), tenants)).toEqual(
      reason,
    );
    expect(
      matchTransaction(credit({ text: 'Müller-Lüdenscheidt Jan-Mrz', amount_cents: 60_000 }), tenants),
    ).toEqual(reason);
    expect(
      matchTransaction(credit({ text: 'Bäckerei Sonne GmbH Miete', amount_cents: 40_000 }), tenants)
        .tenant_id,
    ).toBe(2);
  });

  it('leaves a named payment of another amount, four advances or a part of a name unmatched', () => {
    const tenants = [tenancy({ tenant_id: 1, last_name: 'Lang' })];
    expect(
      matchTransaction(credit({ text: 'Lang Miete', amount_cents: 20_001 }), tenants).tenant_id,
    ).toBeNull();
    expect(
      matchTransaction(credit({ text: 'Lang Miete', amount_cents: 80_000 }), tenants).tenant_id,
    ).toBeNull();
    expect(matchTransaction(credit({ text: 'Langer Miete' }), tenants).tenant_id).toBeNull();
  });

  it('matches a tenant number as a whole word', () => {
    const tenants = [
      tenancy({ tenant_id: 1, tenant_number: '17' }),
      tenancy({ tenant_id: 2, tenant_number: '170' }),
    ];
    expect(matchTransaction(credit({ text: 'Mieter-Nr. 17 NK' }), tenants).tenant_id).toBe(1);
  });

  it('matches names of several words only as the whole run of words', () => {
    const tenants = [
      tenancy({ tenant_id: 1, last_name: 'Müller-Lüdenscheidt' }),
      tenancy({ tenant_id: 3, last_name: 'Krause', company: 'Bäckerei Krause GmbH' }),
    ];
    const pay = (text: string) => matchTransaction(credit({ text, amount_cents: 20_000 }), tenants);
    expect(pay('NK März MÜLLER LÜDENSCHEIDT')).toEqual({ tenant_id: 1, reason: 'name_and_amount' });
    expect(pay('Vorauszahlung Müller 03/25')).toEqual({ tenant_id: null, reason: null });
    expect(pay('Lüdenscheidt')).toEqual({ tenant_id: null, reason: null });
    expect(pay('Bäckerei Krause GmbH Miete')).toEqual({ tenant_id: 3, reason: 'name_and_amount' });
  });

  it('names two tenants when one name runs inside the other: no decision', () => {
    const tenants = [
      tenancy({ tenant_id: 1, last_name: 'Müller-Lüdenscheidt' }),
      tenancy({ tenant_id: 2, last_name: 'Müller' }),
    ];
    const pay = (text: string) => matchTransaction(credit({ text, amount_cents: 20_000 }), tenants);
    expect(pay('Müller Lüdenscheidt')).toEqual({ tenant_id: null, reason: null });
    expect(pay('Vorauszahlung Müller 03/25')).toEqual({ tenant_id: 2, reason: 'name_and_amount' });
  });

  it('indexes the tenancies once for many bookings and decides as one booking at a time does', () => {
    const tenants = Array.from({ length: 50 }, (_, i) =>
      tenancy({ tenant_id: i + 1, last_name: `Name${i}`, ibans: i % 2 === 0 ? [] : [IBAN_A] }),
    );
    const match = transactionMatcher(tenants);
    const bookings = [
      credit({ text: 'Name7', amount_cents: 20_000 }),
      credit({ text: 'Name8 Name9', amount_cents: 40_000 }),
      credit({ counterparty_iban: IBAN_A }),
    ];
    for (const b of bookings) expect(match(b)).toEqual(matchTransaction(b, tenants));
    expect(match(bookings[0]!)).toEqual({ tenant_id: 8, reason: 'name_and_amount' });
  });

  it('leaves a payment two tenants could have made unmatched', () => {
    const tenants = [
      tenancy({ tenant_id: 1, last_name: 'Schmidt' }),
      tenancy({ tenant_id: 2, last_name: 'Schmidt' }),
    ];
    expect(matchTransaction(credit({ text: 'Schmidt' }), tenants)).toEqual({ tenant_id: null, reason: null });
  });

  it('never matches a debit or a tenant who had moved out before the booking', () => {
    const gone = [tenancy({ tenant_id: 1, ibans: [IBAN_A], last_name: 'Weg', move_out: '2025-02-28' })];
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, amount_cents: -20_000 }), gone).tenant_id,
    ).toBeNull();
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, booking_date: '2025-03-01' }), gone).tenant_id,
    ).toBeNull();
    expect(matchTransaction(credit({ text: 'Weg', booking_date: '2025-03-01' }), gone).tenant_id).toBeNull();
    expect(
      matchTransaction(credit({ counterparty_iban: IBAN_A, booking_date: '2025-02-28' }), gone).tenant_id,
    ).toBe(1);
  });
});

const NAMES = ['Krause', 'Özdemir', 'Lang', 'Schmidt'];
const tenancies = fc
  .array(
    fc.record({
      name: fc.constantFrom(...NAMES),
      iban: fc.constantFrom(IBAN_A, IBAN_B, null),
      annual: fc.integer({ min: 0, max: 600_000 }),
      moveOut: fc.option(fc.integer({ min: 0, max: 364 }), { nil: null }),
    }),
    { maxLength: 6 },
  )
  .map((list) =>
    list.map((t, i) =>
      tenancy({
        tenant_id: i + 1,
        last_name: t.name,
        ibans: t.iban ? [t.iban] : [],
        annual_advance_cents: t.annual,
        move_out: t.moveOut === null ? null : addDays('2025-01-01', t.moveOut),
      }),
    ),
  );
const transaction = fc
  .record({
    day: fc.integer({ min: 0, max: 364 }),
    amount: fc.integer({ min: -200_000, max: 200_000 }),
    iban: fc.constantFrom(IBAN_A, IBAN_B, null),
    name: fc.constantFrom(...NAMES, ''),
  })
  .map((t) =>
    credit({
      booking_date: addDays('2025-01-01', t.day),
      amount_cents: t.amount,
      counterparty_iban: t.iban,
      text: `Miete ${t.name}`,
    }),
  );

describe('matchTransaction, properties', () => {
  it('never assigns a debit, nor a booking after the tenant moved out', () => {
    fc.assert(
      fc.property(tenancies, transaction, (tenants, tx) => {
        const match = matchTransaction(tx, tenants);
        if (match.tenant_id === null) return;
        expect(tx.amount_cents).toBeGreaterThan(0);
        const tenant = tenants.find((t) => t.tenant_id === match.tenant_id)!;
        expect(tenant.move_out === null || tx.booking_date <= tenant.move_out).toBe(true);
        expect(match.reason === 'iban' || match.reason === 'name_and_amount').toBe(true);
      }),
    );
  });
});
