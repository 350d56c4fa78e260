import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idOf = (value?: string | string[]) =>
  requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } });

describe('requestIdOf', () => {
  it('takes over an id of letters, digits and . _ : - up to 64 characters', () => {
    for (const id of ['a', 'lb-7f3a9c', '1-67891233.abcdef0123:x_y', 'Z'.repeat(64), '00:11:22']) {
      expect(idOf(id)).toBe(id);
    }
  });

  it('makes a new UUID when none is sent or the one sent is no plain token', () => {
    for (const id of [undefined, '', 'x'.repeat(65), 'a b', 'a,b', 'a/b', 'ä', '<x>', 'a\nb', ['a', 'b']]) {
      expect(idOf(id)).toMatch(UUID);
    }
  });

  it('makes a different id for each request', () => {
    expect(idOf()).not.toBe(idOf());
  });
});
