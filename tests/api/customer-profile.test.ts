import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { CustomerRecord } from '../../src/domain/schemas/records.ts';
import { emailChangeTexts } from '../../src/domain/texts/index.ts';
import { bearer, createTestApp, CUSTOMER, type TestApp } from '../helpers/app.ts';
import { auditLog, customers, users } from '../../src/server/db/schema.ts';

/**
 * The customer's own profile (PUT /api/customers/{id} with a customer token): the spec's client
 * sends every field, so unchanged names pass, changed ones are refused; phone and address are the
 * customer's to change, the e-mail address through a confirmed change (email-change tests).
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
  const {
    id: _id,
    email_change_pending: _pending,
    ...fields
  } = { ...own, ...changes } as CustomerRecord & {
    email_change_pending?: unknown;
  };
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
  it('saves phone and address and answers the updated record', async () => {
    const res = await put(
      own.id,
      profileBody({ phone_number: '030 1234567', address: 'Neue Straße 5, 10115 Berlin, Deutschland' }),
      tokens.customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: own.id,
      first_name: own.first_name,
      last_name: own.last_name,
      email: own.email,
      phone_number: '030 1234567',
      address: 'Neue Straße 5, 10115 Berlin, Deutschland',
      email_change_pending: null,
    });
    own = res.json();
  });

  it('keeps the demo landlord’s address: 403, whatever the password', async () => {
    // A new address goes through the password and a confirmation link (tests/security/email-change.test.ts);
    // the demo login's password is public, so its address cannot change at all.
    const res = await put(
      own.id,
      profileBody({ email: 'neue.adresse@example.de', current_password: CUSTOMER.password } as object),
      tokens.customer,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: emailChangeTexts.protectedLogin });
    expect((await stored(own.id)).email).toBe(own.email);
    const [login] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, own.user_id!));
    expect(login!.email).not.toBe('neue.adresse@example.de');
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

  it('refuses an emptied or malformed e-mail address with the profile message', async () => {
    for (const email of [null, '', '   ', 'kein-at', 'ohne@punkt', 'a b@c.de']) {
      const res = await put(own.id, { email }, tokens.customer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'E-Mail ungültig.', field: 'email' });
    }
    expect((await stored(own.id)).email).toBe(own.email);
  });

  it('never answers 409 for an address in use: the profile does not tell which addresses have accounts', async () => {
    for (const email of ['ANDERE@example.de', 'andere@example.de']) {
      const res = await put(own.id, profileBody({ email }), tokens.customer);
      expect(res.statusCode).not.toBe(409);
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
