import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { CustomerRecord } from '../../src/domain/schemas/records.ts';
import { bearer, createTestApp, CUSTOMER, type TestApp } from '../helpers/app.ts';
import { auditLog, customers, users } from '../../src/server/db/schema.ts';

/**
 * The customer's own profile (PUT /api/customers/{id} with a customer token): the spec's client
 * sends every field, so unchanged names pass, changed ones are refused; e-mail and phone and the
 * address are the customer's to change.
 */
let t: TestApp;
let tokens: Record<'admin' | 'employee' | 'customer' | 'tenant', string>;
let own: CustomerRecord;

const put = (id: number, payload: object, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${id}`, payload, headers: bearer(token) });

async function stored(id: number) {
  const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}
const audits = async () => (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

/** What the profile screen sends: the whole record as it was loaded, with the changes. */
const profileBody = (changes: Partial<CustomerRecord> = {}) => {
  const { id: _id, ...fields } = { ...own, ...changes };
  return fields;
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  const res = await t.app.inject({ method: 'GET', url: '/api/customers', headers: bearer(tokens.customer) });
  own = (res.json() as CustomerRecord[])[0]!;
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/customers/{id} by the customer itself', () => {
  it('saves e-mail, phone and address and answers the updated record', async () => {
    const res = await put(
      own.id,
      profileBody({
        email: 'neue.adresse@example.de',
        phone_number: '030 1234567',
        address: 'Neue Straße 5, 10115 Berlin, Deutschland',
      }),
      tokens.customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: own.id,
      first_name: own.first_name,
      last_name: own.last_name,
      email: 'neue.adresse@example.de',
      phone_number: '030 1234567',
      address: 'Neue Straße 5, 10115 Berlin, Deutschland',
    });
    own = res.json();
    // The login follows the new address: sign-in by e-mail and a password reset use it.
    const [login] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, own.user_id!));
    expect(login!.email).toBe('neue.adresse@example.de');
    expect(await t.login({ username: 'neue.adresse@example.de', password: CUSTOMER.password })).toMatch(
      /\S{20,}/,
    );
  });

  it('accepts its own unchanged address, in other letter case too', async () => {
    const res = await put(own.id, { email: own.email!.toUpperCase() }, tokens.customer);
    expect(res.statusCode).toBe(200);
    own = res.json();
  });

  it.each([
    ['first_name', { first_name: 'Neu' }],
    ['last_name', { last_name: 'Anders' }],
    ['company_name', { company_name: 'Eigene Firma GmbH' }],
    ['contact_person', { contact_person: 'Jemand' }],
  ])('refuses a changed %s with 403 and the German reason, changing nothing', async (_key, change) => {
    const before = await stored(own.id);
    const auditsBefore = await audits();
    const res = await put(own.id, profileBody({ ...change, phone_number: '0000' }), tokens.customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Namen und Firmenangaben können nur von Administratoren geändert werden.',
    });
    expect(await stored(own.id)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('refuses linking the record to another login', async () => {
    const res = await put(own.id, { user_id: t.other.customerUserId }, tokens.customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Die Zuordnung zum Login kann nur von Administratoren geändert werden.',
    });
    expect((await stored(own.id)).userId).toBe(own.user_id);
  });

  it('refuses an emptied e-mail address with the profile message', async () => {
    for (const email of [null, '', '   ']) {
      const res = await put(own.id, { email }, tokens.customer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'E-Mail ungültig.', field: 'email' });
    }
    expect((await stored(own.id)).email).toBe(own.email);
  });

  it('answers 409 when the address belongs to another customer or login, ignoring case', async () => {
    for (const email of ['ANDERE@example.de', 'andere@example.de']) {
      const res = await put(own.id, profileBody({ email }), tokens.customer);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'E‑Mail-Adresse wird bereits verwendet.' });
    }
    expect((await stored(own.id)).email).toBe(own.email);
  });

  it('does not find another customer’s record (404), and changes nothing there', async () => {
    const before = await stored(t.other.customerId);
    const res = await put(t.other.customerId, { phone_number: '0000' }, tokens.customer);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Kunde nicht gefunden' });
    expect(await stored(t.other.customerId)).toEqual(before);
  });

  it('refuses employees and tenants with 403 before reading the body', async () => {
    for (const token of [tokens.employee, tokens.tenant]) {
      const before = await stored(own.id);
      const res = await put(own.id, { phone_number: '0000' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Keine Berechtigung für diese Aktion.' });
      expect(await stored(own.id)).toEqual(before);
    }
  });

  it('still lets an administrator change the names', async () => {
    const res = await put(own.id, { first_name: 'Geänderter', last_name: 'Name' }, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Geänderter', last_name: 'Name' });
  });
});
