import { ACCOUNT_LIMITS, accountTexts, validationTexts } from '../../../domain/texts/index.ts';
import { isValidEmail } from '../../../domain/validation/validation.ts';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** The contact form's checks, with the same messages and limits as the server. */
export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();

  if (name === '') errors.name = accountTexts.nameRequired;
  else if (name.length > ACCOUNT_LIMITS.nameMax) errors.name = accountTexts.nameTooLong;

  if (email === '') errors.email = validationTexts.emailRequired;
  else if (email.length > ACCOUNT_LIMITS.emailMax || !isValidEmail(email))
    errors.email = validationTexts.emailInvalid;

  if (message === '') errors.message = accountTexts.messageRequired;
  else if (message.length > ACCOUNT_LIMITS.messageMax) errors.message = accountTexts.messageTooLong;

  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
