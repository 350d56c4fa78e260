import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  isValidEmail,
  isValidPostcode,
  parseAreaDe,
  parseReadingDe,
} from './validation.ts';

describe('e-mail rule', () => {
  it('needs text, one @, text, a dot and text, without spaces', () => {
    expect(isValidEmail('anna@beispiel.de')).toBe(true);
    expect(isValidEmail(' anna@beispiel.de ')).toBe(true);
    for (const bad of [
      'anna',
      'anna@beispiel',
      'an na@beispiel.de',
      'a@b@c.de',
      '@b.de',
      'a@.de'.replace('.', ''),
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('password rule', () => {
  it('answers with the spec messages', () => {
    expect(checkNewPassword('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(checkNewPassword('Abcdefg1', 'Abcdefg2')).toBe('Passwörter stimmen nicht überein.');
    for (const weak of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      expect(checkNewPassword(weak, weak)).toBe('Passwort zu schwach (min. 8 Zeichen, aA1).');
    }
  });
});

describe('reading values', () => {
  it('rounds to 3 decimals and keeps the absolute value below 10,000,000', () => {
    expect(parseReadingDe('1.234,5678', 'add')).toEqual({ ok: true, milli: 1_234_568 });
    expect(parseReadingDe('9.999.999,999', 'edit')).toEqual({ ok: true, milli: 9_999_999_999 });
    expect(parseReadingDe('10.000.000', 'add')).toEqual({
      ok: false,
      message: 'Wert ist zu groß. Maximal 9.999.999,999.',
    });
    expect(parseReadingDe('-10000000', 'edit')).toEqual({
      ok: false,
      message: 'Wert ungültig oder zu groß (max. 9.999.999,999)',
    });
  });
});

describe('area', () => {
  it('accepts one separator and at most 2 decimals', () => {
    expect(parseAreaDe('72,5')).toEqual({ ok: true, hundredths: 7250 });
    expect(parseAreaDe('72.55')).toEqual({ ok: true, hundredths: 7255 });
    expect(parseAreaDe('72,555')).toEqual({ ok: false, message: 'Bitte eine gültige Fläche angeben.' });
    expect(parseAreaDe('abc')).toEqual({ ok: false, message: 'Bitte eine gültige Fläche angeben.' });
    expect(parseAreaDe('-3')).toEqual({ ok: false, message: 'Fläche darf nicht negativ sein.' });
  });
  it('matches postcodes of 4 or 5 digits', () => {
    expect(isValidPostcode('10115')).toBe(true);
    expect(isValidPostcode('1010')).toBe(true);
    expect(isValidPostcode('101')).toBe(false);
  });
});
