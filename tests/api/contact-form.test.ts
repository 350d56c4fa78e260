import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { CUSTOMER, TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { aLogin } from '../factories/index.ts';
import { auditLog, contactMessages, mailOutbox, supportRequests, users } from '../../src/server/db/schema.ts';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const tokens = { customer: '', tenant: '' };

const TOO_MANY = { message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.' };
const VALID = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  message: 'Wie funktioniert der Wechsel?',
};

const contact = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
const support = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

async function snapshot() {
  const db = t.ctx.db;
  const n = async (
    table: typeof contactMessages | typeof supportRequests | typeof mailOutbox | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    contact: await n(contactMessages),
    support: await n(supportRequests),
    outbox: await n(mailOutbox),
    audit: await n(auditLog),
  };
}

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'hilfe@nebenkostenplus.test' });
  tokens.customer = await t.login(CUSTOMER);
  tokens.tenant = await t.login(TENANT);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/contact', () => {
  it('stores the message, records a mail to the support address and answers { ok, sent: false } without SMTP', async () => {
    const res = await contact({ ...VALID, name: '  Erika Mustermann ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent: false });

    const [stored] = await t.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ ...VALID, mailSent: false });
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      recipient: 'hilfe@nebenkostenplus.test',
      subject: 'Kontaktanfrage von Erika Mustermann – NebenkostenPlus',
      sent: false,
    });
    expect(mail!.textBody).toContain('> Wie funktioniert der Wechsel?');
    expect(mail!.textBody).toContain('erika@example.de');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact.create'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      entity: 'contact_message',
      entityId: String(stored!.id),
      actorUserId: null,
    });
  });

  it('escapes the visitor input in the HTML mail and keeps the subject on one line', async () => {
    const res = await contact({
      name: '<b>Max</b>\r\nBcc: alle@example.de',
      email: 'max@example.de',
      message: '<script>alert("x")</script> & Grüße',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.subject).toBe('Kontaktanfrage von <b>Max</b> Bcc: alle@example.de – NebenkostenPlus');
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).not.toContain('<b>Max</b>');
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Grüße');
    expect(mail!.htmlBody).toContain('&lt;b&gt;Max&lt;/b&gt;');
  });

  it.each([
    [{ ...VALID, name: undefined }, 'Bitte geben Sie Ihren Namen ein.', 'name'],
    [{ ...VALID, name: '   ' }, 'Bitte geben Sie Ihren Namen ein.', 'name'],
    [{ ...VALID, name: 'x'.repeat(201) }, 'Der Name darf höchstens 200 Zeichen lang sein.', 'name'],
    [{ ...VALID, email: '' }, 'E‑Mail erforderlich.', 'email'],
    [{ ...VALID, email: 'erika@example' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'email'],
    [{ ...VALID, message: '' }, 'Bitte geben Sie eine Nachricht ein.', 'message'],
    [
      { ...VALID, message: 'x'.repeat(5001) },
      'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
      'message',
    ],
  ])(
    'rejects %j with 400 and the German message, storing and sending nothing',
    async (payload, message, field) => {
      const before = await snapshot();
      const res = await contact(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('limits to 5 messages per e-mail address and per caller address and hour', async () => {
    for (let i = 0; i < 5; i++)
      expect((await contact({ ...VALID, email: 'oft@example.de' })).statusCode).toBe(200);
    const byEmail = await contact({ ...VALID, email: 'OFT@example.de' });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toEqual(TOO_MANY);

    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await contact({ ...VALID, email: `p${i}@example.de` }, ip)).statusCode).toBe(200);
    const before = await snapshot();
    const byIp = await contact({ ...VALID, email: 'neu@example.de' }, ip);
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json()).toEqual(TOO_MANY);
    expect(await snapshot()).toEqual(before);

    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61 * 60_000);
    try {
      expect((await contact({ ...VALID, email: 'oft@example.de' }, ip)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('answers an error, and sends nothing, when the message cannot be stored', async () => {
    await t.ctx.db.execute(
      sql`alter table contact_messages add constraint test_block check (name <> 'Blockiert')`,
    );
    try {
      const before = await snapshot();
      const res = await contact({ ...VALID, name: 'Blockiert' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
      });
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.ctx.db.execute(sql`alter table contact_messages drop constraint test_block`);
    }
  });
});

describe('POST /api/support', () => {
  const TICKET = {
    from: 'vermieter@example.de',
    message: '  Die Abrechnung 2024 lässt sich nicht öffnen.  ',
    topic: 'billing',
    channel: 'phone',
    source: 'customer-help',
  };

  it('takes exactly the help page payload, stores the ticket with the user, mails support and confirms to the login', async () => {
    expect(Object.keys(TICKET).sort()).toEqual(['channel', 'from', 'message', 'source', 'topic']);
    const res = await support(TICKET, tokens.customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent: false });
    const [customer] = await t.ctx.db.select().from(users).where(eq(users.username, CUSTOMER.username));
    const [stored] = await t.ctx.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
    expect(stored).toMatchObject({
      userId: customer!.id,
      fromEmail: 'vermieter@example.de',
      message: 'Die Abrechnung 2024 lässt sich nicht öffnen.',
      topic: 'billing',
      channel: 'phone',
      source: 'customer-help',
      consent: true,
    });
    const [receipt, mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    // The receipt goes to the login's stored address, not to the typed one.
    expect(customer!.email).toBe('vermieter@demo.nebenkostenplus.de');
    expect(receipt).toMatchObject({
      recipient: customer!.email,
      subject: `Ihre Support-Anfrage #${stored!.id} ist eingegangen`,
      sent: false,
    });
    expect(receipt!.textBody).toContain('Thema: Abrechnung');
    expect(receipt!.textBody).toContain('Gewünschter Kontaktweg: Telefon');
    // The receipt never repeats the typed message: it must not carry chosen text to a stranger.
    expect(receipt!.textBody).not.toContain('lässt sich nicht öffnen');
    expect(receipt!.htmlBody).not.toContain('lässt sich nicht öffnen');
    expect(mail!.recipient).toBe('hilfe@nebenkostenplus.test');
    expect(mail!.subject).toBe('Support-Anfrage (Abrechnung) von vermieter@example.de – NebenkostenPlus');
    expect(mail!.textBody).toContain('Gewünschter Kontaktweg: Telefon');
    expect(mail!.textBody).toContain(`Benutzer: ${CUSTOMER.username} (customer)`);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.create'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorUserId: customer!.id, entityId: String(stored!.id) });
  });

  it('never mails a receipt to the typed address, only to the login’s stored one', async () => {
    const stranger = 'fremde.person@example.org';
    const recipientsOf = async (address: string) =>
      (
        await t.ctx.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(eq(sql`lower(${mailOutbox.recipient})`, address))
      )[0]!.n;
    const res = await support({ ...TICKET, from: stranger }, tokens.customer);
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
    // Support sees the typed address (Reply-To) and can answer there; the operator mails it nothing.
    expect(stored!.fromEmail).toBe(stranger);
    expect(await recipientsOf(stranger)).toBe(0);
    const [receipt] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Ihre Support-Anfrage #${stored!.id} ist eingegangen`));
    expect(receipt!.recipient).toBe('vermieter@demo.nebenkostenplus.de');
  });

  it('sends no receipt at all for a login without an address', async () => {
    const login = await aLogin(t.ctx.db, { role: 'customer', password: 'Ohne-Adresse1' });
    const token = await t.login({ username: login.username, password: 'Ohne-Adresse1' });
    const before = await snapshot();
    const res = await support({ ...TICKET, from: 'irgendwer@example.org' }, token);
    expect(res.statusCode).toBe(200);
    // One ticket, one mail: the one to support.
    expect(await snapshot()).toMatchObject({
      support: before.support + 1,
      outbox: before.outbox + 1,
    });
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.recipient).toBe('hilfe@nebenkostenplus.test');
  });

  it('defaults topic, channel and source', async () => {
    const res = await support({ from: 'mieter@example.de', message: 'Frage' }, tokens.tenant);
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
    expect(stored).toMatchObject({ topic: 'other', channel: 'email', source: 'customer-help' });
  });

  it('needs a token, before looking at the body', async () => {
    const before = await snapshot();
    for (const payload of [TICKET, {}]) {
      const res = await support(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Bitte melden Sie sich an.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  const REQUIRED = 'Bitte geben Sie Ihre E-Mail-Adresse und eine Nachricht an.';
  it.each([
    [{ ...TICKET, from: '' }, REQUIRED, 'from'],
    [{ ...TICKET, from: undefined }, REQUIRED, 'from'],
    [{ ...TICKET, message: '   ' }, REQUIRED, 'message'],
    [{ ...TICKET, message: undefined }, REQUIRED, 'message'],
    [{ ...TICKET, from: 'kein.at' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'from'],
    [{ ...TICKET, from: 42 }, REQUIRED, 'from'],
    [{ ...TICKET, message: ['a'] }, REQUIRED, 'message'],
    [{ ...TICKET, topic: 'sonstwas' }, 'Bitte wählen Sie ein gültiges Thema.', 'topic'],
    [{ ...TICKET, channel: 'brieftaube' }, 'Bitte wählen Sie einen gültigen Kontaktweg.', 'channel'],
  ])('rejects %j with 400 and changes nothing', async (payload, message, field) => {
    const before = await snapshot();
    const res = await support(payload, tokens.customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts an older client that still sends consent, and ignores the flag', async () => {
    const res = await support({ ...TICKET, consent: true }, tokens.customer);
    expect(res.statusCode).toBe(200);
  });

  it('limits a user to 5 tickets per hour', async () => {
    const token = tokens.tenant;
    const [tenant] = await t.ctx.db.select().from(users).where(eq(users.username, TENANT.username));
    const [{ n: already }] = (await t.ctx.db
      .select({ n: count() })
      .from(supportRequests)
      .where(eq(supportRequests.userId, tenant!.id))) as [{ n: number }];
    for (let i = already; i < 5; i++) expect((await support(TICKET, token)).statusCode).toBe(200);
    const res = await support(TICKET, token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});
