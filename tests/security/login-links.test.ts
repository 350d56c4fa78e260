import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { tableDigests } from '../helpers/db-digest.ts';
import { aCustomer, aLogin, aProperty, aTenant } from '../factories/index.ts';

/**
 * Which login a tenancy or a customer is linked to decides whose portal shows its data and which
 * login goes when the tenancy does. Linking is the administrator's act; a landlord or employee
 * may only send back the stored value. An administrator links only a tenant login of no other
 * landlord's tenancy (a customer login of no other customer), and unknown ids answer exactly like
 * unsuitable ones. Deleting a tenancy deletes only a tenant login linked to nothing else.
 */

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
/** A property of the demo landlord, whose token is `tokens.customer`. */
let ownPropertyId: number;

const ADMIN_ONLY = 'Die Zuordnung eines Logins zum Mieter kann nur von Administratoren geändert werden.';
const NOT_LINKABLE = {
  message:
    'Dieser Login kann dem Mieter nicht zugeordnet werden. Zuordnen lässt sich nur ein vorhandener Mieter-Login, der keinem Mieter eines anderen Vermieters zugeordnet ist.',
};
const CUSTOMER_NOT_LINKABLE = {
  message:
    'Dieser Login kann dem Kunden nicht zugeordnet werden. Zuordnen lässt sich nur ein vorhandener Kunden-Login, der keinem anderen Kunden zugeordnet ist.',
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  const own = await t.app.inject({ method: 'GET', url: '/api/properties', headers: bearer(tokens.customer) });
  ownPropertyId = own.json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const createTenant = (propertyId: number, payload: object, token = tokens.admin) =>
  call('POST', `/api/properties/${propertyId}/tenants`, token, {
    last_name: 'Verknüpft',
    delivery_method: 'post',
    ...payload,
  });
const loginExists = async (id: number) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const linkedLogin = async (tenantId: number) =>
  (await t.ctx.db.select({ userId: tenants.userId }).from(tenants).where(eq(tenants.id, tenantId)))[0]!
    .userId;

describe('linking a login to a tenancy is the administrator’s act', () => {
  it('refuses another login from landlords and employees with 403, before anything is stored', async () => {
    const free = await aLogin(t.ctx.db, { role: 'tenant' });
    const [stored] = await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, ownPropertyId));
    const before = await tableDigests(t.ctx.db);
    // The reproduction: a landlord binds another landlord's tenant login to its own tenancy.
    const otherTenantLogin = await linkedLogin(t.other.tenantId);
    for (const token of [tokens.customer, tokens.employee]) {
      for (const userId of [otherTenantLogin!, free.id, t.other.customerUserId, 999999]) {
        const created = await createTenant(ownPropertyId, { user_id: userId }, token);
        expect(created.statusCode).toBe(403);
        expect(created.json()).toEqual({ message: ADMIN_ONLY });
        const saved = await call('PUT', `/api/tenants/${stored!.id}`, token, { user_id: userId });
        expect(saved.statusCode).toBe(403);
        expect(saved.json()).toEqual({ message: ADMIN_ONLY });
      }
      // Unlinking is a change too.
      if (stored!.userId !== null) {
        const unlinked = await call('PUT', `/api/tenants/${stored!.id}`, token, { user_id: null });
        expect(unlinked.statusCode).toBe(403);
      }
    }
    expect(await tableDigests(t.ctx.db)).toEqual(before);
  });

  it('lets the forms and the spec’s client send the stored value back unchanged', async () => {
    const [stored] = await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, ownPropertyId));
    for (const token of [tokens.customer, tokens.employee]) {
      const saved = await call('PUT', `/api/tenants/${stored!.id}`, token, {
        user_id: stored!.userId,
        floor: '1. OG',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ user_id: stored!.userId, floor: '1. OG' });
      // A new tenancy has no login: `null` is the stored value there, and the follow-up PUT with
      // the same body passes too.
      const body = { last_name: 'Ohne Zugang', delivery_method: 'post', user_id: null };
      const created = await createTenant(ownPropertyId, body, token);
      expect(created.statusCode).toBe(201);
      expect(created.json().user_id).toBeNull();
      expect((await call('PUT', `/api/tenants/${created.json().id}`, token, body)).statusCode).toBe(200);
    }
  });
});

describe('what an administrator may link to a tenancy', () => {
  it('refuses logins of other roles, of another landlord’s tenancy and unknown ids with one answer', async () => {
    const otherTenantLogin = (await linkedLogin(t.other.tenantId))!;
    const employee = await aLogin(t.ctx.db, { role: 'employee' });
    const admin = await aLogin(t.ctx.db, { role: 'admin' });
    const [stored] = await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, ownPropertyId));
    const before = await tableDigests(t.ctx.db);
    const refused = [otherTenantLogin, t.other.customerUserId, employee.id, admin.id, 999999, 2147483647];
    const answers = new Set<string>();
    for (const userId of refused) {
      for (const res of [
        await createTenant(ownPropertyId, { user_id: userId }),
        await call('PUT', `/api/tenants/${stored!.id}`, tokens.admin, { user_id: userId }),
      ]) {
        expect(res.statusCode, String(userId)).toBe(409);
        expect(res.json()).toEqual(NOT_LINKABLE);
        answers.add(`${res.statusCode} ${res.body}`);
      }
    }
    // No oracle: an unknown id answers exactly like a foreign one.
    expect(answers.size).toBe(1);
    expect(await tableDigests(t.ctx.db)).toEqual(before);
  });

  it('links a free tenant login, and the same login to more tenancies of that landlord only', async () => {
    const login = await aLogin(t.ctx.db, { role: 'tenant' });
    const first = await createTenant(ownPropertyId, { user_id: login.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().user_id).toBe(login.id);
    const second = await createTenant(ownPropertyId, { user_id: login.id, last_name: 'Zweite Wohnung' });
    expect(second.statusCode).toBe(201);
    // The same tenant login for another landlord's tenancy: refused, and that tenancy stays unlinked.
    const other = await aTenant(t.ctx.db, { propertyId: t.other.propertyId, deliveryMethod: 'post' });
    const foreign = await call('PUT', `/api/tenants/${other.id}`, tokens.admin, { user_id: login.id });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toEqual(NOT_LINKABLE);
    expect(await linkedLogin(other.id)).toBeNull();
    // Unlinked from this landlord's tenancies, the login is free for another landlord.
    for (const id of [first.json().id, second.json().id])
      expect(
        (await call('PUT', `/api/tenants/${id}`, tokens.admin, { user_id: null, _actor: 'admin' }))
          .statusCode,
      ).toBe(200);
    const moved = await call('PUT', `/api/tenants/${other.id}`, tokens.admin, { user_id: login.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user_id).toBe(login.id);
  });
});

describe('deleting a tenancy deletes only a tenant login linked to nothing else', () => {
  it('keeps logins of other roles that an older version linked, and tenant logins still in use', async () => {
    const customer = await aCustomer(t.ctx.db);
    const property = await aProperty(t.ctx.db, { customerId: customer.id });
    const landlordLogin = await aLogin(t.ctx.db, { role: 'customer' });
    const employee = await aLogin(t.ctx.db, { role: 'employee' });
    const shared = await aLogin(t.ctx.db, { role: 'tenant' });
    const alone = await aLogin(t.ctx.db, { role: 'tenant' });
    // Links as the old code let a landlord set them, written directly.
    const byLandlord = await aTenant(t.ctx.db, { propertyId: property.id, userId: landlordLogin.id });
    const byEmployee = await aTenant(t.ctx.db, { propertyId: property.id, userId: employee.id });
    const sharedA = await aTenant(t.ctx.db, { propertyId: property.id, userId: shared.id });
    const sharedB = await aTenant(t.ctx.db, { propertyId: property.id, userId: shared.id });
    const own = await aTenant(t.ctx.db, { propertyId: property.id, userId: alone.id });
    const remove = async (id: number) =>
      expect((await call('DELETE', `/api/tenants/${id}`, tokens.admin)).statusCode).toBe(204);

    await remove(byLandlord.id);
    await remove(byEmployee.id);
    expect(await loginExists(landlordLogin.id)).toBe(true);
    expect(await loginExists(employee.id)).toBe(true);
    await remove(sharedA.id);
    expect(await loginExists(shared.id)).toBe(true);
    await remove(sharedB.id);
    expect(await loginExists(shared.id)).toBe(false);
    await remove(own.id);
    expect(await loginExists(alone.id)).toBe(false);
  });

  it('keeps them too when the whole property is deleted', async () => {
    const customer = await aCustomer(t.ctx.db);
    const property = await aProperty(t.ctx.db, { customerId: customer.id });
    const elsewhere = await aProperty(t.ctx.db, { customerId: customer.id });
    const landlordLogin = await aLogin(t.ctx.db, { role: 'customer' });
    const shared = await aLogin(t.ctx.db, { role: 'tenant' });
    const alone = await aLogin(t.ctx.db, { role: 'tenant' });
    await aTenant(t.ctx.db, { propertyId: property.id, userId: landlordLogin.id });
    await aTenant(t.ctx.db, { propertyId: property.id, userId: shared.id });
    await aTenant(t.ctx.db, { propertyId: elsewhere.id, userId: shared.id });
    await aTenant(t.ctx.db, { propertyId: property.id, userId: alone.id });
    await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, { ended_at: '2025-06-30' });
    await call('DELETE', `/api/properties/${property.id}`, tokens.admin);
    expect((await call('DELETE', `/api/properties/${property.id}?hard=1`, tokens.admin)).statusCode).toBe(
      204,
    );
    expect(await loginExists(landlordLogin.id)).toBe(true);
    expect(await loginExists(shared.id)).toBe(true);
    expect(await loginExists(alone.id)).toBe(false);
  });
});

describe('the login of a customer record', () => {
  it('links only a customer login of no other customer, unknown ids answering alike', async () => {
    const customer = await aCustomer(t.ctx.db);
    const tenantLogin = await aLogin(t.ctx.db, { role: 'tenant' });
    const employee = await aLogin(t.ctx.db, { role: 'employee' });
    const before = await tableDigests(t.ctx.db);
    for (const userId of [t.other.customerUserId, tenantLogin.id, employee.id, 999999]) {
      const res = await call('PUT', `/api/customers/${customer.id}`, tokens.admin, { user_id: userId });
      expect(res.statusCode, String(userId)).toBe(409);
      expect(res.json()).toEqual(CUSTOMER_NOT_LINKABLE);
    }
    expect(await tableDigests(t.ctx.db)).toEqual(before);
    const free = await aLogin(t.ctx.db, { role: 'customer' });
    const linked = await call('PUT', `/api/customers/${customer.id}`, tokens.admin, { user_id: free.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user_id).toBe(free.id);
    // Saving the record again with its own login is no new link.
    const again = await call('PUT', `/api/customers/${customer.id}`, tokens.admin, {
      user_id: free.id,
      phone_number: '0341 1',
    });
    expect(again.statusCode).toBe(200);
  });
});
