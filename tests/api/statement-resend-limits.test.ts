import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { aCustomer, aProperty, aTenant } from '../factories/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  billingYears,
  mailOutbox,
  statementDeliveries,
  statementDocuments,
} from '../../src/server/db/schema.ts';
import { DELIVERY_MAILS_PER_HOUR } from '../../src/server/statements/delivery-limits.ts';
import { spreadOverWindows } from '../../src/server/rate-limit/limiter.ts';

/**
 * Resending statements is limited: the first delivery is free, then one resend per document and
 * 24 hours and three in all; a customer's properties send at most 200 delivery mails an hour. A
 * refused request sends nothing. Mail goes only to the address stored on the tenant, whatever the
 * request names. The clock is moved instead of waited for.
 */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false } };
const HOUR = 60 * 60_000;
let smtp: TestSmtpServer;
let t: TestApp;
/** The admin's session, signed in again whenever the clock has moved past its expiry. */
let session: { token: string; at: number } | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: FAST });
  t.clock.now = new Date('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

/** A customer's property with a finalized 2025 and one frozen statement per tenant (by e-mail unless `post`). */
async function finalizedYear(
  db: Db,
  tenants: Array<{ email: string | null; post?: boolean }>,
  customerId?: number,
) {
  const owner = customerId ?? (await aCustomer(db)).id;
  const property = await aProperty(db, { customerId: owner });
  await db
    .insert(billingYears)
    .values({ propertyId: property.id, year: 2025, closedAt: new Date(), result: {} });
  const documentIds: number[] = [];
  const rows = [];
  for (const [i, tenant] of tenants.entries()) {
    const row = await aTenant(db, {
      propertyId: property.id,
      lastName: `Mieter ${i + 1}`,
      email: tenant.email,
      deliveryMethod: tenant.post ? 'post' : 'email',
    });
    rows.push({
      propertyId: property.id,
      year: 2025,
      tenantId: row.id,
      kind: 'tenant',
      name: `Mieter ${i + 1}`,
      fileName: `Abrechnung_2025_${row.id}.pdf`,
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      pdf: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(statementDocuments)
      .values(rows.slice(i, i + 500))
      .returning({ id: statementDocuments.id });
    documentIds.push(...inserted.map((d) => d.id));
  }
  return { propertyId: property.id, customerId: owner, documentIds };
}

async function deliver(propertyId: number, body: object = {}) {
  if (session?.at !== t.clock.now.getTime())
    session = { token: await t.login(ADMIN), at: t.clock.now.getTime() };
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/statements/deliver`,
    headers: bearer(session.token),
    payload: { year: 2025, ...body },
  });
}

const deliveryCount = async (documentIds: number[]) =>
  (
    await t.ctx.db
      .select({ id: statementDeliveries.id })
      .from(statementDeliveries)
      .where(inArray(statementDeliveries.documentId, documentIds))
  ).length;

describe('resend limits per document', () => {
  it('does not count the first delivery, allows one resend a day and three in all, and sends nothing when refused', async () => {
    const year = await finalizedYear(t.ctx.db, [
      { email: 'anna@example.de' },
      { email: 'ben@example.de' },
      { email: null, post: true },
    ]);
    expect((await deliver(year.propertyId)).statusCode).toBe(200);
    // Right after the first delivery: a resend, not a second one within the day.
    expect((await deliver(year.propertyId, { resend: true })).statusCode).toBe(200);
    expect(await deliveryCount(year.documentIds)).toBe(6);

    later(23 * HOUR);
    const tooSoon = await deliver(year.propertyId, { resend: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'Es wurde nichts versendet. Die Abrechnungen von „Mieter 1“, „Mieter 2“ und „Mieter 3“ wurden in den ' +
        'letzten 24 Stunden bereits erneut zugestellt. Erneut senden ist je Abrechnung einmal in 24 Stunden ' +
        'möglich, wieder ab 03.03.2026, 11:00 Uhr.',
    );
    expect(await deliveryCount(year.documentIds)).toBe(6);
    // A plain delivery call only reports the state and stays possible.
    expect((await deliver(year.propertyId)).statusCode).toBe(200);

    later(HOUR);
    expect((await deliver(year.propertyId, { resend: true })).statusCode).toBe(200);
    later(24 * HOUR);
    expect((await deliver(year.propertyId, { resend: true })).statusCode).toBe(200);
    expect(await deliveryCount(year.documentIds)).toBe(12);

    later(30 * 24 * HOUR);
    const fourth = await deliver(year.propertyId, { resend: true });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain('bereits 3-mal erneut zugestellt; öfter ist das nicht möglich.');
    expect(await deliveryCount(year.documentIds)).toBe(12);
    const counts = await t.ctx.db
      .select({ resends: statementDocuments.resends })
      .from(statementDocuments)
      .where(inArray(statementDocuments.id, year.documentIds));
    expect(counts.map((c) => c.resends)).toEqual([3, 3, 3]);
  });

  it('refuses the whole request when one document is over its limit', async () => {
    const year = await finalizedYear(t.ctx.db, [{ email: 'carla@example.de' }, { email: 'dora@example.de' }]);
    expect((await deliver(year.propertyId)).statusCode).toBe(200);
    // One document was resent on its own (as a parallel request would have done).
    await t.ctx.db
      .update(statementDocuments)
      .set({ resends: 1, lastResentAt: t.clock.now })
      .where(eq(statementDocuments.id, year.documentIds[1]!));
    const res = await deliver(year.propertyId, { resend: true });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('Die Abrechnung von „Mieter 2“ wurde in den letzten 24 Stunden');
    expect(await deliveryCount(year.documentIds)).toBe(2);
    const [first] = await t.ctx.db
      .select({ resends: statementDocuments.resends })
      .from(statementDocuments)
      .where(eq(statementDocuments.id, year.documentIds[0]!));
    expect(first!.resends).toBe(0);
  });

  it('lets exactly one of parallel resend requests through', async () => {
    const year = await finalizedYear(t.ctx.db, [
      { email: 'emil@example.de' },
      { email: 'frieda@example.de' },
    ]);
    expect((await deliver(year.propertyId)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => deliver(year.propertyId, { resend: true })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await deliveryCount(year.documentIds)).toBe(4);
  });
});

describe('recipients', () => {
  it('mails only the address stored on the tenant, whatever the request names', async () => {
    const year = await finalizedYear(t.ctx.db, [{ email: 'gerda@example.de' }]);
    const outside = 'draussen@example.org';
    const res = await deliver(year.propertyId, {
      recipient: outside,
      recipients: [outside],
      email: outside,
      to: outside,
      cc: outside,
      bcc: [outside],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveries).toEqual([expect.objectContaining({ recipient: 'gerda@example.de' })]);
    await smtp.waitFor((m) => m.envelope.to.includes('gerda@example.de'), 10_000);
    expect(
      (await deliver(year.propertyId, { resend: true, recipients: [outside] })).json().deliveries,
    ).toEqual([expect.objectContaining({ recipient: 'gerda@example.de' })]);
    await expect
      .poll(() => smtp.messages.filter((m) => m.envelope.to.includes('gerda@example.de')).length, {
        timeout: 10_000,
      })
      .toBe(2);
    expect(smtp.messages.some((m) => m.envelope.to.includes(outside))).toBe(false);
    const outbox = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, outside));
    expect(outbox).toHaveLength(0);
  });
});

// Last: its 211 mails keep the job queue busy for a while.
describe('delivery mails per customer and hour', () => {
  it(`sends at most ${DELIVERY_MAILS_PER_HOUR} delivery mails of one customer an hour and the rest in the next`, async () => {
    // The jobs' start times are real times: the clock stands half an hour ahead of the real one, so
    // the next hour starts at least half an hour from now and its mails wait for the whole test.
    t.clock.now = new Date(Date.now() + HOUR / 2);
    const nextHour = new Date((Math.floor(t.clock.now.getTime() / HOUR) + 1) * HOUR);
    const first = await finalizedYear(
      t.ctx.db,
      Array.from({ length: 150 }, (_, i) => ({ email: `stunde.a${i}@example.de` })),
    );
    const second = await finalizedYear(
      t.ctx.db,
      Array.from({ length: 60 }, (_, i) => ({ email: `stunde.b${i}@example.de` })),
      first.customerId,
    );
    // Another customer has a budget of its own.
    const other = await finalizedYear(t.ctx.db, [{ email: 'andere.stunde@example.de' }]);

    // Neither delivery is refused: what does not fit into this hour waits for the next one.
    expect((await deliver(first.propertyId)).statusCode).toBe(200);
    expect((await deliver(second.propertyId)).statusCode).toBe(200);
    expect((await deliver(other.propertyId)).statusCode).toBe(200);
    // Each e-mail delivery has its job; those beyond the hour's budget start at the next hour.
    const jobs = await t.ctx.db.execute<{ document_id: number; start_after: Date | string }>(sql`
      select d.document_id, j.start_after from statement_deliveries d
      join pgboss.job j on j.name = 'statement-delivery' and j.singleton_key = 'delivery:' || d.id
      where d.document_id in ${sql.raw(`(${[...first.documentIds, ...second.documentIds, ...other.documentIds].join(', ')})`)}`);
    expect(jobs.rows).toHaveLength(211);
    const waiting = jobs.rows.filter((j) => new Date(j.start_after).getTime() > Date.now());
    expect(waiting).toHaveLength(10);
    expect(waiting.every((j) => new Date(j.start_after).getTime() === nextHour.getTime())).toBe(true);
    expect(waiting.every((j) => second.documentIds.includes(Number(j.document_id)))).toBe(true);
    // The others go out now, the first of them first.
    await expect
      .poll(
        async () =>
          (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'stunde.a0@example.de')))
            .length,
      )
      .toBe(1);
  });
});

describe('the hourly budget across parallel deliveries', () => {
  it('gives parallel takers together no more than the budget of an hour', async () => {
    const now = new Date('2026-03-02T10:30:00Z');
    const limit = { key: `test-spread:${Date.now()}`, max: DELIVERY_MAILS_PER_HOUR, windowMs: HOUR };
    const takes = await Promise.all(
      [150, 150].map((count) => t.ctx.db.transaction((tx) => spreadOverWindows(tx, limit, count, now))),
    );
    const perWindow = new Map<number, number>();
    for (const w of takes.flat())
      perWindow.set(w.start.getTime(), (perWindow.get(w.start.getTime()) ?? 0) + w.count);
    expect(Object.fromEntries(perWindow)).toEqual({
      [Date.parse('2026-03-02T10:00:00Z')]: 200,
      [Date.parse('2026-03-02T11:00:00Z')]: 100,
    });
  });
});
