import { beforeEach, describe, expect, it } from 'vitest';
import { detailId, detailLink, selectedId, selectId } from './selection.ts';

/** A minimal session storage, since the unit project runs in Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { window: { sessionStorage: new MemoryStorage(), location: { search: '' } } });
});

describe('selection', () => {
  it('keeps the chosen id in session storage as the spec does', () => {
    selectId('property', 7);
    expect(selectedId('property', '')).toBe(7);
    expect(selectedId('tenant', '')).toBeNull();
  });

  it('prefers the deep-link query parameter over session storage', () => {
    selectId('property', 7);
    expect(selectedId('property', '?property_id=12')).toBe(12);
    expect(selectedId('property', '?property_id=abc')).toBe(7);
    expect(selectedId('property', '?property_id=-3')).toBe(7);
  });

  it('builds deep links and remembers their ids', () => {
    expect(detailLink('/tenant/property-detail', { property: 5, tenant: 9 })).toBe(
      '/tenant/property-detail?property_id=5&tenant_id=9',
    );
    expect(selectedId('tenant', '')).toBe(9);
    expect(detailLink('/customer/property-detail', {})).toBe('/customer/property-detail');
  });

  it('takes ?id= first for detail screens, then the named parameter, then session storage', () => {
    selectId('meter', 4);
    expect(detailId('meter', '?id=9&meter_id=5')).toBe(9);
    expect(detailId('meter', '?meter_id=5')).toBe(5);
    expect(detailId('meter', '?id=new')).toBe(4);
    expect(detailId('customer', '?id=new')).toBeNull();
  });
});
