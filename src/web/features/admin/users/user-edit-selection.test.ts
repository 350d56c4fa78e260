import { describe, expect, it } from 'vitest';
import { readUserEditSelection } from './user-edit-selection.ts';

describe('readUserEditSelection', () => {
  it('reads kind and id from the query string', () => {
    expect(readUserEditSelection('?kind=tenant&id=8', null)).toEqual({ kind: 'tenant', id: 8 });
  });

  it('treats an id without kind as a login', () => {
    expect(readUserEditSelection('?id=3', null)).toEqual({ kind: 'admin', id: 3 });
  });

  it('falls back to the stored choice', () => {
    expect(readUserEditSelection('', '{"kind":"customer","id":5}')).toEqual({ kind: 'customer', id: 5 });
  });

  it('refuses unknown kinds, bad ids and damaged storage', () => {
    expect(readUserEditSelection('?kind=root&id=1', null)).toBeNull();
    expect(readUserEditSelection('?kind=tenant&id=0', null)).toBeNull();
    expect(readUserEditSelection('?kind=tenant&id=1e3', null)).toBeNull();
    expect(readUserEditSelection('', '{oops')).toBeNull();
    expect(readUserEditSelection('', null)).toBeNull();
  });
});
