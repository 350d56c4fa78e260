import { describe, expect, it } from 'vitest';
import { validationTexts } from '../../../../domain/texts/index.ts';
import { accessProblem, cleanText, newLoginBody, suggestedUsername } from './access-input.ts';

const blank = { email: '', username: '', phone: '', password: '' };

describe('cleanText', () => {
  it('strips blanks and turns empty text into null', () => {
    expect(cleanText('  anna@example.de  ')).toBe('anna@example.de');
    expect(cleanText('   ')).toBeNull();
  });
});

describe('accessProblem', () => {
  it('asks for an address before an invitation', () => {
    expect(accessProblem('invite', blank, false)).toBe(validationTexts.emailRequired);
    expect(accessProblem('invite', { ...blank, email: 'anna' }, false)).toBe(validationTexts.emailInvalid);
    expect(accessProblem('invite', { ...blank, email: 'anna@example.de ' }, true)).toBeNull();
  });

  it('needs a username or phone only while the login is still to be created', () => {
    expect(accessProblem('manual', { ...blank, password: 'x' }, false)).toBe(
      validationTexts.usernameOrPhoneRequired,
    );
    expect(accessProblem('manual', { ...blank, phone: '0301', password: 'x' }, false)).toBeNull();
    expect(accessProblem('manual', { ...blank, password: 'x' }, true)).toBeNull();
  });

  it('needs a password in manual mode', () => {
    expect(accessProblem('manual', { ...blank, username: 'anna' }, false)).toBe(
      validationTexts.passwordEmpty,
    );
  });
});

describe('newLoginBody', () => {
  it('uses the address as username for an invitation', () => {
    expect(newLoginBody('invite', 'tenant', { ...blank, email: ' a@b.de ' })).toEqual({
      username: 'a@b.de',
      email: 'a@b.de',
      role: 'tenant',
    });
  });

  it('falls back to the phone number when a manual login has no username', () => {
    expect(newLoginBody('manual', 'customer', { ...blank, phone: '030 1', password: 'p' })).toEqual({
      username: '030 1',
      email: null,
      role: 'customer',
    });
  });
});

describe('suggestedUsername', () => {
  it('prefers the address, else first.last in lower case', () => {
    expect(suggestedUsername({ email: 'x@y.de', first_name: 'A', last_name: 'B' })).toBe('x@y.de');
    expect(suggestedUsername({ email: null, first_name: 'Anna', last_name: 'Van Dijk' })).toBe(
      'anna.van.dijk',
    );
    expect(suggestedUsername({ email: null })).toBe('');
  });
});
