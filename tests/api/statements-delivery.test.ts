import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

/**
 * From a finalized year to the tenants' inboxes through the API, against a real SMTP server on
 * loopback: one mail per e-mail tenant with its frozen PDF attached, nothing on a second call,
 * everything again on resend.
 */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } };
const YEAR = 2025;
let smtp: TestSmtpServer;
let t: TestApp;
let customer: string;
let propertyId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: FAST });
  t.clock.now = new Date('2026-03-02T10:00:00Z');
  customer = (await t.loginRoles()).customer;
  propertyId = (await call('GET', '/api/properties'))
    .json()
    .find((p: { address: string }) => p.address.startsWith('Lindenstraße')).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(customer), ...(payload ? { payload } : {}) });

interface Delivery {
  tenant_id: number;
  method: string;
  recipient: string | null;
  status: string;
  sent_at: string | null;
}

async function deliveriesSettled(): Promise<Delivery[]> {
  for (let i = 0; i < 200; i++) {
    const res = await call('POST', `/api/properties/${propertyId}/statements/deliver`, { year: YEAR });
    const list = res.json().deliveries as Delivery[];
    if (list.every((d) => d.status !== 'queued')) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Zustellung nicht abgeschlossen');
}

describe('delivering a finalized year', () => {
  it('mails each e-mail tenant its own PDF once; post tenants are listed for printing', async () => {
    expect(
      (await call('POST', `/api/properties/${propertyId}/statements/finalize`, { year: YEAR })).statusCode,
    ).toBe(200);
    const first = await call('POST', `/api/properties/${propertyId}/statements/deliver`, { year: YEAR });
    expect(first.statusCode).toBe(200);
    const queued = first.json().deliveries as Delivery[];
    const byMail = queued.filter((d) => d.method === 'email');
    expect(byMail.length).toBeGreaterThan(0);
    for (const d of byMail) expect(d.sent_at === null ? d.status : 'sent').toMatch(/queued|sent/);

    const settled = await deliveriesSettled();
    for (const d of settled.filter((x) => x.method === 'email')) {
      expect(d.status).toBe('sent');
      expect(d.sent_at).not.toBeNull();
    }
    for (const d of settled.filter((x) => x.method === 'post')) expect(d.status).toBe('post');

    const mails = smtp.messages.filter((m) =>
      m.subject.startsWith('Ihre Heiz- und Nebenkostenabrechnung 2025'),
    );
    expect(mails).toHaveLength(byMail.length);
    for (const d of byMail) {
      const mail = mails.find((m) => m.envelope.to.includes(d.recipient!));
      expect(mail).toBeDefined();
      const pdf = await call(
        'GET',
        `/api/properties/${propertyId}/statements/${d.tenant_id}.pdf?year=${YEAR}`,
      );
      expect(mail!.attachments).toHaveLength(1);
      expect(Buffer.compare(mail!.attachments[0]!.content, pdf.rawPayload)).toBe(0);
    }
  });

  it('sends nothing on a second call and everything again on resend', async () => {
    const before = smtp.messages.length;
    await deliveriesSettled();
    expect(smtp.messages.length).toBe(before);
    const resend = await call('POST', `/api/properties/${propertyId}/statements/deliver`, {
      year: YEAR,
      resend: true,
    });
    expect(resend.statusCode).toBe(200);
    const emailCount = (resend.json().deliveries as Delivery[]).filter((d) => d.method === 'email').length;
    await smtp.waitFor(() => smtp.messages.length >= before + emailCount, 20_000);
    await deliveriesSettled();
    expect(smtp.messages.length).toBe(before + emailCount);
  });
});
