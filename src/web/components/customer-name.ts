import type { Customer } from '../api/types.ts';

const SALUTATION_PREFIX = /^(Herr|Frau|Divers|Firma)\s+/i;

/** Greeting name of a customer: person name, else company, else contact person without salutation. */
export function customerName(customer: Customer | undefined): string {
  if (!customer) return '';
  const person = [customer.first_name, customer.last_name].filter(Boolean).join(' ').trim();
  if (person) return person;
  const company = customer.company_name?.trim();
  if (company) return company;
  return (customer.contact_person ?? '').replace(SALUTATION_PREFIX, '').trim();
}
