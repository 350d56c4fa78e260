import { describe, expect, it } from 'vitest';
import { centsToEuroString, euroToCents, formatMoneyDe, parseMoneyDe } from './money.ts';

describe('money', () => {
  it('parses German amounts into cents', () => {
    expect(parseMoneyDe('1.234,56')).toBe(123_456);
    expect(parseMoneyDe('1234,5')).toBe(123_450);
    expect(parseMoneyDe('0,01 €')).toBe(1);
    expect(parseMoneyDe('12,345')).toBeNull();
    expect(parseMoneyDe('zwölf')).toBeNull();
  });
  it('formats cents as de-DE currency', () => {
    expect(formatMoneyDe(123_456)).toBe('1.234,56\u00a0€');
    expect(formatMoneyDe(-1)).toBe('-0,01\u00a0€');
    expect(formatMoneyDe(0)).toBe('0,00\u00a0€');
  });
  it('matches Intl de-DE formatting', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 99, 100, 123_456, 98_765_432, -4_321]) {
      expect(formatMoneyDe(cents)).toBe(intl.format(cents / 100));
    }
  });
  it('converts API euro values without float arithmetic', () => {
    expect(euroToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(euroToCents('1200.5')).toBe(120_050);
    expect(euroToCents(1.005)).toBeNull();
    expect(centsToEuroString(120_050)).toBe('1200.50');
  });
});
