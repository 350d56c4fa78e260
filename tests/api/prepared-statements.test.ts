import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OTHER_CUSTOMER, OTHER_TENANT, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { customers, properties, tenants } from '../../src/server/db/schema.ts';
import { findProperty } from '../../src/server/properties/repository.ts';
import { listTenants } from '../../src/server/tenants/repository.ts';
import type { Db } from '../../src/server/db/client.ts';

/**
 * The hot reads (session lookup, `/api/me`, a property, its tenants, the first list pages) run as
 * statements prepared once per database handle. They must answer exactly what the query built per
 * call answered: for sessions that end after the statement was first used, for two databases open
 * in one process, and inside a transaction.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('session lookup', () => {
  it('refuses a revoked token with 401 after the same statement accepted it', async () => {
    const token = await a.login(OTHER_CUSTOMER);
    expect((await me(a, token)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const res = await me(a, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Bitte melden Sie sich an.');
  });

  it('refuses an expired token with 401 and accepts it again before its end', async () => {
    const token = await a.login(OTHER_TENANT);
    expect((await me(a, token)).statusCode).toBe(200);
    const saved = a.clock.now;
    try {
      a.clock.now = new Date(saved.getTime() + a.config.sessionTtlMs + 1000);
      expect((await me(a, token)).statusCode).toBe(401);
      a.clock.now = new Date(saved.getTime() + a.config.sessionTtlMs - 1000);
      expect((await me(a, token)).statusCode).toBe(200);
    } finally {
      a.clock.now = saved;
    }
  });
});

describe('two databases in one process', () => {
  it('answers each app from its own database', async () => {
    // Same demo data in both; one landlord and one property made different in b only.
    await b.ctx.db
      .update(customers)
      .set({ companyName: 'Hausverwaltung Zweite Datenbank' })
      .where(eq(customers.id, b.other.customerId));
    await b.ctx.db
      .update(properties)
      .set({ address: 'Zweitweg 2, 20457 Hamburg, Deutschland' })
      .where(eq(properties.id, b.other.propertyId));
    const tokenA = await a.login(OTHER_CUSTOMER);
    const tokenB = await b.login(OTHER_CUSTOMER);

    // Each app's statements run on its own database, whichever app used them first.
    for (const [t, token, name, address] of [
      [a, tokenA, 'Erika Muster', 'Hafenweg 7, 20457 Hamburg, Deutschland'],
      [b, tokenB, 'Hausverwaltung Zweite Datenbank', 'Zweitweg 2, 20457 Hamburg, Deutschland'],
      [a, tokenA, 'Erika Muster', 'Hafenweg 7, 20457 Hamburg, Deutschland'],
    ] as const) {
      expect((await me(t, token)).json().display_name).toBe(name);
      const property = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${t.other.propertyId}`,
        headers: bearer(token),
      });
      expect(property.json().address).toBe(address);
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/properties?limit=20',
        headers: bearer(token),
      });
      expect(page.json().map((p: { address: string }) => p.address)).toEqual([address]);
      expect(page.headers['x-total-count']).toBe('1');
    }

    // A session exists only in the database that made it.
    expect((await me(b, tokenA)).statusCode).toBe(401);
    expect((await me(a, tokenB)).statusCode).toBe(401);
  });
});

describe('inside a transaction', () => {
  it('reads the transaction’s own uncommitted rows', async () => {
    const scope = { kind: 'customer', userId: a.other.customerUserId } as const;
    // Used once on the pool first, so a statement of the pool exists when the transaction asks.
    expect(await findProperty(a.ctx.db, scope, a.other.propertyId)).toBeDefined();
    let found: Awaited<ReturnType<typeof findProperty>> = undefined;
    let listed: Awaited<ReturnType<typeof listTenants>> = [];
    // Rolled back afterwards, so the other tests see the data as it was.
    await expect(
      a.ctx.db.transaction(async (tx) => {
        const [property] = await tx
          .insert(properties)
          .values({ customerId: a.other.customerId, address: 'Neubau 1, 20457 Hamburg, Deutschland' })
          .returning();
        await tx.insert(tenants).values({ propertyId: property!.id, lastName: 'Neumann' });
        found = await findProperty(tx as unknown as Db, scope, property!.id);
        listed = await listTenants(tx as unknown as Db, scope, { propertyId: property!.id });
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(found).toMatchObject({ address: 'Neubau 1, 20457 Hamburg, Deutschland' });
    expect(listed.map((t) => t.last_name)).toEqual(['Neumann']);
  });
});
