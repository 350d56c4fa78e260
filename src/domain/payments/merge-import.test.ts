import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankTransaction } from '../bank/bank-statement.ts';
import { manualAssignment } from './manual-assignment.ts';
import { mergeImport, transactionIdentity, type StoredTransaction } from './merge-import.ts';
import type { PaymentTenancy } from './tenancy.ts';

const IBAN_A = 'DE89370400440532013000';
const IBAN_B = 'DE02120300000000202051';

const tenants: PaymentTenancy[] = [
  {
    tenant_id: 1,
    last_name: 'Krause',
    company: null,
    tenant_number: null,
    ibans: [IBAN_A],
    annual_advance_cents: 240_000,
    move_in: '2020-01-01',
    move_out: null,
  },
  {
    tenant_id: 2,
    last_name: 'Lang',
    company: null,
    tenant_number: null,
    ibans: [],
    annual_advance_cents: 120_000,
    move_in: '2020-01-01',
    move_out: null,
  },
];

const tx = (over: Partial<BankTransaction>): BankTransaction => ({
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

/** What the database would hold after storing a merge's new transactions. */
const store = (added: Array<BankTransaction & Partial<StoredTransaction>>, from = 1): StoredTransaction[] =>
  added.map((t, i) => ({ tenant_id: null, reason: null, ...t, id: from + i }));

const file = [
  tx({ reference: 'REF-1', counterparty_iban: IBAN_A }),
  tx({ text: 'Lang März', amount_cents: 10_000 }),
  tx({ text: 'Lang März', amount_cents: 10_000 }),
  tx({ reference: 'REF-3', amount_cents: -5_000, text: 'Kontoführung' }),
  tx({ reference: 'REF-4', counterparty_iban: IBAN_B, amount_cents: 7_77 }),
];

describe('mergeImport', () => {
  it('adds a new file with its matches and counts the credits matched and not', () => {
    const merged = mergeImport([], file, tenants);
    expect(merged.added.map((t) => [t.tenant_id, t.reason])).toEqual([
      [1, 'iban'],
      [2, 'name_and_amount'],
      [2, 'name_and_amount'],
      [null, null],
      [null, null],
    ]);
    expect(merged).toMatchObject({ duplicates: 0, matched: 3, unmatched: 1, rematched: [] });
  });

  it('adds nothing when the same file comes again, and keeps two equal bookings of one file apart', () => {
    const stored = store(mergeImport([], file, tenants).added);
    const again = mergeImport(stored, file, tenants);
    expect(again).toMatchObject({ added: [], duplicates: 5, matched: 3, unmatched: 1, rematched: [] });
    const withThird = mergeImport(
      stored,
      [...file, tx({ text: 'Lang März', amount_cents: 10_000 })],
      tenants,
    );
    expect(withThird.added).toHaveLength(1);
  });

  it('recognises a booking without reference by date, amount, IBAN and text', () => {
    const a = tx({ text: 'Miete' });
    expect(transactionIdentity(a)).toBe(transactionIdentity(tx({ text: 'Miete', value_date: '2025-03-04' })));
    expect(transactionIdentity(a)).not.toBe(transactionIdentity({ ...a, booking_date: '2025-03-04' }));
    expect(transactionIdentity(a)).not.toBe(transactionIdentity({ ...a, counterparty_iban: IBAN_A }));
    expect(transactionIdentity({ ...a, reference: 'X' })).toBe(
      transactionIdentity({ ...a, reference: 'X', text: 'anders' }),
    );
  });

  it('keeps a landlord assignment and removal, and matches automatic ones again', () => {
    const stored = store(mergeImport([], file, tenants).added);
    stored[1] = { ...stored[1]!, ...manualAssignment(null) };
    stored[4] = { ...stored[4]!, ...manualAssignment(2) };
    // Tenant 2's IBAN is known now: the unmatched REF-4 credit is left alone, as the landlord decided.
    const later = tenants.map((t) => (t.tenant_id === 2 ? { ...t, ibans: [IBAN_B] } : t));
    const merged = mergeImport(stored, file, later);
    expect(merged.added).toEqual([]);
    expect(merged.rematched).toEqual([]);
    expect(merged).toMatchObject({ matched: 3, unmatched: 1 });
    // Without the manual marks the new IBAN would take effect.
    const automatic = store(mergeImport([], file, tenants).added);
    expect(mergeImport(automatic, file, later).rematched).toEqual([{ id: 5, tenant_id: 2, reason: 'iban' }]);
  });
});

const bookings = fc
  .array(
    fc.record({
      reference: fc.option(fc.constantFrom('R1', 'R2', 'R3'), { nil: null }),
      amount: fc.integer({ min: -30_000, max: 30_000 }),
      text: fc.constantFrom('Krause', 'Lang', 'Miete', ''),
      iban: fc.constantFrom(IBAN_A, IBAN_B, null),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 20 },
  )
  .map((list) =>
    list.map((b) =>
      tx({
        reference: b.reference,
        amount_cents: b.amount,
        text: b.text,
        counterparty_iban: b.iban,
        booking_date: `2025-02-${String(b.day).padStart(2, '0')}`,
      }),
    ),
  );

describe('mergeImport, properties', () => {
  it('merging an import with itself adds nothing', () => {
    fc.assert(
      fc.property(bookings, (list) => {
        const stored = store(mergeImport([], list, tenants).added);
        const again = mergeImport(stored, list, tenants);
        expect(again.added).toEqual([]);
        expect(again.duplicates).toBe(list.length);
      }),
    );
  });

  it('manual assignments survive a merge', () => {
    fc.assert(
      fc.property(bookings, fc.array(fc.boolean()), (list, marks) => {
        const stored = store(mergeImport([], list, tenants).added).map((t, i) =>
          marks[i] ? { ...t, ...manualAssignment(i % 2 === 0 ? 2 : null) } : t,
        );
        const merged = mergeImport(stored, [...list, ...list], tenants);
        const manual = new Set(stored.filter((t) => t.reason === 'manual').map((t) => t.id));
        expect(merged.rematched.filter((r) => manual.has(r.id))).toEqual([]);
        expect(merged.added).toHaveLength(list.length);
      }),
    );
  });
});
