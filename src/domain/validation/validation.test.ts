import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  hasLoneSurrogate,
  isCleanText,
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

describe('e-mail rule and control characters', () => {
  it('refuses NUL, other control characters and whitespace inside an address', () => {
    for (const bad of [
      'an\u0000na@beispiel.de',
      'anna@beispiel.de\u0000',
      'anna@bei\u0007spiel.de',
      'anna\u001b@beispiel.de',
      'anna@beispiel.d\u0085e',
      'anna@beispiel.de\u007f',
      'an\tna@beispiel.de',
      'anna@beispiel.de\nBcc: x@example.de',
      'anna@bei\u00a0spiel.de',
      'anna@beispiel\u2028.de',
      'anna\ud800@beispiel.de',
    ]) {
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isValidEmail('anna.müller@beispiel.de')).toBe(true);
  });

  it('tells clean text from text with control characters or a lone surrogate half', () => {
    expect(isCleanText('Grüße aus Köln 😀')).toBe(true);
    expect(isCleanText('')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\u009fb')).toBe(false);
    expect(isCleanText('Zeile 1\nZeile 2')).toBe(false);
    expect(isCleanText('Zeile 1\r\n\tZeile 2', true)).toBe(true);
    expect(isCleanText('Zeile 1\u000bZeile 2', true)).toBe(false);
    expect(isCleanText('a\u0000b', true)).toBe(false);
    expect(isCleanText('\ud83d')).toBe(false);
    expect(isCleanText('x\udc00')).toBe(false);
    expect(hasLoneSurrogate('😀')).toBe(false);
  });

  it('refuses text-direction controls and Unicode line separators, in one line and in many', () => {
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029,
    ]) {
      const text = `Miete ${String.fromCharCode(code)}05,21 €`;
      expect(isCleanText(text), code.toString(16)).toBe(false);
      expect(isCleanText(text, true), code.toString(16)).toBe(false);
    }
    expect(isValidEmail('anna\u202e@beispiel.de')).toBe(false);
    expect(isCleanText('مرحبا שלום')).toBe(true);
  });

  it('checks ten megabytes without running out of stack', () => {
    expect(isCleanText('x'.repeat(10_000_000))).toBe(true);
    expect(isCleanText(`${'x'.repeat(10_000_000)}\u0000`)).toBe(false);
  });
});
