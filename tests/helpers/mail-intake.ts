import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { ReceivedFile } from '../../src/server/invoices/reading/invoice-readers.ts';
import {
  startInvoiceMailIntake,
  type InvoiceMailIntake,
  type InvoiceMailIntakeOptions,
} from '../../src/server/invoices/mail-intake/index.ts';

/**
 * The invoice intake on a free loopback port with its seams recorded: a map of intake keys to
 * properties, the files handed to the inbox, every log line. Mail goes to it over real SMTP.
 */
export const DOMAIN = 'post.nk.example';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export interface IntakeUnderTest extends InvoiceMailIntake {
  received: Array<{ propertyId: number; files: ReceivedFile[] }>;
  logs: LogLine[];
  /** Sends over SMTP; rejects with nodemailer's error (responseCode, command) on a refusal. */
  send(mail: Mail.Options): Promise<{ accepted: string[]; rejected: string[] }>;
}

export async function startIntake(
  properties: Record<string, number>,
  overrides: Partial<InvoiceMailIntakeOptions> = {},
): Promise<IntakeUnderTest> {
  const received: IntakeUnderTest['received'] = [];
  const logs: LogLine[] = [];
  const line = (level: LogLine['level']) => (obj: object, msg: string) => logs.push({ level, obj, msg });
  const intake = await startInvoiceMailIntake({
    port: 0,
    host: '127.0.0.1',
    domain: DOMAIN,
    maxMessageBytes: 30 * 1024 * 1024,
    findProperty: (key) => Promise.resolve(properties[key] ?? null),
    receive: (propertyId, files) => {
      received.push({ propertyId, files });
      return Promise.resolve();
    },
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    ...overrides,
  });
  // ignoreTLS: the intake offers no STARTTLS without a certificate; a pool of one connection per mail.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: intake.port, ignoreTLS: true });
  return {
    ...intake,
    received,
    logs,
    async send(mail) {
      const info = await transport.sendMail({ from: 'buchhaltung@stadtwerke.example', ...mail });
      return { accepted: info.accepted.map(String), rejected: info.rejected.map(String) };
    },
    async close() {
      transport.close();
      await intake.close();
    },
  };
}

/** Bytes that start like a file of each kind, with a random rest: the intake passes them on unread. */
export const sampleBytes = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000)]),
  xml: () => Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><ID>R-2025-17</ID></Invoice>\n'),
  png: () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]),
  docx: () => Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(1500)]),
};

/** An intake key (16 characters of lower-case base32). */
export const aKey = (letter: string) => letter.repeat(16);
export const addressOf = (key: string) => `rechnungen-${key}@${DOMAIN}`;
