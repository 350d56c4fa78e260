import { afterAll, describe, expect, it } from 'vitest';
import {
  brokenCamt,
  camtBillionLaughs,
  camtHugeText,
  camtStatement,
  camtVersion09,
  foreignXml,
  LANDLORD_IBAN,
  pdfBytes,
  statementSpec,
  unknownCsv,
} from '../../../../tests/fixtures/bank/index.ts';
import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { createBankStatementReaders } from './create-bank-statement-readers.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const readers = createBankStatementReaders({ size: { threads: 1, queued: 4 } });
afterAll(() => readers.destroy());

const read = (data: Uint8Array, fileName: string) =>
  readers.read({ bytes: data, fileName, contentType: null });

describe('bank statement readers (worker threads)', () => {
  it('reads a camt.053 in a thread, whatever its name and content type claim', async () => {
    const reading = await readers.read({
      bytes: bytes(camtStatement(statementSpec(), '053', '02')),
      fileName: 'auszug.pdf',
      contentType: 'application/pdf',
    });
    expect(reading.ok && reading.statement.account_iban).toBe(LANDLORD_IBAN);
    expect(reading.ok && reading.statement.transactions).toHaveLength(7);
  });

  it.each([
    ['an empty file', bytes('  \n'), t.empty('a.csv')],
    ['a PDF', pdfBytes(), t.notStatement('a.csv')],
    ['XML that is no statement', foreignXml(), t.notStatement('a.csv')],
    ['broken XML', brokenCamt(), t.xmlMalformed('a.csv')],
    ['the billion laughs', camtBillionLaughs(), t.xmlDoctype('a.csv')],
    ['a 2 MB text node', camtHugeText(2), t.xmlHugeText('a.csv')],
    ['camt.053.001.09', camtVersion09(), t.camtVersion('a.csv', 'camt.053.001.09')],
    [
      'an MT940 whose balances do not add up',
      bytes(
        ':20:X\n:25:12030000/202051\n:28C:1\n:60F:C250101EUR1,00\n:61:2501030103C5,00NTRFNONREF\n:62F:C250131EUR1,00\n-',
      ),
      t.mt940Broken('a.csv'),
    ],
  ])('answers %s with a German problem naming the file', async (_, data, problem) => {
    expect(await read(data, 'a.csv')).toEqual({ ok: false, problem });
  });

  it('names the missing columns of an unknown CSV layout', async () => {
    expect(await read(unknownCsv(), 'adressen.csv')).toEqual({
      ok: false,
      problem: t.csvUnknownLayout('adressen.csv', 'Buchungstag, Betrag, Verwendungszweck, IBAN'),
    });
  });

  it('answers an amount with three decimals and a broken date as problems', async () => {
    const camt = camtStatement(statementSpec()).replace(
      '<Amt Ccy="EUR">185.00</Amt>',
      '<Amt Ccy="EUR">185.001</Amt>',
    );
    expect(await read(bytes(camt), 'k.xml')).toEqual({ ok: false, problem: t.badAmount('k.xml', 1) });
    const csv = 'Datum;Betrag;Verwendungszweck;Name;IBAN\n31.02.2025;10,00;Miete;Anna Berger;\n';
    expect(await read(bytes(csv), 'k.csv')).toEqual({ ok: false, problem: t.badDate('k.csv', 1) });
  });

  it('ends a read past its time limit and reads the next file', async () => {
    const slow = createBankStatementReaders({ size: { threads: 1, queued: 2 }, timeLimitMs: 1 });
    try {
      const big = camtStatement(statementSpec({ bookings: Array(3000).fill(statementSpec().bookings[0]) }));
      expect(await slow.read({ bytes: bytes(big), fileName: 'gross.xml', contentType: null })).toEqual({
        ok: false,
        problem: t.timeout('gross.xml', 1),
      });
    } finally {
      await slow.destroy();
    }
    const next = await read(bytes(camtStatement(statementSpec())), 'klein.xml');
    expect(next.ok).toBe(true);
  });
});
