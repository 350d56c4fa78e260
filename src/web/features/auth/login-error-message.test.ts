import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../../domain/texts/index.ts';
import { ApiError } from '../../api/api-error.ts';
import { loginErrorMessage } from './login-error-message.ts';

describe('loginErrorMessage', () => {
  it('shows the server message when there is one', () => {
    expect(loginErrorMessage(new ApiError(429, 'Zu viele Versuche.', true))).toBe('Zu viele Versuche.');
    expect(loginErrorMessage(new ApiError(401, 'Benutzer gesperrt.', true))).toBe('Benutzer gesperrt.');
  });

  it('falls back to the login failure text', () => {
    expect(loginErrorMessage(new ApiError(401, 'Bitte melden Sie sich an.'))).toBe(errorTexts.loginFailed);
    expect(loginErrorMessage(new Error('x'))).toBe(errorTexts.loginFailed);
  });

  it('uses the network text when the server was not reached or broke', () => {
    expect(loginErrorMessage(new ApiError(0, errorTexts.network))).toBe(errorTexts.network);
    expect(loginErrorMessage(new ApiError(502, errorTexts.serverError))).toBe(errorTexts.network);
  });
});
