import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer, type Server } from '../../src/server/server.ts';
import type { Db } from '../../src/server/db/client.ts';
import { mailOutbox, statementDeliveries, statementDocuments } from '../../src/server/db/schema.ts';
import { aCustomer, aProperty, aTenant } from '../factories/index.ts';
import {
  deliverStatement,
  queueStatementDeliveries,
} from '../../src/server/statements/statement-delivery.ts';

/**
 * E-mail delivery of finalized statements as a pg-boss job, against a real SMTP server on
 * loopback: one mail per delivery with the frozen PDF attached, retries while the mail server
 * refuses, nothing lost and nothing sent twice across a restart.
 */
const SENDER = 'abrechnung@nebenkostenplus.test';
/** Retries in seconds instead of minutes; three tries in all. */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } };

let smtp: TestSmtpServer;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: `NebenkostenPlus <${SENDER}>` }, { jobs: FAST });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Statement {
  deliveryId: number;
  documentId: number;
  recipient: string;
  pdf: Buffer;
}

/** A landlord, a property, a tenant and the tenant's frozen statement with a queued e-mail delivery. */
async function insertStatement(
  db: Db,
  options: { recipient?: string | null; landlordEmail?: string | null } = {},
): Promise<Statement> {
  const n = ++seq;
  const recipient =
    options.recipient === undefined
      ? `mieterin.${n}.${randomBytes(3).toString('hex')}@example.de`
      : options.recipient;
  const customer = await aCustomer(db, {
    firstName: null,
    lastName: null,
    companyName: 'Müller & Söhne Hausverwaltung',
    email: options.landlordEmail === undefined ? 'verwaltung@mueller-soehne.example' : options.landlordEmail,
  });
  const property = await aProperty(db, {
    customerId: customer.id,
    address: `Lindenallee ${n}, 04109 Leipzig, Deutschland`,
  });
  const tenant = await aTenant(db, {
    propertyId: property.id,
    salutation: 'Frau',
    firstName: 'Jana',
    lastName: 'Schröder',
    email: recipient,
    moveIn: '2020-01-01',
  });
  // Not a real PDF, but bytes of every value, large enough for several base64 lines.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(48_000)]);
  const [document] = await db
    .insert(statementDocuments)
    .values({
      propertyId: property.id,
      year: 2025,
      tenantId: tenant.id,
      kind: 'tenant',
      name: 'Jana Schröder',
      fileName: `Abrechnung_2025_Schröder_${n}.pdf`,
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      balanceCents: 12_345,
      pdf,
    })
    .returning();
  const [delivery] = await db
    .insert(statementDeliveries)
    .values({ documentId: document!.id, method: 'email', recipient, status: 'queued' })
    .returning();
  return { deliveryId: delivery!.id, documentId: document!.id, recipient: recipient ?? '', pdf };
}

async function deliveryRow(db: Db, id: number) {
  const [row] = await db.select().from(statementDeliveries).where(eq(statementDeliveries.id, id));
  return row!;
}

const mailsTo = (recipient: string) => smtp.messages.filter((m) => m.envelope.to.includes(recipient));

describe('statement delivery by e-mail', () => {
  it('mails the statement once, with its PDF attached, and marks the delivery sent', async () => {
    const s = await insertStatement(t.ctx.db);
    await queueStatementDeliveries(t.ctx, [s.deliveryId]);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(s.recipient), 10_000);

    expect(mail.envelope.from).toBe(SENDER);
    expect(mail.subject).toBe(
      `Ihre Heiz- und Nebenkostenabrechnung 2025 – Lindenallee ${seq}, 04109 Leipzig`,
    );
    expect(mail.replyTo).toBe('verwaltung@mueller-soehne.example');
    expect(mail.text).toContain('Sehr geehrte Frau Schröder,');
    expect(mail.text).toContain('Abrechnungszeitraum: 01.01.2025 – 31.12.2025');
    expect(mail.text).toContain('Ergebnis: Nachzahlung 123,45\u00a0€');
    expect(mail.text).toContain('Müller & Söhne Hausverwaltung');
    expect(mail.html).toContain('Müller &amp; Söhne Hausverwaltung');
    expect(mail.html).not.toContain('Müller & Söhne');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.filename).toBe(`Abrechnung_2025_Schröder_${seq}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.content.equals(s.pdf)).toBe(true);

    await expect.poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).status).toBe('sent');
    const row = await deliveryRow(t.ctx.db, s.deliveryId);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const outbox = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, s.recipient));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      sent: true,
      attachments: [{ filename: file!.filename, content_type: 'application/pdf', size: s.pdf.length }],
    });
  });

  it('queues a delivery only once and never mails a sent delivery again', async () => {
    const s = await insertStatement(t.ctx.db);
    await queueStatementDeliveries(t.ctx, [s.deliveryId, s.deliveryId]);
    await expect.poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).status).toBe('sent');
    await queueStatementDeliveries(t.ctx, [s.deliveryId]);

    // A job that reaches a sent delivery anyway (an old job, another process) leaves it alone.
    await deliverStatement(t.ctx, {
      id: 'x',
      name: 'statement-delivery',
      data: { deliveryId: s.deliveryId },
      retryCount: 0,
      retryLimit: 2,
      lastAttempt: false,
    });

    // The queue works in order: once a later delivery's mail is here, a repeated one would be too.
    const later = await insertStatement(t.ctx.db);
    await queueStatementDeliveries(t.ctx, [later.deliveryId]);
    await smtp.waitFor((m) => m.envelope.to.includes(later.recipient), 10_000);
    expect(mailsTo(s.recipient)).toHaveLength(1);
    expect(await deliveryRow(t.ctx.db, s.deliveryId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('queues inside the transaction that inserts the delivery', async () => {
    const s = await insertStatement(t.ctx.db);
    await t.ctx.db.transaction(async (tx) => {
      const [again] = await tx
        .insert(statementDeliveries)
        .values({ documentId: s.documentId, method: 'email', recipient: s.recipient, status: 'queued' })
        .returning();
      await queueStatementDeliveries(t.ctx, [again!.id], { tx });
    });
    await smtp.waitFor((m) => m.envelope.to.includes(s.recipient), 10_000);
    // The first row of this statement was never queued: only the one queued in the transaction went out.
    expect(mailsTo(s.recipient)).toHaveLength(1);
    expect((await deliveryRow(t.ctx.db, s.deliveryId)).status).toBe('queued');
  });

  it('retries while the mail server refuses and sends once when it accepts again', async () => {
    const s = await insertStatement(t.ctx.db);
    smtp.rejectAll = true;
    try {
      await queueStatementDeliveries(t.ctx, [s.deliveryId]);
      await expect
        .poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).attempts, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
      const failing = await deliveryRow(t.ctx.db, s.deliveryId);
      expect(failing.status).toBe('queued');
      expect(failing.lastError).toMatch(/550/);
      expect(failing.sentAt).toBeNull();
    } finally {
      smtp.rejectAll = false;
    }
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(s.recipient), 10_000);
    expect(mail.attachments[0]!.content.equals(s.pdf)).toBe(true);
    await expect.poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).status).toBe('sent');
    const row = await deliveryRow(t.ctx.db, s.deliveryId);
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(row.lastError).toBeNull();
    expect(mailsTo(s.recipient)).toHaveLength(1);
    // Every try is in the outbox: the refused ones with their error, then the sent one.
    const outbox = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, s.recipient));
    expect(outbox.filter((m) => m.sent)).toHaveLength(1);
    expect(outbox.filter((m) => !m.sent).every((m) => /550/.test(m.error ?? ''))).toBe(true);
  });

  it('marks the delivery failed after the last try', async () => {
    const s = await insertStatement(t.ctx.db);
    smtp.rejectAll = true;
    try {
      await queueStatementDeliveries(t.ctx, [s.deliveryId]);
      await expect
        .poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).status, { timeout: 15_000 })
        .toBe('failed');
    } finally {
      smtp.rejectAll = false;
    }
    const row = await deliveryRow(t.ctx.db, s.deliveryId);
    expect(row).toMatchObject({ attempts: 3, sentAt: null });
    expect(row.lastError).toMatch(/550/);
    expect(mailsTo(s.recipient)).toHaveLength(0);
  });

  it('fails a delivery without an address at once', async () => {
    const s = await insertStatement(t.ctx.db, { recipient: null });
    await queueStatementDeliveries(t.ctx, [s.deliveryId]);
    await expect.poll(async () => (await deliveryRow(t.ctx.db, s.deliveryId)).status).toBe('failed');
    expect(await deliveryRow(t.ctx.db, s.deliveryId)).toMatchObject({
      attempts: 0,
      lastError: 'Keine E-Mail-Adresse für den Versand hinterlegt.',
    });
  });
});

describe('statement delivery without a mail server', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({}, { jobs: FAST });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('records the mail in the outbox and marks the delivery recorded', async () => {
    const s = await insertStatement(plain.ctx.db, { landlordEmail: null });
    await queueStatementDeliveries(plain.ctx, [s.deliveryId]);
    await expect.poll(async () => (await deliveryRow(plain.ctx.db, s.deliveryId)).status).toBe('recorded');
    expect(await deliveryRow(plain.ctx.db, s.deliveryId)).toMatchObject({ attempts: 1, sentAt: null });
    const outbox = await plain.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, s.recipient));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      sent: false,
      error: null,
      subject: `Ihre Heiz- und Nebenkostenabrechnung 2025 – Lindenallee ${seq}, 04109 Leipzig`,
      attachments: [{ content_type: 'application/pdf', size: s.pdf.length }],
    });
    // Without the landlord's address the mail does not promise that a reply reaches him.
    expect(outbox[0]!.textBody).not.toContain('antworten');
  });
});

describe('statement delivery across a restart', () => {
  /** The same database for two server lives: a data directory for PGlite, a database on PostgreSQL. */
  let database: { url: string | undefined; drop(): Promise<void> };
  let dataDir: string;
  let server: Server | undefined;

  function open(): Promise<Server> {
    const config = loadConfig({
      ADMIN_PASSWORD: 'Admin-Passwort1',
      SEED_DEMO: '0',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: `NebenkostenPlus <${SENDER}>`,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    return createServer(config, { serveWeb: false, jobs: FAST });
  }

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    dataDir = mkdtempSync(join(tmpdir(), 'nk-delivery-'));
  });
  afterAll(async () => {
    smtp.rejectAll = false;
    await server?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no mail and sends none twice when the server stops while mails are queued or failing', async () => {
    server = await open();
    smtp.rejectAll = true;
    // Failing: tried at least once, waiting for the next try when the server stops.
    const failing = await insertStatement(server.ctx.db);
    await queueStatementDeliveries(server.ctx, [failing.deliveryId]);
    await expect
      .poll(async () => (await deliveryRow(server!.ctx.db, failing.deliveryId)).attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    // Queued, not yet tried: its job waits behind a start time after the stop.
    const waiting = await insertStatement(server.ctx.db);
    await server.ctx.jobs.send(
      'statement-delivery',
      { deliveryId: waiting.deliveryId },
      { singletonKey: `delivery:${waiting.deliveryId}`, startAfter: 2 },
    );
    // Its row committed, its job lost (the process died in between): the next start queues it.
    const orphan = await insertStatement(server.ctx.db);
    await server.close();
    server = undefined;
    const before = { failing: mailsTo(failing.recipient).length, waiting: mailsTo(waiting.recipient).length };
    expect(before).toEqual({ failing: 0, waiting: 0 });

    smtp.rejectAll = false;
    server = await open();
    const received: ReceivedMail[] = await Promise.all(
      [failing, waiting, orphan].map((s) => smtp.waitFor((m) => m.envelope.to.includes(s.recipient), 15_000)),
    );
    received.forEach((mail, i) => {
      const s = [failing, waiting, orphan][i]!;
      expect(mail.attachments[0]!.content.equals(s.pdf)).toBe(true);
    });
    for (const s of [failing, waiting, orphan]) {
      await expect.poll(async () => (await deliveryRow(server!.ctx.db, s.deliveryId)).status).toBe('sent');
    }
    // After a clean stop no job is left that could still send.
    await server.close();
    server = undefined;
    for (const s of [failing, waiting, orphan]) expect(mailsTo(s.recipient)).toHaveLength(1);
  });
});
