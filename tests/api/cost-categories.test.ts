import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_CATEGORIES } from '../../src/domain/catalog.ts';
import { costCategories } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t.close();
});

const url = () => `/api/properties/${t.other.propertyId}/cost_categories`;
const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const stored = async () =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(costCategories)
      .where(eq(costCategories.propertyId, t.other.propertyId))
  )[0]!.n;

describe('cost categories of a property', () => {
  it('adds the default set one by one, in order, with m² as default key', async () => {
    expect((await call('GET', url(), tokens.admin)).json()).toEqual([]);
    for (const category of DEFAULT_COST_CATEGORIES) {
      const res = await call('POST', url(), tokens.admin, { ...category, category_group: 'heating' });
      expect(res.statusCode).toBe(201);
    }
    const list = (await call('GET', `${url()}?all=1`, tokens.employee)).json() as Array<{
      name: string;
      position: number;
    }>;
    expect(list.map((c) => c.name)).toEqual(DEFAULT_COST_CATEGORIES.map((c) => c.name));
    expect(list.map((c) => c.position)).toEqual(DEFAULT_COST_CATEGORIES.map((_, i) => i));
    const plain = await call('POST', url(), tokens.admin, {
      name: 'Gartenpflege',
      category_group: 'cold_water',
    });
    expect(plain.json()).toMatchObject({ allocation: 'm²', category_group: 'general' });
  });

  it('refuses a name twice in a group, whatever the case, and an empty name, storing nothing', async () => {
    const before = await stored();
    const twice = await call('POST', url(), tokens.admin, { name: 'grundsteuer', category_group: 'heating' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Diese Kostenart wurde bereits hinzugefügt.');
    const empty = await call('POST', url(), tokens.admin, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte geben Sie eine Bezeichnung für die Kostenart ein.');
    const key = await call('POST', url(), tokens.admin, { name: 'Aufzug', allocation: 'Fläche' });
    expect(key.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('belongs to those who may see the property', async () => {
    expect((await call('GET', url(), tokens.customer)).statusCode).toBe(404);
    expect((await call('POST', url(), tokens.customer, { name: 'Fremd' })).statusCode).toBe(404);
    expect((await call('GET', url(), tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('GET', '/api/properties/999999/cost_categories', tokens.admin)).statusCode).toBe(404);
  });
});
