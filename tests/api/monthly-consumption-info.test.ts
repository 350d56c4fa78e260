import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, monthlyConsumptionInfo } from '../../src/server/db/schema.ts';
import { MONTHLY_INFO_QUEUE } from '../../src/server/monthly-information/run.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { TODAY, portalFixture, type PortalFixture } from '../helpers/tenant-portal.ts';

/**
 * The monthly consumption information of §6a HeizkostenV as a pg-boss job, against a real SMTP
 * server on loopback: one mail per tenancy and month with the month's figures and the three
 * comparisons, recorded as the landlord's proof, retried while the mail server refuses.
 */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } };

let smtp: TestSmtpServer;
let t: TestApp;
let fx: PortalFixture;
let tokens: Record<'admin' | 'employee' | 'customer' | 'tenant', string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: FAST });
  t.clock.now = TODAY;
  fx = await portalFixture(t);
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const run = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/jobs/monthly-consumption-info/run',
    headers: bearer(tokens.admin),
  });
const rowsOf = (propertyId: number) =>
  t.ctx.db.select().from(monthlyConsumptionInfo).where(eq(monthlyConsumptionInfo.propertyId, propertyId));

describe('monthly consumption information', () => {
  it('mails the last complete month once to each eligible tenancy, with the three comparisons', async () => {
    const res = await run();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, recorded: 0, failed: 0 });

    const mail = await smtp.waitFor((m) => m.envelope.to.includes(fx.emails.a));
    expect(mail.subject).toBe('Ihre Verbrauchsinformation Februar 2026 – Birkenweg 5, 04109 Leipzig');
    expect(mail.replyTo).toBe('vermieter@demo.nebenkostenplus.de');
    expect(mail.text).toContain('Sehr geehrte Frau Albers,');
    expect(mail.text).toContain('§ 6a der Heizkostenverordnung');
    expect(mail.text).toContain('Kaltwasser (m³)');
    // The same hand-computed figures as the portal answers (tests/api/tenant-portal.test.ts).
    expect(mail.text).toContain('Verbrauch im Monat: 4,889 m³ *');
    expect(mail.text).toContain('Vormonat: 4 m³');
    expect(mail.text).toContain('Vorjahresmonat: 3 m³');
    expect(mail.text).toContain('Durchschnitt vergleichbarer Wohnungen: 4,021 m³');
    expect(mail.text).toContain('Mit * markierte Werte');
    expect(mail.html).toContain('Hausverwaltung Sommer GmbH');
    expect(mail.html).toContain('<td style="padding:2px 0">4,889 m³ *</td>');

    // Not B2 (manual meter only), D (moved out in January), F (no state at the end of February),
    // E (moved out long ago).
    for (const email of [fx.emails.d, fx.emails.f])
      expect(smtp.messages.some((m) => m.envelope.to.includes(email))).toBe(false);
    const rows = await rowsOf(fx.propertyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenancyId: fx.a,
      month: '2026-02',
      status: 'sent',
      attempts: 1,
      recipient: fx.emails.a,
    });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing on a second run, and records the mail in the outbox once', async () => {
    const res = await run();
    expect(res.json()).toEqual({ sent: 0, recorded: 0, failed: 0 });
    expect(smtp.messages.filter((m) => m.envelope.to.includes(fx.emails.a))).toHaveLength(1);
    const outbox = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, fx.emails.a));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ sent: true, subject: expect.stringContaining('Februar 2026') });
  });

  it('shows the landlord the mails as proof, paged', async () => {
    const url = `/api/properties/${fx.propertyId}/monthly-information`;
    for (const role of ['customer', 'admin', 'employee'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=10&offset=0`,
        headers: bearer(tokens[role]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.json()).toEqual([
        {
          id: expect.any(Number),
          tenancy_id: fx.a,
          tenancy_name: 'EG',
          month: '2026-02',
          recipient: fx.emails.a,
          status: 'sent',
          sent_at: expect.stringMatching(/^2026-03-10T/),
          attempts: 1,
          last_error: null,
        },
      ]);
    }
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=10&offset=1`,
      headers: bearer(tokens.customer),
    });
    expect(page2.json()).toEqual([]);
    expect(page2.headers['x-total-count']).toBe('1');
    const other = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(tokens.tenant) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('lets only admins start the run', async () => {
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/monthly-consumption-info/run',
        headers: bearer(tokens[role]),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/jobs/monthly-consumption-info/run' }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps a refused mail queued and the job sends it when the mail server is back', async () => {
    const second = await portalFixture(t, 'Eschenweg');
    smtp.rejectAll = true;
    try {
      const res = await run();
      expect(res.json()).toEqual({ sent: 0, recorded: 0, failed: 1 });
    } finally {
      smtp.rejectAll = false;
    }
    const [queued] = await rowsOf(second.propertyId);
    expect(queued).toMatchObject({ tenancyId: second.a, status: 'queued', attempts: 1, sentAt: null });
    expect(queued!.lastError).toBeTruthy();

    // The scheduled job (here sent by hand) does the same work and mails what is still queued.
    await t.ctx.jobs.send(MONTHLY_INFO_QUEUE, { month: '2026-02' });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(second.emails.a), 10_000);
    expect(mail.subject).toBe('Ihre Verbrauchsinformation Februar 2026 – Eschenweg 5, 04109 Leipzig');
    await expect.poll(async () => (await rowsOf(second.propertyId))[0]!.status).toBe('sent');
    expect((await rowsOf(second.propertyId))[0]).toMatchObject({ attempts: 2, lastError: null });
    // The first property's tenancy got no second mail.
    expect(smtp.messages.filter((m) => m.envelope.to.includes(fx.emails.a))).toHaveLength(1);
  });
});
