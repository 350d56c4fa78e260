import { describe, expect, it } from 'vitest';
import { propertyDetailHref } from './property-links.ts';

describe('propertyDetailHref', () => {
  it('carries the property id, and the tenant id when a tenant is to be edited', () => {
    expect(propertyDetailHref(4)).toBe('/admin/property-detail?id=4');
    expect(propertyDetailHref(4, 17)).toBe('/admin/property-detail?id=4&tenant_id=17');
  });
});
