import { describe, expect, it } from 'vitest';
import { fixTarget } from './fix-target.ts';

const at = { propertyId: 7, year: 2025 };

describe('fixTarget', () => {
  it('leads landlords to the cost data, the tenant screen and the settings on the page', () => {
    const where = { ...at, role: 'customer' as const };
    expect(fixTarget('costs', where)).toMatchObject({
      kind: 'route',
      to: '/customer/costs-data?property_id=7&year=2025',
    });
    expect(fixTarget('costs:amount:3', where)).toMatchObject({
      to: '/customer/costs-data?property_id=7&year=2025#cost-amount-3',
    });
    expect(fixTarget('costs:advance:12', where)).toMatchObject({
      to: '/customer/costs-data?property_id=7&year=2025#tenant-advance-12',
    });
    expect(fixTarget('costs:kwh', where)).toMatchObject({
      to: '/customer/costs-data?property_id=7&year=2025#heating-kwh',
    });
    expect(fixTarget('costs:date:a-b', { ...where, role: 'admin' })).toMatchObject({
      to: '/admin/property-detail?property_id=7',
    });
    // Off the statement screen its settings are reached by a link to it.
    expect(fixTarget('settings.remote_readable', { ...where, screen: 'costs' })).toMatchObject({
      kind: 'route',
      to: '/customer/statement?property_id=7&year=2025#statement-setting-remote_readable',
    });
    expect(fixTarget('tenants', where)).toMatchObject({ to: '/customer/tenants?property_id=7' });
    expect(fixTarget('tenant:12', where)).toMatchObject({
      to: '/customer/tenants?property_id=7&tenant_id=12',
    });
    expect(fixTarget('settings.vacancy_persons', where)).toEqual({
      kind: 'field',
      id: 'statement-setting-vacancy_persons',
      label: 'Einstellungen',
    });
    expect(fixTarget('settings.unknown', where)).toMatchObject({ kind: 'field', id: 'statement-settings' });
    expect(fixTarget('duties', where)).toMatchObject({ kind: 'field', id: 'statement-settings' });
    expect(fixTarget('deadline', where)).toMatchObject({ kind: 'field', id: 'statement-deadline' });
  });

  it('sends meter checks only where the role may fix readings', () => {
    expect(fixTarget('meters:5', { ...at, role: 'admin' })).toMatchObject({ to: '/admin/meter-detail?id=5' });
    expect(fixTarget('meters:5', { ...at, role: 'employee' })).toMatchObject({
      to: '/admin/property-detail?property_id=7',
    });
    expect(fixTarget('meters:5', { ...at, role: 'customer' })).toMatchObject({
      to: '/customer/readings?property_id=7&year=2025',
      label: 'Ablesetabelle',
    });
    expect(fixTarget('meters', { ...at, role: 'employee' })).toMatchObject({
      to: '/admin/property-detail?property_id=7',
    });
  });

  it('gives the admin the property detail for cost checks, as the cost screens are not the admin’s', () => {
    expect(fixTarget('costs', { ...at, role: 'admin' })).toMatchObject({
      to: '/admin/property-detail?property_id=7',
    });
  });

  it('ignores missing, unknown and malformed fields', () => {
    const where = { ...at, role: 'customer' as const };
    expect(fixTarget(undefined, where)).toBeNull();
    expect(fixTarget('something', where)).toBeNull();
    expect(fixTarget('year', where)).toBeNull();
    expect(fixTarget('tenant:abc', where)).toMatchObject({ to: '/customer/tenants?property_id=7' });
    expect(fixTarget('meters:x', { ...at, role: 'admin' })).toMatchObject({
      to: '/admin/property-detail?property_id=7',
    });
  });
});
