import { describe, expect, it } from 'vitest';
import { inputTexts } from '../texts/input.ts';
import { DatabaseId, EmailString, IdParam, INT4_MAX } from './common.ts';

describe('row ids', () => {
  it('accept 1 to 2,147,483,647 in bodies', () => {
    expect(DatabaseId.parse(1)).toBe(1);
    expect(DatabaseId.parse(INT4_MAX)).toBe(2_147_483_647);
    for (const bad of [0, -1, INT4_MAX + 1, 1.5, 1e308, Number.NaN, Infinity, '7', true, null]) {
      const result = DatabaseId.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(inputTexts.idInvalid);
    }
  });

  it('accept only decimal digits in paths, in the same range', () => {
    expect(IdParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(IdParam.parse({ id: '2147483647' })).toEqual({ id: INT4_MAX });
    for (const bad of [
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1e3',
      '0x10',
      '1.5',
      ' 1',
      '',
      'abc',
      '1\u0000',
    ]) {
      const result = IdParam.safeParse({ id: bad });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(inputTexts.idInvalid);
    }
  });
});

describe('EmailString', () => {
  it('trims and refuses control characters, over-long and malformed addresses', () => {
    expect(EmailString.parse(' anna@beispiel.de ')).toBe('anna@beispiel.de');
    for (const bad of [
      'an\u0000na@beispiel.de',
      `${'a'.repeat(250)}@b.de`,
      'anna@beispiel',
      'an na@beispiel.de',
    ]) {
      expect(EmailString.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
