import { describe, expect, it } from 'vitest';
import { DASHBOARD_BY_ROLE, ROLES } from '../../domain/roles.ts';
import { decideRoute, isKnownPath, isPathAllowed } from './route-access.ts';

const render = { kind: 'render' } as const;
const redirect = (to: string) => ({ kind: 'redirect', to }) as const;

describe('isPathAllowed', () => {
  it('lets signed-out visitors open the public pages only', () => {
    for (const path of ['/', '/leistungen', '/kontakt', '/login', '/admin-login', '/freetest-login']) {
      expect(isPathAllowed(null, path), path).toBe(true);
    }
    for (const path of ['/set-password', '/impressum', '/datenschutz']) {
      expect(isPathAllowed(null, path), path).toBe(true);
    }
    for (const path of [
      '/admin-dashboard',
      '/customer-dashboard',
      '/tenant-dashboard',
      '/customer/templates/x',
    ]) {
      expect(isPathAllowed(null, path), path).toBe(false);
    }
  });

  it('lets every role open the shared pages and its own dashboard', () => {
    for (const role of ROLES) {
      for (const path of [
        '/leistungen',
        '/kontakt',
        '/impressum',
        '/datenschutz',
        '/set-password',
        DASHBOARD_BY_ROLE[role],
      ]) {
        expect(isPathAllowed(role, path), `${role} ${path}`).toBe(true);
      }
      expect(isPathAllowed(role, '/login'), role).toBe(false);
      expect(isPathAllowed(role, '/'), role).toBe(false);
    }
  });

  it('keeps the admin area to admins', () => {
    expect(isPathAllowed('admin', '/admin/system/logins')).toBe(true);
    expect(isPathAllowed('admin', '/customer-dashboard')).toBe(false);
    // Deleting a move-out or a vacancy happens on the landlord's tenant screen and is the admin's.
    expect(isPathAllowed('admin', '/customer/tenants')).toBe(true);
    // Reopening a finalized year is the admin's, on the statement screen.
    expect(isPathAllowed('admin', '/customer/statement')).toBe(true);
    expect(isPathAllowed('tenant', '/customer/statement')).toBe(false);
    expect(isPathAllowed('customer', '/admin/customers')).toBe(false);
    expect(isPathAllowed('tenant', '/admin/properties')).toBe(false);
  });

  it('gives the customer its area including template details', () => {
    for (const path of [
      '/customer/property-detail',
      '/customer/tenants',
      '/customer/readings',
      '/customer/costs-data',
      '/customer/costs-data-redesign',
      '/customer/costs-summary',
      '/customer/statement',
      '/customer/profile',
      '/customer/help',
      '/customer/templates',
      '/customer/templates/rental-agreement',
      '/customer/postbox',
    ]) {
      expect(isPathAllowed('customer', path), path).toBe(true);
    }
    expect(isPathAllowed('tenant', '/customer/postbox')).toBe(false);
    expect(isPathAllowed('customer', '/admin/property-detail')).toBe(false);
  });

  it('gives the employee the tenant and cost screens plus two admin screens', () => {
    for (const path of [
      '/mitarbeiter-dashboard',
      '/customer/tenants',
      '/customer/costs-data',
      '/customer/costs-data-redesign',
      '/customer/costs-summary',
      '/customer/statement',
      '/admin/property-detail',
      '/admin/tenants',
    ]) {
      expect(isPathAllowed('employee', path), path).toBe(true);
    }
    for (const path of [
      '/admin/customers',
      '/customer/profile',
      '/customer/templates/warning',
      '/admin-dashboard',
    ]) {
      expect(isPathAllowed('employee', path), path).toBe(false);
    }
  });

  it('limits tenants to their dashboard, property view, profile and help', () => {
    expect(isPathAllowed('tenant', '/tenant/property-detail')).toBe(true);
    expect(isPathAllowed('tenant', '/tenant/profile')).toBe(true);
    expect(isPathAllowed('tenant', '/tenant/help')).toBe(true);
    expect(isPathAllowed('tenant', '/tenant/postbox')).toBe(true);
    expect(isPathAllowed('customer', '/tenant/postbox')).toBe(false);
    expect(isPathAllowed('customer', '/tenant/profile')).toBe(false);
    expect(isPathAllowed(null, '/tenant/help')).toBe(false);
    expect(isPathAllowed('tenant', '/customer/costs-data')).toBe(false);
  });
});

describe('isKnownPath', () => {
  it('knows patterned routes and rejects unknown ones', () => {
    expect(isKnownPath('/customer/templates/warning')).toBe(true);
    expect(isKnownPath('/customer/templates/a/b')).toBe(false);
    expect(isKnownPath('/gibt-es-nicht')).toBe(false);
  });
});

describe('decideRoute', () => {
  it('renders allowed paths', () => {
    expect(decideRoute('/kontakt', '', null)).toEqual(render);
    expect(decideRoute('/admin/users', '', 'admin')).toEqual(render);
  });

  it('sends signed-out visitors of protected paths to the sign-in', () => {
    expect(decideRoute('/admin-dashboard', '', null)).toEqual(redirect('/login'));
    expect(decideRoute('/customer/costs-data', '?year=2024', null)).toEqual(redirect('/login'));
  });

  it('replaces a forbidden path by the role dashboard', () => {
    expect(decideRoute('/admin/customers', '', 'customer')).toEqual(redirect('/customer-dashboard'));
    expect(decideRoute('/customer/profile', '', 'employee')).toEqual(redirect('/mitarbeiter-dashboard'));
    expect(decideRoute('/customer-dashboard', '', 'tenant')).toEqual(redirect('/tenant-dashboard'));
    expect(decideRoute('/login', '', 'admin')).toEqual(redirect('/admin-dashboard'));
    expect(decideRoute('/', '', 'customer')).toEqual(redirect('/customer-dashboard'));
  });

  it('shows the 404 page for unknown paths, signed in or not', () => {
    expect(decideRoute('/gibt-es-nicht', '', null)).toEqual(render);
    expect(decideRoute('/admin/unbekannt', '', 'tenant')).toEqual(render);
  });

  it('resolves the sign-in aliases and keeps the query', () => {
    expect(decideRoute('/customer-login', '', null)).toEqual(redirect('/admin-login'));
    expect(decideRoute('/tenant-login', '?pwreset=1', null)).toEqual(redirect('/login?pwreset=1'));
    expect(decideRoute('/customer/dashboard', '', 'customer')).toEqual(redirect('/customer-dashboard'));
  });

  it('selects a public route from the page query parameter on the start page', () => {
    expect(decideRoute('/', '?page=kontakt', null)).toEqual(redirect('/kontakt'));
    expect(decideRoute('', '?page=Leistungen', null)).toEqual(redirect('/leistungen'));
    expect(decideRoute('/', '?page=set-password&token=abc', null)).toEqual(
      redirect('/set-password?token=abc'),
    );
    expect(decideRoute('/', '?page=kontakt', 'admin')).toEqual(redirect('/kontakt'));
  });

  it('ignores page parameters that name no public route or appear elsewhere', () => {
    expect(decideRoute('/', '?page=admin-dashboard', null)).toEqual(render);
    expect(decideRoute('/', '?page=unbekannt', null)).toEqual(render);
    expect(decideRoute('/kontakt', '?page=login', null)).toEqual(render);
  });
});
