import { describe, expect, it } from 'vitest';
import {
  formatDecimalDe,
  parseDecimalDe,
  parseDecimalPlain,
  readPlainDecimal,
  toPlainDecimal,
} from './decimal.ts';

describe('parseDecimalDe', () => {
  it('reads German notation with thousands dots and a decimal comma', () => {
    expect(parseDecimalDe('1.234,567', { places: 3 })).toBe(1_234_567);
    expect(parseDecimalDe('9.999.999,999', { places: 3 })).toBe(9_999_999_999);
    expect(parseDecimalDe('12,5', { places: 3 })).toBe(12_500);
    expect(parseDecimalDe('-0,001', { places: 3 })).toBe(-1);
    expect(parseDecimalDe(' 42 ', { places: 2 })).toBe(4200);
  });
  it('rounds half away from zero beyond the kept places', () => {
    expect(parseDecimalDe('1,0005', { places: 3 })).toBe(1001);
    expect(parseDecimalDe('1,0004', { places: 3 })).toBe(1000);
    expect(parseDecimalDe('-1,0005', { places: 3 })).toBe(-1001);
  });
  it('rejects malformed input and too many decimals when limited', () => {
    for (const bad of ['', 'abc', '1,2,3', '12.34', '1.23,4', ',5', '1e3']) {
      expect(parseDecimalDe(bad, { places: 3 })).toBeNull();
    }
    expect(parseDecimalDe('1,234', { places: 2, maxDecimals: 2 })).toBeNull();
  });
  it('never yields negative zero', () => {
    expect(Object.is(parseDecimalDe('-0,0001', { places: 3 }), 0)).toBe(true);
  });
});

describe('parseDecimalPlain and toPlainDecimal', () => {
  it('round-trips database numerics', () => {
    expect(parseDecimalPlain('1234.500', { places: 3 })).toBe(1_234_500);
    expect(parseDecimalPlain(0.1, { places: 2 })).toBe(10);
    expect(parseDecimalPlain(1234.56, { places: 2 })).toBe(123_456);
    expect(toPlainDecimal(1_234_500, 3)).toBe('1234.500');
    expect(toPlainDecimal(-5, 2)).toBe('-0.05');
  });
});

describe('formatDecimalDe', () => {
  it('groups thousands with dots and uses a comma', () => {
    expect(formatDecimalDe(1_234_567, 3)).toBe('1.234,567');
    expect(formatDecimalDe(123_456_789, 2)).toBe('1.234.567,89');
    expect(formatDecimalDe(-5, 2)).toBe('-0,05');
    expect(formatDecimalDe(1_500, 3, 0)).toBe('1,5');
    expect(formatDecimalDe(2_000, 3, 0)).toBe('2');
  });
});

describe('readPlainDecimal', () => {
  it('reads numbers by their shortest digits, exponents expanded exactly', () => {
    expect(readPlainDecimal(12.345)).toEqual({ negative: false, int: '12', frac: '345' });
    expect(readPlainDecimal(1e21)).toEqual({ negative: false, int: '1000000000000000000000', frac: '' });
    expect(readPlainDecimal(-1.5e-7)).toEqual({ negative: true, int: '0', frac: '00000015' });
    expect(readPlainDecimal(1e-21)?.frac).toBe('000000000000000000001');
  });
  it('takes machine notation only', () => {
    expect(readPlainDecimal(' -3.50 ')).toEqual({ negative: true, int: '3', frac: '50' });
    expect(readPlainDecimal('1,5')).toBeNull();
    expect(readPlainDecimal('+1')).toBeNull();
    expect(readPlainDecimal(Number.NaN)).toBeNull();
  });
});
