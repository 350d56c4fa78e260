import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { ADMIN, CUSTOMER, TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { auditLog, demoRequests, mailOutbox, sessions } from '../../src/server/db/schema.ts';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const DEMO_FAILED = 'Ungültige Test-Anmeldedaten. Bitte prüfen Sie Benutzername und Passwort.';

const requestDemo = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/demo/request', payload: payload as object, remoteAddress: ip });
const demoLogin = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/demo/login', payload: payload as object, remoteAddress: ip });

async function snapshot() {
  const db = t.ctx.db;
  const n = async (table: typeof demoRequests | typeof mailOutbox | typeof auditLog | typeof sessions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    demo: await n(demoRequests),
    outbox: await n(mailOutbox),
    audit: await n(auditLog),
    sessions: await n(sessions),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/demo/request', () => {
  it('records the request and the mail with the demo access; sent is false without SMTP', async () => {
    const res = await requestDemo({ email: ' interessent@example.de ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent: false });
    const [stored] = await t.ctx.db.select().from(demoRequests).orderBy(desc(demoRequests.id)).limit(1);
    expect(stored).toMatchObject({ email: 'interessent@example.de', mailSent: false });
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      recipient: 'interessent@example.de',
      subject: 'Ihr kostenloser Testzugang zu NebenkostenPlus',
      sent: false,
    });
    expect(mail!.textBody).toContain('Benutzername: demo.mieter');
    expect(mail!.textBody).toContain('Passwort: Demo-Passwort1');
    expect(mail!.textBody).toContain('http://localhost:3000/freetest-login');
  });

  it.each([
    [{}, 'E‑Mail erforderlich.'],
    [{ email: '' }, 'E‑Mail erforderlich.'],
    [{ email: 'a@b' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    [{ email: 'leer zeichen@example.de' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
  ])('rejects %j with 400 and changes nothing', async (payload, message) => {
    const before = await snapshot();
    const res = await requestDemo(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'email' });
    expect(await snapshot()).toEqual(before);
  });

  it('limits to 5 requests per e-mail address and per caller address and hour', async () => {
    for (let i = 0; i < 5; i++) expect((await requestDemo({ email: 'oft@example.de' })).statusCode).toBe(200);
    const byEmail = await requestDemo({ email: 'Oft@Example.de' });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toEqual({
      message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.',
    });

    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await requestDemo({ email: `p${i}@example.de` }, ip)).statusCode).toBe(200);
    const before = await snapshot();
    expect((await requestDemo({ email: 'anders@example.de' }, ip)).statusCode).toBe(429);
    expect(await snapshot()).toEqual(before);

    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61 * 60_000);
    try {
      expect((await requestDemo({ email: 'oft@example.de' }, ip)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('POST /api/demo/login', () => {
  it('signs in the demo tenant and answers exactly like POST /api/login', async () => {
    const demo = await demoLogin({ username: ' Demo.Mieter ', password: TENANT.password });
    expect(demo.statusCode).toBe(200);
    const normal = await t.app.inject({ method: 'POST', url: '/api/login', payload: TENANT });
    expect(Object.keys(demo.json()).sort()).toEqual(Object.keys(normal.json()).sort());
    expect(demo.json().user).toEqual(normal.json().user);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(demo.json().token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('tenant');
  });

  it.each([
    ['the admin with the right password', ADMIN],
    ['the demo landlord with the right password', CUSTOMER],
    [
      'the demo e-mail address instead of the username',
      { username: 'mieter@demo.nebenkostenplus.de', password: TENANT.password },
    ],
    ['the demo tenant with a wrong password', { username: TENANT.username, password: 'falsch' }],
    ['an unknown user', { username: 'niemand', password: 'egal' }],
  ])('refuses %s with 401 and the German message, without a session', async (_label, payload) => {
    const before = await snapshot();
    const res = await demoLogin(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: DEMO_FAILED });
    expect((await snapshot()).sessions).toBe(before.sessions);
  });

  it('rejects missing fields with 400', async () => {
    const res = await demoLogin({ username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte geben Sie Ihren Benutzernamen ein.');
    const res2 = await demoLogin({ username: 'demo.mieter' });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toBe('Bitte geben Sie Ihr Passwort ein.');
  });

  it('shares the sign-in protection: 5 failures lock the demo tenant for 15 minutes', async () => {
    // Leave the failure of the test above behind.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await demoLogin({ username: TENANT.username, password: `falsch${i}` })).statusCode).toBe(401);
    }
    const locked = await demoLogin({ username: TENANT.username, password: TENANT.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000 + 1000);
    expect((await demoLogin({ username: TENANT.username, password: TENANT.password })).statusCode).toBe(200);
  });
});
