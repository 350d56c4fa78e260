import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, accountTexts, validationTexts } from '../../../domain/texts/index.ts';
import { hasErrors, validateContact } from './contact-validation.ts';

const valid = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  message: 'Wie funktioniert der Wechsel?',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it('requires every field, ignoring surrounding spaces', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: accountTexts.nameRequired,
      email: validationTexts.emailRequired,
      message: accountTexts.messageRequired,
    });
  });

  it('checks the e-mail format of the spec', () => {
    expect(validateContact({ ...valid, email: 'erika@example' }).email).toBe(validationTexts.emailInvalid);
    expect(validateContact({ ...valid, email: 'erika mustermann@example.de' }).email).toBe(
      validationTexts.emailInvalid,
    );
    expect(validateContact({ ...valid, email: ' erika@example.de ' }).email).toBeUndefined();
  });

  it('keeps to the server limits', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(ACCOUNT_LIMITS.nameMax + 1) }).name).toBe(
      accountTexts.nameTooLong,
    );
    expect(validateContact({ ...valid, message: 'x'.repeat(ACCOUNT_LIMITS.messageMax + 1) }).message).toBe(
      accountTexts.messageTooLong,
    );
  });
});
