import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema.ts';
import type { Scope } from '../../src/server/auth/policy.ts';
import {
  findProperty,
  findPropertyPageWithSession,
  listPropertiesPage,
} from '../../src/server/properties/repository.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { PropertyListQuery } from '../../src/domain/schemas/properties.ts';
import { listTenants } from '../../src/server/tenants/repository.ts';
import { OTHER_CUSTOMER, OTHER_TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * `/api/me`, a property and its tenancies ask the session and their first read in one query, the
 * read limited by the session's role and user inside that query. They must answer exactly as the
 * plain session lookup followed by the scoped read (`scopeOf`) would, for every role, and refuse
 * in the same order as every route: 401 for a token without an active session (even when the id
 * is malformed), then 400 for the request's values.
 */
let t: TestApp;
type Login = 'admin' | 'employee' | 'customer' | 'tenant' | 'otherCustomer' | 'otherTenant';
const tokens = {} as Record<Login, string>;
const scopes = {} as Record<Login, Scope>;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginRoles());
  tokens.otherCustomer = await t.login(OTHER_CUSTOMER);
  tokens.otherTenant = await t.login(OTHER_TENANT);
  for (const login of Object.keys(tokens) as Login[]) {
    const { user } = (await get('/api/me', tokens[login])).json();
    scopes[login] =
      user.role === 'customer' || user.role === 'tenant'
        ? { kind: user.role, userId: user.id }
        : { kind: 'all' };
  }
});
afterAll(async () => {
  await t.close();
});

describe('the same answer as the plain lookup, for every role', () => {
  it('a property: found under the scope with the same record, else 404', async () => {
    const ids = (await t.ctx.db.select({ id: properties.id }).from(properties)).map((p) => p.id);
    // Every role meets properties it may see and ones it may not (and one that does not exist).
    const seen = new Set<string>();
    for (const login of Object.keys(tokens) as Login[]) {
      for (const id of [...ids, Math.max(...ids) + 1]) {
        const expected = await findProperty(t.ctx.db, scopes[login], id);
        const res = await get(`/api/properties/${id}`, tokens[login]);
        if (expected) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual(expected);
        } else {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe('Liegenschaft nicht gefunden');
        }
        seen.add(`${scopes[login].kind}:${res.statusCode}`);
      }
    }
    expect([...seen].sort()).toEqual([
      'all:200',
      'all:404',
      'customer:200',
      'customer:404',
      'tenant:200',
      'tenant:404',
    ]);
  });

  it('its tenancies: all of a visible property, a tenant only its own, else 404', async () => {
    const ids = (await t.ctx.db.select({ id: properties.id }).from(properties)).map((p) => p.id);
    for (const login of Object.keys(tokens) as Login[]) {
      for (const id of ids) {
        const visible = await findProperty(t.ctx.db, scopes[login], id);
        const res = await get(`/api/properties/${id}/tenants`, tokens[login]);
        if (!visible) {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe('Liegenschaft nicht gefunden');
          continue;
        }
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(await listTenants(t.ctx.db, scopes[login], { propertyId: id }));
      }
    }
    // The demo tenant's property has neighbours; the tenant's list there holds its own tenancy only.
    const own = (await get('/api/tenants', tokens.tenant)).json();
    const ofProperty = (await get(`/api/properties/${own[0].property_id}/tenants`, tokens.tenant)).json();
    const all = (await get(`/api/properties/${own[0].property_id}/tenants`, tokens.employee)).json();
    expect(ofProperty.map((r: { id: number }) => r.id)).toEqual([own[0].id]);
    expect(all.length).toBeGreaterThan(1);
  });

  it('the property list: the same page and total for every query', async () => {
    const queries = [
      '',
      '?limit=1',
      '?limit=1&offset=1',
      '?limit=2&offset=1',
      '?offset=2',
      '?limit=5&offset=50',
      '?status=active',
      '?status=archived',
      '?status=active&limit=1&offset=1',
      '?q=Linden',
      '?sort=-address',
    ];
    for (const login of Object.keys(tokens) as Login[]) {
      for (const query of queries) {
        const res = await get(`/api/properties${query}`, tokens[login]);
        expect(res.statusCode).toBe(200);
        const values = Object.fromEntries(new URLSearchParams(query));
        const expected = await listPropertiesPage(t.ctx.db, scopes[login], PropertyListQuery.parse(values));
        expect(res.json()).toEqual(expected.rows);
        expect(res.headers['x-total-count']).toBe(String(expected.total));
      }
    }
  });

  it('/api/me: the user and the name of its record', async () => {
    const me = (await get('/api/me', tokens.otherCustomer)).json();
    expect(me).toEqual({
      user: {
        id: t.other.customerUserId,
        username: 'andere.vermieterin',
        email: 'andere@example.de',
        role: 'customer',
      },
      display_name: 'Erika Muster',
    });
    expect((await get('/api/me', tokens.otherTenant)).json().display_name).toBe('Ole Hansen');
    expect((await get('/api/me', tokens.admin)).json().display_name).toBe('admin');
  });
});

describe('which pages the list read answers itself', () => {
  const keyOf = (login: Login) => ({ tokenHash: hashToken(tokens[login]), now: t.clock.now.toISOString() });

  it('a landlord’s and a tenant’s plain pages, with the total', async () => {
    for (const login of ['customer', 'tenant', 'otherCustomer'] as const) {
      const found = await findPropertyPageWithSession(t.ctx.db, keyOf(login), { limit: 1 });
      const expected = await listPropertiesPage(t.ctx.db, scopes[login], { limit: 1 });
      expect(found?.session.username).toBeTruthy();
      expect(found?.value).toEqual(expected);
      expect(found?.value?.rows).toHaveLength(1);
    }
  });

  it('leaves to the route: admins’ and employees’ pages, a search, an order, a page past the end', async () => {
    for (const [login, query] of [
      ['admin', {}],
      ['employee', { limit: 5 }],
      ['customer', { q: 'Linden' }],
      ['customer', { sort: { field: 'address', descending: true } }],
      ['customer', { offset: 50 }],
    ] as const) {
      const found = await findPropertyPageWithSession(t.ctx.db, keyOf(login), query);
      expect(found?.session.role).toBe(login);
      expect(found?.value).toBeUndefined();
    }
  });

  it('finds no session for an unknown token', async () => {
    const key = { tokenHash: hashToken('unbekannt'), now: t.clock.now.toISOString() };
    expect(await findPropertyPageWithSession(t.ctx.db, key, {})).toBeUndefined();
    expect(await findPropertyPageWithSession(t.ctx.db, key, { q: 'x' })).toBeUndefined();
  });
});

describe('the order of refusals', () => {
  const routes = ['/api/me', `/api/properties?limit=ID`, `/api/properties/ID`, `/api/properties/ID/tenants`];
  const urlOf = (route: string, id: string | number) => route.replace('ID', String(id));

  it.each(routes)('%s: 401 for an unknown token, also with a malformed id', async (route) => {
    for (const id of [1, 'abc', '0', '99999999999']) {
      const res = await get(urlOf(route, id), 'kein-gueltiges-token');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Bitte melden Sie sich an.');
    }
  });

  it.each(routes.slice(1))('%s: 400 for a malformed id with a valid token', async (route) => {
    for (const id of ['abc', '0', '99999999999']) {
      const res = await get(urlOf(route, id), tokens.customer);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('ganze Zahl');
    }
  });

  it.each(routes)('%s: 401 once the session is revoked or expired', async (route) => {
    const url = urlOf(route, t.other.propertyId);
    const revoked = await t.login(OTHER_CUSTOMER);
    expect((await get(url, revoked)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked) })).statusCode,
    ).toBe(204);
    expect((await get(url, revoked)).statusCode).toBe(401);
    expect((await get(urlOf(route, 'abc'), revoked)).statusCode).toBe(401);

    const expiring = await t.login(OTHER_CUSTOMER);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + t.config.sessionTtlMs + 1000);
      expect((await get(url, expiring)).statusCode).toBe(401);
      t.clock.now = new Date(saved.getTime() + t.config.sessionTtlMs - 1000);
      expect((await get(url, expiring)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });
});
