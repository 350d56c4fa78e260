import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { ADMIN, OTHER_CUSTOMER, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { auditLog, mailOutbox, sessions, userTokens, users } from '../../src/server/db/schema.ts';

let t: TestApp;
const tokens = { admin: '', employee: '', customer: '', tenant: '' };
let adminId = 0;

const EMAIL_IN_USE = 'E‑Mail-Adresse wird bereits verwendet.';

async function addUser(username: string, email: string | null, password = 'Start-Passwort1') {
  const [row] = await t.ctx.db
    .insert(users)
    .values({ username, email, role: 'tenant', passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

const invite = (id: number, payload: unknown, token = tokens.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/invite`,
    payload: payload as object,
    headers: bearer(token),
  });
const setPassword = (id: number, payload: unknown, token = tokens.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/reset-password`,
    payload: payload as object,
    headers: bearer(token),
  });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function snapshot() {
  const db = t.ctx.db;
  return {
    users: await db.select({ id: users.id, hash: users.passwordHash, email: users.email }).from(users),
    tokens: await db.select().from(userTokens),
    sessions: await db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions),
    outbox: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginRoles());
  adminId = (await t.ctx.db.select().from(users).where(eq(users.username, ADMIN.username)))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/users/:id/invite', () => {
  it('without SMTP answers { link, sent: false }, records the mail, and the link sets the password', async () => {
    const user = await addUser('neu.eingeladen', null);
    const res = await invite(user.id, { email: 'neu@example.de', _actor: 'jemand', _actor_role: 'tenant' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['link', 'sent']);
    expect(body.sent).toBe(false);
    expect(body.link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=[A-Za-z0-9_-]{43}$/);

    // The login keeps its own address until the invitation is accepted.
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBeNull();
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'neu@example.de'))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ subject: 'Einladung zu NebenkostenPlus', sent: false });
    expect(mail!.textBody).toContain(body.link);
    expect(mail!.textBody).toContain('neu.eingeladen');

    const [row] = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row!.kind).toBe('invite');
    expect(row!.expiresAt.getTime() - t.clock.now.getTime()).toBe(7 * 24 * 60 * 60_000);

    const token = tokenOf(body.link);
    const check = await t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${token}` });
    expect(check.json()).toEqual({ valid: true, kind: 'invite' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, newPassword: 'Eigenes-Passwort1' },
    });
    expect(done.statusCode).toBe(200);
    const [acceptedLogin] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(acceptedLogin!.email).toBe('neu@example.de');
    expect((await signIn('neu@example.de', 'Eigenes-Passwort1')).statusCode).toBe(200);

    // The actor comes from the token, whatever the body claims.
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({ actorUserId: adminId, actorRole: 'admin' });
    expect(entry!.details).toMatchObject({ email: 'neu@example.de', email_changed: true });
    const [accepted] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite_accept'), eq(auditLog.entityId, String(user.id))));
    expect(accepted!.actorUserId).toBe(user.id);
  });

  it('stays valid for 7 days', async () => {
    const user = await addUser('sieben.tage', 'sieben@example.de');
    const token = tokenOf((await invite(user.id, {})).json().link);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 7 * 24 * 60 * 60_000 - 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${token}` })).json(),
      ).toEqual({ valid: true, kind: 'invite' });
      t.clock.now = new Date(saved.getTime() + 7 * 24 * 60 * 60_000 + 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${token}` })).json(),
      ).toEqual({ valid: false });
    } finally {
      t.clock.now = saved;
    }
  });

  it('uses the stored address when none is given, and a new invitation replaces the old link', async () => {
    const user = await addUser('zweimal.eingeladen', 'zweimal@example.de');
    const first = await invite(user.id, {});
    expect(first.statusCode).toBe(200);
    const second = await invite(user.id, { email: '' });
    expect(second.statusCode).toBe(200);
    const validate = async (link: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${tokenOf(link)}` })
      ).json();
    expect(await validate(first.json().link)).toEqual({ valid: false });
    expect(await validate(second.json().link)).toEqual({ valid: true, kind: 'invite' });
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'zweimal@example.de'));
    expect(mails).toHaveLength(2);
  });

  it('accepts the own address in another letter case without a conflict', async () => {
    const user = await addUser('gross.schreiber', 'gross@example.de');
    const res = await invite(user.id, { email: 'GROSS@example.de' });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('gross@example.de');
  });

  it("keeps the login's address while an invitation to another one is open, and sets it on acceptance", async () => {
    const user = await addUser('umzug', 'alt@example.de');
    const first = await invite(user.id, { email: 'vertippt@example.de' });
    expect(first.statusCode).toBe(200);
    let [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('alt@example.de');

    // Another login takes the invited address before it is accepted: accepting answers 409 and changes nothing.
    await addUser('schneller', 'vertippt@example.de');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: tokenOf(first.json().link), newPassword: 'Eigenes-Passwort1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_IN_USE);
    [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('alt@example.de');

    const second = await invite(user.id, { email: 'neu.umzug@example.de' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: tokenOf(second.json().link), newPassword: 'Eigenes-Passwort1' },
    });
    expect(done.statusCode).toBe(200);
    [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('neu.umzug@example.de');
  });

  it('answers 409 when another login has the address, and changes nothing', async () => {
    const user = await addUser('konflikt', 'konflikt@example.de');
    const before = await snapshot();
    const res = await invite(user.id, { email: 'Andere@Example.de' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_IN_USE });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no address at all', {}, 'E‑Mail erforderlich.'],
    ['an empty address', { email: '  ' }, 'E‑Mail erforderlich.'],
    ['a malformed address', { email: 'ohne@punkt' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['a number', { email: 5 }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
  ])('rejects %s with 400 and changes nothing', async (_label, payload, message) => {
    const user = await addUser(`ohne.mail.${Math.random().toString(36).slice(2, 8)}`, null);
    const before = await snapshot();
    const res = await invite(user.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'email' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown login', async () => {
    const res = await invite(999_999, { email: 'wer@example.de' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Benutzer nicht gefunden.' });
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('sets a password that meets the rule, ends the sessions and open links of the user', async () => {
    const user = await addUser('manuell.gesetzt', 'manuell@example.de', 'Altes-Passwort1');
    const session = (await signIn('manuell.gesetzt', 'Altes-Passwort1')).json().token as string;
    const link = (await invite(user.id, {})).json().link as string;

    const res = await setPassword(user.id, {
      newPassword: 'Neues-Passwort1',
      adminOverride: false,
      _actor: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await signIn('manuell.gesetzt', 'Neues-Passwort1')).statusCode).toBe(200);
    expect((await signIn('manuell.gesetzt', 'Altes-Passwort1')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/password-reset/validate?token=${tokenOf(link)}`,
    });
    expect(check.json()).toEqual({ valid: false });

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_set'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({ actorUserId: adminId, actorRole: 'admin' });
    expect(entry!.details).toEqual({ admin_override: false, meets_rule: true });
  });

  it('with adminOverride accepts a password that does not meet the rule and notes it', async () => {
    const user = await addUser('einfach.passwort', null);
    const res = await setPassword(user.id, { newPassword: 'mieter', adminOverride: true });
    expect(res.statusCode).toBe(200);
    expect((await signIn('einfach.passwort', 'mieter')).statusCode).toBe(200);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_set'), eq(auditLog.entityId, String(user.id))));
    expect(entry!.details).toEqual({ admin_override: true, meets_rule: false });
  });

  it('keeps the admin signed in when admins set their own password', async () => {
    const own = tokens.admin;
    const other = await t.login(ADMIN);
    const res = await setPassword(adminId, { newPassword: ADMIN.password }, own);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(own) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['no password', {}, 'Bitte ein Passwort eingeben.'],
    ['an empty password', { newPassword: '' }, 'Bitte ein Passwort eingeben.'],
    [
      'only spaces, even with override',
      { newPassword: '   ', adminOverride: true },
      'Bitte ein Passwort eingeben.',
    ],
    [
      'a weak password without override',
      { newPassword: 'schwach' },
      'Passwort zu schwach (min. 8 Zeichen, aA1).',
    ],
    [
      'a weak password with override false',
      { newPassword: 'schwach', adminOverride: false },
      'Passwort zu schwach (min. 8 Zeichen, aA1).',
    ],
  ])('rejects %s with 400 and changes nothing', async (_label, payload, message) => {
    const user = await addUser(`unveraendert.${Math.random().toString(36).slice(2, 8)}`, null);
    const before = await snapshot();
    const res = await setPassword(user.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'newPassword' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown login', async () => {
    const res = await setPassword(999_999, { newPassword: 'Gutes-Passwort1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('authorization', () => {
  it.each([
    ['invite', (id: number, token?: string) => invite(id, { email: 'x@example.de' }, token)],
    [
      'reset-password',
      (id: number, token?: string) => setPassword(id, { newPassword: 'Gutes-Passwort1' }, token),
    ],
  ] as const)(
    '%s: 401 without token, 403 for every role but admin, nothing changes',
    async (_label, call) => {
      const [target] = await t.ctx.db.select().from(users).where(eq(users.username, OTHER_CUSTOMER.username));
      const before = await snapshot();
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/users/${target!.id}/${_label}`,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Bitte melden Sie sich an.' });
      for (const token of [tokens.employee, tokens.customer, tokens.tenant]) {
        const res = await call(target!.id, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Keine Berechtigung für diese Aktion.' });
      }
      // Invalid bodies do not turn the refusal into a validation error.
      const invalid = await t.app.inject({
        method: 'POST',
        url: `/api/users/${target!.id}/${_label}`,
        payload: { email: 7, newPassword: 7 },
        headers: bearer(tokens.tenant),
      });
      expect(invalid.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );
});
