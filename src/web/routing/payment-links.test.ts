import { describe, expect, it } from 'vitest';
import { paymentsHref } from './payment-links.ts';
import { isPathAllowed } from './route-access.ts';

describe('payment links', () => {
  it('links to the payments of a property, of one year', () => {
    expect(paymentsHref(7)).toBe('/customer/payments?property_id=7');
    expect(paymentsHref(7, 2025)).toBe('/customer/payments?property_id=7&year=2025');
  });

  it('opens the screen to landlords, employees and admins, never to tenants', () => {
    for (const role of ['customer', 'employee', 'admin'] as const)
      expect(isPathAllowed(role, '/customer/payments'), role).toBe(true);
    expect(isPathAllowed('tenant', '/customer/payments')).toBe(false);
    expect(isPathAllowed(null, '/customer/payments')).toBe(false);
  });
});
