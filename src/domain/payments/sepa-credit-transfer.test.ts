import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { sepaCreditTransferXml, type SepaCreditTransferInput } from './sepa-credit-transfer.ts';

const SCHEMA = join(
  import.meta.dirname,
  '../../../tests/fixtures/sepa/EPC132-08_2025_V1.0_pain.001.001.09.xsd',
);
const dir = mkdtempSync(join(tmpdir(), 'sepa-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** xmllint (Debian's libxml2-utils) judges the file against the EPC's schema; without it nothing is checked. */
function schemaErrors(xml: string): string {
  if (spawnSync('xmllint', ['--version']).error)
    throw new Error('xmllint fehlt: apt-get install libxml2-utils');
  const file = join(dir, 'refunds.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  return run.status === 0 ? '' : run.stderr;
}

const input: SepaCreditTransferInput = {
  message_id: 'NK-2025-7-20260315',
  created_at: new Date('2026-03-15T09:30:12.345Z'),
  execution_date: '2026-03-17',
  debtor: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', account_holder: 'Schmidt & Söhne GbR' },
  year: '2025',
  refunds: [
    { name: 'Anna Müller', iban: 'DE02 1203 0000 0000 2020 51', cents: 12_345 },
    { name: 'Jörg <Weiß>', iban: 'de02500105170137075030', cents: 5 },
  ],
};

const parsed = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(xml) as {
    Document: { CstmrCdtTrfInitn: { GrpHdr: Record<string, unknown>; PmtInf: Record<string, unknown> } };
  };

describe('sepaCreditTransferXml', () => {
  it('writes a pain.001.001.09 file valid against the EPC schema', () => {
    const xml = sepaCreditTransferXml(input);
    expect(schemaErrors(xml)).toBe('');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('states count, sum, accounts and one transfer per refund', () => {
    const xml = sepaCreditTransferXml(input);
    const { GrpHdr, PmtInf } = parsed(xml).Document.CstmrCdtTrfInitn;
    expect(GrpHdr).toEqual({
      MsgId: 'NK-2025-7-20260315',
      CreDtTm: '2026-03-15T09:30:12Z',
      NbOfTxs: '2',
      CtrlSum: '123.50',
      InitgPty: { Nm: 'Schmidt & Söhne GbR' },
    });
    expect(PmtInf).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '2',
      CtrlSum: '123.50',
      ReqdExctnDt: { Dt: '2026-03-17' },
      Dbtr: { Nm: 'Schmidt & Söhne GbR' },
      DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      DbtrAgt: { FinInstnId: { BICFI: 'COBADEFFXXX' } },
      ChrgBr: 'SLEV',
    });
    expect(PmtInf.CdtTrfTxInf).toEqual([
      {
        PmtId: { EndToEndId: 'NK-2025-7-20260315-1' },
        Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': '123.45' } },
        Cdtr: { Nm: 'Anna Müller' },
        CdtrAcct: { Id: { IBAN: 'DE02120300000000202051' } },
        RmtInf: { Ustrd: 'Guthaben Nebenkostenabrechnung 2025' },
      },
      {
        PmtId: { EndToEndId: 'NK-2025-7-20260315-2' },
        Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': '0.05' } },
        Cdtr: { Nm: 'Jörg <Weiß>' },
        CdtrAcct: { Id: { IBAN: 'DE02500105170137075030' } },
        RmtInf: { Ustrd: 'Guthaben Nebenkostenabrechnung 2025' },
      },
    ]);
  });

  it('escapes markup characters through the builder', () => {
    const xml = sepaCreditTransferXml(input);
    expect(xml).toContain('<Nm>Jörg &lt;Weiß&gt;</Nm>');
    expect(xml).toContain('<Nm>Schmidt &amp; Söhne GbR</Nm>');
  });

  it('names the debtor bank NOTPROVIDED without a BIC, still valid', () => {
    const xml = sepaCreditTransferXml({ ...input, debtor: { ...input.debtor, bic: null } });
    expect(parsed(xml).Document.CstmrCdtTrfInitn.PmtInf.DbtrAgt).toEqual({
      FinInstnId: { Othr: { Id: 'NOTPROVIDED' } },
    });
    expect(schemaErrors(xml)).toBe('');
  });

  it('shortens names to the 70 characters of the guidelines', () => {
    const long = 'Wohnungseigentümergemeinschaft Lindenstraße 12 vertreten durch die Verwaltung';
    const xml = sepaCreditTransferXml({ ...input, refunds: [{ ...input.refunds[0]!, name: long }] });
    const tx = parsed(xml).Document.CstmrCdtTrfInitn.PmtInf.CdtTrfTxInf as { Cdtr: { Nm: string } };
    expect(tx.Cdtr.Nm).toBe(long.slice(0, 70).trim());
    expect(schemaErrors(xml)).toBe('');
  });

  it('refuses what the bank would refuse, in German', () => {
    const refund = input.refunds[0]!;
    const attempt = (change: Partial<SepaCreditTransferInput>) => () =>
      sepaCreditTransferXml({ ...input, ...change });
    expect(attempt({ refunds: [] })).toThrow(
      new ValidationError('Es gibt kein Guthaben, das überwiesen werden kann.'),
    );
    expect(attempt({ refunds: [{ ...refund, iban: 'DE02120300000000202052' }] })).toThrow(
      new ValidationError('Die IBAN von Anna Müller ist ungültig oder nicht aus einem SEPA-Land.'),
    );
    expect(attempt({ refunds: [{ ...refund, cents: 0 }] })).toThrow(
      new ValidationError('Das Guthaben von Anna Müller muss zwischen 0,01 € und 999.999.999,99 € liegen.'),
    );
    expect(attempt({ debtor: { ...input.debtor, iban: 'DE00' } })).toThrow(ValidationError);
    expect(attempt({ debtor: { ...input.debtor, account_holder: '' } })).toThrow(ValidationError);
    expect(attempt({ message_id: 'x'.repeat(29) })).toThrow(ValidationError);
  });
});
