import { describe, expect, it } from 'vitest';
import { emailChangeTexts, validationTexts } from '../../domain/texts/index.ts';
import { ApiError } from '../api/api-error.ts';
import { emailChange, profileSaveError } from './profile-save.ts';

describe('emailChange', () => {
  it('sends a new address with the current password', () => {
    expect(emailChange('alt@example.de', 'neu@example.de', 'Geheim-1')).toEqual({
      email: 'neu@example.de',
      current_password: 'Geheim-1',
    });
  });

  it('needs no password for the same address in other letter case', () => {
    expect(emailChange('Alt@Example.de', 'alt@example.de', undefined)).toEqual({ email: 'alt@example.de' });
  });

  it('refuses a new address without a password and a malformed one before sending', () => {
    expect(() => emailChange('alt@example.de', 'neu@example.de', '')).toThrow();
    expect(profileSaveError(catchError(() => emailChange('alt@example.de', 'neu@example.de', '')))).toBe(
      emailChangeTexts.currentPasswordRequired,
    );
    expect(profileSaveError(catchError(() => emailChange(null, 'kein-at', 'x')))).toBe(
      validationTexts.emailInvalidShort,
    );
  });

  it('shows the server’s German reason for a wrong password or a protected login', () => {
    const wrong = new ApiError(403, emailChangeTexts.currentPasswordWrong, true);
    expect(profileSaveError(wrong)).toBe(emailChangeTexts.currentPasswordWrong);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('kein Fehler');
}
