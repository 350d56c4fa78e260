import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query.ts';

const query = listQuery(['name', 'created_at']);

describe('listQuery', () => {
  it('takes paging, search and a whitelisted sort in either direction', () => {
    expect(query.parse({ limit: '20', offset: '40', q: ' Berlin ', sort: '-name' })).toEqual({
      limit: 20,
      offset: 40,
      q: 'Berlin',
      sort: { field: 'name', descending: true },
    });
    expect(query.parse({ sort: 'created_at' }).sort).toEqual({ field: 'created_at', descending: false });
    expect(query.parse({})).toEqual({});
  });

  it('refuses pages out of range, unknown sort fields and overlong searches with German messages', () => {
    for (const bad of [{ limit: '0' }, { limit: '501' }, { limit: '1.5' }, { limit: 'x' }]) {
      expect(query.safeParse(bad).error?.issues[0]?.message).toBe(
        'Ungültige Seitengröße: bitte eine ganze Zahl von 1 bis 500 angeben.',
      );
    }
    expect(query.safeParse({ offset: '-1' }).success).toBe(false);
    expect(query.safeParse({ sort: 'password_hash' }).error?.issues[0]?.message).toBe(
      'Ungültige Sortierung. Erlaubt: name, -name, created_at, -created_at.',
    );
    expect(query.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });
});
