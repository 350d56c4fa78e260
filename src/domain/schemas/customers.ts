import { normaliseBic, normaliseIban } from '../bank/iban.ts';
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { propertySetupTexts } from '../texts/property-setup.ts';
import { customerTexts } from '../texts/customers.ts';
import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';
import { CurrentPassword } from './accounts.ts';
import { ActorMarkers, DatabaseId } from './common.ts';
import { listQuery } from './list-query.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

const FIELD_MAX = 200;
const ADDRESS_MAX = 300;

/** An optional text field: "" and null both mean "none" (the spec's client sends null for empty). */
const optionalText = (max: number) =>
  z
    .union([z.null(), safeText({ max, tooLong: customerTexts.fieldTooLong(max) })])
    .transform((v) => (v === null || v === '' ? null : v))
    .optional();

const emailWith = (invalid: string) =>
  z
    .union([
      z.null(),
      safeText({
        max: ACCOUNT_LIMITS.emailMax,
        notText: invalid,
        tooLong: invalid,
      }).refine((v) => v === '' || isValidEmail(v), invalid),
    ])
    .transform((v) => (v === null || v === '' ? null : v))
    .optional();
const email = emailWith(validationTexts.emailInvalid);

/**
 * An IBAN as typed (spaces, lower case) checked by its country's length and check digits
 * (ibantools) and stored in its electronic form; "" and null remove it.
 */
const iban = z
  .union([
    z.null(),
    safeText({ max: 50, notText: propertySetupTexts.ibanInvalid, tooLong: propertySetupTexts.ibanInvalid }),
  ])
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const electronic = normaliseIban(v);
    if (electronic === null) {
      ctx.addIssue({ code: 'custom', message: propertySetupTexts.ibanInvalid });
      return z.NEVER;
    }
    return electronic;
  })
  .optional();

/** A BIC (8 or 11 characters) in capitals without spaces; "" and null remove it. */
const bic = z
  .union([
    z.null(),
    safeText({ max: 20, notText: propertySetupTexts.bicInvalid, tooLong: propertySetupTexts.bicInvalid }),
  ])
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const compact = normaliseBic(v);
    if (compact === null) {
      ctx.addIssue({ code: 'custom', message: propertySetupTexts.bicInvalid });
      return z.NEVER;
    }
    return compact;
  })
  .optional();

const lastName = safeText({
  max: FIELD_MAX,
  tooLong: customerTexts.fieldTooLong(FIELD_MAX),
  notText: validationTexts.lastNameRequiredCustomer,
}).min(1, { error: validationTexts.lastNameRequiredCustomer });

const fields = {
  user_id: z.union([z.null(), DatabaseId]).optional(),
  company_name: optionalText(FIELD_MAX),
  contact_person: optionalText(FIELD_MAX),
  first_name: optionalText(FIELD_MAX),
  email,
  phone_number: optionalText(50),
  /** One string 'street house, zip city, country' as the spec defines it. */
  address: optionalText(ADDRESS_MAX),
  /** The letterhead's bank account, named in the statement's payment text. */
  iban,
  bic,
  account_holder: optionalText(FIELD_MAX),
  ...ActorMarkers,
};

export const CustomerCreateBody = z.object({
  ...fields,
  last_name: lastName,
});
export type CustomerCreateBody = z.infer<typeof CustomerCreateBody>;

/**
 * Partial: the customer detail saves one field at a time. A customer changing its own e-mail
 * address adds its current password.
 */
export const CustomerUpdateBody = z
  .object({
    ...fields,
    // The profile's message for a malformed address, as for an emptied one.
    email: emailWith(validationTexts.emailInvalidShort),
    last_name: lastName.optional(),
    current_password: CurrentPassword,
  })
  .refine((body) => Object.keys(body).some((key) => !key.startsWith('_')), {
    error: customerTexts.nothingToSave,
  });
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

export const CUSTOMER_SORT_FIELDS = ['id', 'last_name', 'company_name', 'email'] as const;
export const CustomerListQuery = listQuery(CUSTOMER_SORT_FIELDS);
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;
