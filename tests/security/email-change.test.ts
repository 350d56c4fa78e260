import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { emailChangeTexts, errorTexts, validationTexts } from '../../src/domain/texts/index.ts';
import {
  auditLog,
  customers,
  mailOutbox,
  rateLimitCounters,
  tenants,
  users,
} from '../../src/server/db/schema.ts';
import { aLogin, aTenant } from '../factories/index.ts';
import { bearer, CUSTOMER, createTestApp, OTHER_CUSTOMER, TENANT, type TestApp } from '../helpers/app.ts';

/**
 * Changing the own login's e-mail address needs the current password, is confirmed through a link
 * mailed to the new address (the old one gets a notice) and never tells whether an address has an
 * account; the public demo logins cannot change theirs at all.
 */
let t: TestApp;
const TENANT_PASSWORD = 'Mieter-Passwort1';
let tenantLogin: { id: number; username: string };
let tenantToken: string;
let tenancyIds: number[];
let customerToken: string;
let adminToken: string;

const putTenant = (payload: Record<string, unknown>, token = tenantToken) =>
  t.app.inject({ method: 'PUT', url: '/api/tenant/profile', headers: bearer(token), payload });
const putCustomer = (id: number, payload: Record<string, unknown>, token = customerToken) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${id}`, headers: bearer(token), payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-change/confirm', payload: { token } });

async function loginEmail(id: number) {
  const [row] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}
const tenancyEmails = async () =>
  (await t.ctx.db.select({ email: tenants.email }).from(tenants).where(inArray(tenants.id, tenancyIds))).map(
    (r) => r.email,
  );
async function mailsTo(recipient: string) {
  return t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id));
}
/** The token of the newest confirmation link mailed to an address. */
async function linkTokenSentTo(recipient: string) {
  const [mail] = await mailsTo(recipient);
  const match = /\/email-confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`Kein Bestätigungslink an ${recipient}`);
  return decodeURIComponent(match[1]!);
}
/** Each test starts with fresh sign-in and request budgets. */
const resetLimits = () => t.ctx.db.delete(rateLimitCounters);

beforeAll(async () => {
  t = await createTestApp();
  const login = await aLogin(t.ctx.db, {
    role: 'tenant',
    password: TENANT_PASSWORD,
    email: 'mia.mieterin@example.de',
  });
  tenantLogin = login;
  const current = await aTenant(t.ctx.db, {
    propertyId: t.other.propertyId,
    userId: login.id,
    firstName: 'Mia',
    email: 'mia.mieterin@example.de',
    phoneNumber: '040 1',
    moveIn: '2024-01-01',
  });
  const former = await aTenant(t.ctx.db, {
    propertyId: t.other.propertyId,
    userId: login.id,
    firstName: 'Mia',
    email: 'mia.mieterin@example.de',
    moveIn: '2021-01-01',
    moveOut: '2023-12-31',
  });
  tenancyIds = [current.id, former.id];
  tenantToken = await t.login({ username: login.username, password: TENANT_PASSWORD });
  customerToken = await t.login(OTHER_CUSTOMER);
  adminToken = await t.login({ username: 'admin', password: 'Admin-Passwort1' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(resetLimits);

describe('tenant profile: a new address needs the password and a confirmation', () => {
  it('refuses a new address without the current password (400) and with a wrong one (403), changing nothing', async () => {
    const missing = await putTenant({ email: 'neu@example.de', phone_number: '040 2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: emailChangeTexts.currentPasswordRequired,
      field: 'current_password',
    });
    const wrong = await putTenant({
      email: 'neu@example.de',
      phone_number: '040 2',
      current_password: 'Falsch-Passwort1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: emailChangeTexts.currentPasswordWrong });
    expect(await loginEmail(tenantLogin.id)).toBe('mia.mieterin@example.de');
    expect(await tenancyEmails()).toEqual(['mia.mieterin@example.de', 'mia.mieterin@example.de']);
    expect(await mailsTo('neu@example.de')).toHaveLength(0);
  });

  it('saves the phone without a password while the address stays', async () => {
    const res = await putTenant({ email: 'mia.mieterin@example.de', phone_number: '040 3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'mia.mieterin@example.de',
      phone_number: '040 3',
      email_change_pending: null,
    });
  });

  it('with the password: answers the old address and the pending one, mails link and notice, and applies it on confirmation', async () => {
    const res = await putTenant({
      email: 'mia.neu@example.de',
      phone_number: '040 4',
      current_password: TENANT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'mia.mieterin@example.de',
      phone_number: '040 4',
      email_change_pending: 'mia.neu@example.de',
    });
    // Nothing moved yet: the login and the tenancies keep the address in use.
    expect(await loginEmail(tenantLogin.id)).toBe('mia.mieterin@example.de');
    expect(await tenancyEmails()).toEqual(['mia.mieterin@example.de', 'mia.mieterin@example.de']);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/account/email-change',
      headers: bearer(tenantToken),
    });
    expect(pending.json()).toEqual({ email_change_pending: 'mia.neu@example.de' });

    const [link] = await mailsTo('mia.neu@example.de');
    expect(link!.subject).toContain('Neue E-Mail-Adresse bestätigen');
    expect(link!.textBody).toContain('http://localhost:3000/email-confirm?token=');
    expect(link!.textBody).toContain('Impressum: http://localhost:3000/impressum');
    const [notice] = await mailsTo('mia.mieterin@example.de');
    expect(notice!.subject).toContain('Änderung Ihrer E-Mail-Adresse');
    expect(notice!.textBody).toContain('mia.neu@example.de');
    expect(notice!.textBody).not.toContain('/email-confirm');

    // Only the hash of the link is stored.
    const token = await linkTokenSentTo('mia.neu@example.de');
    const ok = await confirm(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, email: 'mia.neu@example.de' });
    expect(await loginEmail(tenantLogin.id)).toBe('mia.neu@example.de');
    expect(await tenancyEmails()).toEqual(['mia.neu@example.de', 'mia.neu@example.de']);
    expect(await t.login({ username: 'mia.neu@example.de', password: TENANT_PASSWORD })).toMatch(/\S{20,}/);

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: validationTexts.linkInvalidOrExpired, field: 'token' });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.email_change'), eq(auditLog.entityId, String(tenantLogin.id))));
    expect(audit).toHaveLength(1);
  });

  it('accepts a change of letter case without a password', async () => {
    const res = await putTenant({ email: 'MIA.NEU@example.de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'MIA.NEU@example.de', email_change_pending: null });
  });

  it('lets a link expire after 24 hours, and a newer change revokes the older link', async () => {
    await putTenant({ email: 'erster@example.de', current_password: TENANT_PASSWORD });
    const first = await linkTokenSentTo('erster@example.de');
    await putTenant({ email: 'zweiter@example.de', current_password: TENANT_PASSWORD });
    const second = await linkTokenSentTo('zweiter@example.de');
    expect((await confirm(first)).statusCode).toBe(400);

    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 24 * 60 * 60_000 + 1000);
    try {
      const late = await confirm(second);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(validationTexts.linkInvalidOrExpired);
    } finally {
      t.clock.now = start;
    }
    expect(await loginEmail(tenantLogin.id)).toBe('mia.neu@example.de');
  });

  it('refuses unknown and malformed links alike', async () => {
    for (const token of ['x'.repeat(43), '', 'a'.repeat(500)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(validationTexts.linkInvalidOrExpired);
    }
  });
});

describe('no enumeration of addresses', () => {
  it('answers a taken address exactly like a free one, and refuses it only at confirmation (409)', async () => {
    const taken = await putTenant({ email: 'ANDERE@example.de', current_password: TENANT_PASSWORD });
    const free = await putTenant({ email: 'frei@example.de', current_password: TENANT_PASSWORD });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    const { email_change_pending: takenPending, ...takenRest } = taken.json();
    const { email_change_pending: freePending, ...freeRest } = free.json();
    expect(takenRest).toEqual(freeRest);
    expect([takenPending, freePending]).toEqual(['ANDERE@example.de', 'frei@example.de']);

    // The taken address's owner gets a link that cannot take its address away.
    await putTenant({ email: 'andere@example.de', current_password: TENANT_PASSWORD });
    const token = await linkTokenSentTo('andere@example.de');
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'E‑Mail-Adresse wird bereits verwendet.' });
    expect(res.json().message).toBe(errorTexts.emailInUse);
    expect(await loginEmail(tenantLogin.id)).toBe('mia.neu@example.de');
    expect(await loginEmail(t.other.customerUserId)).toBe('andere@example.de');
  });

  it('never answers 409 on the profile, however many addresses are tried', async () => {
    const statuses = new Set<number>();
    for (const email of ['andere@example.de', 'unbekannt@example.de', 'ANDERE@EXAMPLE.DE']) {
      const res = await putTenant({ email });
      statuses.add(res.statusCode);
    }
    // Without the password nothing is looked up: every answer is the same 400.
    expect([...statuses]).toEqual([400]);
  });
});

describe('the password check shares the sign-in limits', () => {
  it('after five wrong passwords the account is locked for the profile and the sign-in alike', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await putTenant({ email: 'rate@example.de', current_password: `Falsch-${i}A1` });
      expect(res.statusCode).toBe(403);
    }
    const locked = await putTenant({ email: 'rate@example.de', current_password: TENANT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(errorTexts.tooManyAttempts);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: tenantLogin.username, password: TENANT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    expect(await mailsTo('rate@example.de')).toHaveLength(0);
  });

  it('mails at most five changes per login and hour', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await putTenant({ email: `flut${i}@example.de`, current_password: TENANT_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await putTenant({ email: 'flut5@example.de', current_password: TENANT_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(await mailsTo('flut5@example.de')).toHaveLength(0);
  });
});

describe('customer profile: the same rule', () => {
  it('needs the password, keeps the record and login until confirmation, then moves both', async () => {
    const id = t.other.customerId;
    const missing = await putCustomer(id, { email: 'erika.neu@example.de' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('current_password');
    const wrong = await putCustomer(id, {
      email: 'erika.neu@example.de',
      current_password: 'Falsch-Passwort1',
    });
    expect(wrong.statusCode).toBe(403);

    const res = await putCustomer(id, {
      email: 'erika.neu@example.de',
      phone_number: '040 99',
      current_password: OTHER_CUSTOMER.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'andere@example.de',
      phone_number: '040 99',
      email_change_pending: 'erika.neu@example.de',
    });
    const [record] = await t.ctx.db.select().from(customers).where(eq(customers.id, id));
    expect(record!.email).toBe('andere@example.de');
    expect(await mailsTo('andere@example.de')).not.toHaveLength(0);

    const ok = await confirm(await linkTokenSentTo('erika.neu@example.de'));
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await t.ctx.db.select().from(customers).where(eq(customers.id, id));
    expect(after!.email).toBe('erika.neu@example.de');
    expect(await loginEmail(t.other.customerUserId)).toBe('erika.neu@example.de');
  });

  it('answers 200 for an address another customer uses, and refuses it at confirmation', async () => {
    const [demo] = await t.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'mia.mieterin@example.de'));
    expect(demo).toBeUndefined();
    const [landlord] = await t.ctx.db
      .select({ email: customers.email })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.username, CUSTOMER.username));
    const res = await putCustomer(t.other.customerId, {
      email: landlord!.email,
      current_password: OTHER_CUSTOMER.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const conflict = await confirm(await linkTokenSentTo(landlord!.email!));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(errorTexts.emailInUse);
  });

  it('leaves an administrator’s edit of a customer as it was: direct, no password, 409 on a taken address', async () => {
    const res = await putCustomer(t.other.customerId, { email: 'vom.admin@example.de' }, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe('vom.admin@example.de');
    const taken = await putCustomer(t.other.customerId, { email: 'mia.neu@example.de' }, adminToken);
    expect(taken.statusCode).toBe(409);
  });
});

describe('the public demo logins cannot be taken over', () => {
  it('refuses demo.mieter’s new address with 403 even with the right password, but saves its phone', async () => {
    const token = await t.login(TENANT);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/tenant/profile', headers: bearer(token) })
    ).json();
    const res = await putTenant({ email: 'dieb@example.de', current_password: TENANT.password }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: emailChangeTexts.protectedLogin });
    expect(await mailsTo('dieb@example.de')).toHaveLength(0);
    const phone = await putTenant({ email: profile.email, phone_number: '030 1' }, token);
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it('refuses demo.vermieter’s new address with 403 even with the right password', async () => {
    const token = await t.login(CUSTOMER);
    const [own] = (
      await t.app.inject({ method: 'GET', url: '/api/customers', headers: bearer(token) })
    ).json();
    const res = await putCustomer(
      own.id,
      { email: 'dieb@example.de', current_password: CUSTOMER.password },
      token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: emailChangeTexts.protectedLogin });
    const [login] = await t.ctx.db.select().from(users).where(eq(users.username, CUSTOMER.username));
    expect(login!.email).not.toBe('dieb@example.de');
    expect(await mailsTo('dieb@example.de')).toHaveLength(0);
  });
});
