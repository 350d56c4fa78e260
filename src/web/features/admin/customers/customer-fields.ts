import type { CustomerUpdateBody } from '../../../../domain/schemas/customers.ts';
import { ApiError } from '../../../api/api-error.ts';
import type { Customer } from '../../../api/types.ts';
import { adminCustomerTexts, errorTexts, fieldEditTexts } from '../../../../domain/texts/index.ts';

type EditableKey = 'first_name' | 'last_name' | 'email' | 'phone_number';

export interface CustomerField {
  key: EditableKey;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
}

const labels = adminCustomerTexts.detail;

/** The fields of the 'Kunde bearbeiten' section, in the order shown. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  { key: 'first_name', label: labels.firstName, type: 'text', autoComplete: 'off' },
  { key: 'last_name', label: labels.lastName, type: 'text', autoComplete: 'off' },
  { key: 'email', label: labels.email, type: 'email', autoComplete: 'off' },
  { key: 'phone_number', label: labels.phone, type: 'tel', autoComplete: 'off' },
];

export function fieldValue(customer: Customer, key: EditableKey): string {
  return customer[key] ?? '';
}

/** The body saving one field: an emptied optional field is sent as null, as the spec's client does. */
export function fieldBody(key: EditableKey, value: string): CustomerUpdateBody {
  if (key === 'last_name') return { last_name: value };
  return { [key]: value === '' ? null : value };
}

/** A taken e-mail address answers 409 and says so; any other failure gets the field's generic text. */
export function fieldSaveError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return errorTexts.emailInUse;
  return fieldEditTexts.saveFailed;
}
