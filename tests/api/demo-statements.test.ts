import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { properties } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The demo shows what a tenant gets: the year before last finalized and delivered, last year's
 * draft still open, both relative to the clock.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp({}, { demoStatements: true });
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the demo’s delivered statements', () => {
  it('lets the demo tenant open the delivered statement of the year before last', async () => {
    const list = await get('/api/tenant/statements', tokens.tenant);
    expect(list.statusCode).toBe(200);
    const received = list.json() as Array<{ id: number; year: number }>;
    expect(received.map((r) => r.year)).toEqual([year - 2]);
    const pdf = await get(`/api/tenant/statements/${received[0]!.id}.pdf`, tokens.tenant);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the landlord the delivered year finalized and last year open', async () => {
    const [berlin] = await t.ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(like(properties.address, 'Lindenstraße%'));
    const res = await get(`/api/properties/${berlin!.id}/statements/years`, tokens.customer);
    expect(res.statusCode).toBe(200);
    const years = res.json() as Array<{
      year: number;
      status: string;
      deliveries: { email_sent: number; post: number };
    }>;
    expect(years.map((y) => [y.year, y.status])).toEqual([
      [year - 1, 'open'],
      [year - 2, 'finalized'],
    ]);
    expect(years[1]!.deliveries.email_sent).toBeGreaterThan(0);
    expect(years[1]!.deliveries.post).toBeGreaterThan(0);
  });
});
