import { describe, expect, it } from 'vitest';
import { listQueryString } from './list-params.ts';

describe('listQueryString', () => {
  it('leaves out empty values and encodes the search', () => {
    expect(listQueryString({})).toBe('');
    expect(listQueryString({ q: '', limit: 20, offset: 0 })).toBe('?limit=20&offset=0');
    expect(listQueryString({ q: 'Müller & Söhne', status: 'ended' })).toBe(
      '?q=M%C3%BCller+%26+S%C3%B6hne&status=ended',
    );
  });
});
