import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';

/** What the add-tenant form collects; the server derives the same from its body. */
export interface NewTenantValues {
  vacancy: boolean;
  salutation: string | null;
  lastName: string;
  isCompany: boolean;
  company: string;
  email: string;
  deliveryMethod: 'email' | 'post';
  street: string;
  houseNumber: string;
  zipcode: string;
  city: string;
  country: string;
}

export type NewTenantField =
  | 'salutation'
  | 'last_name'
  | 'company'
  | 'email'
  | 'street'
  | 'house_number'
  | 'zipcode'
  | 'city'
  | 'country';

/**
 * The first rule a new tenant breaks, in the form's order, with the spec's message; null when
 * all hold. A vacancy is no person: it needs none of these. The form shows the message at its
 * field, the server answers it as 400, so both speak the same words.
 */
export function newTenantProblem(v: NewTenantValues): { field: NewTenantField; message: string } | null {
  if (v.vacancy) return null;
  const blank = (s: string) => s.trim() === '';
  if (!v.salutation) return { field: 'salutation', message: validationTexts.salutationRequired };
  if (blank(v.lastName)) return { field: 'last_name', message: validationTexts.lastNameRequired };
  if (v.isCompany && blank(v.company)) return { field: 'company', message: validationTexts.companyRequired };
  if (v.deliveryMethod === 'email' && blank(v.email))
    return { field: 'email', message: validationTexts.emailForDeliveryRequired };
  if (!blank(v.email) && !isValidEmail(v.email.trim()))
    return { field: 'email', message: validationTexts.emailInvalid };
  if (blank(v.street)) return { field: 'street', message: validationTexts.streetRequired };
  if (blank(v.houseNumber)) return { field: 'house_number', message: validationTexts.houseNumberRequired };
  if (blank(v.zipcode)) return { field: 'zipcode', message: validationTexts.zipRequired };
  if (blank(v.city)) return { field: 'city', message: validationTexts.cityRequired };
  if (blank(v.country)) return { field: 'country', message: validationTexts.countryRequired };
  return null;
}
