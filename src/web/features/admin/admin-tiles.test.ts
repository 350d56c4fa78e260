import { describe, expect, it } from 'vitest';
import { ADMIN_TILES, filterAdminTiles } from './admin-tiles.ts';

const keys = (query: string) => filterAdminTiles(ADMIN_TILES, query).map((tile) => tile.key);

describe('filterAdminTiles', () => {
  it('lists the four areas in order', () => {
    expect(keys('')).toEqual(['customers', 'properties', 'tenants', 'users']);
    expect(ADMIN_TILES.map((tile) => tile.to)).toEqual([
      '/admin/customers',
      '/admin/properties',
      '/admin/tenants',
      '/admin/users',
    ]);
  });

  it('searches the title', () => {
    expect(keys('BENUTZER')).toEqual(['users']);
    expect(keys('kunden')).toEqual(['customers']);
  });

  it('searches the description', () => {
    expect(keys('passwörter')).toEqual(['users']);
    expect(keys('zähler')).toEqual(['properties']);
    expect(keys('liegenschaft')).toEqual(['customers', 'properties', 'tenants']);
  });

  it('finds nothing for unrelated text', () => {
    expect(keys('xyz')).toEqual([]);
  });
});
