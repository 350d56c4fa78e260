import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  CUSTOMER,
  OTHER_CUSTOMER,
  OTHER_TENANT,
  TENANT,
  bearer,
  createTestApp,
  type TestApp,
} from '../helpers/app.ts';
import { aLetter, aTenantLogin, demoCustomerId, renderPdf } from '../helpers/letters-fixtures.ts';
import { aDwelling, aMeter, aProperty, aTenant } from '../factories/index.ts';
import {
  auditLog,
  bankTransactions,
  billingDrafts,
  billingYears,
  invoiceFiles,
  invoices,
  letters,
  mailOutbox,
  meterReadings,
  sessions,
  statementDeliveries,
  statementDocuments,
  tenantPersons,
  tenants,
  users,
} from '../../src/server/db/schema.ts';

/**
 * The data-protection endpoints: a landlord's and a tenant's copy of their data as a ZIP (Art. 15,
 * 20 DSGVO) with exactly their data and the stored documents byte for byte, and the erasure of a
 * moved-out tenant (Art. 17 DSGVO) that replaces the personal data and keeps amounts, statement
 * figures and retention-bound documents.
 */

/** The entries of a stored (uncompressed) ZIP, read from its central directory (APPNOTE 4.3.12, 4.3.16). */
function unzipStored(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    entries.set(name, zip.subarray(local, local + size));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const PASSWORD = 'Mieter-Passwort1';
const GRETA_EMAIL = 'greta.gone@example.de';
const GRETA_IBAN = 'DE02120300000000202051';

let t: TestApp;
let tokens: Record<'admin' | 'employee' | 'customer' | 'tenant', string>;
let otherCustomer = '';
let otherTenant = '';
let greta = '';
let customerId = 0;
let propertyId = 0;
let gretaId = 0;
let gretaLogin = 0;
let currentId = 0;
let statementId = 0;
let statementPdf: Buffer;
let letterId = 0;
let letterPdf: Buffer;
let invoiceId = 0;
let invoicePdf: Buffer;
let bookingId = 0;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const erase = (id: number, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/tenants/${id}/erase`, headers: token ? bearer(token) : {} });
const json = (entries: Map<string, Buffer>, name: string) => {
  const entry = entries.get(name);
  expect(entry, name).toBeDefined();
  return JSON.parse(entry!.toString('utf8')) as unknown;
};
const tenantRow = async (id: number) => (await t.ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T09:00:00Z');
  tokens = await t.loginRoles();
  otherCustomer = await t.login(OTHER_CUSTOMER);
  otherTenant = await t.login(OTHER_TENANT);
  const db = t.ctx.db;
  customerId = await demoCustomerId(db);
  const property = await aProperty(db, { customerId, address: 'Löschweg 17, 04109 Leipzig, Deutschland' });
  propertyId = property.id;
  const dwelling = await aDwelling(db, { propertyId, label: 'EG links' });

  gretaLogin = await aTenantLogin(db, 'greta.gone', PASSWORD);
  await db.update(users).set({ email: GRETA_EMAIL }).where(eq(users.id, gretaLogin));
  gretaId = (
    await aTenant(db, {
      propertyId,
      dwellingId: dwelling.id,
      userId: gretaLogin,
      salutation: 'Frau',
      firstName: 'Greta',
      lastName: 'Gonzalez',
      email: GRETA_EMAIL,
      phoneNumber: '0341 555 1234',
      streetHouseNo: 'Neue Straße 1',
      zipcode: '04109',
      city: 'Leipzig',
      forwardingAddress: 'Neue Straße 1, 04109 Leipzig',
      ibans: [GRETA_IBAN],
      areaM2: '72.50',
      annualAdvanceCents: 120000,
      moveIn: '2023-01-01',
      moveOut: '2024-12-31',
    })
  ).id;
  await db.insert(tenantPersons).values({ tenantId: gretaId, validFrom: '2023-01-01', persons: 2 });
  currentId = (
    await aTenant(db, {
      propertyId,
      dwellingId: dwelling.id,
      firstName: 'Carl',
      lastName: 'Currentmann',
      email: 'carl.current@example.de',
      moveIn: '2025-01-01',
    })
  ).id;
  await aMeter(db, {
    propertyId,
    dwellingId: dwelling.id,
    meterNumber: 'WZ-LOESCH-1',
    readings: [
      ['2022-12-31', '10.000'],
      ['2023-12-31', '55.500'],
      ['2024-12-31', '99.250'],
      ['2025-12-31', '140.000'],
    ],
  });

  // A finalized 2024 with Greta's delivered statement and a receipt she may inspect.
  invoicePdf = await renderPdf(['Grundsteuerbescheid 2024', 'Betrag: 480,00 €']);
  const [invoice] = await db
    .insert(invoices)
    .values({
      customerId,
      propertyId,
      status: 'approved',
      format: null,
      fileName: 'Grundsteuer 2024.pdf',
      contentType: 'application/pdf',
      sizeBytes: invoicePdf.length,
      sha256: 'a'.repeat(64),
      receivedVia: 'upload',
      sellerName: 'Stadt Leipzig',
      grossCents: 48000,
      suggestion: {},
      approvedYear: 2024,
      approvedAt: new Date('2025-02-01T10:00:00Z'),
    })
    .returning();
  invoiceId = invoice!.id;
  await db
    .insert(invoiceFiles)
    .values({ invoiceId, sha256: 'a'.repeat(64), sizeBytes: invoicePdf.length, bytes: invoicePdf });
  await db.insert(billingDrafts).values({
    propertyId,
    year: 2024,
    payload: { costs: [{ name: 'Grundsteuer', key: 'grundsteuer', invoice_id: invoiceId }] },
  });
  await db.insert(billingYears).values({
    propertyId,
    year: 2024,
    closedAt: new Date('2025-03-01T10:00:00Z'),
    result: { total_cents: 48000 },
  });
  statementPdf = await renderPdf(['Nebenkostenabrechnung 2024', 'Frau Greta Gonzalez', 'Saldo: 12,34 €']);
  const [document] = await db
    .insert(statementDocuments)
    .values({
      propertyId,
      year: 2024,
      tenantId: gretaId,
      kind: 'tenant',
      name: 'Greta Gonzalez',
      fileName: `Abrechnung_2024_${gretaId}_Greta_Gonzalez.pdf`,
      periodFrom: '2024-01-01',
      periodTo: '2024-12-31',
      balanceCents: 1234,
      pdf: statementPdf,
    })
    .returning();
  statementId = document!.id;
  await db
    .insert(statementDeliveries)
    .values({ documentId: statementId, method: 'email', recipient: GRETA_EMAIL, status: 'sent' });

  const letter = await aLetter(db, { propertyId, tenantId: gretaId, recipientName: 'Greta Gonzalez' });
  letterId = letter.id;
  letterPdf = letter.pdf;
  await db
    .update(letters)
    .set({ channel: 'post', sentAt: new Date('2025-01-15T10:00:00Z') })
    .where(eq(letters.id, letterId));
  const [booking] = await db
    .insert(bankTransactions)
    .values({
      propertyId,
      bookingDate: '2024-06-03',
      amountCents: 10000,
      counterpartyName: 'Greta Gonzalez',
      counterpartyIban: GRETA_IBAN,
      text: 'Miete Juni',
      tenantId: gretaId,
      matchReason: 'iban',
    })
    .returning();
  bookingId = booking!.id;
  await db.insert(mailOutbox).values([
    { recipient: GRETA_EMAIL, subject: 'Ihre Abrechnung 2024', textBody: 'Sehr geehrte Frau Gonzalez, …' },
    {
      recipient: 'carl.current@example.de',
      subject: 'Willkommen',
      textBody: 'Sehr geehrter Herr Currentmann',
    },
  ]);
  await db.insert(auditLog).values({
    action: 'tenant.update',
    entity: 'tenant',
    entityId: String(gretaId),
    details: { last_name: 'Gonzalez', email: GRETA_EMAIL, area_m2: 72.5 },
  });
  greta = await t.login({ username: 'greta.gone', password: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/customers/{id}/export', () => {
  it('streams the landlord’s data as a ZIP with README, JSON and the stored documents', async () => {
    const res = await get(`/api/customers/${customerId}/export`, tokens.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Datenauskunft_Kunde_${customerId}_2026-03-10.zip"; filename*=UTF-8''Datenauskunft_Kunde_${customerId}_2026-03-10.zip`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = unzipStored(res.rawPayload);
    const dir = `objekte/${propertyId}`;
    for (const name of [
      'README.txt',
      'kunde.json',
      'protokoll.json',
      'support.json',
      `${dir}/objekt.json`,
      `${dir}/mieter.json`,
      `${dir}/abrechnungen.json`,
      `${dir}/rechnungen.json`,
      `${dir}/kontoumsaetze.json`,
      `${dir}/briefe.json`,
      `${dir}/verbrauchsinformationen.json`,
    ])
      expect([...entries.keys()]).toContain(name);
    expect(entries.get('README.txt')!.toString('utf8')).toContain('Art. 20 DSGVO');

    const kunde = json(entries, 'kunde.json') as {
      customer: { id: number };
      logins: Array<Record<string, unknown>>;
    };
    expect(kunde.customer.id).toBe(customerId);
    expect(kunde.logins).toHaveLength(1);
    expect(kunde.logins[0]!.username).toBe(CUSTOMER.username);
    expect(kunde.logins[0]).not.toHaveProperty('password_hash');
    expect(JSON.stringify(kunde)).not.toMatch(/token_hash|password_hash/);

    const mieter = json(entries, `${dir}/mieter.json`) as Array<Record<string, unknown>>;
    expect(mieter.map((m) => m.last_name).sort()).toEqual(['Currentmann', 'Gonzalez']);
    expect(mieter.find((m) => m.id === gretaId)!.persons).toEqual([
      { tenant_id: gretaId, valid_from: '2023-01-01', persons: 2 },
    ]);
    const property = json(entries, `${dir}/objekt.json`) as { property: { address: string } };
    expect(property.property.address).toBe('Löschweg 17, 04109 Leipzig, Deutschland');
    const meterFile = [...entries.keys()].find((k) => k.startsWith(`${dir}/zaehler/`))!;
    const meter = json(entries, meterFile) as { meter: Record<string, unknown>; readings: unknown[] };
    expect(meter.meter.meter_number).toBe('WZ-LOESCH-1');
    expect(meter.meter).not.toHaveProperty('aes_key_sealed');
    expect(meter.meter.has_key).toBe(false);
    expect(meter.readings).toHaveLength(4);

    // Documents byte for byte as stored.
    expect(
      entries.get(`${dir}/abrechnungen/Abrechnung_2024_${gretaId}_Greta_Gonzalez.pdf`)!.equals(statementPdf),
    ).toBe(true);
    expect(entries.get(`${dir}/briefe/${letterId}.pdf`)!.equals(letterPdf)).toBe(true);
    expect(entries.get(`${dir}/rechnungen/${invoiceId}_Grundsteuer 2024.pdf`)!.equals(invoicePdf)).toBe(true);
    const bank = json(entries, `${dir}/kontoumsaetze.json`) as {
      transactions: Array<{ amount_cents: number }>;
    };
    expect(bank.transactions.map((b) => b.amount_cents)).toEqual([10000]);

    // Nobody else's data: the other landlord's property and tenant are nowhere in it.
    const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('Hafenweg');
    expect(everything).not.toContain('Hansen');
    expect(everything).not.toContain(OTHER_CUSTOMER.username);
  });

  it('lets an admin export any customer, and no one else another’s', async () => {
    const admin = await get(`/api/customers/${t.other.customerId}/export`, tokens.admin);
    expect(admin.statusCode).toBe(200);
    const entries = unzipStored(admin.rawPayload);
    const all = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
    expect(all).toContain('Hansen');
    expect(all).not.toContain('Gonzalez');

    expect((await get(`/api/customers/${t.other.customerId}/export`, tokens.customer)).statusCode).toBe(404);
    expect((await get(`/api/customers/${customerId}/export`, otherCustomer)).statusCode).toBe(404);
    expect((await get(`/api/customers/999999/export`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/customers/${customerId}/export`, tokens.employee)).statusCode).toBe(403);
    expect((await get(`/api/customers/${customerId}/export`, tokens.tenant)).statusCode).toBe(403);
    expect((await get(`/api/customers/${customerId}/export`)).statusCode).toBe(401);
    const bad = await get(`/api/customers/abc/export`, tokens.admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/tenant/export', () => {
  it('gives the tenant its tenancies, statements, letters, readings in its period, receipts and payments', async () => {
    const res = await get('/api/tenant/export', greta);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Datenauskunft_Mieter_2026-03-10.zip');
    const entries = unzipStored(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'mieter.json',
        'abrechnungen.json',
        `abrechnungen/Abrechnung_2024_${gretaId}_Greta_Gonzalez.pdf`,
        'briefe.json',
        `briefe/${letterId}.pdf`,
        'verbrauch.json',
        'belege.json',
        `belege/${statementId}/${invoiceId}_Grundsteuer 2024.pdf`,
        'kontoumsaetze.json',
        'protokoll.json',
      ].sort(),
    );
    const mieter = json(entries, 'mieter.json') as {
      login: Record<string, unknown>;
      tenancies: Array<Record<string, unknown>>;
    };
    expect(mieter.login.username).toBe('greta.gone');
    expect(mieter.login).not.toHaveProperty('password_hash');
    expect(mieter.tenancies).toHaveLength(1);
    expect(mieter.tenancies[0]).toMatchObject({
      id: gretaId,
      first_name: 'Greta',
      email: GRETA_EMAIL,
      ibans: [GRETA_IBAN],
      property_address: 'Löschweg 17, 04109 Leipzig, Deutschland',
      dwelling_label: 'EG links',
    });
    const verbrauch = json(entries, 'verbrauch.json') as {
      tenancies: Array<{ meters: Array<{ readings: Array<{ reading_date: string }> }> }>;
    };
    // Only the readings within her tenancy (2023-01-01 to 2024-12-31), not her successor's.
    expect(verbrauch.tenancies[0]!.meters[0]!.readings.map((r) => r.reading_date)).toEqual([
      '2023-12-31',
      '2024-12-31',
    ]);
    expect(
      entries.get(`abrechnungen/Abrechnung_2024_${gretaId}_Greta_Gonzalez.pdf`)!.equals(statementPdf),
    ).toBe(true);
    expect(entries.get(`briefe/${letterId}.pdf`)!.equals(letterPdf)).toBe(true);
    expect(entries.get(`belege/${statementId}/${invoiceId}_Grundsteuer 2024.pdf`)!.equals(invoicePdf)).toBe(
      true,
    );
    expect(json(entries, 'belege.json')).toEqual([
      {
        statement_id: statementId,
        invoice_id: invoiceId,
        file_name: 'Grundsteuer 2024.pdf',
        category_name: 'Grundsteuer',
        gross_cents: 48000,
        file: `belege/${statementId}/${invoiceId}_Grundsteuer 2024.pdf`,
      },
    ]);
    expect((json(entries, 'kontoumsaetze.json') as Array<{ id: number }>).map((b) => b.id)).toEqual([
      bookingId,
    ]);
    const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('Currentmann');
    expect(everything).not.toContain('Hansen');
  });

  it('gives another tenant only its own data, and refuses every other role', async () => {
    const other = await get('/api/tenant/export', otherTenant);
    expect(other.statusCode).toBe(200);
    const all = [...unzipStored(other.rawPayload).values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).toContain('Hansen');
    expect(all).not.toContain('Gonzalez');
    expect(all).not.toContain('Löschweg');
    for (const token of [tokens.admin, tokens.employee, tokens.customer])
      expect((await get('/api/tenant/export', token)).statusCode).toBe(403);
    expect((await get('/api/tenant/export')).statusCode).toBe(401);
  });
});

describe('POST /api/tenants/{id}/erase', () => {
  it('refuses every role but the admin, and unknown ids', async () => {
    for (const token of [tokens.employee, tokens.customer, tokens.tenant, greta])
      expect((await erase(gretaId, token)).statusCode).toBe(403);
    expect((await erase(gretaId)).statusCode).toBe(401);
    const unknown = await erase(999999, tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mieter nicht gefunden');
    expect((await tenantRow(gretaId)).erasedAt).toBeNull();
  });

  it('refuses a current tenant with 409 and changes nothing', async () => {
    const before = await tenantRow(currentId);
    const res = await erase(currentId, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Die personenbezogenen Daten eines aktuellen Mieters können nicht gelöscht werden. Löschen ist erst nach dem Auszug möglich (Auszugsdatum vor heute).',
    );
    expect(await tenantRow(currentId)).toEqual(before);
    // Moving out today is not moved out yet (Berlin's today).
    await t.ctx.db.update(tenants).set({ moveOut: '2026-03-10' }).where(eq(tenants.id, currentId));
    expect((await erase(currentId, tokens.admin)).statusCode).toBe(409);
    await t.ctx.db.update(tenants).set({ moveOut: null }).where(eq(tenants.id, currentId));
  });

  it('replaces the moved-out tenant’s personal data and keeps amounts and documents', async () => {
    const db = t.ctx.db;
    const res = await erase(gretaId, tokens.admin);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      id: gretaId,
      user_id: null,
      salutation: null,
      first_name: null,
      last_name: 'Gelöschter Mieter',
      email: null,
      phone_number: null,
      street_house_no: null,
      zipcode: null,
      city: null,
      forwarding_address: null,
      ibans: [],
      area_m2: 72.5,
      annual_advance_cents: 120000,
      move_in: '2023-01-01',
      move_out: '2024-12-31',
      erased_at: '2026-03-10T09:00:00.000Z',
    });

    // The login is gone with its sessions: its token no longer works.
    expect(await db.select().from(users).where(eq(users.id, gretaLogin))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, gretaLogin))).toEqual([]);
    expect((await get('/api/tenant/export', greta)).statusCode).toBe(401);

    // Statement: figures and PDF unchanged, the name out of list and file name, the address out of the delivery.
    const [doc] = await db.select().from(statementDocuments).where(eq(statementDocuments.id, statementId));
    expect(doc).toMatchObject({
      name: 'Gelöschter Mieter',
      fileName: `Abrechnung_2024_${gretaId}.pdf`,
      balanceCents: 1234,
      periodFrom: '2024-01-01',
    });
    expect(Buffer.from(doc!.pdf).equals(statementPdf)).toBe(true);
    const [delivery] = await db
      .select()
      .from(statementDeliveries)
      .where(eq(statementDeliveries.documentId, statementId));
    expect(delivery).toMatchObject({ recipient: null, status: 'sent', method: 'email' });
    const [year] = await db.select().from(billingYears).where(eq(billingYears.propertyId, propertyId));
    expect(year!.result).toEqual({ total_cents: 48000 });

    // Letter: PDF kept, the list name replaced.
    const [letter] = await db.select().from(letters).where(eq(letters.id, letterId));
    expect(letter!.recipientName).toBe('Gelöschter Mieter');
    expect(Buffer.from(letter!.pdf).equals(letterPdf)).toBe(true);

    // The booking stays as the bank stated it (§146 Abs. 4 AO), still assigned to the tenancy.
    const [booking] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, bookingId));
    expect(booking).toMatchObject({ amountCents: 10000, tenantId: gretaId, counterpartyIban: GRETA_IBAN });

    // Person counts and readings stay for the statements.
    expect(await db.select().from(tenantPersons).where(eq(tenantPersons.tenantId, gretaId))).toHaveLength(1);
    expect(await db.select().from(meterReadings)).not.toHaveLength(0);

    // Mail log: her mails gone, the current tenant's kept.
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.map((m) => m.recipient)).not.toContain(GRETA_EMAIL);
    expect(outbox.map((m) => m.recipient)).toContain('carl.current@example.de');

    // Audit: the old entry without her name, the new one naming nobody.
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(gretaId)));
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Gonzalez');
    expect(text).not.toContain('Greta');
    expect(text).not.toContain(GRETA_EMAIL);
    const update = entries.find((e) => e.action === 'tenant.update');
    expect(update!.details).toEqual({ area_m2: 72.5 });
    const erased = entries.find((e) => e.action === 'tenant.erase');
    expect(erased!.details).toMatchObject({
      login_deleted: true,
      letters: 1,
      statement_documents: 1,
      mails_deleted: 1,
    });

    // Nothing of her in the tenant row any more.
    expect(JSON.stringify(await tenantRow(gretaId))).not.toMatch(/Greta|Gonzalez|greta\.gone|0341|DE0212/);
    // The list shows the row as erased.
    const list = await get(`/api/properties/${propertyId}/tenants`, tokens.customer);
    expect(list.json().find((r: { id: number }) => r.id === gretaId)).toMatchObject({
      last_name: 'Gelöschter Mieter',
      erased_at: '2026-03-10T09:00:00.000Z',
    });
  });

  it('answers a second erasure with the erased record unchanged', async () => {
    t.clock.now = new Date('2026-03-11T09:00:00Z');
    // A day later the admin signs in anew (sessions end when idle).
    tokens.admin = await t.login(ADMIN);
    const res = await erase(gretaId, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      last_name: 'Gelöschter Mieter',
      erased_at: '2026-03-10T09:00:00.000Z',
    });
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'tenant.erase'));
    expect(entries).toHaveLength(1);
  });

  it('keeps a login that still has a current tenancy, only unlinking the erased one', async () => {
    const db = t.ctx.db;
    const login = await aTenantLogin(db, 'umzug.intern', PASSWORD);
    const old = await aTenant(db, { propertyId, userId: login, lastName: 'Umzug', moveOut: '2025-06-30' });
    const now = await aTenant(db, { propertyId, userId: login, lastName: 'Umzug', moveIn: '2025-07-01' });
    const token = await t.login({ username: 'umzug.intern', password: PASSWORD });
    expect((await erase(old.id, tokens.admin)).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, login))).toHaveLength(1);
    expect((await tenantRow(old.id)).userId).toBeNull();
    expect((await tenantRow(now.id)).userId).toBe(login);
    const exported = await get('/api/tenant/export', token);
    expect(exported.statusCode).toBe(200);
    const mieter = json(unzipStored(exported.rawPayload), 'mieter.json') as {
      tenancies: Array<{ id: number }>;
    };
    expect(mieter.tenancies.map((x) => x.id)).toEqual([now.id]);
  });

  it('refuses a vacancy: it holds no personal data', async () => {
    const vacancy = await aTenant(t.ctx.db, { propertyId, lastName: 'Leerstand', moveOut: '2022-12-31' });
    const res = await erase(vacancy.id, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ein Leerstand enthält keine personenbezogenen Daten.');
  });
});

// The demo tenant's seeded login must be untouched by everything above.
describe('the seeded tenant', () => {
  it('can still export its own data', async () => {
    const token = await t.login(TENANT);
    const res = await get('/api/tenant/export', token);
    expect(res.statusCode).toBe(200);
    const mieter = json(unzipStored(res.rawPayload), 'mieter.json') as { login: { username: string } };
    expect(mieter.login.username).toBe(TENANT.username);
  });
});
