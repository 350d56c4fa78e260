import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '../../src/domain/texts/payments.ts';
import {
  auditLog,
  bankTransactions,
  customers,
  statementSettings,
  users,
} from '../../src/server/db/schema.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import {
  camtStatement,
  LANDLORD_IBAN,
  TENANT_IBANS,
  type BookingSpec,
  type StatementSpec,
} from '../fixtures/bank/index.ts';
import { bearer, createTestApp, CUSTOMER, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let customerId: number;

const NEUMANN_IBAN = 'DE75512108001245126199';
const month = (m: number) => String(m).padStart(2, '0');

type Api = 'GET' | 'PUT' | 'POST';
const api = (method: Api, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function importSpec(propertyId: number, bookings: BookingSpec[], token = tokens.customer) {
  const spec: StatementSpec = { accountIban: LANDLORD_IBAN, accountHolder: 'Hausverwaltung', bookings };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/bank-statements?file_name=2025.xml`,
    headers: { ...bearer(token), 'content-type': 'application/xml' },
    payload: camtStatement(spec),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const credit = (
  date: string,
  ref: string,
  amountCents: number,
  name: string,
  iban: string | null,
  text: string,
) => ({
  bookingDate: date,
  valueDate: date,
  reference: ref,
  payments: [{ amountCents, name, iban, text }],
});

/**
 * A year of a house: Berger (1.200 € a year) pays January to March only; Schulz moves out on
 * 30 June and still sends an advance in July; Neumann moves in on 15 April and pays from May; a
 * deposit nobody is matched to; the account fee as a debit.
 */
async function aYear() {
  const property = await aProperty(t.ctx.db, {
    customerId,
    bankIban: LANDLORD_IBAN,
    bankAccountHolder: 'Hausverwaltung Lindenau GmbH',
    bankBic: 'BYLADEM1001',
  });
  const berger = await aTenant(t.ctx.db, {
    propertyId: property.id,
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Berger',
    deliveryMethod: 'post',
    ibans: [TENANT_IBANS.berger],
    annualAdvanceCents: 120_000,
  });
  const schulz = await aTenant(t.ctx.db, {
    propertyId: property.id,
    lastName: 'Schulz',
    deliveryMethod: 'post',
    ibans: [TENANT_IBANS.schulz],
    annualAdvanceCents: 120_000,
    moveOut: '2025-06-30',
  });
  const neumann = await aTenant(t.ctx.db, {
    propertyId: property.id,
    lastName: 'Neumann',
    deliveryMethod: 'post',
    ibans: [NEUMANN_IBAN],
    annualAdvanceCents: 120_000,
    moveIn: '2025-04-15',
  });
  await aTenant(t.ctx.db, { propertyId: property.id, lastName: 'Leerstand', moveIn: '2020-01-01' });
  const bookings: BookingSpec[] = [];
  for (const m of [1, 2, 3])
    bookings.push(credit(`2025-${month(m)}-02`, `B-${m}`, 10_000, 'Anna Berger', TENANT_IBANS.berger, 'NK'));
  for (const m of [1, 2, 3, 4, 5, 6, 7])
    bookings.push(credit(`2025-${month(m)}-03`, `S-${m}`, 10_000, 'Jonas Schulz', TENANT_IBANS.schulz, 'NK'));
  for (const m of [5, 6, 7, 8, 9, 10, 11, 12])
    bookings.push(credit(`2025-${month(m)}-04`, `N-${m}`, 10_000, 'Nina Neumann', NEUMANN_IBAN, 'NK'));
  bookings.push(credit('2025-03-10', 'K-1', 150_000, 'Otto Fremd', null, 'Kaution Whg 4'));
  bookings.push(credit('2025-03-31', 'F-1', -990, 'Stadtbank', null, 'Kontoführung'));
  const imported = await importSpec(property.id, bookings);
  return { propertyId: property.id, berger: berger.id, schulz: schulz.id, neumann: neumann.id, imported };
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  t.clock.now = new Date('2026-03-02T09:00:00Z');
  const [login] = await t.ctx.db.select().from(users).where(eq(users.username, CUSTOMER.username));
  const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.userId, login!.id));
  customerId = customer!.id;
});
afterAll(async () => {
  await t.close();
});

describe('the property receiving account', () => {
  it('is stored checked and normalised and shown with the property', async () => {
    const property = await aProperty(t.ctx.db, { customerId });
    const before = await api('GET', `/api/properties/${property.id}`, tokens.customer);
    expect(before.json().bank_account).toBeNull();
    const res = await api('PUT', `/api/properties/${property.id}/bank-account`, tokens.customer, {
      iban: 'de02 1203 0000 0000 2020 51',
      bic: 'byladem1001',
      account_holder: 'Hausverwaltung Lindenau GmbH',
    });
    expect(res.statusCode).toBe(200);
    const account = {
      iban: LANDLORD_IBAN,
      bic: 'BYLADEM1001',
      account_holder: 'Hausverwaltung Lindenau GmbH',
    };
    expect(res.json()).toEqual(account);
    expect((await api('GET', `/api/properties/${property.id}`, tokens.customer)).json().bank_account).toEqual(
      account,
    );
    const withoutBic = await api('PUT', `/api/properties/${property.id}/bank-account`, tokens.employee, {
      iban: LANDLORD_IBAN,
      account_holder: 'Erika Muster',
    });
    expect(withoutBic.json()).toEqual({ iban: LANDLORD_IBAN, bic: null, account_holder: 'Erika Muster' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'property.bank_account'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorRole: 'employee', entityId: String(property.id) });
  });

  it('refuses an invalid IBAN, BIC or a missing holder in German and keeps the stored account', async () => {
    const property = await aProperty(t.ctx.db, {
      customerId,
      bankIban: LANDLORD_IBAN,
      bankAccountHolder: 'Alt',
    });
    const url = `/api/properties/${property.id}/bank-account`;
    const cases: Array<[object, string]> = [
      [{ iban: 'DE02120300000000202052', account_holder: 'X' }, paymentTexts.ibanInvalid],
      [{ iban: LANDLORD_IBAN, bic: 'NOPE', account_holder: 'X' }, paymentTexts.bicInvalid],
      [{ iban: LANDLORD_IBAN, account_holder: '' }, paymentTexts.accountHolderRequired],
    ];
    for (const [body, message] of cases) {
      const res = await api('PUT', url, tokens.customer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await api('GET', `/api/properties/${property.id}`, tokens.admin)).json().bank_account).toEqual({
      iban: LANDLORD_IBAN,
      bic: null,
      account_holder: 'Alt',
    });
  });

  it('is the landlord’s own: another landlord 404, tenants 403, anonymous 401', async () => {
    const body = { iban: LANDLORD_IBAN, account_holder: 'X' };
    const url = `/api/properties/${t.other.propertyId}/bank-account`;
    expect((await api('PUT', url, tokens.customer, body)).statusCode).toBe(404);
    expect((await api('PUT', url, tokens.tenant, body)).statusCode).toBe(403);
    expect((await api('PUT', url, null, body)).statusCode).toBe(401);
    expect((await api('PUT', url, tokens.admin, body)).statusCode).toBe(200);
  });
});

const postal = {
  street_house_no: 'Lindenstraße 12',
  zipcode: '04109',
  city: 'Leipzig',
  country: 'Deutschland',
};

describe('tenant IBANs', () => {
  it('are saved on the tenant calls, normalised, and answered as a list (empty by default)', async () => {
    const property = await aProperty(t.ctx.db, { customerId });
    const created = await api('POST', `/api/customer/properties/${property.id}/tenants`, tokens.customer, {
      ...postal,
      salutation: 'Frau',
      last_name: 'Berger',
      delivery_method: 'post',
      move_in: '2025-01-01',
      annual_advance: '1.200,00',
      ibans: ['DE89 3704 0044 0532 0130 00'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().ibans).toEqual([TENANT_IBANS.berger]);
    const id = created.json().id;
    const custom = await api('PUT', `/api/customer/tenants/${id}`, tokens.customer, {
      ibans: [TENANT_IBANS.berger, 'de02500105170137075030', TENANT_IBANS.berger, ''],
    });
    expect(custom.statusCode).toBe(200);
    expect(custom.json().ibans).toEqual([TENANT_IBANS.berger, TENANT_IBANS.yilmaz]);
    const admin = await api('PUT', `/api/tenants/${id}`, tokens.admin, { ibans: [] });
    expect(admin.json().ibans).toEqual([]);
    const plain = await api('POST', `/api/properties/${property.id}/tenants`, tokens.customer, {
      last_name: 'Yilmaz',
      delivery_method: 'post',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().ibans).toEqual([]);
  });

  it('refuses an invalid IBAN naming which one, and saves nothing', async () => {
    const property = await aProperty(t.ctx.db, { customerId });
    const tenant = await aTenant(t.ctx.db, {
      propertyId: property.id,
      lastName: 'Berger',
      deliveryMethod: 'post',
      ibans: [TENANT_IBANS.berger],
    });
    for (const [method, url] of [
      ['PUT', `/api/tenants/${tenant.id}`],
      ['PUT', `/api/customer/tenants/${tenant.id}`],
    ] as const) {
      const res = await api(method, url, tokens.customer, {
        city: 'Halle',
        ibans: [TENANT_IBANS.yilmaz, 'DE02500105170137075031'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(paymentTexts.tenantIbanInvalid(2));
    }
    const created = await api('POST', `/api/customer/properties/${property.id}/tenants`, tokens.customer, {
      ...postal,
      salutation: 'Herr',
      last_name: 'Neu',
      delivery_method: 'post',
      ibans: ['kein IBAN'],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(paymentTexts.tenantIbanInvalid(1));
    const stored = await api('GET', `/api/tenants/${tenant.id}`, tokens.customer);
    expect(stored.json()).toMatchObject({ ibans: [TENANT_IBANS.berger], city: null });
  });
});

describe('the payments of a year', () => {
  it('show per tenant twelve months of dues and receipts, arrears and the unmatched credits', async () => {
    const y = await aYear();
    // 7 + 3 + 8 credits of tenants, the deposit and the fee; Schulz's July is after his move-out.
    expect(y.imported).toMatchObject({ transactions: 20, new: 20, matched: 17, unmatched: 2 });
    const res = await api('GET', `/api/properties/${y.propertyId}/payments?year=2025`, tokens.customer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2025);
    expect(body.basis).toBe('received');
    expect(body.tenants.map((r: { name: string }) => r.name)).toEqual(['Anna Berger', 'Schulz', 'Neumann']);
    const [berger, schulz, neumann] = body.tenants;
    expect(berger).toMatchObject({
      tenant_id: y.berger,
      has_iban: true,
      due_cents: 120_000,
      received_cents: 30_000,
      difference_cents: 90_000,
    });
    expect(berger.months).toHaveLength(12);
    expect(berger.months[0]).toEqual({ month: '2025-01', due_cents: 10_000, received_cents: 10_000 });
    expect(berger.months[11]).toEqual({ month: '2025-12', due_cents: 10_000, received_cents: 0 });
    expect(schulz).toMatchObject({ due_cents: 60_000, received_cents: 60_000, difference_cents: 0 });
    expect(schulz.months[6]).toEqual({ month: '2025-07', due_cents: 0, received_cents: 0 });
    expect(neumann.months.slice(0, 3).every((m: { due_cents: number }) => m.due_cents === 0)).toBe(true);
    // 15 April to 30 April: 16 of 30 days of 100 € → 53,33 €.
    expect(neumann.months[3]).toEqual({ month: '2025-04', due_cents: 5_333, received_cents: 0 });
    expect(neumann.difference_cents).toBe(neumann.due_cents - 80_000);
    expect(body.unmatched).toEqual([
      {
        id: expect.any(Number),
        booking_date: '2025-03-10',
        amount_cents: 150_000,
        payer_name: 'Otto Fremd',
        payer_iban: null,
        text: 'Kaution Whg 4',
      },
      expect.objectContaining({
        booking_date: '2025-07-03',
        amount_cents: 10_000,
        payer_iban: TENANT_IBANS.schulz,
      }),
    ]);
  });

  it('take the basis from the landlord’s choice, else received only for years with bookings', async () => {
    const y = await aYear();
    const agreed = await api('GET', `/api/properties/${y.propertyId}/payments?year=2024`, tokens.employee);
    expect(agreed.json()).toMatchObject({ year: 2024, basis: 'agreed', unmatched: [] });
    await t.ctx.db
      .insert(statementSettings)
      .values({ propertyId: y.propertyId, year: 2025, advances: 'agreed' });
    const chosen = await api('GET', `/api/properties/${y.propertyId}/payments?year=2025`, tokens.admin);
    expect(chosen.json().basis).toBe('agreed');
    const bad = await api('GET', `/api/properties/${y.propertyId}/payments?year=20x5`, tokens.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('are the landlord’s own: another landlord 404, tenants 403, anonymous 401', async () => {
    const url = `/api/properties/${t.other.propertyId}/payments?year=2025`;
    expect((await api('GET', url, tokens.customer)).statusCode).toBe(404);
    expect((await api('GET', url, tokens.tenant)).statusCode).toBe(403);
    expect((await api('GET', url, null)).statusCode).toBe(401);
    expect((await api('GET', url, tokens.employee)).statusCode).toBe(200);
  });
});

describe('assigning a booking', () => {
  it('stores the landlord’s choice as manual, audited, and a re-import keeps it', async () => {
    const y = await aYear();
    const overview = (
      await api('GET', `/api/properties/${y.propertyId}/payments?year=2025`, tokens.customer)
    ).json();
    const deposit = overview.unmatched[0];
    const res = await api('POST', `/api/bank-transactions/${deposit.id}/assign`, tokens.customer, {
      tenant_id: y.berger,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: deposit.id,
      booking_date: '2025-03-10',
      amount_cents: 150_000,
      payer_name: 'Otto Fremd',
      payer_iban: null,
      text: 'Kaution Whg 4',
      tenant_id: y.berger,
      match_reason: 'manual',
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_transaction.assign'), eq(auditLog.entityId, String(deposit.id))));
    expect(audit).toMatchObject({ actorRole: 'customer' });

    // Berger's own March payment: the landlord says it belongs to nobody.
    const [march] = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(and(eq(bankTransactions.tenantId, y.berger), eq(bankTransactions.bookingDate, '2025-03-02')));
    const unassigned = await api('POST', `/api/bank-transactions/${march!.id}/unassign`, tokens.employee);
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json()).toMatchObject({ tenant_id: null, match_reason: 'manual' });

    const after = (
      await api('GET', `/api/properties/${y.propertyId}/payments?year=2025`, tokens.customer)
    ).json();
    expect(after.tenants[0]).toMatchObject({ received_cents: 20_000 + 150_000 });
    // Taken from the tenant, it is listed with the credits nobody is assigned to, to be assigned anew.
    expect(after.unmatched.map((u: { id: number }) => u.id)).toContain(march!.id);
    expect(after.unmatched.map((u: { id: number }) => u.id)).not.toContain(deposit.id);

    // The same statement again: both choices stay.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${y.propertyId}/bank-statements`,
      headers: { ...bearer(tokens.customer), 'content-type': 'application/xml' },
      payload: camtStatement({
        accountIban: LANDLORD_IBAN,
        accountHolder: 'Hausverwaltung',
        bookings: [
          credit('2025-03-02', 'B-3', 10_000, 'Anna Berger', TENANT_IBANS.berger, 'NK'),
          credit('2025-03-10', 'K-1', 150_000, 'Otto Fremd', null, 'Kaution Whg 4'),
        ],
      }),
    });
    expect(again.json()).toMatchObject({ new: 0, duplicates: 2, matched: 1, unmatched: 1 });
    const rows = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.propertyId, y.propertyId));
    expect(rows.find((r) => r.id === deposit.id)).toMatchObject({
      tenantId: y.berger,
      matchReason: 'manual',
    });
    expect(rows.find((r) => r.id === march!.id)).toMatchObject({ tenantId: null, matchReason: 'manual' });
  });

  it('refuses debits, bookings after the move-out and tenants of another property, in German', async () => {
    const y = await aYear();
    const rows = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.propertyId, y.propertyId));
    const fee = rows.find((r) => r.amountCents < 0)!;
    const july = rows.find((r) => r.bookingDate === '2025-07-03')!;
    const debit = await api('POST', `/api/bank-transactions/${fee.id}/assign`, tokens.customer, {
      tenant_id: y.berger,
    });
    expect(debit.statusCode).toBe(400);
    expect(debit.json().message).toBe(paymentTexts.assignDebit);
    const late = await api('POST', `/api/bank-transactions/${july.id}/assign`, tokens.customer, {
      tenant_id: y.schulz,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(paymentTexts.assignAfterMoveOut);
    const foreign = await api('POST', `/api/bank-transactions/${july.id}/assign`, tokens.admin, {
      tenant_id: t.other.tenantId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(paymentTexts.tenantNotOfProperty);
    const [stored] = await t.ctx.db.select().from(bankTransactions).where(eq(bankTransactions.id, july.id));
    expect(stored).toMatchObject({ tenantId: null, matchReason: null });
  });

  it('is the landlord’s own: another landlord 404, tenants 403, anonymous 401', async () => {
    const y = await aYear();
    const [row] = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.propertyId, y.propertyId))
      .limit(1);
    const other = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
    const url = `/api/bank-transactions/${row!.id}/assign`;
    const res = await api('POST', url, other, { tenant_id: y.berger });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentTexts.transactionNotFound);
    expect((await api('POST', `/api/bank-transactions/${row!.id}/unassign`, other)).statusCode).toBe(404);
    expect((await api('POST', url, tokens.tenant, { tenant_id: y.berger })).statusCode).toBe(403);
    expect((await api('POST', url, null, { tenant_id: y.berger })).statusCode).toBe(401);
    expect((await api('POST', `/api/bank-transactions/999999/unassign`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('the payment reminder', () => {
  it('is a PDF with the months, the arrears and the receiving account', async () => {
    const y = await aYear();
    const res = await api(
      'GET',
      `/api/properties/${y.propertyId}/payments/reminder.pdf?year=2025&tenant_id=${y.berger}`,
      tokens.customer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'reminder-'));
    try {
      const file = join(dir, 'reminder.pdf');
      writeFileSync(file, res.rawPayload);
      if (process.env.PDF_SAMPLES_DIR)
        writeFileSync(join(process.env.PDF_SAMPLES_DIR, 'payment-reminder.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Zahlungserinnerung Betriebskostenvorauszahlungen 2025');
      expect(text).toContain('Sehr geehrte Frau Berger');
      expect(text).toMatch(/Januar 2025\s+100,00 €\s+100,00 €\s+0,00 €/);
      expect(text).toMatch(/Dezember 2025\s+100,00 €\s+0,00 €\s+100,00 €/);
      expect(text).toMatch(/Summe\s+1\.200,00 €\s+300,00 €\s+900,00 €/);
      expect(text).toContain('Offener Betrag: 900,00 €');
      expect(text).toContain('bis zum 16.03.2026');
      expect(text).toContain('DE02 1203 0000 0000 2020 51');
      expect(text).toContain('Hausverwaltung Lindenau GmbH');
      expect(text).toContain('Vorauszahlungen 2025 Berger');
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Tagged:\s+yes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 409 without arrears, 404 for a tenant of another property; tenants 403', async () => {
    const y = await aYear();
    const base = `/api/properties/${y.propertyId}/payments/reminder.pdf?year=2025`;
    const settled = await api('GET', `${base}&tenant_id=${y.schulz}`, tokens.customer);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe(paymentTexts.noArrears(2025));
    const foreign = await api('GET', `${base}&tenant_id=${t.other.tenantId}`, tokens.customer);
    expect(foreign.statusCode).toBe(404);
    expect((await api('GET', `${base}&tenant_id=${y.berger}`, tokens.tenant)).statusCode).toBe(403);
    const otherProperty = `/api/properties/${t.other.propertyId}/payments/reminder.pdf?year=2025&tenant_id=${t.other.tenantId}`;
    expect((await api('GET', otherProperty, tokens.customer)).statusCode).toBe(404);
    expect((await api('GET', otherProperty, null)).statusCode).toBe(401);
  });
});
