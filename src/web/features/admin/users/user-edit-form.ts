import { formatAddress, parseAddress } from '../../../../domain/address.ts';
import { CONTACT_SALUTATIONS } from '../../../../domain/catalog.ts';
import type { CustomerRecord, TenantRecord, UserRecord } from '../../../../domain/schemas/records.ts';

/** The edit form's fields as typed; which ones a kind shows is decided by the screen. */
export interface UserEditForm {
  salutation: string;
  firstName: string;
  lastName: string;
  isCompany: boolean;
  companyName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  floor: string;
  position: string;
  country: string;
  deliveryMethod: 'email' | 'post';
}

const EMPTY: UserEditForm = {
  salutation: '',
  firstName: '',
  lastName: '',
  isCompany: false,
  companyName: '',
  email: '',
  phone: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  floor: '',
  position: '',
  country: '',
  deliveryMethod: 'email',
};

const orNull = (value: string): string | null => value.trim() || null;

/** A customer's contact person may start with a salutation ('Frau Erika Muster'). */
export function splitContactPerson(contact: string | null): { salutation: string; name: string } {
  const text = contact?.trim() ?? '';
  const match = new RegExp(`^(${CONTACT_SALUTATIONS.join('|')})(?:\\s+(.*))?$`).exec(text);
  return match ? { salutation: match[1]!, name: match[2]?.trim() ?? '' } : { salutation: '', name: text };
}

export function formFromCustomer(customer: CustomerRecord): UserEditForm {
  const address = parseAddress(customer.address);
  return {
    ...EMPTY,
    salutation: splitContactPerson(customer.contact_person).salutation,
    firstName: customer.first_name ?? '',
    lastName: customer.last_name ?? '',
    isCompany: Boolean(customer.company_name?.trim()),
    companyName: customer.company_name ?? '',
    email: customer.email ?? '',
    phone: customer.phone_number ?? '',
    street: address.streetName,
    houseNumber: address.houseNumber,
    zip: address.zip,
    city: address.city,
    country: address.country,
  };
}

export function formFromTenant(tenant: TenantRecord): UserEditForm {
  const street = parseAddress(tenant.street_house_no);
  return {
    ...EMPTY,
    salutation: tenant.salutation ?? '',
    firstName: tenant.first_name ?? '',
    lastName: tenant.last_name,
    email: tenant.email ?? '',
    phone: tenant.phone_number ?? '',
    street: street.streetName,
    houseNumber: street.houseNumber,
    zip: tenant.zipcode ?? '',
    city: tenant.city ?? '',
    floor: tenant.floor ?? '',
    position: tenant.location ?? '',
    country: tenant.country,
    deliveryMethod: tenant.delivery_method,
  };
}

export function formFromLogin(user: UserRecord): UserEditForm {
  return { ...EMPTY, email: user.email ?? '' };
}

/** The customer's fields; the one-line address is written only when any part of it is filled in. */
export function customerBody(form: UserEditForm) {
  const name = [form.firstName, form.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  const hasAddress = [form.street, form.houseNumber, form.zip, form.city].some((p) => p.trim() !== '');
  return {
    contact_person: orNull(form.salutation ? `${form.salutation} ${name}` : name),
    first_name: orNull(form.firstName),
    last_name: form.lastName.trim(),
    company_name: form.isCompany ? orNull(form.companyName) : null,
    email: orNull(form.email),
    phone_number: orNull(form.phone),
    address: hasAddress
      ? formatAddress({
          streetName: form.street,
          houseNumber: form.houseNumber,
          zip: form.zip,
          city: form.city,
          country: form.country,
        })
      : null,
  };
}

export function tenantBody(form: UserEditForm) {
  return {
    salutation: (orNull(form.salutation) as TenantRecord['salutation']) ?? null,
    first_name: orNull(form.firstName),
    last_name: form.lastName.trim(),
    email: orNull(form.email),
    phone_number: orNull(form.phone),
    street_house_no: orNull(`${form.street.trim()} ${form.houseNumber.trim()}`),
    zipcode: orNull(form.zip),
    city: orNull(form.city),
    floor: orNull(form.floor),
    location: orNull(form.position),
    country: orNull(form.country),
    delivery_method: form.deliveryMethod,
  };
}

export function loginBody(form: UserEditForm) {
  return { email: orNull(form.email) };
}
