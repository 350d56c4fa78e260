import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingYears, tenants, users } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { aLogin } from '../factories/index.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  t.clock.now = new Date('2026-03-15T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tenantCount = async () => (await t.ctx.db.select({ n: count() }).from(tenants))[0]!.n;
const create = (payload: object, token = tokens.admin, propertyId = t.other.propertyId) =>
  call('POST', `/api/properties/${propertyId}/tenants`, token, payload);

describe('POST /api/properties/{id}/tenants', () => {
  it('creates a tenant with the defaults of the form, at the end of the order', async () => {
    const res = await create({
      last_name: 'Neumann',
      email: 'neumann@example.de',
      area_m2: '65,4',
      annual_advance: 1440.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      last_name: 'Neumann',
      move_in: '2026-01-01',
      delivery_method: 'email',
      country: 'Deutschland',
      area_m2: 65.4,
      annual_advance_cents: 144050,
      annual_advance: 1440.5,
      property_id: t.other.propertyId,
    });
    const list = (await call('GET', `/api/properties/${t.other.propertyId}/tenants`, tokens.admin)).json();
    expect(list.at(-1).id).toBe(res.json().id);
  });

  it("answers the spec's messages and stores nothing", async () => {
    const before = await tenantCount();
    const cases: Array<[object, string]> = [
      [{ first_name: 'Ohne' }, 'Bitte Nachname angeben.'],
      [{ last_name: 'X', email: 'kein-at' }, 'Bitte geben Sie eine gültige E‑Mail-Adresse ein.'],
      [{ last_name: 'X', delivery_method: 'email' }, 'Bitte E‑Mail-Adresse angeben (Zustellmethode E‑Mail).'],
      [{ last_name: 'X', delivery_method: 'post', area_m2: '12,345' }, 'Bitte eine gültige Fläche angeben.'],
      [{ last_name: 'X', delivery_method: 'post', area_m2: '-3' }, 'Fläche darf nicht negativ sein.'],
      [
        { last_name: 'X', delivery_method: 'post', move_in: '2026-05-01', move_out: '2026-04-30' },
        'Auszug darf nicht vor Einzug liegen. Bitte Datum anpassen.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await tenantCount()).toBe(before);
  });

  it('lets landlords add to their own properties and employees to all, never tenants', async () => {
    expect(
      (await create({ last_name: 'Leerstand', delivery_method: 'post' }, tokens.employee)).statusCode,
    ).toBe(201);
    expect((await create({ last_name: 'Fremd', delivery_method: 'post' }, tokens.customer)).statusCode).toBe(
      404,
    );
    expect((await create({ last_name: 'Fremd', delivery_method: 'post' }, tokens.tenant)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/properties/${t.other.propertyId}/tenants`, undefined, { last_name: 'Fremd' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/tenants/{id}', () => {
  it('saves single fields and checks the tenancy as saved', async () => {
    const id = t.other.tenantId;
    const res = await call('PUT', `/api/tenants/${id}`, tokens.admin, {
      area_m2: 72.25,
      delivery_method: 'post',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ area_m2: 72.25, delivery_method: 'post', last_name: 'Hansen' });
    const early = await call('PUT', `/api/tenants/${id}`, tokens.admin, { move_out: '2022-12-31' });
    expect(early.json().message).toBe('Auszug darf nicht vor Einzug liegen. Bitte Datum anpassen.');
    const mail = await call('PUT', `/api/tenants/${id}`, tokens.admin, {
      delivery_method: 'email',
      email: null,
    });
    expect(mail.json().message).toBe('Bitte E‑Mail-Adresse angeben (Zustellmethode E‑Mail).');
  });

  it('removes the access with user_id null', async () => {
    const login = await aLogin(t.ctx.db, { role: 'tenant' });
    const created = (
      await create({ last_name: 'Zugang', delivery_method: 'post', user_id: login.id })
    ).json();
    expect(created.user_id).toBe(login.id);
    const res = await call('PUT', `/api/tenants/${created.id}`, tokens.admin, {
      user_id: null,
      _actor: 'admin',
    });
    expect(res.json().user_id).toBeNull();
  });

  it("answers 404 for another landlord's tenant and 403 to tenants", async () => {
    expect(
      (await call('PUT', `/api/tenants/${t.other.tenantId}`, tokens.customer, { floor: 'EG' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/tenants/${t.other.tenantId}`, tokens.tenant, { floor: 'EG' })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/tenants/999999', tokens.admin, { floor: 'EG' })).statusCode).toBe(404);
  });
});

describe('PUT /api/properties/{id}/tenants/reorder', () => {
  it('saves an order that names every tenancy once', async () => {
    const ids = (await call('GET', `/api/properties/${t.other.propertyId}/tenants`, tokens.admin))
      .json()
      .map((x: { id: number }) => x.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `/api/properties/${t.other.propertyId}/tenants/reorder`, tokens.admin, {
      order: reversed,
    });
    expect(res.json()).toEqual({ ok: true });
    const after = (await call('GET', `/api/properties/${t.other.propertyId}/tenants`, tokens.admin))
      .json()
      .map((x: { id: number }) => x.id);
    expect(after).toEqual(reversed);
    const partial = await call('PUT', `/api/properties/${t.other.propertyId}/tenants/reorder`, tokens.admin, {
      order: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(
      'Die Reihenfolge muss jeden Mieter der Liegenschaft genau einmal enthalten.',
    );
  });
});

describe('DELETE /api/tenants/{id}', () => {
  it('deletes a tenant with its login', async () => {
    const [login] = await t.ctx.db
      .insert(users)
      .values({ username: 'mieter.geht', role: 'tenant', passwordHash: 'x' })
      .returning();
    const created = (await create({ last_name: 'Geht', delivery_method: 'post', user_id: login!.id })).json();
    expect((await call('DELETE', `/api/tenants/${created.id}`, tokens.admin)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(tenants).where(eq(tenants.id, created.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, login!.id))).toHaveLength(0);
  });

  it('keeps a tenant of a finalized statement unless forced', async () => {
    const created = (
      await create({ last_name: 'Abgerechnet', delivery_method: 'post', move_in: '2025-01-01' })
    ).json();
    await t.ctx.db
      .insert(billingYears)
      .values({ propertyId: t.other.propertyId, year: 2025, closedAt: new Date() });
    const res = await call('DELETE', `/api/tenants/${created.id}`, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('abgeschlossenen Abrechnung');
    expect(await t.ctx.db.select().from(tenants).where(eq(tenants.id, created.id))).toHaveLength(1);
    expect((await call('DELETE', `/api/tenants/${created.id}?hard=true`, tokens.admin)).statusCode).toBe(204);
  });

  it("is the admin's alone", async () => {
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      expect((await call('DELETE', `/api/tenants/${t.other.tenantId}`, tokens[role])).statusCode).toBe(403);
    }
    expect((await call('DELETE', '/api/tenants/999999', tokens.admin)).statusCode).toBe(404);
  });
});
