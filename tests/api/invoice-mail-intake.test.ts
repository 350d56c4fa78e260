import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalsOf, ublInvoice, wasteInvoice } from '../fixtures/invoices/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Invoices by e-mail end to end: the property's intake address from the API, a real SMTP client
 * against the server's intake port, and the invoice in that property's inbox.
 */
let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_MAIL_DOMAIN: 'Post.Beispiel.test',
  });
  token = (await t.loginRoles()).customer;
  otherToken = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, auth: string) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

async function send(to: string, attachments: Mail.Options['attachments']) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: t.mailIntake!.port,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({
      from: 'rechnung@abfall.example',
      to,
      subject: 'Rechnung',
      attachments,
    });
  } finally {
    transport.close();
  }
}

describe('invoices sent by e-mail', () => {
  it('turns an attachment to a property’s address into an invoice of that property', async () => {
    const properties = (await get('/api/properties', token)).json() as Array<{ id: number }>;
    const propertyId = properties[0]!.id;
    const property = (await get(`/api/properties/${propertyId}`, token)).json();
    expect(property.invoice_intake_address).toMatch(/^rechnungen-[a-z2-7]{16}@post\.beispiel\.test$/);
    const spec = wasteInvoice({ number: 'AB-MAIL-1' });
    await send(property.invoice_intake_address, [
      { filename: 'rechnung.xml', content: Buffer.from(ublInvoice(spec)), contentType: 'application/xml' },
      { filename: 'anschreiben.txt', content: 'Sehr geehrte Damen und Herren' },
    ]);
    const list = await get(`/api/properties/${propertyId}/invoices`, token);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      expect.objectContaining({
        received_via: 'email',
        file_name: 'rechnung.xml',
        invoice_number: 'AB-MAIL-1',
        gross_cents: totalsOf(spec).gross,
        status: 'read',
      }),
    ]);
    // Another landlord never sees it, and their property has an address of its own.
    expect((await get(`/api/properties/${propertyId}/invoices`, otherToken)).statusCode).toBe(404);
  });

  it('refuses a made-up address at RCPT and stores nothing', async () => {
    const error = await send('rechnungen-aaaaaaaaaaaaaaaa@post.beispiel.test', [
      { filename: 'rechnung.xml', content: Buffer.from(ublInvoice(wasteInvoice())) },
    ]).catch((e: unknown) => e as { responseCode?: number });
    expect(error).toMatchObject({ responseCode: 550 });
  });
});
