import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/types.ts';
import { customerName } from './customer-name.ts';

const base: Customer = {
  id: 1,
  user_id: 2,
  company_name: null,
  contact_person: null,
  first_name: null,
  last_name: null,
  email: null,
  phone_number: null,
  address: null,
  iban: null,
  bic: null,
  account_holder: null,
};

describe('customerName', () => {
  it('prefers the person name', () => {
    expect(
      customerName({ ...base, first_name: 'Erika', last_name: 'Mustermann', company_name: 'EM GmbH' }),
    ).toBe('Erika Mustermann');
    expect(customerName({ ...base, last_name: 'Mustermann' })).toBe('Mustermann');
  });

  it('falls back to the company, then the contact person without salutation', () => {
    expect(customerName({ ...base, company_name: 'Hausverwaltung Nord GmbH' })).toBe(
      'Hausverwaltung Nord GmbH',
    );
    expect(customerName({ ...base, contact_person: 'Frau Dr. Weber' })).toBe('Dr. Weber');
  });

  it('is empty without a customer', () => {
    expect(customerName(undefined)).toBe('');
  });
});
