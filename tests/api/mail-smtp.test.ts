import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN, CUSTOMER, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, tokenFromMail, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import {
  contactMessages,
  demoRequests,
  mailOutbox,
  supportRequests,
  users,
} from '../../src/server/db/schema.ts';

/** The platform's mailer against a real SMTP server on loopback: what arrives is what users get. */
let t: TestApp;
let smtp: TestSmtpServer;
let adminToken = '';
let ipCounter = 0;
const freshIp = () => `10.50.0.${++ipCounter}`;

const SENDER = 'absender@nebenkostenplus.test';
const SUPPORT = 'support@nebenkostenplus.test';

function expectSender(mail: ReceivedMail) {
  expect(mail.from).toBe(`NebenkostenPlus Test <${SENDER}>`);
  expect(mail.envelope.from).toBe(SENDER);
}

async function addUser(username: string, email: string | null) {
  const [row] = await t.ctx.db
    .insert(users)
    .values({ username, email, role: 'tenant', passwordHash: await hashPassword('Start-Passwort1') })
    .returning();
  return row!;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: `NebenkostenPlus Test <${SENDER}>`,
    SUPPORT_EMAIL: SUPPORT,
    OPERATOR_NAME: 'Muster & Söhne GmbH',
  });
  adminToken = await t.login(ADMIN);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mails over SMTP', () => {
  it('delivers the password-reset mail with a working link', async () => {
    await addUser('smtp.kunde', 'smtp.kunde@example.de');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'smtp.kunde@example.de' },
      remoteAddress: freshIp(),
    });
    expect(res.json()).toEqual({ ok: true });

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('smtp.kunde@example.de'));
    expectSender(mail);
    expect(mail.to).toBe('smtp.kunde@example.de');
    expect(mail.subject).toBe('Passwort zurücksetzen – NebenkostenPlus');
    const token = tokenFromMail(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/set-password?token=${token}`);
    expect(mail.text).toContain('60 Minuten');
    expect(mail.html).toContain(`href="http://localhost:3000/set-password?token=${token}"`);
    expect(mail.text).toContain('Muster & Söhne GmbH');
    expect(mail.html).toContain('Muster &amp; Söhne GmbH');

    // Sent after the answer; the outbox records the delivery.
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'smtp.kunde@example.de'))
          )[0]?.sent,
      )
      .toBe(true);
    const check = await t.app.inject({ method: 'GET', url: `/api/password-reset/validate?token=${token}` });
    expect(check.json()).toEqual({ valid: true, kind: 'reset' });
  });

  it('delivers the invitation and answers sent: true; user data is escaped in the HTML', async () => {
    const user = await addUser(`o'neil<b>`, null);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/invite`,
      payload: { email: 'oneil@example.de', _actor: 'admin', _actor_role: 'admin' },
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const { link, sent } = res.json();
    expect(sent).toBe(true);

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('oneil@example.de'));
    expectSender(mail);
    expect(mail.subject).toBe('Einladung zu NebenkostenPlus');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Ihr Benutzername: o'neil<b>`);
    expect(mail.html).toContain('o&#39;neil&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`href="${link}"`);
    expect(tokenFromMail(mail.text)).toBe(new URL(link).searchParams.get('token'));
  });

  it('delivers the contact message to the support address with Reply-To and escaped HTML', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Anna <img src=x onerror=alert(1)>',
        email: 'anna@example.de',
        message: 'Erste Zeile\n<script>alert("böse")</script>\nDritte Zeile & Schluss',
      },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent: true });

    const mail = await smtp.waitFor((m) => m.subject.startsWith('Kontaktanfrage von Anna'));
    expectSender(mail);
    expect(mail.envelope.to).toEqual([SUPPORT]);
    expect(mail.to).toBe(SUPPORT);
    expect(mail.replyTo).toBe('anna@example.de');
    expect(mail.subject).toBe('Kontaktanfrage von Anna <img src=x onerror=alert(1)> – NebenkostenPlus');
    expect(mail.text).toContain('> <script>alert("böse")</script>');
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;böse&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Anna &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Dritte Zeile &amp; Schluss');

    const [stored] = await t.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored!.mailSent).toBe(true);
  });

  it('delivers the demo access to the requester', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/demo/request',
      payload: { email: 'test.interessent@example.de' },
      remoteAddress: freshIp(),
    });
    expect(res.json()).toEqual({ ok: true, sent: true });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('test.interessent@example.de'));
    expectSender(mail);
    expect(mail.subject).toBe('Ihr kostenloser Testzugang zu NebenkostenPlus');
    expect(mail.text).toContain('Benutzername: demo.mieter');
    expect(mail.text).toContain('Passwort: Demo-Passwort1');
    expect(mail.text).toContain('http://localhost:3000/freetest-login');
    expect(mail.html).toContain('href="http://localhost:3000/freetest-login"');
    const [stored] = await t.ctx.db.select().from(demoRequests).orderBy(desc(demoRequests.id)).limit(1);
    expect(stored!.mailSent).toBe(true);
  });

  it('delivers the support ticket to the support address with Reply-To', async () => {
    const token = await t.login(CUSTOMER);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: {
        from: 'kunde@example.de',
        message: 'Bitte <u>dringend</u> zurückrufen.',
        topic: 'technical',
        channel: 'whatsapp',
        source: 'customer-help',
        consent: true,
      },
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ ok: true, sent: true });
    const mail = await smtp.waitFor((m) => m.subject.startsWith('Support-Anfrage'));
    expectSender(mail);
    expect(mail.envelope.to).toEqual([SUPPORT]);
    expect(mail.replyTo).toBe('kunde@example.de');
    expect(mail.subject).toBe('Support-Anfrage (Technisches Problem) von kunde@example.de – NebenkostenPlus');
    expect(mail.text).toContain('Bitte <u>dringend</u> zurückrufen.');
    expect(mail.html).toContain('Bitte &lt;u&gt;dringend&lt;/u&gt; zurückrufen.');
    const [stored] = await t.ctx.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
    expect(stored!.mailSent).toBe(true);
  });

  it('answers sent: false and keeps the link when the SMTP server refuses the mail', async () => {
    const user = await addUser('abgelehnt', 'abgelehnt@example.de');
    smtp.rejectAll = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/invite`,
        payload: {},
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().sent).toBe(false);
      expect(res.json().link).toMatch(/\/set-password\?token=/);
      const [row] = await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'abgelehnt@example.de'));
      expect(row).toMatchObject({ sent: false });
      expect(row!.error).toBeTruthy();

      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ohne Zustellung', email: 'ohne@example.de', message: 'Hallo' },
        remoteAddress: freshIp(),
      });
      expect(contact.statusCode).toBe(200);
      expect(contact.json()).toEqual({ ok: true, sent: false });
    } finally {
      smtp.rejectAll = false;
    }
  });
});
