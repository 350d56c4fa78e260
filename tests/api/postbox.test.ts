import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  CUSTOMER,
  EMPLOYEE,
  OTHER_CUSTOMER,
  OTHER_TENANT,
  TENANT,
  bearer,
  createTestApp,
  type TestApp,
} from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { aLetter, aTenantLogin, demoCustomerId, renderPdf } from '../helpers/letters-fixtures.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import {
  invoices,
  letters,
  mailOutbox,
  statementDeliveries,
  statementDocuments,
} from '../../src/server/db/schema.ts';

/**
 * The Postbox: a letter sent by e-mail (a real SMTP server on loopback receives it with its PDF)
 * or listed for post, the tenant's Postbox with statements and letters, the first opening kept as
 * the landlord's proof of receipt, and who may do what.
 */
const SENDER = 'post@nebenkostenplus.test';
const PASSWORD = 'Mieter-Passwort1';
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false } };

let smtp: TestSmtpServer;
let t: TestApp;
let customer = '';
let employee = '';
let admin = '';
let otherCustomer = '';
let demoTenant = '';
let anna = '';
let bernd = '';
let propertyId = 0;
let annaTenancy = 0;
let berndTenancy = 0;
const annaEmail = 'anna.postfach@example.de';

const send = (id: number, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/letters/${id}/send`, headers: bearer(token) });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const letterRow = async (id: number) => (await t.ctx.db.select().from(letters).where(eq(letters.id, id)))[0]!;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: `NebenkostenPlus <${SENDER}>` }, { jobs: FAST });
  customer = await t.login(CUSTOMER);
  employee = await t.login(EMPLOYEE);
  admin = await t.login(ADMIN);
  otherCustomer = await t.login(OTHER_CUSTOMER);
  demoTenant = await t.login(TENANT);
  const db = t.ctx.db;
  const property = await aProperty(db, {
    customerId: await demoCustomerId(db),
    address: 'Postweg 3, 04109 Leipzig, Deutschland',
  });
  propertyId = property.id;
  const annaLogin = await aTenantLogin(db, 'anna.postfach', PASSWORD);
  const berndLogin = await aTenantLogin(db, 'bernd.postfach', PASSWORD);
  annaTenancy = (
    await aTenant(db, {
      propertyId,
      userId: annaLogin,
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Albers',
      email: annaEmail,
      deliveryMethod: 'email',
    })
  ).id;
  berndTenancy = (
    await aTenant(db, {
      propertyId,
      userId: berndLogin,
      salutation: 'Herr',
      firstName: 'Bernd',
      lastName: 'Brandt',
      email: 'bernd.postfach@example.de',
      deliveryMethod: 'post',
    })
  ).id;
  anna = await t.login({ username: 'anna.postfach', password: PASSWORD });
  bernd = await t.login({ username: 'bernd.postfach', password: PASSWORD });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sending a letter', () => {
  it('mails it with the PDF attached to a tenant who receives e-mail, once', async () => {
    const letter = await aLetter(t.ctx.db, {
      propertyId,
      tenantId: annaTenancy,
      recipientName: 'Anna Albers',
      title: 'Anpassung der Vorauszahlungen',
      template: 'advance-payment',
    });
    t.clock.now = new Date('2026-11-20T10:00:00Z');
    const res = await send(letter.id, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channel: 'email', sent_at: '2026-11-20T10:00:00.000Z' });

    const mail = await smtp.waitFor((m) => m.envelope.to.includes(annaEmail), 15_000);
    expect(mail.envelope.from).toBe(SENDER);
    expect(mail.subject).toBe('Anpassung der Vorauszahlungen – Postweg 3, 04109 Leipzig');
    expect(mail.text).toContain('Sehr geehrte Frau Albers,');
    expect(mail.text).toContain('„Anpassung der Vorauszahlungen“');
    expect(mail.text).toContain('Datum: 20.11.2026');
    expect(mail.replyTo).toBe('vermieter@demo.nebenkostenplus.de');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.filename).toBe(`Anpassung_der_Vorauszahlungen_${letter.id}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.content.equals(letter.pdf)).toBe(true);

    await expect.poll(async () => (await letterRow(letter.id)).mailStatus, { timeout: 10_000 }).toBe('sent');
    const row = await letterRow(letter.id);
    expect(row).toMatchObject({ channel: 'email', mailError: null, openedAt: null });
    expect(row.sentAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const outbox = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, annaEmail));
    expect(outbox).toHaveLength(1);

    const again = await send(letter.id, customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Dieser Brief wurde bereits am 20.11.2026, 11:00 Uhr versendet. Ein zweiter Versand ist nicht möglich; erstellen Sie bei Bedarf einen neuen Brief.',
    );
    // Nothing changed, nothing mailed twice.
    expect((await letterRow(letter.id)).sentAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.envelope.to.includes(annaEmail))).toHaveLength(1);
  });

  it('lists a post tenant’s letter for printing, without a mail', async () => {
    const letter = await aLetter(t.ctx.db, {
      propertyId,
      tenantId: berndTenancy,
      recipientName: 'Bernd Brandt',
    });
    t.clock.now = new Date('2026-11-21T09:00:00Z');
    const res = await send(letter.id, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channel: 'post', sent_at: '2026-11-21T09:00:00.000Z' });
    expect(await letterRow(letter.id)).toMatchObject({ channel: 'post', mailStatus: null });

    const box = await get(`/api/customer/postbox?property_id=${propertyId}`, customer);
    expect(box.statusCode).toBe(200);
    const item = box.json().sent.find((s: { id: string }) => s.id === `letter-${letter.id}`);
    expect(item).toMatchObject({
      kind: 'letter',
      channel: 'post',
      mail_status: null,
      recipient_name: 'Bernd Brandt',
      tenant_id: berndTenancy,
      title: 'Zahlungsaufforderung',
      template: 'payment-request',
      sent_at: '2026-11-21T09:00:00.000Z',
      opened_at: null,
      pdf_url: `/api/letters/${letter.id}/pdf`,
    });
    expect(smtp.messages.some((m) => m.envelope.to.includes('bernd.postfach@example.de'))).toBe(false);
  });

  it('sends to post when an e-mail tenant has no address stored', async () => {
    const nobody = await aTenant(t.ctx.db, { propertyId, lastName: 'Ohneadresse', deliveryMethod: 'email' });
    const letter = await aLetter(t.ctx.db, { propertyId, tenantId: nobody.id, recipientName: 'Ohneadresse' });
    const res = await send(letter.id, admin);
    expect(res.json().channel).toBe('post');
  });

  it('lets employees and admins send any letter; tenants 403, another customer 404, unknown 404', async () => {
    const a = await aLetter(t.ctx.db, { propertyId, tenantId: berndTenancy, recipientName: 'Bernd Brandt' });
    const b = await aLetter(t.ctx.db, { propertyId, tenantId: berndTenancy, recipientName: 'Bernd Brandt' });
    const tenantTry = await send(a.id, bernd);
    expect(tenantTry.statusCode).toBe(403);
    const foreign = await send(a.id, otherCustomer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Brief nicht gefunden.');
    expect((await letterRow(a.id)).sentAt).toBeNull();
    expect((await send(999_999, customer)).statusCode).toBe(404);
    expect((await send(a.id, employee)).statusCode).toBe(200);
    expect((await send(b.id, admin)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/letters/abc/send',
      headers: bearer(customer),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a mail failed after the last try when the mail server refuses it', async () => {
    const email = 'abgelehnt.postfach@example.de';
    const tenant = await aTenant(t.ctx.db, {
      propertyId,
      lastName: 'Abgelehnt',
      email,
      deliveryMethod: 'email',
    });
    const letter = await aLetter(t.ctx.db, { propertyId, tenantId: tenant.id, recipientName: 'Abgelehnt' });
    smtp.rejectAll = true;
    try {
      expect((await send(letter.id, customer)).json().channel).toBe('email');
      await expect
        .poll(async () => (await letterRow(letter.id)).mailStatus, { timeout: 15_000 })
        .toBe('failed');
    } finally {
      smtp.rejectAll = false;
    }
    expect((await letterRow(letter.id)).mailError).toMatch(/550|reject|abgelehnt/i);
  });
});

describe('a letter made by the letters route', () => {
  it('is sent by e-mail with its own PDF and opened by the tenant in the Postbox', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/letters`,
      headers: bearer(customer),
      payload: {
        template: 'warning',
        tenant_id: annaTenancy,
        fields: {
          breach: 'Wiederholte Ruhestörung nach 22 Uhr',
          breach_date: '2026-11-20',
          demand: 'Bitte halten Sie die Ruhezeiten ein.',
          consequence: 'ordinary',
        },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const pdf = await get(`/api/letters/${id}/pdf`, customer);
    expect(pdf.statusCode).toBe(200);

    t.clock.now = new Date('2026-11-23T09:00:00Z');
    const sent = await send(id, customer);
    expect(sent.json()).toEqual({ channel: 'email', sent_at: '2026-11-23T09:00:00.000Z' });
    const row = await letterRow(id);
    const mail = await smtp.waitFor(
      (m) => m.envelope.to.includes(annaEmail) && m.subject.startsWith(row.title),
      15_000,
    );
    expect(mail.attachments[0]!.content.equals(pdf.rawPayload)).toBe(true);

    const items = (await get('/api/tenant/postbox', anna)).json() as Array<{ id: string; title: string }>;
    expect(items.find((i) => i.id === `letter-${id}`)!.title).toBe(row.title);
    t.clock.now = new Date('2026-11-24T08:15:00Z');
    const opened = await get(`/api/tenant/postbox/letter-${id}/pdf`, anna);
    expect(opened.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await letterRow(id)).openedAt?.toISOString()).toBe('2026-11-24T08:15:00.000Z');
  });
});

describe('the tenant’s Postbox', () => {
  let letterId = 0;
  let statementId = 0;
  let unsentId = 0;

  beforeAll(async () => {
    const db = t.ctx.db;
    const pdf = await renderPdf(['Heiz- und Nebenkostenabrechnung 2025', 'Anna Albers']);
    const [doc] = await db
      .insert(statementDocuments)
      .values({
        propertyId,
        year: 2025,
        tenantId: annaTenancy,
        kind: 'tenant',
        name: 'Anna Albers',
        fileName: 'Abrechnung_2025_Albers.pdf',
        periodFrom: '2025-01-01',
        periodTo: '2025-12-31',
        balanceCents: 5000,
        pdf,
      })
      .returning();
    statementId = doc!.id;
    await db.insert(statementDeliveries).values({
      documentId: statementId,
      method: 'post',
      status: 'post',
      createdAt: new Date('2026-03-02T08:00:00Z'),
    });
    // A statement made but never delivered is not in the Postbox.
    await db.insert(statementDocuments).values({
      propertyId,
      year: 2024,
      tenantId: annaTenancy,
      kind: 'tenant',
      name: 'Anna Albers',
      fileName: 'Abrechnung_2024_Albers.pdf',
      periodFrom: '2024-01-01',
      periodTo: '2024-12-31',
      pdf,
    });
    const letter = await aLetter(db, {
      propertyId,
      tenantId: annaTenancy,
      recipientName: 'Anna Albers',
      title: 'Kündigung des Mietverhältnisses',
      template: 'termination',
    });
    letterId = letter.id;
    unsentId = (await aLetter(db, { propertyId, tenantId: annaTenancy, recipientName: 'Anna Albers' })).id;
    t.clock.now = new Date('2026-11-25T12:00:00Z');
    await db
      .update(letters)
      .set({ channel: 'post', sentAt: new Date('2026-11-25T12:00:00Z') })
      .where(eq(letters.id, letterId));
  });

  it('lists statements and letters sent to the login, newest first, with ids that name the kind', async () => {
    const res = await get('/api/tenant/postbox', anna);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ id: string; kind: string; title: string; created_at: string }>;
    expect(res.headers['x-total-count']).toBe(String(items.length));
    expect(items.map((i) => i.id)).not.toContain(`letter-${unsentId}`);
    expect(items.find((i) => i.id === `letter-${letterId}`)).toEqual({
      id: `letter-${letterId}`,
      kind: 'letter',
      title: 'Kündigung des Mietverhältnisses',
      created_at: '2026-11-25T12:00:00.000Z',
      opened_at: null,
    });
    expect(items.find((i) => i.id === `statement-${statementId}`)).toEqual({
      id: `statement-${statementId}`,
      kind: 'statement',
      title: 'Heiz- und Nebenkostenabrechnung 2025 – Postweg 3, 04109 Leipzig',
      created_at: '2026-03-02T08:00:00.000Z',
      opened_at: null,
    });
    expect(items.filter((i) => i.kind === 'statement')).toHaveLength(1);
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await get('/api/tenant/postbox?limit=1&offset=1', anna);
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].id).toBe(items[1]!.id);
    expect(page.headers['x-total-count']).toBe(String(items.length));
  });

  it('opens a letter: the PDF, opened_at set the first time only and shown to the landlord', async () => {
    t.clock.now = new Date('2026-11-26T07:30:00Z');
    const first = await get(`/api/tenant/postbox/letter-${letterId}/pdf`, anna);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Kündigung_des_Mietverhältnisses_${letterId}.pdf`)}`,
    );
    expect(first.rawPayload.equals((await letterRow(letterId)).pdf as Buffer)).toBe(true);

    t.clock.now = new Date('2026-11-28T18:00:00Z');
    expect((await get(`/api/tenant/postbox/letter-${letterId}/pdf`, anna)).statusCode).toBe(200);
    expect((await letterRow(letterId)).openedAt?.toISOString()).toBe('2026-11-26T07:30:00.000Z');

    const list = (await get('/api/tenant/postbox', anna)).json() as Array<{ id: string; opened_at: string }>;
    expect(list.find((i) => i.id === `letter-${letterId}`)!.opened_at).toBe('2026-11-26T07:30:00.000Z');
    const box = (await get(`/api/customer/postbox?property_id=${propertyId}`, customer)).json();
    expect(box.sent.find((s: { id: string }) => s.id === `letter-${letterId}`).opened_at).toBe(
      '2026-11-26T07:30:00.000Z',
    );
  });

  it('records a statement’s first opening, in the portal’s statements list or in the Postbox', async () => {
    // Opened first from the portal's list of received statements: that is proof of receipt too.
    t.clock.now = new Date('2026-11-27T10:00:00Z');
    const fromList = await get(`/api/tenant/statements/${statementId}.pdf`, anna);
    expect(fromList.statusCode).toBe(200);
    t.clock.now = new Date('2026-11-28T10:00:00Z');
    const res = await get(`/api/tenant/postbox/statement-${statementId}/pdf`, anna);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [doc] = await t.ctx.db
      .select()
      .from(statementDocuments)
      .where(eq(statementDocuments.id, statementId));
    expect(doc!.openedAt?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    const box = (await get(`/api/customer/postbox?property_id=${propertyId}`, customer)).json();
    expect(box.sent.find((s: { id: string }) => s.id === `statement-${statementId}`)).toMatchObject({
      kind: 'statement',
      title: 'Heiz- und Nebenkostenabrechnung 2025 – Postweg 3, 04109 Leipzig',
      template: null,
      year: 2025,
      channel: 'post',
      mail_status: 'post',
      recipient_name: 'Anna Albers',
      opened_at: '2026-11-27T10:00:00.000Z',
      pdf_url: `/api/properties/${propertyId}/statements/${annaTenancy}.pdf?year=2025`,
    });
  });

  it('does not show or open another tenant’s documents, nor unsent letters', async () => {
    const other = (await get('/api/tenant/postbox', bernd)).json() as Array<{ id: string }>;
    expect(other.map((i) => i.id)).not.toContain(`letter-${letterId}`);
    expect(other.map((i) => i.id)).not.toContain(`statement-${statementId}`);
    for (const [token, id] of [
      [bernd, `letter-${letterId}`],
      [bernd, `statement-${statementId}`],
      [demoTenant, `letter-${letterId}`],
      [anna, `letter-${unsentId}`],
      [anna, 'letter-999999'],
    ] as const) {
      const res = await get(`/api/tenant/postbox/${id}/pdf`, token);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json().message).toBe('Dokument nicht im Postfach gefunden.');
    }
    expect((await letterRow(unsentId)).openedAt).toBeNull();
    const bad = await get('/api/tenant/postbox/brief-1/pdf', anna);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ungültige Dokument-ID');
    expect((await get('/api/tenant/postbox/letter-99999999999/pdf', anna)).statusCode).toBe(400);
  });

  it('is for tenants only', async () => {
    for (const token of [customer, employee, admin]) {
      expect((await get('/api/tenant/postbox', token)).statusCode).toBe(403);
      expect((await get(`/api/tenant/postbox/letter-${letterId}/pdf`, token)).statusCode).toBe(403);
    }
    expect((await letterRow(letterId)).openedAt?.toISOString()).toBe('2026-11-26T07:30:00.000Z');
  });
});

describe('the landlord’s Postbox', () => {
  it('pages what was sent, newest first, and shows the invoice inbox', async () => {
    const db = t.ctx.db;
    const customerId = await demoCustomerId(db);
    for (const [name, status, at] of [
      ['rechnung-1.pdf', 'approved', '2026-10-01T08:00:00Z'],
      ['rechnung-2.pdf', 'needs_review', '2026-11-01T08:00:00Z'],
    ] as const)
      await db.insert(invoices).values({
        customerId,
        propertyId,
        status,
        fileName: name,
        contentType: 'application/pdf',
        sizeBytes: 10,
        sha256: name,
        receivedVia: 'upload',
        receivedAt: new Date(at),
        sellerName: 'Stadtwerke Leipzig',
        grossCents: 12_000,
        suggestion: {},
        ...(status === 'approved' ? { approvedYear: 2026 } : {}),
      });

    const all = await get(`/api/customer/postbox?property_id=${propertyId}`, customer);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    const sent = all.json().sent as Array<{ id: string; sent_at: string }>;
    expect(sent).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(7);
    const times = sent.map((s) => s.sent_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.json().inbox).toEqual({
      total: 2,
      open: 1,
      newest: [
        expect.objectContaining({
          file_name: 'rechnung-2.pdf',
          status: 'needs_review',
          seller_name: 'Stadtwerke Leipzig',
          gross_cents: 12_000,
          received_at: '2026-11-01T08:00:00.000Z',
          link: expect.stringMatching(
            new RegExp(`^/customer/invoices\\?property_id=${propertyId}&invoice=\\d+$`),
          ),
        }),
        expect.objectContaining({ file_name: 'rechnung-1.pdf', status: 'approved' }),
      ],
    });

    const page = await get(`/api/customer/postbox?property_id=${propertyId}&limit=2&offset=2`, customer);
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.json().sent.map((s: { id: string }) => s.id)).toEqual(sent.slice(2, 4).map((s) => s.id));

    // Without property_id: every property the actor may see.
    const mine = await get('/api/customer/postbox', customer);
    expect(mine.statusCode).toBe(200);
    expect(Number(mine.headers['x-total-count'])).toBeGreaterThanOrEqual(total);
    expect((await get('/api/customer/postbox', employee)).statusCode).toBe(200);
  });

  it('keeps other customers out: their property 404, their own list without ours; tenants 403', async () => {
    const foreign = await get(`/api/customer/postbox?property_id=${propertyId}`, otherCustomer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Liegenschaft nicht gefunden.');
    const theirs = await get('/api/customer/postbox', otherCustomer);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().sent).toEqual([]);
    expect(theirs.json().inbox.total).toBe(0);
    expect(theirs.headers['x-total-count']).toBe('0');
    expect((await get('/api/customer/postbox', anna)).statusCode).toBe(403);
    const other = await t.login(OTHER_TENANT);
    expect((await get('/api/customer/postbox', other)).statusCode).toBe(403);
    const adminView = await get(`/api/customer/postbox?property_id=${propertyId}`, admin);
    expect(adminView.statusCode).toBe(200);
  });

  it('refuses invalid query values in German', async () => {
    const res = await get('/api/customer/postbox?limit=0', customer);
    expect(res.statusCode).toBe(400);
    const bad = await get('/api/customer/postbox?property_id=x', customer);
    expect(bad.statusCode).toBe(400);
  });
});
