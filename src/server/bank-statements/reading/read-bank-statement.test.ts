import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  camtStatement,
  csvExport,
  LANDLORD_IBAN,
  mt940Reference,
  mt940Statement,
  paymentsOf,
  statementSpec,
  TENANT_IBANS,
  windows1252,
  type CamtVersion,
  type CsvBank,
} from '../../../../tests/fixtures/bank/index.ts';
import type { ParsedBankStatement } from '../../../domain/bank/bank-statement.ts';
import { readBankStatement } from './read-bank-statement.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const spec = statementSpec();
const payments = paymentsOf(spec);
const validIban = (iban: string | null) => (iban && isValidIBAN(iban) ? iban : null);

function read(data: Uint8Array, fileName = 'auszug'): ParsedBankStatement {
  const reading = readBankStatement(data, fileName);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.statement;
}

describe('camt', () => {
  const versions: CamtVersion[] = ['02', '03', '04', '05', '06', '07', '08'];
  it.each(versions)('reads camt.053.001.%s with its batch booking split per tenant', (version) => {
    const statement = read(bytes(camtStatement(spec, '053', version)));
    expect(statement.format).toBe('camt.053');
    expect(statement.account_iban).toBe(LANDLORD_IBAN);
    expect(statement.transactions).toEqual(
      payments.map((p, i) => ({
        booking_date: p.bookingDate,
        value_date: p.valueDate,
        amount_cents: p.amountCents,
        currency: 'EUR',
        counterparty_name: p.name,
        counterparty_iban: validIban(p.iban),
        text: p.text,
        reference: i < 3 ? `SAMMEL-20250103-001/${i + 1}` : spec.bookings[i - 2]!.reference,
      })),
    );
  });

  it('reads the exact cents, the batch and the debits', () => {
    const [berger, yilmaz, schulz, mueller, muster, insurance, fee] = read(
      bytes(camtStatement(spec)),
    ).transactions;
    expect([berger, yilmaz, schulz].map((t) => t!.amount_cents)).toEqual([18500, 21000, 16075]);
    expect(berger!.counterparty_iban).toBe(TENANT_IBANS.berger);
    expect(mueller).toMatchObject({
      amount_cents: 123456,
      counterparty_name: 'Müller & Söhne Immobilien KG',
    });
    expect(muster!.counterparty_iban).toBeNull();
    expect(insurance).toMatchObject({ amount_cents: -45210, counterparty_name: 'Sachsen Versicherung AG' });
    expect(fee).toMatchObject({ amount_cents: -990, counterparty_iban: null });
  });

  it.each(['052', '054'] as const)('reads camt.%s', (kind) => {
    const statement = read(bytes(camtStatement(spec, kind, '08')));
    expect(statement.format).toBe(`camt.${kind}`);
    expect(statement.account_iban).toBe(LANDLORD_IBAN);
    expect(statement.transactions.map((t) => t.amount_cents)).toEqual(payments.map((p) => p.amountCents));
  });

  it('takes the payer’s EndToEndId where the bank gives no reference of its own', () => {
    const xml = camtStatement(spec).replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, '');
    const references = read(bytes(xml)).transactions.map((t) => t.reference);
    expect(references).toEqual(['E2E-BERGER-0125', null, null, null, null, null, null]);
  });

  it('leaves out pending entries of an intraday report and reads a namespace prefix', () => {
    const xml = camtStatement(spec, '052', '06')
      .replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>')
      .replace(/<(\/?)([A-Za-z])/g, '<$1ns2:$2')
      .replace('<ns2:Document xmlns=', '<ns2:Document xmlns:ns2=');
    const statement = read(bytes(xml));
    expect(statement.transactions.map((t) => t.amount_cents)).toEqual(
      payments.slice(3).map((p) => p.amountCents),
    );
  });
});

describe('MT940', () => {
  it('reads a statement with multi-line :86: fields and the account from BLZ and account number', () => {
    const statement = read(bytes(mt940Statement(spec)), 'auszug.sta');
    expect(statement.format).toBe('mt940');
    expect(statement.account_iban).toBe(LANDLORD_IBAN);
    expect(statement.transactions).toEqual(
      payments.map((p, i) => ({
        booking_date: p.bookingDate,
        value_date: p.valueDate,
        amount_cents: p.amountCents,
        currency: 'EUR',
        counterparty_name: p.name,
        counterparty_iban: validIban(p.iban),
        text: p.text,
        reference: mt940Reference(p.bookingDate, i + 1),
      })),
    );
  });

  it('reads a value date in December booked in January', () => {
    const turn = statementSpec({
      bookings: [
        { bookingDate: '2025-01-02', valueDate: '2024-12-31', reference: 'R', payments: [payments[0]!] },
      ],
    });
    const [t] = read(bytes(mt940Statement(turn))).transactions;
    expect(t).toMatchObject({ booking_date: '2025-01-02', value_date: '2024-12-31', amount_cents: 18500 });
  });
});

describe('CSV exports', () => {
  const banks: CsvBank[] = ['sparkasse', 'deutsche-bank', 'postbank', 'commerzbank', 'ing', 'dkb', 'generic'];
  it.each(banks)('reads the export of %s', (bank) => {
    const statement = read(windows1252(csvExport(spec, bank)), 'umsaetze.csv');
    expect(statement.format).toBe('csv');
    const withIban = ['commerzbank', 'generic'].includes(bank) ? null : LANDLORD_IBAN;
    expect(statement.account_iban).toBe(withIban);
    expect(
      statement.transactions.map((t) => [t.booking_date, t.value_date, t.amount_cents, t.currency]),
    ).toEqual(
      payments.map((p) => [p.bookingDate, bank === 'generic' ? null : p.valueDate, p.amountCents, 'EUR']),
    );
    const texts = statement.transactions.map((t) => t.text);
    expect(texts).toEqual(payments.map((p) => (bank === 'commerzbank' ? `${p.name} ${p.text}` : p.text)));
    if (bank !== 'commerzbank')
      expect(statement.transactions.map((t) => t.counterparty_name)).toEqual(payments.map((p) => p.name));
    if (bank !== 'ing')
      expect(statement.transactions.map((t) => t.counterparty_iban)).toEqual(
        payments.map((p) => validIban(p.iban)),
      );
  });

  it('takes references of Sparkasse and DKB, and NOTPROVIDED as none', () => {
    for (const bank of ['sparkasse', 'dkb'] as const) {
      const refs = read(bytes(csvExport(spec, bank))).transactions.map((t) => t.reference);
      expect(refs.slice(0, 4)).toEqual(['E2E-BERGER-0125', null, null, null]);
    }
  });

  it('reads UTF-8 as well and leaves out pending rows', () => {
    const text = csvExport(spec, 'sparkasse').replace(
      /"Umsatz gebucht"(?![\s\S]*"Umsatz gebucht")/,
      '"Umsatz vorgemerkt"',
    );
    const statement = read(bytes(text));
    expect(statement.transactions).toHaveLength(payments.length - 1);
    expect(statement.transactions[3]!.counterparty_name).toBe('Müller & Söhne Immobilien KG');
  });
});
