import { describe, expect, it } from 'vitest';
import { giroCodePayload, type GiroCodeRequest } from './girocode.ts';

const request: GiroCodeRequest = {
  account: {
    iban: 'de89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
    account_holder: 'Hausverwaltung Schmidt GmbH',
  },
  amount_cents: 12_345,
  year: '2025',
  tenant_last_name: 'Müller',
};

describe('giroCodePayload', () => {
  it('writes the EPC069-12 version 002 lines with the account in machine form', () => {
    expect(giroCodePayload(request)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Hausverwaltung Schmidt GmbH',
        'DE89370400440532013000',
        'EUR123.45',
        '',
        '',
        'Nebenkostenabrechnung 2025 Müller',
      ].join('\n'),
    );
  });

  it('leaves the BIC line empty when none is stored and writes two decimals', () => {
    const payload = giroCodePayload({
      ...request,
      account: { ...request.account!, bic: null },
      amount_cents: 100,
    });
    expect(payload?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Hausverwaltung Schmidt GmbH',
      'DE89370400440532013000',
      'EUR1.00',
      '',
      '',
      'Nebenkostenabrechnung 2025 Müller',
    ]);
  });

  it('keeps the amount limits of the standard', () => {
    expect(giroCodePayload({ ...request, amount_cents: 1 })?.split('\n')[7]).toBe('EUR0.01');
    expect(giroCodePayload({ ...request, amount_cents: 99_999_999_999 })?.split('\n')[7]).toBe(
      'EUR999999999.99',
    );
    expect(giroCodePayload({ ...request, amount_cents: 100_000_000_000 })).toBeNull();
    expect(giroCodePayload({ ...request, amount_cents: 0 })).toBeNull();
    expect(giroCodePayload({ ...request, amount_cents: -500 })).toBeNull();
    expect(giroCodePayload({ ...request, amount_cents: 12.5 })).toBeNull();
  });

  it('makes no code when a part of the account is missing or invalid', () => {
    const account = request.account!;
    expect(giroCodePayload({ ...request, account: null })).toBeNull();
    expect(
      giroCodePayload({ ...request, account: { ...account, iban: 'DE89370400440532013001' } }),
    ).toBeNull();
    expect(giroCodePayload({ ...request, account: { ...account, iban: '' } })).toBeNull();
    expect(giroCodePayload({ ...request, account: { ...account, bic: 'COBADE' } })).toBeNull();
    expect(giroCodePayload({ ...request, account: { ...account, account_holder: '  ' } })).toBeNull();
    expect(
      giroCodePayload({ ...request, account: { ...account, account_holder: 'A'.repeat(71) } }),
    ).toBeNull();
    expect(giroCodePayload({ ...request, tenant_last_name: ' ' })).toBeNull();
  });

  it('refuses an IBAN outside SEPA, whose bank a SEPA transfer does not reach', () => {
    // A valid Brazilian IBAN (checksum and format), not a SEPA country.
    const account = { ...request.account!, iban: 'BR1800360305000010009795493C1' };
    expect(giroCodePayload({ ...request, account })).toBeNull();
  });

  it('puts names on one line and shortens the remittance to 140 characters', () => {
    const payload = giroCodePayload({
      ...request,
      account: { ...request.account!, account_holder: 'Schmidt\nImmobilien' },
      tenant_last_name: 'a'.repeat(150),
    });
    const lines = payload?.split('\n') ?? [];
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe('Schmidt Immobilien');
    expect(lines[10]).toBe(`Nebenkostenabrechnung 2025 ${'a'.repeat(140 - 27)}`);
    expect(new TextEncoder().encode(payload ?? '').length).toBeLessThanOrEqual(331);
  });

  it('makes no code when the payload would exceed 331 bytes', () => {
    const payload = giroCodePayload({
      ...request,
      account: { ...request.account!, account_holder: '€'.repeat(70) },
      tenant_last_name: '€'.repeat(120),
    });
    expect(payload).toBeNull();
  });
});
