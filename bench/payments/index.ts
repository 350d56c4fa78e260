import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { composeIBAN } from 'ibantools';
import type { BankTransaction } from '../../src/domain/bank/bank-statement.ts';
import { mergeImport, type StoredTransaction } from '../../src/domain/payments/merge-import.ts';
import { paymentsOverview } from '../../src/domain/payments/payments-overview.ts';
import type { PaymentTenancy } from '../../src/domain/payments/tenancy.ts';
import { createBankStatementReaders } from '../../src/server/bank-statements/reading/create-bank-statement-readers.ts';
import { camtStatement, LANDLORD_IBAN, type BookingSpec } from '../../tests/fixtures/bank/index.ts';

/**
 * A year of a property's account: every tenant pays the monthly advance twelve times, nine in ten from
 * a stored IBAN, the rest by name in the text (matched by name and amount); the bank books each day's
 * credits as one batch. Measured: reading the camt.053 in a reading thread, matching every booking
 * against the tenancies (first import), the same file again (every booking a duplicate), and the
 * payments overview of the year. Each step should grow linearly with the bookings.
 */
const SIZES = [100, 400, 1_600];
const ms = (t: number) => `${t.toFixed(0)} ms`;

const ibanOf = (i: number) =>
  composeIBAN({ countryCode: 'DE', bban: `37040044${String(i).padStart(10, '0')}` })!;

function tenancies(n: number): PaymentTenancy[] {
  return Array.from({ length: n }, (_, i) => ({
    tenant_id: i + 1,
    last_name: `Mieterin${i}`,
    company: null,
    tenant_number: null,
    ibans: i % 10 === 9 ? [] : [ibanOf(i)],
    annual_advance_cents: 240_000 + i * 12,
    move_in: '2020-01-01',
    move_out: null,
  }));
}

function yearOfBookings(tenants: PaymentTenancy[]): BookingSpec[] {
  const bookings: BookingSpec[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const date = `2025-${String(month).padStart(2, '0')}-03`;
    for (let start = 0; start < tenants.length; start += 10)
      bookings.push({
        bookingDate: date,
        valueDate: date,
        reference: `BATCH-${month}-${start}`,
        payments: tenants.slice(start, start + 10).map((t) => ({
          amountCents: Math.round((t.annual_advance_cents as number) / 12),
          name: `Anna ${t.last_name}`,
          iban: t.ibans[0] ?? null,
          text: `Vorauszahlung ${month}/2025 ${t.last_name}`,
        })),
      });
  }
  return bookings;
}

const readers = createBankStatementReaders();
const rows: string[] = [];
for (const n of SIZES) {
  const tenants = tenancies(n);
  const xml = camtStatement({
    accountIban: LANDLORD_IBAN,
    accountHolder: 'Hausverwaltung',
    bookings: yearOfBookings(tenants),
  });
  const bytes = new TextEncoder().encode(xml);

  let start = performance.now();
  const reading = await readers.read({ bytes, fileName: 'jahr.xml', contentType: 'application/xml' });
  const readMs = performance.now() - start;
  if (!reading.ok) throw new Error(reading.problem);
  const incoming: BankTransaction[] = reading.statement.transactions;

  start = performance.now();
  const first = mergeImport([], incoming, tenants);
  const firstMs = performance.now() - start;
  if (first.matched !== n * 12) throw new Error(`Only ${first.matched} of ${n * 12} credits matched.`);
  const stored: StoredTransaction[] = first.added.map((tx, i) => ({ ...tx, id: i + 1 }));

  start = performance.now();
  const again = mergeImport(stored, incoming, tenants);
  const againMs = performance.now() - start;
  if (again.added.length !== 0) throw new Error('The same file added bookings again.');

  start = performance.now();
  const overview = paymentsOverview(2025, 'received', tenants, stored);
  const overviewMs = performance.now() - start;
  if (overview.tenants.some((t) => t.difference_cents !== 0)) throw new Error('A tenant shows a difference.');

  rows.push(
    `| ${n} | ${incoming.length} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${ms(readMs)} | ${ms(firstMs)} | ${ms(againMs)} | ${ms(overviewMs)} |`,
  );
}
await readers.destroy();

console.log(`Cores: ${availableParallelism()}\n`);
console.log(
  '| Tenancies | Bookings | camt.053 | Read (thread) | Match, first import | Same file again | Overview of the year |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
