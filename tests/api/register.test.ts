import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { waitForOutbox, type OutboxRow } from '../helpers/smtp.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { customers, mailOutbox, userTokens, users } from '../../src/server/db/schema.ts';

let t: TestApp;
let ipCounter = 0;
/** Each test its own caller address, so the per-address limit only bites where it is tested. */
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const CONFIRM_FIRST = 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.';
const INVALID_LINK = 'Link ist ungültig oder abgelaufen.';
const PASSWORD = 'Vermieter-Start1';

const form = (email: string, extra: object = {}) => ({
  salutation: 'Frau',
  first_name: 'Greta',
  last_name: 'Sommer',
  company: 'Sommer Immobilien GmbH',
  email,
  password: PASSWORD,
  accept_terms: true,
  ...extra,
});

const registerWith = (payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });
const confirm = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } });
const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: freshIp(),
  });

async function lastOutboxId() {
  const [row] = await t.ctx.db
    .select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)` })
    .from(mailOutbox);
  return Number(row!.id);
}

/** The mail to this address sent after `after` (mails leave after the answer). */
const mailTo = (email: string, after: number) =>
  waitForOutbox(t.ctx.db, (r) => r.recipient === email && r.id > after);

function confirmToken(mail: OutboxRow): string {
  const match = /\/register\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error('Kein Bestätigungslink in der E-Mail');
  return decodeURIComponent(match[1]);
}

async function rowCounts() {
  const db = t.ctx.db;
  return {
    users: (await db.select({ n: count() }).from(users))[0]!.n,
    customers: (await db.select({ n: count() }).from(customers))[0]!.n,
    tokens: (await db.select({ n: count() }).from(userTokens))[0]!.n,
    outbox: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/register', () => {
  it('creates a pending login with its customer record and mails a 24-hour link that confirms it once', async () => {
    const before = await lastOutboxId();
    const res = await registerWith(form('Greta.Sommer@example.de'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });

    const mail = await mailTo('Greta.Sommer@example.de', before);
    expect(mail.subject).toBe('Konto bestätigen – NebenkostenPlus');
    expect(mail.textBody).toContain('Sehr geehrte Frau Sommer,');
    expect(mail.textBody).toContain('http://localhost:3000/register/confirm?token=');
    expect(mail.textBody).toContain('24 Stunden gültig');

    const [login] = await t.ctx.db.select().from(users).where(eq(users.username, 'Greta.Sommer@example.de'));
    expect(login).toMatchObject({
      role: 'customer',
      email: 'Greta.Sommer@example.de',
      registrationPending: true,
    });
    expect(login!.passwordHash).toMatch(/^\$argon2id\$/);
    const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.userId, login!.id));
    expect(customer).toMatchObject({
      firstName: 'Greta',
      lastName: 'Sommer',
      companyName: 'Sommer Immobilien GmbH',
      contactPerson: 'Frau Greta Sommer',
      email: 'Greta.Sommer@example.de',
    });
    const [token] = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, login!.id));
    expect(token!.kind).toBe('register');
    expect(token!.expiresAt.getTime() - t.clock.now.getTime()).toBe(24 * 60 * 60_000);
    // Stored hashed: the mailed token is not in the table.
    expect(token!.tokenHash).not.toBe(confirmToken(mail));

    // The admin's lists show the pending login and its customer like any other.
    const admin = await t.login({ username: 'admin', password: 'Admin-Passwort1' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/users?q=greta', headers: bearer(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((u: { username: string }) => u.username)).toEqual(['Greta.Sommer@example.de']);
    const listedCustomers = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=Sommer',
      headers: bearer(admin),
    });
    expect(listedCustomers.statusCode).toBe(200);

    // Before confirming: the right password gets 403 with the sentence, a wrong one the usual 401.
    const early = await signIn('greta.sommer@example.de', PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(CONFIRM_FIRST);
    expect((await signIn('greta.sommer@example.de', 'Falsch-Passwort1')).statusCode).toBe(401);

    const confirmed = await confirm(confirmToken(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, username: 'Greta.Sommer@example.de' });

    const reused = await confirm(confirmToken(mail));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_LINK);

    const session = await signIn('greta.sommer@example.de', PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.role).toBe('customer');
    // An empty customer area: its own record, no properties.
    const token2 = session.json().token as string;
    const props = await t.app.inject({ method: 'GET', url: '/api/properties', headers: bearer(token2) });
    expect(props.statusCode).toBe(200);
    expect(props.json()).toEqual([]);
    const own = await t.app.inject({ method: 'GET', url: '/api/customers', headers: bearer(token2) });
    expect(own.json()).toHaveLength(1);
  });

  it('answers a taken address alike, creates nothing and mails that an account exists', async () => {
    const taken = ['andere@example.de', 'ANDERE.VERMIETERIN'];
    for (const email of taken.slice(0, 1)) {
      const countsBefore = await rowCounts();
      const before = await lastOutboxId();
      const res = await registerWith(form(email.toUpperCase()));
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
      const mail = await mailTo(email.toUpperCase(), before);
      expect(mail.subject).toBe('Registrierung bei NebenkostenPlus');
      expect(mail.textBody).toContain('Es besteht bereits ein Konto mit dieser Adresse');
      expect(mail.textBody).toContain('http://localhost:3000/login?mode=reset');
      expect(mail.textBody).not.toContain('/register/confirm');
      const countsAfter = await rowCounts();
      expect(countsAfter).toEqual({ ...countsBefore, outbox: countsBefore.outbox + 1 });
    }
    // A login whose username is the address counts as taken too.
    await t.ctx.db.insert(users).values({
      username: 'name.als@example.de',
      role: 'customer',
      passwordHash: await hashPassword('Irgendein-Pass1'),
    });
    const before = await lastOutboxId();
    expect((await registerWith(form('Name.Als@example.de'))).statusCode).toBe(202);
    const mail = await mailTo('Name.Als@example.de', before);
    expect(mail.subject).toBe('Registrierung bei NebenkostenPlus');
  });

  it('sends a pending address a fresh link, revokes the old one and takes the newest password', async () => {
    let before = await lastOutboxId();
    expect((await registerWith(form('zweimal@example.de', { password: 'Erstes-Pass1' }))).statusCode).toBe(
      202,
    );
    const first = confirmToken(await mailTo('zweimal@example.de', before));
    before = await lastOutboxId();
    const again = await registerWith(
      form('zweimal@example.de', { password: 'Zweites-Pass1', first_name: 'Gerd' }),
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ sent: true });
    const second = confirmToken(await mailTo('zweimal@example.de', before));
    expect(second).not.toBe(first);
    expect(
      await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'zweimal@example.de')),
    ).toHaveLength(1);

    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await signIn('zweimal@example.de', 'Erstes-Pass1')).statusCode).toBe(401);
    expect((await signIn('zweimal@example.de', 'Zweites-Pass1')).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 and keeps the login pending', async () => {
    const before = await lastOutboxId();
    await registerWith(form('spaet@example.de'));
    const token = confirmToken(await mailTo('spaet@example.de', before));
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 24 * 60 * 60_000 + 1000);
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_LINK);
    } finally {
      t.clock.now = saved;
    }
    const [login] = await t.ctx.db.select().from(users).where(eq(users.email, 'spaet@example.de'));
    expect(login!.registrationPending).toBe(true);
    expect((await confirm('kein-gueltiger-link')).statusCode).toBe(400);
  });

  it('lets a password reset link confirm a pending sign-up (it reaches the same address)', async () => {
    let before = await lastOutboxId();
    await registerWith(form('vergessen@example.de'));
    await mailTo('vergessen@example.de', before);
    before = await lastOutboxId();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'vergessen@example.de' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    const mail = await mailTo('vergessen@example.de', before);
    const token = decodeURIComponent(/\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody)![1]!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, newPassword: 'Neu-Gesetzt1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn('vergessen@example.de', 'Neu-Gesetzt1')).statusCode).toBe(200);
  });

  it('limits a caller address to 5 requests per hour with a German 429, whatever the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await registerWith(form(i % 2 ? 'andere@example.de' : `limit${i}@example.de`), ip)).statusCode,
      ).toBe(202);
    const limited = await registerWith(form('limit9@example.de'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.');
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 61 * 60_000);
      const before = await lastOutboxId();
      expect((await registerWith(form('limit10@example.de'), ip)).statusCode).toBe(202);
      await mailTo('limit10@example.de', before);
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses invalid forms with a German 400 and stores nothing', async () => {
    const cases: [object, string][] = [
      [
        form('ohne-zustimmung@example.de', { accept_terms: false }),
        'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
      ],
      [
        form('ohne-zustimmung@example.de', { accept_terms: undefined }),
        'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
      ],
      [form('schwach@example.de', { password: 'kurz' }), 'Passwort zu schwach (min. 8 Zeichen, aA1).'],
      [form('keine-adresse'), 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [form(''), 'E‑Mail erforderlich.'],
      [form('ohne-name@example.de', { last_name: ' ' }), 'Bitte geben Sie einen Nachnamen ein.'],
      [form('ohne-vorname@example.de', { first_name: '' }), 'Bitte geben Sie einen Vornamen ein.'],
      [form('anrede@example.de', { salutation: 'Majestät' }), 'Bitte Anrede wählen.'],
    ];
    for (const [payload, message] of cases) {
      const countsBefore = await rowCounts();
      const res = await registerWith(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await rowCounts()).toEqual(countsBefore);
    }
  });
});
