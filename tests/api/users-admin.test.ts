import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/server/db/schema.ts';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

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
const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
const EMAIL_IN_USE = 'E‑Mail-Adresse wird bereits verwendet.';

describe('GET /api/users', () => {
  it('pages, searches and sorts on the server with the total in X-Total-Count', async () => {
    const all = await call('GET', '/api/users', tokens.admin);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.json().length);

    const page = await call('GET', '/api/users?limit=2&offset=1&sort=-username', tokens.admin);
    const names = (all.json() as Array<{ username: string }>)
      .map((u) => u.username.toLowerCase())
      .sort()
      .reverse();
    expect(page.json().map((u: { username: string }) => u.username.toLowerCase())).toEqual(names.slice(1, 3));
    expect(Number(page.headers['x-total-count'])).toBe(total);

    const search = await call('GET', '/api/users?q=VERMIET', tokens.admin);
    expect(search.json().map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['demo.vermieter', 'andere.vermieterin']),
    );
    expect(Number(search.headers['x-total-count'])).toBe(search.json().length);
  });

  it('marks the admin and the demo logins as protected', async () => {
    const list = (await call('GET', '/api/users', tokens.admin)).json() as Array<{
      username: string;
      is_protected: boolean;
    }>;
    const protectedNames = list.filter((u) => u.is_protected).map((u) => u.username);
    expect(protectedNames.sort()).toEqual(['admin', 'demo.mieter', 'demo.vermieter']);
  });

  it('refuses an unknown sort field and a page size out of range in German', async () => {
    const sort = await call('GET', '/api/users?sort=password_hash', tokens.admin);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain('Ungültige Sortierung.');
    expect((await call('GET', '/api/users?limit=501', tokens.admin)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      expect((await call('GET', '/api/users', tokens[role])).statusCode).toBe(403);
      expect((await call('GET', '/api/users/1', tokens[role])).statusCode).toBe(403);
    }
  });

  it('answers one login or 404', async () => {
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.username, 'admin'));
    const one = await call('GET', `/api/users/${admin!.id}`, tokens.admin);
    expect(one.json()).toMatchObject({ id: admin!.id, username: 'admin', role: 'admin', is_protected: true });
    const missing = await call('GET', '/api/users/999999', tokens.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Benutzer nicht gefunden.');
  });
});

describe('POST /api/users', () => {
  it('creates a login that can sign in, with role customer by default', async () => {
    const res = await call('POST', '/api/users', tokens.admin, {
      username: 'neu.vermieter',
      email: 'neu@example.de',
      password: 'Neu-Passwort1',
      _actor: 'admin',
      _actor_role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'neu.vermieter',
      email: 'neu@example.de',
      role: 'customer',
      is_protected: false,
    });
    expect(await t.login({ username: 'neu.vermieter', password: 'Neu-Passwort1' })).toEqual(
      expect.any(String),
    );
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'));
    expect(audit).toMatchObject({ actorRole: 'admin', entityId: String(res.json().id) });
  });

  it('takes the e-mail as username when none is given, and a random password when none is given', async () => {
    const res = await call('POST', '/api/users', tokens.admin, {
      username: '',
      email: 'nur.mail@example.de',
      password: null,
      role: 'tenant',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'nur.mail@example.de', role: 'tenant' });
  });

  it('needs a username or an e-mail address and changes nothing otherwise', async () => {
    const before = await userCount();
    const res = await call('POST', '/api/users', tokens.admin, { username: '', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Benutzername oder E‑Mail erforderlich.');
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail address or username in use, whatever the letter case, with 409', async () => {
    const before = await userCount();
    const email = await call('POST', '/api/users', tokens.admin, {
      username: 'zweiter',
      email: 'ANDERE@example.de',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(EMAIL_IN_USE);
    const name = await call('POST', '/api/users', tokens.admin, { username: 'Demo.Vermieter' });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe('Benutzername wird bereits verwendet.');
    expect(await userCount()).toBe(before);
  });

  it('refuses invalid e-mail addresses and roles', async () => {
    const mail = await call('POST', '/api/users', tokens.admin, { username: 'x1', email: 'kein-at' });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    const role = await call('POST', '/api/users', tokens.admin, { username: 'x2', role: 'superuser' });
    expect(role.statusCode).toBe(400);
  });

  it('ignores a role claimed in the body: a customer stays forbidden', async () => {
    const res = await call('POST', '/api/users', tokens.customer, {
      username: 'x3',
      _actor: 'admin',
      _actor_role: 'admin',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/users/{id}', () => {
  it('saves username, e-mail and role', async () => {
    const created = (
      await call('POST', '/api/users', tokens.admin, { username: 'aenderbar', email: 'a@example.de' })
    ).json();
    const res = await call('PUT', `/api/users/${created.id}`, tokens.admin, {
      username: 'geaendert',
      email: 'B@example.de',
      role: 'employee',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'geaendert', email: 'B@example.de', role: 'employee' });
    const conflict = await call('PUT', `/api/users/${created.id}`, tokens.admin, {
      email: 'andere@example.de',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(EMAIL_IN_USE);
    // Its own address in another letter case is no conflict.
    expect(
      (await call('PUT', `/api/users/${created.id}`, tokens.admin, { email: 'b@EXAMPLE.de' })).statusCode,
    ).toBe(200);
  });

  it('keeps the protected admin login reachable as admin with admin rights', async () => {
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.username, 'admin'));
    const renamed = await call('PUT', `/api/users/${admin!.id}`, tokens.admin, { username: '' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(
      'Der Benutzername des geschützten Admin-Zugangs kann nicht geändert werden.',
    );
    const role = await call('PUT', `/api/users/${admin!.id}`, tokens.admin, { role: 'customer' });
    expect(role.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/users/${admin!.id}`, tokens.admin, { email: 'admin@example.de' })).statusCode,
    ).toBe(200);
  });

  it('needs something to save', async () => {
    const res = await call('PUT', '/api/users/1', tokens.admin, { _actor: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte Benutzername, E-Mail oder Rolle angeben.');
  });

  it('answers 404 for an unknown login and 403 to other roles', async () => {
    expect((await call('PUT', '/api/users/999999', tokens.admin, { role: 'tenant' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/users/1', tokens.employee, { role: 'admin' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a login and ends its sessions', async () => {
    await call('POST', '/api/users', tokens.admin, {
      username: 'weg',
      password: 'Weg-Passwort1',
      role: 'customer',
    });
    const token = await t.login({ username: 'weg', password: 'Weg-Passwort1' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, 'weg'));
    const res = await call('DELETE', `/api/users/${row!.id}`, tokens.admin);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', '/api/me', token)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${row!.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('refuses the protected logins and the own login', async () => {
    for (const username of ['admin', 'demo.mieter']) {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.username, username));
      const res = await call('DELETE', `/api/users/${row!.id}`, tokens.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Dieser Zugang ist geschützt und kann nicht gelöscht werden.');
    }
    await call('POST', '/api/users', tokens.admin, {
      username: 'zweiter.admin',
      password: ADMIN.password,
      role: 'admin',
    });
    const second = await t.login({ username: 'zweiter.admin', password: ADMIN.password });
    const [self] = await t.ctx.db.select().from(users).where(eq(users.username, 'zweiter.admin'));
    const own = await call('DELETE', `/api/users/${self!.id}`, second);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Sie können Ihren eigenen Zugang nicht löschen.');
  });

  it('is for admins only', async () => {
    expect((await call('DELETE', '/api/users/1')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/users/1', tokens.customer)).statusCode).toBe(403);
  });
});
