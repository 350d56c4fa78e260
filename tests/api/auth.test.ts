import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN, CUSTOMER, EMPLOYEE, TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { asc } from 'drizzle-orm';
import { auditLog, sessions, tenants, users } from '../../src/server/db/schema.ts';
import { partyName } from '../../src/domain/party-name.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/login', () => {
  it.each([
    ['admin', ADMIN],
    ['customer', CUSTOMER],
    ['employee', EMPLOYEE],
    ['tenant', TENANT],
  ] as const)('signs in the %s role with token and user', async (role, credentials) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: credentials.username, role });
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'role', 'username']);
  });

  it('accepts the e-mail address instead of the username, in any letter case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'Vermieter@Demo.NebenkostenPlus.de', password: CUSTOMER.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(CUSTOMER.username);
  });

  it('answers 401 with the German message for a wrong password or unknown user', async () => {
    for (const payload of [
      { username: CUSTOMER.username, password: 'falsch' },
      { username: 'gibt.es.nicht', password: 'egal' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        remoteAddress: '10.0.0.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.' });
    }
  });

  it('rejects missing fields with 400 and a German message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte geben Sie Ihren Benutzernamen ein.');
    const res2 = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin' } });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toBe('Bitte geben Sie Ihr Passwort ein.');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(ADMIN);
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('stores argon2id password hashes', async () => {
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin!.isProtected).toBe(true);
  });
});

describe('sessions', () => {
  it('GET /api/me answers the token owner with a display name', async () => {
    const token = await t.login(CUSTOMER);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { username: CUSTOMER.username, role: 'customer' },
      display_name: 'Hausverwaltung Sommer GmbH',
    });
  });

  it('GET /api/me greets a tenant with the name of the first tenancy and staff with the username', async () => {
    const [tenantUser] = await t.ctx.db.select().from(users).where(eq(users.username, TENANT.username));
    const [first] = await t.ctx.db
      .select()
      .from(tenants)
      .where(eq(tenants.userId, tenantUser!.id))
      .orderBy(asc(tenants.id))
      .limit(1);
    const tenantName = partyName(first!);
    expect(tenantName).not.toBe('');
    for (const [credentials, name] of [
      [TENANT, tenantName],
      [ADMIN, ADMIN.username],
      [EMPLOYEE, EMPLOYEE.username],
    ] as const) {
      const token = await t.login(credentials);
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().display_name).toBe(name);
    }
  });

  it('logout revokes the token', async () => {
    const token = await t.login(TENANT);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Bitte melden Sie sich an.');
  });

  it('tokens expire after the configured lifetime', async () => {
    const token = await t.login(EMPLOYEE);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + t.config.sessionTtlMs + 1000);
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });

  it('rejects garbage and missing tokens with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nicht-gueltig' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBe(401);
  });

  it('writes sign-ins to the audit log with the real actor', async () => {
    const token = await t.login(ADMIN);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.username, 'admin'));
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin!.id));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['login', 'logout']));
    expect(entries.every((e) => e.actorRole === 'admin')).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('reports the database status without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', ok: true },
    });
  });
});

describe('unknown API paths and the OpenAPI description', () => {
  it('answers 404 in German for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nicht gefunden.' });
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/properties/{id}']),
    );
  });
});
