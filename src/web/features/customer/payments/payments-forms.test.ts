import { describe, expect, it } from 'vitest';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import {
  accountBody,
  accountFieldOf,
  accountForm,
  importResultText,
  statementFileRefusal,
} from './payments-forms.ts';

const texts = paymentsScreenTexts;

describe('receiving account form', () => {
  it('sends the trimmed fields, an empty BIC as null', () => {
    expect(
      accountBody({ iban: ' DE02 1203 0000 0000 2020 51 ', bic: '  ', holder: ' Sommer GmbH ' }),
    ).toEqual({
      ok: true,
      body: { iban: 'DE02 1203 0000 0000 2020 51', bic: null, account_holder: 'Sommer GmbH' },
    });
    expect(accountBody({ iban: 'DE02120300000000202051', bic: 'BYLADEM1001', holder: 'X' })).toMatchObject({
      body: { bic: 'BYLADEM1001' },
    });
  });

  it('refuses a missing IBAN or holder at its field; the validity of IBAN and BIC is the server’s', () => {
    expect(accountBody({ iban: '', bic: '', holder: 'X' })).toEqual({
      ok: false,
      field: 'iban',
      message: texts.account.ibanRequired,
    });
    expect(accountBody({ iban: 'DE00', bic: '', holder: ' ' })).toEqual({
      ok: false,
      field: 'holder',
      message: texts.account.holderRequired,
    });
  });

  it('starts from the stored account, or empty', () => {
    expect(accountForm(null)).toEqual({ iban: '', bic: '', holder: '' });
    expect(accountForm({ iban: 'DE02120300000000202051', bic: null, account_holder: 'Y' })).toEqual({
      iban: 'DE02120300000000202051',
      bic: '',
      holder: 'Y',
    });
  });

  it('shows a server message at the field it names', () => {
    expect(accountFieldOf('Bitte eine gültige BIC des Empfängerkontos angeben (8 oder 11 Zeichen).')).toBe(
      'bic',
    );
    expect(accountFieldOf('Bitte den Kontoinhaber des Empfängerkontos angeben.')).toBe('holder');
    expect(accountFieldOf('Bitte eine gültige IBAN des Empfängerkontos angeben.')).toBe('iban');
  });
});

describe('bank statement files', () => {
  it('takes camt XML, MT940 and CSV exports by their names', () => {
    for (const name of ['auszug.xml', 'UMSATZ.STA', 'konto.mt940', 'mt940.txt', 'export.CSV'])
      expect(statementFileRefusal({ name, size: 1000 }), name).toBeNull();
  });

  it('refuses other files and files over 20 MB', () => {
    expect(statementFileRefusal({ name: 'rechnung.pdf', size: 10 })).toBe(
      texts.upload.wrongType('rechnung.pdf'),
    );
    expect(statementFileRefusal({ name: 'gross.xml', size: 20 * 1024 * 1024 + 1 })).toBe(
      texts.upload.tooLarge('gross.xml'),
    );
    expect(statementFileRefusal({ name: 'genau.xml', size: 20 * 1024 * 1024 })).toBeNull();
  });

  it('reports an import in one German sentence', () => {
    expect(
      importResultText('januar.xml', {
        format: 'camt.053',
        account_iban: 'DE02120300000000202051',
        transactions: 7,
        new: 5,
        duplicates: 2,
        matched: 3,
        unmatched: 1,
      }),
    ).toBe('januar.xml: 7 Buchungen gelesen, 5 neu, 2 bereits vorhanden, 3 zugeordnet, 1 offen');
  });
});
