import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { tokenFromMail, waitForOutbox } from '../helpers/smtp.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { auditLog, mailOutbox, sessions, userTokens, users } from '../../src/server/db/schema.ts';

let t: TestApp;
let ipCounter = 0;
/** Each test its own caller address, so the per-address limit only bites where it is tested. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const OK = { ok: true };
const WEAK = 'Passwort zu schwach (min. 8 Zeichen, aA1).';
const INVALID_LINK = 'Link ist ungültig oder abgelaufen.';

async function addUser(username: string, email: string | null, password = 'Start-Passwort1') {
  const [row] = await t.ctx.db
    .insert(users)
    .values({ username, email, role: 'customer', passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

const requestReset = (email: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress: ip });
const validate = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${encodeURIComponent(token)}` });
const confirm = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload });
const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: freshIp(),
  });

/** Waits for the reset mail to this address (sent after the answer) and returns its token. */
async function resetTokenFor(email: string, after = 0) {
  const mail = await waitForOutbox(t.ctx.db, (r) => r.recipient === email && r.id > after);
  return { token: tokenFromMail(mail.textBody), mail };
}

async function lastOutboxId() {
  const [row] = await t.ctx.db
    .select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)` })
    .from(mailOutbox);
  return Number(row!.id);
}

/** Everything a failed request must leave untouched. */
async function snapshot() {
  const db = t.ctx.db;
  const counts = async (table: typeof users | typeof userTokens | typeof sessions | typeof mailOutbox) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await db.select({ id: users.id, hash: users.passwordHash, email: users.email }).from(users),
    tokens: await db.select().from(userTokens),
    sessions: await db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions),
    outbox: await counts(mailOutbox),
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/password-reset/request', () => {
  it('answers known and unknown addresses identically, and mails only the known one', async () => {
    await addUser('gleich.kunde', 'gleich@example.de');
    const before = await lastOutboxId();
    const known = await requestReset('gleich@example.de');
    const unknown = await requestReset('niemand@example.de');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual(OK);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    await resetTokenFor('gleich@example.de', before);
    // Give a wrongly sent mail the chance to appear before asserting there is none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const toUnknown = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'niemand@example.de'));
    expect(toUnknown).toEqual([]);
  });

  it('finds the login by e-mail in any letter case and stores only a hash of the token', async () => {
    const user = await addUser('gross.klein', 'Gross.Klein@example.de');
    const before = await lastOutboxId();
    expect((await requestReset('  gross.KLEIN@example.DE ')).statusCode).toBe(200);
    const { token, mail } = await resetTokenFor('Gross.Klein@example.de', before);
    expect(mail.subject).toBe('Passwort zurücksetzen – NebenkostenPlus');
    expect(mail.textBody).toContain(`http://localhost:3000/set-password?token=${token}`);
    expect(mail.textBody).toContain('gross.klein');
    const rows = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('reset');
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now.getTime()).toBe(60 * 60_000);
  });

  it.each([
    [{}, 'E‑Mail erforderlich.'],
    [{ email: '' }, 'E‑Mail erforderlich.'],
    [{ email: '   ' }, 'E‑Mail erforderlich.'],
    [{ email: 'kein-at-zeichen' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    [{ email: 42 }, 'E‑Mail erforderlich.'],
  ])('rejects %j with 400 and changes nothing', async (payload, message) => {
    const before = await snapshot();
    const res = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'email' });
    expect(await snapshot()).toEqual(before);
  });

  it('limits a caller address to 5 requests per hour with a German 429, known or unknown alike', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await requestReset(`fremd${i}@example.de`, ip)).statusCode).toBe(200);
    const limited = await requestReset('noch.einer@example.de', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.',
    });
    expect((await requestReset('noch.einer@example.de', freshIp())).statusCode).toBe(200);

    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61 * 60_000);
    try {
      expect((await requestReset('noch.einer@example.de', ip)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('sends at most 5 links per account and hour, without revealing it in the answer', async () => {
    const user = await addUser('viel.vergesslich', 'vergesslich@example.de');
    for (let i = 0; i < 7; i++) {
      const res = await requestReset('vergesslich@example.de');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(OK);
    }
    const tokens = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(tokens).toHaveLength(5);
    // Wait for the five mails so that they do not land in a later test's snapshot.
    const mails = async () =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'vergesslich@example.de')))
        .length;
    await expect.poll(mails).toBe(5);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_reset.request'), eq(auditLog.entityId, String(user.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => (a.details as { outcome: string }).outcome)).toEqual([
      ...Array(5).fill('issued'),
      'limited',
      'limited',
    ]);
  });
});

describe('the full reset flow through the API', () => {
  it('request → mail → validate → weak rejected → confirm → new password works, old and the link do not, sessions end', async () => {
    const user = await addUser('ablauf.kunde', 'ablauf@example.de', 'Altes-Passwort1');
    const oldSession = (await signIn('ablauf.kunde', 'Altes-Passwort1')).json().token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldSession) })).statusCode,
    ).toBe(200);

    const before = await lastOutboxId();
    expect((await requestReset('ablauf@example.de')).json()).toEqual(OK);
    const { token } = await resetTokenFor('ablauf@example.de', before);

    const check = await validate(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, kind: 'reset' });

    const state = await snapshot();
    for (const weak of ['kurz1A', 'nurkleinbuchstaben1', 'NURGROSS123', 'OhneZiffern']) {
      const res = await confirm({ token, newPassword: weak });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: WEAK, field: 'newPassword' });
    }
    expect(await snapshot()).toEqual(state);
    expect((await validate(token)).json()).toEqual({ valid: true, kind: 'reset' });

    const done = await confirm({ token, newPassword: 'Neues-Passwort2' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(OK);

    const fresh = await signIn('ablauf.kunde', 'Neues-Passwort2');
    expect(fresh.statusCode).toBe(200);
    expect((await signIn('ablauf.kunde', 'Altes-Passwort1')).statusCode).toBe(401);

    const again = await confirm({ token, newPassword: 'Drittes-Passwort3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID_LINK, field: 'token' });
    expect((await validate(token)).json()).toEqual({ valid: false });

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldSession) });
    expect(me.statusCode).toBe(401);
    const newSession = fresh.json().token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(newSession) })).statusCode,
    ).toBe(200);

    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_reset'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(user.id);
  });

  it('the newest of several links works and the others end with it', async () => {
    await addUser('zwei.links', 'zwei.links@example.de');
    const first = await lastOutboxId();
    await requestReset('zwei.links@example.de');
    const a = await resetTokenFor('zwei.links@example.de', first);
    await requestReset('zwei.links@example.de');
    const b = await resetTokenFor('zwei.links@example.de', a.mail.id);
    expect(a.token).not.toBe(b.token);
    expect((await confirm({ token: b.token, newPassword: 'Zweites-Passwort2' })).statusCode).toBe(200);
    expect((await validate(a.token)).json()).toEqual({ valid: false });
    expect((await confirm({ token: a.token, newPassword: 'Erstes-Passwort1' })).statusCode).toBe(400);
    expect((await signIn('zwei.links', 'Zweites-Passwort2')).statusCode).toBe(200);
  });

  it('rejects a link after 60 minutes', async () => {
    await addUser('zu.spaet', 'zu.spaet@example.de');
    const before = await lastOutboxId();
    await requestReset('zu.spaet@example.de');
    const { token } = await resetTokenFor('zu.spaet@example.de', before);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 59 * 60_000);
      expect((await validate(token)).json()).toEqual({ valid: true, kind: 'reset' });
      t.clock.now = new Date(saved.getTime() + 61 * 60_000);
      expect((await validate(token)).json()).toEqual({ valid: false });
      const state = await snapshot();
      const res = await confirm({ token, newPassword: 'Neues-Passwort2' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_LINK);
      expect(await snapshot()).toEqual(state);
    } finally {
      t.clock.now = saved;
    }
    expect((await signIn('zu.spaet', 'Start-Passwort1')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous confirmations through', async () => {
    await addUser('gleichzeitig', 'gleichzeitig@example.de');
    const before = await lastOutboxId();
    await requestReset('gleichzeitig@example.de');
    const { token } = await resetTokenFor('gleichzeitig@example.de', before);
    const results = await Promise.all([
      confirm({ token, newPassword: 'Erstes-Passwort1' }),
      confirm({ token, newPassword: 'Zweites-Passwort2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('GET /api/password-reset/validate', () => {
  it('answers { valid: false } for unknown, empty and missing tokens', async () => {
    expect((await validate('gibt-es-nicht')).json()).toEqual({ valid: false });
    expect((await validate('')).json()).toEqual({ valid: false });
    const missing = await t.app.inject({ method: 'GET', url: '/api/password-reset/validate' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ valid: false });
  });
});

describe('POST /api/password-reset/confirm rejects bad input with 400 and changes nothing', () => {
  it.each([
    [{ newPassword: 'Gutes-Passwort1' }, INVALID_LINK],
    [{ token: '', newPassword: 'Gutes-Passwort1' }, INVALID_LINK],
    [{ token: 'unbekannt', newPassword: 'Gutes-Passwort1' }, INVALID_LINK],
    [{ token: 'x'.repeat(500), newPassword: 'Gutes-Passwort1' }, INVALID_LINK],
    [{ token: 'unbekannt' }, WEAK],
    [{ token: 'unbekannt', newPassword: '' }, WEAK],
    [
      { token: 'unbekannt', newPassword: 'A1' + 'a'.repeat(300) },
      'Das Passwort darf höchstens 200 Zeichen lang sein.',
    ],
  ])('%j', async (payload, message) => {
    const before = await snapshot();
    const res = await confirm(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes the new endpoints in German', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/password-reset/request',
      '/api/password-reset/validate',
      '/api/password-reset/confirm',
      '/api/users/{id}/invite',
      '/api/users/{id}/reset-password',
      '/api/contact',
      '/api/support',
      '/api/demo/request',
      '/api/demo/login',
    ]) {
      const operations = Object.values(doc.paths[path] ?? {}) as Array<{ tags: string[]; summary: string }>;
      expect(operations.length, path).toBeGreaterThan(0);
      for (const op of operations) {
        expect(op.tags.length).toBeGreaterThan(0);
        expect(op.summary).toMatch(/[a-zäöüß]/);
      }
    }
  });
});
