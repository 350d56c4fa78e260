import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER, OTHER_TENANT, TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const tokens: Record<'admin' | 'employee' | 'customer' | 'tenant' | 'otherCustomer' | 'otherTenant', string> =
  {
    admin: '',
    employee: '',
    customer: '',
    tenant: '',
    otherCustomer: '',
    otherTenant: '',
  };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginRoles());
  tokens.otherCustomer = await t.login(OTHER_CUSTOMER);
  tokens.otherTenant = await t.login(OTHER_TENANT);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('every endpoint needs a token', () => {
  it.each([
    '/api/me',
    '/api/users',
    '/api/customers',
    '/api/properties',
    '/api/properties/1',
    '/api/properties/1/tenants',
    '/api/tenants',
    '/api/tenants/1',
  ])('GET %s without token → 401', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Bitte melden Sie sich an.');
  });
});

describe('GET /api/users (admin only)', () => {
  it('lists logins for the admin, without password hashes', async () => {
    const res = await get('/api/users', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'demo.vermieter', 'demo.mieter']),
    );
    expect(JSON.stringify(body)).not.toContain('argon2');
  });
  it.each(['employee', 'customer', 'tenant'] as const)('answers 403 for %s', async (role) => {
    const res = await get('/api/users', tokens[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Keine Berechtigung für diese Aktion.');
  });
});

describe('GET /api/customers', () => {
  it('shows all customers to admin and employee', async () => {
    for (const role of ['admin', 'employee'] as const) {
      const res = await get('/api/customers', tokens[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(2);
    }
  });
  it('shows a customer only its own record', async () => {
    const res = await get('/api/customers', tokens.customer);
    expect(res.json().map((c: { company_name: string }) => c.company_name)).toEqual([
      'Hausverwaltung Sommer GmbH',
    ]);
    const other = await get('/api/customers', tokens.otherCustomer);
    expect(other.json().map((c: { id: number }) => c.id)).toEqual([t.other.customerId]);
  });
  it('answers 403 for tenants', async () => {
    expect((await get('/api/customers', tokens.tenant)).statusCode).toBe(403);
  });
});

describe('properties', () => {
  it('a customer sees its own two properties and not the other landlord’s', async () => {
    const res = await get('/api/properties', tokens.customer);
    expect(res.statusCode).toBe(200);
    const addresses = res.json().map((p: { address: string }) => p.address);
    expect(addresses).toEqual([
      'Am Stadtpark 3, 04109 Leipzig, Deutschland',
      'Lindenstraße 12, 10115 Berlin, Deutschland',
    ]);
    expect((await get(`/api/properties/${t.other.propertyId}`, tokens.customer)).statusCode).toBe(404);
    expect((await get(`/api/properties/${t.other.propertyId}/tenants`, tokens.customer)).statusCode).toBe(
      404,
    );
  });
  it('admin and employee see all, filtered by status', async () => {
    for (const role of ['admin', 'employee'] as const) {
      expect((await get('/api/properties', tokens[role])).json()).toHaveLength(3);
      expect((await get('/api/properties?status=active', tokens[role])).json()).toHaveLength(3);
      expect((await get('/api/properties?status=archived', tokens[role])).json()).toHaveLength(0);
    }
  });
  it('rejects an unknown status with 400', async () => {
    const res = await get('/api/properties?status=kaputt', tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Das Feld „Status“ enthält keinen zulässigen Wert.');
  });
  it('a tenant sees only the property of its own tenancy', async () => {
    const res = await get('/api/properties', tokens.tenant);
    expect(res.json().map((p: { address: string }) => p.address)).toEqual([
      'Lindenstraße 12, 10115 Berlin, Deutschland',
    ]);
    expect((await get(`/api/properties/${t.other.propertyId}`, tokens.tenant)).statusCode).toBe(404);
  });
  it('rejects a malformed id with 400', async () => {
    expect((await get('/api/properties/abc', tokens.admin)).statusCode).toBe(400);
  });
});

describe('tenants', () => {
  it('a customer sees the tenancies of its properties, vacancy flagged', async () => {
    const res = await get('/api/tenants', tokens.customer);
    const rows = res.json();
    expect(rows).toHaveLength(8);
    expect(
      rows
        .filter((r: { is_vacancy: boolean }) => r.is_vacancy)
        .map((r: { last_name: string }) => r.last_name),
    ).toEqual(['Leerstand']);
    expect(rows.some((r: { id: number }) => r.id === t.other.tenantId)).toBe(false);
  });
  it('a tenant sees only its own tenancy, even in the property’s tenant list', async () => {
    const own = (await get('/api/tenants', tokens.tenant)).json();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      last_name: 'Schneider',
      annual_advance_cents: 216_000,
      annual_advance: 2160,
      area_m2: 68.5,
    });
    const list = (await get(`/api/properties/${own[0].property_id}/tenants`, tokens.tenant)).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([own[0].id]);
  });
  it('a tenant cannot read another tenancy', async () => {
    const neighbours = (await get('/api/tenants', tokens.customer)).json();
    const neighbour = neighbours.find((r: { last_name: string }) => r.last_name === 'Yilmaz');
    expect((await get(`/api/tenants/${neighbour.id}`, tokens.tenant)).statusCode).toBe(404);
    expect((await get(`/api/tenants/${t.other.tenantId}`, tokens.tenant)).statusCode).toBe(404);
    expect((await get(`/api/tenants/${t.other.tenantId}`, tokens.otherTenant)).statusCode).toBe(200);
  });
  it('a customer cannot read another customer’s tenant', async () => {
    expect((await get(`/api/tenants/${t.other.tenantId}`, tokens.customer)).statusCode).toBe(404);
    expect((await get(`/api/tenants/${t.other.tenantId}`, tokens.admin)).statusCode).toBe(200);
    expect((await get(`/api/tenants/${t.other.tenantId}`, tokens.employee)).statusCode).toBe(200);
  });
});

describe('_actor fields in bodies are ignored', () => {
  it('a tenant claiming to be admin in the body stays a tenant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(await t.login(TENANT)),
      payload: { _actor: 'admin', _actor_role: 'admin' },
    });
    expect(res.statusCode).toBe(204);
    expect((await get('/api/users', tokens.tenant)).statusCode).toBe(403);
  });
});
