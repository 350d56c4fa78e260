import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
/** A property of the other landlord that is ended during setup, for the status filter. */
let endedId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  const created = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens.admin, {
    street: 'Deichstraße',
    house_number: '9',
    zip: '20459',
    city: 'Hamburg',
  });
  endedId = created.json().id;
  const ended = await call('PUT', `/api/properties/${endedId}/end`, tokens.admin, { ended_at: '2025-06-30' });
  expect(ended.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function list<T>(url: string, token: string): Promise<{ rows: T[]; total: number }> {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as T[], total: Number(res.headers['x-total-count']) };
}

interface PropertyRow {
  id: number;
  address: string;
  status: string;
  customer_id: number;
  customer_name: string;
}
interface TenantRow {
  id: number;
  last_name: string;
  property_id: number;
  landlord_name: string;
  property_address: string;
}

const sortedDe = (values: string[]) =>
  [...values].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('GET /api/properties with list parameters', () => {
  it('answers a plain array with the total and the landlord’s name when no parameter is given', async () => {
    const { rows, total } = await list<PropertyRow>('/api/properties', tokens.admin);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(total).toBe(rows.length);
    const hafen = rows.find((p) => p.address.startsWith('Hafenweg 7'));
    expect(hafen).toMatchObject({ customer_id: t.other.customerId, customer_name: 'Erika Muster' });
    expect(rows.find((p) => p.address.startsWith('Lindenstraße 12'))?.customer_name).toBe(
      'Hausverwaltung Sommer GmbH',
    );
  });

  it('pages with limit and offset, the total staying that of the whole list', async () => {
    const all = await list<PropertyRow>('/api/properties?sort=id', tokens.admin);
    const page = await list<PropertyRow>('/api/properties?sort=id&limit=2&offset=1', tokens.admin);
    expect(page.rows.map((p) => p.id)).toEqual(all.rows.slice(1, 3).map((p) => p.id));
    expect(page.total).toBe(all.total);
    const beyond = await list<PropertyRow>('/api/properties?offset=1000', tokens.admin);
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('searches the address, the customer’s name and the company, ignoring letter case', async () => {
    const byAddress = await list<PropertyRow>('/api/properties?q=HAFENWEG', tokens.admin);
    expect(byAddress.rows.map((p) => p.address)).toEqual(['Hafenweg 7, 20457 Hamburg, Deutschland']);
    expect(byAddress.total).toBe(1);
    const byName = await list<PropertyRow>('/api/properties?q=erika', tokens.admin);
    expect(byName.rows.every((p) => p.customer_id === t.other.customerId)).toBe(true);
    expect(byName.total).toBe(2);
    const byCompany = await list<PropertyRow>('/api/properties?q=sommer%20gmbh', tokens.admin);
    expect(byCompany.rows.length).toBeGreaterThanOrEqual(2);
    expect(byCompany.rows.every((p) => p.customer_name === 'Hausverwaltung Sommer GmbH')).toBe(true);
    // A percent sign is a character to find, not a wildcard.
    expect((await list<PropertyRow>('/api/properties?q=%25', tokens.admin)).rows).toEqual([]);
  });

  it('keeps the status filter and combines it with the search', async () => {
    const ended = await list<PropertyRow>('/api/properties?status=ended', tokens.admin);
    expect(ended.rows.map((p) => p.id)).toEqual([endedId]);
    expect(ended.total).toBe(1);
    const active = await list<PropertyRow>('/api/properties?status=active&q=hamburg', tokens.admin);
    expect(active.rows.map((p) => p.address)).toEqual(['Hafenweg 7, 20457 Hamburg, Deutschland']);
    expect((await list<PropertyRow>('/api/properties?status=archived', tokens.admin)).total).toBe(0);
  });

  it('sorts by a whitelisted field in either direction', async () => {
    const up = await list<PropertyRow>('/api/properties?sort=address', tokens.admin);
    expect(up.rows.map((p) => p.address)).toEqual(sortedDe(up.rows.map((p) => p.address)));
    const down = await list<PropertyRow>('/api/properties?sort=-address', tokens.admin);
    expect(down.rows.map((p) => p.id)).toEqual(up.rows.map((p) => p.id).reverse());
    const byCustomer = await list<PropertyRow>('/api/properties?sort=customer', tokens.admin);
    const names = byCustomer.rows.map((p) => p.customer_name);
    expect(names).toEqual(sortedDe(names));
  });

  it('refuses bad parameters with a German message', async () => {
    const cases: Array<[string, RegExp]> = [
      ['limit=0', /Ungültige Seitengröße/],
      ['limit=501', /Ungültige Seitengröße/],
      ['limit=abc', /Ungültige Seitengröße/],
      ['offset=-1', /Ungültiger Versatz/],
      ['sort=password', /Ungültige Sortierung\. Erlaubt: id, -id, address/],
      ['q=' + 'x'.repeat(201), /höchstens 200 Zeichen/],
      ['status=deleted', /^Das Feld „Status“ enthält keinen zulässigen Wert\.$/],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `/api/properties?${query}`, tokens.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('shows a customer only its own properties and a tenant only its own', async () => {
    const own = await list<PropertyRow>('/api/properties', tokens.customer);
    expect(own.rows.length).toBeGreaterThanOrEqual(2);
    expect(own.rows.every((p) => p.customer_name === 'Hausverwaltung Sommer GmbH')).toBe(true);
    expect(own.total).toBe(own.rows.length);
    const foreign = await list<PropertyRow>('/api/properties?q=hafenweg', tokens.customer);
    expect(foreign).toEqual({ rows: [], total: 0 });
    const tenant = await list<PropertyRow>('/api/properties?q=muster', tokens.tenant);
    expect(tenant).toEqual({ rows: [], total: 0 });
    expect((await call('GET', '/api/properties?limit=1')).statusCode).toBe(401);
  });
});

describe('GET /api/tenants with list parameters', () => {
  it('names the landlord and the property on every row', async () => {
    const { rows, total } = await list<TenantRow>('/api/tenants', tokens.admin);
    expect(total).toBe(rows.length);
    expect(rows.find((r) => r.id === t.other.tenantId)).toMatchObject({
      last_name: 'Hansen',
      landlord_name: 'Erika Muster',
      property_address: 'Hafenweg 7, 20457 Hamburg, Deutschland',
    });
    const demo = rows.find((r) => r.last_name === 'Schneider');
    expect(demo?.landlord_name).toBe('Hausverwaltung Sommer GmbH');
  });

  it('searches name, e-mail, address and landlord', async () => {
    const byName = await list<TenantRow>('/api/tenants?q=hansen', tokens.admin);
    expect(byName.rows.map((r) => r.id)).toEqual([t.other.tenantId]);
    const byPropertyAddress = await list<TenantRow>('/api/tenants?q=hafenweg', tokens.admin);
    expect(byPropertyAddress.rows.map((r) => r.id)).toEqual([t.other.tenantId]);
    const byLandlord = await list<TenantRow>('/api/tenants?q=muster', tokens.admin);
    expect(byLandlord.rows.map((r) => r.id)).toEqual([t.other.tenantId]);
    const byCity = await list<TenantRow>('/api/tenants?q=leipzig', tokens.admin);
    expect(byCity.rows.length).toBeGreaterThan(0);
    expect(byCity.rows.every((r) => r.property_address.includes('Leipzig'))).toBe(true);

    const withMail = (
      await list<TenantRow & { email: string | null }>('/api/tenants', tokens.admin)
    ).rows.find((r) => r.email);
    expect(withMail).toBeDefined();
    const byMail = await list<TenantRow>(
      `/api/tenants?q=${encodeURIComponent(withMail!.email!)}`,
      tokens.admin,
    );
    expect(byMail.rows.map((r) => r.id)).toContain(withMail!.id);
  });

  it('pages and sorts', async () => {
    const all = await list<TenantRow>('/api/tenants?sort=last_name', tokens.admin);
    const names = all.rows.map((r) => r.last_name);
    expect(names).toEqual(sortedDe(names));
    const page = await list<TenantRow>('/api/tenants?sort=last_name&limit=3&offset=2', tokens.admin);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 5).map((r) => r.id));
    expect(page.total).toBe(all.total);
    const byLandlord = await list<TenantRow>('/api/tenants?sort=-landlord', tokens.admin);
    expect(byLandlord.rows.map((r) => r.landlord_name)).toEqual(
      sortedDe(byLandlord.rows.map((r) => r.landlord_name)).reverse(),
    );
  });

  it('refuses bad parameters with a German message', async () => {
    for (const [query, message] of [
      ['sort=zipcode', /Ungültige Sortierung\. Erlaubt: id, -id, last_name/],
      ['limit=1.5', /Ungültige Seitengröße/],
      ['offset=x', /Ungültiger Versatz/],
    ] as const) {
      const res = await call('GET', `/api/tenants?${query}`, tokens.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('shows a customer its own tenants only and a tenant its own tenancy only', async () => {
    const own = await list<TenantRow>('/api/tenants', tokens.customer);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.landlord_name === 'Hausverwaltung Sommer GmbH')).toBe(true);
    expect(await list<TenantRow>('/api/tenants?q=hansen', tokens.customer)).toEqual({ rows: [], total: 0 });
    const tenant = await list<TenantRow>('/api/tenants', tokens.tenant);
    expect(tenant.total).toBe(tenant.rows.length);
    expect(tenant.rows.length).toBeGreaterThanOrEqual(1);
    expect(tenant.rows.every((r) => r.id !== t.other.tenantId)).toBe(true);
    const all = await list<TenantRow>('/api/tenants', tokens.admin);
    expect(tenant.rows.length).toBeLessThan(all.rows.length);
    expect((await call('GET', '/api/tenants?q=a')).statusCode).toBe(401);
  });
});

describe('GET /api/customers with list parameters', () => {
  it('pages with the total and refuses bad parameters', async () => {
    const all = await list<{ id: number }>('/api/customers?sort=id', tokens.admin);
    const page = await list<{ id: number }>('/api/customers?sort=id&limit=1&offset=1', tokens.admin);
    expect(page.rows.map((c) => c.id)).toEqual([all.rows[1]!.id]);
    expect(page.total).toBe(all.total);
    const bad = await call('GET', '/api/customers?sort=address', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Ungültige Sortierung/);
    expect((await call('GET', '/api/customers?limit=1', tokens.tenant)).statusCode).toBe(403);
  });
});
