import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingDrafts,
  billingYears,
  properties,
  statementDeliveries,
  statementDocuments,
} from '../../src/server/db/schema.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import { bearer, createTestApp, OTHER_CUSTOMER, type TestApp } from '../helpers/app.ts';

/**
 * The year list of the statements overview: every year with a draft or finalized statements,
 * newest first, with the delivery proof counted from the stored deliveries (a mail only once the
 * mail server took it), for the owner and the operator, nobody else.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let otherCustomer: string;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  otherCustomer = await t.login(OTHER_CUSTOMER);
  const db = t.ctx.db;
  const [demo] = await db
    .select({ customerId: properties.customerId })
    .from(properties)
    .where(like(properties.address, 'Lindenstraße%'));
  const property = await aProperty(db, { customerId: demo!.customerId });
  propertyId = property.id;
  const tenantsOf = await Promise.all(
    ['Anna', 'Bernd', 'Clara', 'Dora'].map((firstName) => aTenant(db, { propertyId, firstName })),
  );
  await db.insert(billingDrafts).values([
    { propertyId, year: 2025, payload: {} },
    { propertyId, year: 2024, payload: {} },
  ]);
  await db.insert(billingYears).values([
    { propertyId, year: 2024, closedAt: new Date('2025-03-10T09:00:00Z'), result: {} },
    // A closed year without a draft still counts; a reopened one without a draft does not.
    { propertyId, year: 2022, closedAt: new Date('2023-04-01T08:00:00Z'), result: {} },
    { propertyId, year: 2021, closedAt: null },
  ]);
  const docs = await db
    .insert(statementDocuments)
    .values(
      tenantsOf.map((tenant, i) => ({
        propertyId,
        year: 2024,
        tenantId: tenant.id,
        kind: 'tenant',
        name: tenant.firstName ?? `Mieter ${i}`,
        fileName: `abrechnung-${i}.pdf`,
        periodFrom: '2024-01-01',
        periodTo: '2024-12-31',
        pdf: Buffer.from('%PDF-1.4'),
      })),
    )
    .returning({ id: statementDocuments.id });
  const [a, b, c, d] = docs.map((doc) => doc.id) as [number, number, number, number];
  const sentAt = new Date('2025-03-11T09:00:00Z');
  await db.insert(statementDeliveries).values([
    // Anna: mailed, then resent and mailed again: one statement.
    { documentId: a, method: 'email', recipient: 'a@example.de', status: 'sent', sentAt },
    { documentId: a, method: 'email', recipient: 'a@example.de', status: 'sent', sentAt },
    // Bernd: still waiting for the mail server.
    { documentId: b, method: 'email', recipient: 'b@example.de', status: 'queued' },
    // Clara: no mail server configured, so only recorded; Dora: by post.
    { documentId: c, method: 'email', recipient: 'c@example.de', status: 'recorded' },
    { documentId: d, method: 'post', recipient: null, status: 'post' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const years = (token: string, id = propertyId) =>
  t.app.inject({ method: 'GET', url: `/api/properties/${id}/statements/years`, headers: bearer(token) });

describe('GET /api/properties/{id}/statements/years', () => {
  it('lists every year with a draft or finalized statements, newest first, with its delivery proof', async () => {
    const res = await years(tokens.customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        year: 2025,
        status: 'open',
        finalized_at: null,
        deliveries: { email_sent: 0, post: 0, opened: null },
      },
      {
        year: 2024,
        status: 'finalized',
        finalized_at: '2025-03-10T09:00:00.000Z',
        // Queued and merely recorded mails are not sent; a resend does not count twice.
        deliveries: { email_sent: 1, post: 1, opened: null },
      },
      {
        year: 2022,
        status: 'finalized',
        finalized_at: '2023-04-01T08:00:00.000Z',
        deliveries: { email_sent: 0, post: 0, opened: null },
      },
    ]);
  });

  it('counts a queued mail once the mail server took it', async () => {
    await t.ctx.db
      .update(statementDeliveries)
      .set({ status: 'sent', sentAt: new Date('2025-03-12T09:00:00Z') })
      .where(like(statementDeliveries.recipient, 'b@%'));
    const year2024 = (await years(tokens.customer)).json().find((y: { year: number }) => y.year === 2024);
    expect(year2024.deliveries).toEqual({ email_sent: 2, post: 1, opened: null });
  });

  it('answers the operator, not another landlord (404) nor a tenant (403)', async () => {
    expect((await years(tokens.admin)).statusCode).toBe(200);
    expect((await years(tokens.employee)).statusCode).toBe(200);
    const other = await years(otherCustomer);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/nicht gefunden/);
    expect((await years(tokens.tenant)).statusCode).toBe(403);
    expect((await years(tokens.customer, 999_999)).statusCode).toBe(404);
  });

  it('answers an empty list for a property without drafts', async () => {
    const empty = await years(tokens.customer, t.other.propertyId);
    expect(empty.statusCode).toBe(404);
    const res = await years(otherCustomer, t.other.propertyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
