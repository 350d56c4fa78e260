import { describe, expect, it } from 'vitest';
import { newTenantProblem, type NewTenantValues } from './new-tenant.ts';

const complete: NewTenantValues = {
  vacancy: false,
  salutation: 'Frau',
  lastName: 'Berger',
  isCompany: false,
  company: '',
  email: 'berger@example.de',
  deliveryMethod: 'email',
  street: 'Lindenstraße',
  houseNumber: '12',
  zipcode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
};

describe('newTenantProblem', () => {
  it('accepts a complete tenant and any vacancy', () => {
    expect(newTenantProblem(complete)).toBeNull();
    expect(newTenantProblem({ ...complete, vacancy: true, salutation: null, street: '' })).toBeNull();
  });

  it("names the first missing field with the spec's message", () => {
    const cases: Array<[Partial<NewTenantValues>, string]> = [
      [{ salutation: null }, 'Bitte Anrede wählen.'],
      [{ lastName: ' ' }, 'Bitte Nachname angeben.'],
      [{ isCompany: true, company: '' }, 'Bitte Firma angeben.'],
      [{ email: '' }, 'Bitte E‑Mail-Adresse angeben (Zustellmethode E‑Mail).'],
      [{ email: 'kein-at', deliveryMethod: 'post' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ street: '' }, 'Bitte Straße angeben.'],
      [{ houseNumber: '' }, 'Bitte Hausnummer angeben.'],
      [{ zipcode: '' }, 'Bitte PLZ angeben.'],
      [{ city: '' }, 'Bitte Ort angeben.'],
      [{ country: '' }, 'Bitte Land angeben.'],
    ];
    for (const [change, message] of cases)
      expect(newTenantProblem({ ...complete, ...change })?.message).toBe(message);
  });

  it('needs no e-mail for delivery by post', () => {
    expect(newTenantProblem({ ...complete, email: '', deliveryMethod: 'post' })).toBeNull();
  });
});
