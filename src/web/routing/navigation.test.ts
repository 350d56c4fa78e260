import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation.ts';

const labels = (...args: Parameters<typeof navItemsFor>) => navItemsFor(...args).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows the public entries when signed out', () => {
    expect(labels(null, 'desktop')).toEqual(['Home', 'Leistungen', 'Kontakt', 'Login']);
    expect(labels(null, 'mobile')).toEqual(['Home', 'Leistungen', 'Kontakt', 'Login']);
  });

  it('shows System on desktop only and Dashboard on mobile only for admins', () => {
    expect(labels('admin', 'desktop')).toEqual(['Kunden', 'Liegenschaften', 'Mieter', 'Benutzer', 'System']);
    expect(labels('admin', 'mobile')).toEqual([
      'Dashboard',
      'Kunden',
      'Liegenschaften',
      'Mieter',
      'Benutzer',
    ]);
  });

  it('shows the customer entries on both layouts', () => {
    const expected = [
      'Dashboard',
      'Liegenschaft',
      'Kosten & Nutzer',
      'Ablesetabelle',
      'Abrechnungen',
      'Profil',
      'Hilfe',
    ];
    expect(labels('customer', 'desktop')).toEqual(expected);
    expect(labels('customer', 'mobile')).toEqual(expected);
  });

  it('shows only the dashboard to employees, profile and help to tenants and their overview on mobile', () => {
    expect(labels('employee', 'desktop')).toEqual(['Dashboard']);
    expect(labels('tenant', 'desktop')).toEqual(['Profil', 'Hilfe']);
    expect(labels('tenant', 'mobile')).toEqual(['Übersicht', 'Profil', 'Hilfe']);
  });

  it('links to the role screens', () => {
    expect(navItemsFor('admin', 'desktop').map((item) => item.to)).toEqual([
      '/admin/customers',
      '/admin/properties',
      '/admin/tenants',
      '/admin/users',
      '/admin/system/logins',
    ]);
    expect(navItemsFor('customer', 'desktop').map((item) => item.to)).toEqual([
      '/customer-dashboard',
      '/customer/property-detail',
      '/customer/costs-data',
      '/customer/readings',
      '/customer/statements',
      '/customer/profile',
      '/customer/help',
    ]);
  });
});
