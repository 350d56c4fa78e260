import { describe, expect, it } from 'vitest';
import {
  centsOfGermanAmount,
  centsOfXmlAmount,
  decodeBankFile,
  ibanInText,
  isoOfGermanDate,
  isoOfXmlDate,
  normalisedIban,
} from './bank-values.ts';
import { columnKey } from './csv-layouts.ts';
import { sepaPurpose } from './mt940-purpose.ts';

describe('bank values', () => {
  it('normalises IBANs and refuses a wrong checksum or country format', () => {
    expect(normalisedIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalisedIban('DE89370400440532013001')).toBeNull();
    expect(normalisedIban('DE8937040044053201300')).toBeNull();
    expect(normalisedIban('0532013000')).toBeNull();
    expect(normalisedIban(null)).toBeNull();
    expect(ibanInText('Girokonto DE89 3704 0044 0532 0130 00 EUR')).toBe('DE89370400440532013000');
    expect(ibanInText('Kontostand vom 31.01.2025')).toBeNull();
  });

  it('reads amounts from their digits', () => {
    expect(centsOfGermanAmount('-1.234,56')).toBe(-123456);
    expect(centsOfGermanAmount('0,1')).toBe(10);
    expect(centsOfGermanAmount('100,')).toBe(10000);
    expect(centsOfGermanAmount('1.234,56 €')).toBe(123456);
    expect(centsOfGermanAmount('12,345')).toBeNull();
    expect(centsOfGermanAmount('')).toBeNull();
    expect(centsOfXmlAmount('1234.5')).toBe(123450);
    expect(centsOfXmlAmount('0.07')).toBe(7);
    expect(centsOfXmlAmount('1.005')).toBeNull();
  });

  it('reads German and XML dates', () => {
    expect(isoOfGermanDate('03.01.2025')).toBe('2025-01-03');
    expect(isoOfGermanDate('3.1.25')).toBe('2025-01-03');
    expect(isoOfGermanDate('29.02.2025')).toBeNull();
    expect(isoOfXmlDate('2025-01-03T10:15:00+01:00')).toBe('2025-01-03');
    expect(isoOfXmlDate('03.01.2025')).toBeNull();
  });

  it('decodes UTF-8 and, where it is none, Windows-1252', () => {
    expect(decodeBankFile(new TextEncoder().encode('\uFEFFMüller'))).toBe('Müller');
    expect(decodeBankFile(Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80]))).toBe(
      'Müller €',
    );
  });

  it('names CSV columns alike whatever their spelling', () => {
    expect(columnKey('Betrag (€)')).toBe('betrag');
    expect(columnKey('Zahlungsempfänger*in')).toBe('zahlungsempfaengerin');
    expect(columnKey('Begünstigter / Auftraggeber')).toBe('beguenstigterauftraggeber');
    expect(columnKey('Mandatsreferenz ')).toBe('mandatsreferenz');
  });

  it('joins the SEPA purpose pieces of :86: and takes the text after SVWZ+', () => {
    expect(
      sepaPurpose({ '20': 'EREF+E2E-1SVWZ+Nebenkosten J', '21': 'anuar Whg 1', '32': 'Anna Berger' }),
    ).toEqual({ text: 'Nebenkosten Januar Whg 1', endToEnd: 'E2E-1' });
    expect(sepaPurpose({ '20': 'Miete Januar', '21': 'Wohnung 3' })).toEqual({
      text: 'Miete Januar Wohnung 3',
      endToEnd: null,
    });
  });
});
