import { DEFAULT_COUNTRY, POSTCODE } from '../../../../domain/address.ts';
import { HEATING_SYSTEMS } from '../../../../domain/catalog.ts';
import { adminCustomerTexts, validationTexts } from '../../../../domain/texts/index.ts';

export interface PropertyFormValues {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  heating: string;
}

export type PropertyFormField = 'street' | 'houseNumber' | 'zip' | 'city';

/** The required fields in the order of the form, which is also the order focus goes to. */
export const REQUIRED_FIELDS: readonly PropertyFormField[] = ['street', 'houseNumber', 'zip', 'city'];

export const emptyPropertyForm = (): PropertyFormValues => ({
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  country: DEFAULT_COUNTRY,
  heating: '',
});

const REQUIRED_MESSAGES: Record<PropertyFormField, string> = {
  street: validationTexts.streetRequired,
  houseNumber: validationTexts.houseNumberRequired,
  zip: validationTexts.zipRequired,
  city: validationTexts.cityRequired,
};

/** Every problem of the form, by field; empty when it can be sent. */
export function propertyFormErrors(values: PropertyFormValues): Partial<Record<PropertyFormField, string>> {
  const errors: Partial<Record<PropertyFormField, string>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.zip && !POSTCODE.test(values.zip.trim()))
    errors.zip = adminCustomerTexts.addProperty.zipInvalid;
  return errors;
}

/** The field to focus: the first with a problem, in the order of the form. */
export function firstErrorField(
  errors: Partial<Record<PropertyFormField, string>>,
): PropertyFormField | null {
  return REQUIRED_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** The request body: the address in parts, country defaulting to Deutschland, no heating type as null. */
export function propertyCreateBody(values: PropertyFormValues) {
  return {
    street: values.street.trim(),
    house_number: values.houseNumber.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country: values.country.trim() || DEFAULT_COUNTRY,
    heating_system: HEATING_SYSTEMS.find((h) => h === values.heating) ?? null,
  };
}
