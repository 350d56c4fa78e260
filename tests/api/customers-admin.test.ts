import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { aLogin } from '../factories/index.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const customerCount = async () => (await t.ctx.db.select({ n: count() }).from(customers))[0]!.n;
const EMAIL_IN_USE = 'E‑Mail-Adresse wird bereits verwendet.';

describe('GET /api/customers', () => {
  it('lists all customers for admins and employees, with search, sort, pages and the total', async () => {
    for (const role of ['admin', 'employee'] as const) {
      const all = await call('GET', '/api/customers', tokens[role]);
      expect(all.statusCode).toBe(200);
      expect(all.json().length).toBeGreaterThanOrEqual(2);
      expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    }
    const found = await call('GET', '/api/customers?q=muster', tokens.admin);
    expect(found.json().map((c: { last_name: string }) => c.last_name)).toContain('Muster');
    const page = await call('GET', '/api/customers?sort=-last_name&limit=1', tokens.admin);
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('shows a customer only its own records, and a tenant nothing', async () => {
    const own = await call('GET', '/api/customers', tokens.customer);
    expect(own.json().every((c: { id: number }) => c.id !== t.other.customerId)).toBe(true);
    expect((await call('GET', `/api/customers/${t.other.customerId}`, tokens.customer)).statusCode).toBe(404);
    expect((await call('GET', '/api/customers', tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', '/api/customers')).statusCode).toBe(401);
  });

  it("answers one customer, or the spec's not-found text", async () => {
    const one = await call('GET', `/api/customers/${t.other.customerId}`, tokens.admin);
    expect(one.json()).toMatchObject({ id: t.other.customerId, first_name: 'Erika', last_name: 'Muster' });
    const missing = await call('GET', '/api/customers/999999', tokens.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kunde nicht gefunden');
  });
});

describe('POST /api/customers', () => {
  it('creates a customer with first and last name', async () => {
    const res = await call('POST', '/api/customers', tokens.admin, {
      first_name: 'Paula',
      last_name: 'Neumann',
      company_name: '',
      email: 'paula@example.de',
      phone_number: '030 123',
      address: 'Lindenweg 3, 04109 Leipzig, Deutschland',
      user_id: null,
      _actor: 'admin',
      _actor_role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      first_name: 'Paula',
      last_name: 'Neumann',
      company_name: null,
      email: 'paula@example.de',
    });
  });

  it('needs a last name and changes nothing without one', async () => {
    const before = await customerCount();
    for (const body of [{ first_name: 'Ohne' }, { last_name: '   ' }]) {
      const res = await call('POST', '/api/customers', tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bitte geben Sie einen Nachnamen ein.');
    }
    expect(await customerCount()).toBe(before);
  });

  it('refuses an e-mail address of another customer or of a login, whatever the case, with 409', async () => {
    const before = await customerCount();
    for (const email of ['ANDERE@example.de', 'Paula@Example.de']) {
      const res = await call('POST', '/api/customers', tokens.admin, { last_name: 'Doppelt', email });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EMAIL_IN_USE);
    }
    expect(await customerCount()).toBe(before);
  });

  it('links only a customer login that no other customer has, answering unknown ids alike', async () => {
    const before = await customerCount();
    const tenantLogin = await aLogin(t.ctx.db, { role: 'tenant' });
    for (const userId of [999999, t.other.customerUserId, tenantLogin.id]) {
      const res = await call('POST', '/api/customers', tokens.admin, {
        last_name: 'Verlinkt',
        user_id: userId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Dieser Login kann dem Kunden nicht zugeordnet werden. Zuordnen lässt sich nur ein vorhandener Kunden-Login, der keinem anderen Kunden zugeordnet ist.',
      });
    }
    expect(await customerCount()).toBe(before);
    const free = await aLogin(t.ctx.db, { role: 'customer' });
    const res = await call('POST', '/api/customers', tokens.admin, {
      last_name: 'Verlinkt',
      user_id: free.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user_id).toBe(free.id);
  });

  it('is for admins only', async () => {
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      expect((await call('POST', '/api/customers', tokens[role], { last_name: 'X' })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/customers/{id}', () => {
  it('saves single fields and keeps the others', async () => {
    const id = t.other.customerId;
    const res = await call('PUT', `/api/customers/${id}`, tokens.admin, { phone_number: '040 555' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone_number: '040 555', first_name: 'Erika', last_name: 'Muster' });
  });

  it('lets a customer keep the address of its own login, but not take another', async () => {
    const id = t.other.customerId;
    // andere@example.de is the address of the customer's own login.
    expect(
      (await call('PUT', `/api/customers/${id}`, tokens.admin, { email: 'Andere@Example.de' })).statusCode,
    ).toBe(200);
    const taken = await call('PUT', `/api/customers/${id}`, tokens.admin, { email: 'paula@example.de' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_IN_USE);
  });

  it('unlinks the login with user_id null', async () => {
    const login = await aLogin(t.ctx.db, { role: 'customer' });
    const created = (
      await call('POST', '/api/customers', tokens.admin, { last_name: 'Trennbar', user_id: login.id })
    ).json();
    expect(created.user_id).toBe(login.id);
    const res = await call('PUT', `/api/customers/${created.id}`, tokens.admin, {
      user_id: null,
      _actor: 'admin',
      _actor_role: 'admin',
    });
    expect(res.json().user_id).toBeNull();
  });

  it('refuses an emptied last name and an empty body, answers 404 and 403', async () => {
    const id = t.other.customerId;
    expect((await call('PUT', `/api/customers/${id}`, tokens.admin, { last_name: '' })).json().message).toBe(
      'Bitte geben Sie einen Nachnamen ein.',
    );
    expect((await call('PUT', `/api/customers/${id}`, tokens.admin, { _actor: 'admin' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/customers/999999', tokens.admin, { phone_number: '1' })).statusCode).toBe(
      404,
    );
    // A customer saves only its own profile: another customer's record is not found
    // (its own names are refused with 403, see customer-profile.test.ts).
    expect(
      (await call('PUT', `/api/customers/${id}`, tokens.customer, { last_name: 'Neu' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/customers/${id}`, tokens.employee, { last_name: 'Neu' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/customers/{id}', () => {
  it('deletes a customer without properties and keeps its login', async () => {
    const login = await aLogin(t.ctx.db, { role: 'customer' });
    const created = (
      await call('POST', '/api/customers', tokens.admin, { last_name: 'Weg', user_id: login.id })
    ).json();
    expect((await call('DELETE', `/api/customers/${created.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/customers/${created.id}`, tokens.admin)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, login.id))).toHaveLength(1);
  });

  it('refuses a customer that still has properties', async () => {
    const res = await call('DELETE', `/api/customers/${t.other.customerId}`, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Der Kunde hat noch Liegenschaften. Bitte diese zuerst archivieren und löschen.',
    );
  });

  it('answers 404 and is for admins only', async () => {
    expect((await call('DELETE', '/api/customers/999999', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customers/${t.other.customerId}`, tokens.employee)).statusCode).toBe(
      403,
    );
  });
});
