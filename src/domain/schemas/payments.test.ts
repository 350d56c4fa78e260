import { describe, expect, it } from 'vitest';
import { paymentTexts } from '../texts/payments.ts';
import { AdvancesSettingBody, AssignTransactionBody, BankAccountBody, TenantIbans } from './payments.ts';

describe('BankAccountBody', () => {
  it('normalises IBAN and BIC', () => {
    expect(
      BankAccountBody.parse({
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeff xxx',
        account_holder: ' Eva Haus ',
      }),
    ).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_holder: 'Eva Haus' });
    expect(
      BankAccountBody.parse({ iban: 'DE89370400440532013000', account_holder: 'Eva Haus' }).bic,
    ).toBeUndefined();
    expect(
      BankAccountBody.parse({ iban: 'DE89370400440532013000', bic: '', account_holder: 'E' }).bic,
    ).toBeNull();
  });

  it('refuses a wrong check digit, a wrong country length, a bad BIC and a missing holder in German', () => {
    const messages = (body: unknown) => BankAccountBody.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ iban: 'DE89370400440532013001', account_holder: 'E' })).toEqual([
      paymentTexts.ibanInvalid,
    ]);
    expect(messages({ iban: 'DE8937040044053201300', account_holder: 'E' })).toEqual([
      paymentTexts.ibanInvalid,
    ]);
    expect(messages({ iban: 'DE89370400440532013000', bic: 'COBA', account_holder: 'E' })).toEqual([
      paymentTexts.bicInvalid,
    ]);
    expect(messages({ iban: 'DE89370400440532013000', account_holder: '' })).toEqual([
      paymentTexts.accountHolderRequired,
    ]);
  });
});

describe('TenantIbans', () => {
  it('normalises, drops blanks and keeps each IBAN once', () => {
    expect(
      TenantIbans.parse([
        'DE89 3704 0044 0532 0130 00',
        '',
        'de89370400440532013000',
        'DE02120300000000202051',
      ]),
    ).toEqual(['DE89370400440532013000', 'DE02120300000000202051']);
  });

  it('names the wrong entry and refuses more than five', () => {
    const result = TenantIbans.safeParse(['DE89370400440532013000', 'DE00123']);
    expect(result.error?.issues).toMatchObject([{ message: paymentTexts.tenantIbanInvalid(2), path: [1] }]);
    expect(TenantIbans.safeParse(Array(6).fill('DE89370400440532013000')).error?.issues[0]?.message).toBe(
      paymentTexts.tenantIbansInvalid,
    );
  });
});

describe('assign and settings bodies', () => {
  it('takes a tenant id and one of the two bases', () => {
    expect(AssignTransactionBody.parse({ tenant_id: 4 })).toEqual({ tenant_id: 4 });
    expect(AssignTransactionBody.safeParse({ tenant_id: 0 }).success).toBe(false);
    expect(AdvancesSettingBody.parse({ advances: 'received' })).toEqual({ advances: 'received' });
    expect(AdvancesSettingBody.safeParse({ advances: 'paid' }).error?.issues[0]?.message).toBe(
      paymentTexts.advancesInvalid,
    );
  });
});
