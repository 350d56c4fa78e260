import { describe, expect, it } from 'vitest';
import type { CustomerRecord, TenantRecord } from '../../../../domain/schemas/records.ts';
import {
  customerBody,
  formFromCustomer,
  formFromTenant,
  splitContactPerson,
  tenantBody,
} from './user-edit-form.ts';

const customer: CustomerRecord = {
  id: 1,
  user_id: 2,
  company_name: null,
  contact_person: 'Frau Erika Muster',
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'erika@example.de',
  phone_number: null,
  address: 'Hafenweg 7, 20457 Hamburg, Deutschland',
  iban: null,
  bic: null,
  account_holder: null,
};

describe('splitContactPerson', () => {
  it('separates a leading salutation', () => {
    expect(splitContactPerson('Herr Max Muster')).toEqual({ salutation: 'Herr', name: 'Max Muster' });
    expect(splitContactPerson('Max Muster')).toEqual({ salutation: '', name: 'Max Muster' });
    expect(splitContactPerson(null)).toEqual({ salutation: '', name: '' });
  });
});

describe('customer form', () => {
  it('splits the one-line address and writes it back unchanged', () => {
    const form = formFromCustomer(customer);
    expect(form).toMatchObject({ salutation: 'Frau', street: 'Hafenweg', houseNumber: '7', zip: '20457' });
    const body = customerBody(form);
    expect(body.address).toBe(customer.address);
    expect(body.contact_person).toBe('Frau Erika Muster');
    expect(body.phone_number).toBeNull();
  });

  it('sends no address when every part is empty and drops the company name when unticked', () => {
    const form = { ...formFromCustomer({ ...customer, address: null }), companyName: 'X GmbH' };
    expect(customerBody(form).address).toBeNull();
    expect(customerBody(form).company_name).toBeNull();
    expect(customerBody({ ...form, isCompany: true }).company_name).toBe('X GmbH');
  });
});

describe('tenant form', () => {
  it('splits street and house number and joins them again', () => {
    const tenant = {
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Schneider',
      email: null,
      phone_number: null,
      street_house_no: 'Lindenstraße 12a',
      zipcode: '10115',
      city: 'Berlin',
      floor: 'EG links',
      location: null,
      country: 'Deutschland',
      delivery_method: 'post',
    } as TenantRecord;
    const form = formFromTenant(tenant);
    expect(form).toMatchObject({ street: 'Lindenstraße', houseNumber: '12a', floor: 'EG links' });
    expect(tenantBody(form)).toMatchObject({
      street_house_no: 'Lindenstraße 12a',
      location: null,
      delivery_method: 'post',
    });
  });
});
