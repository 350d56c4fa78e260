import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { recordMail } from './repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, e.g. the visitor of a contact form; not recorded in the outbox. */
  replyTo?: string;
}

export interface Mailer {
  /** True when an SMTP server is configured; without one mails are only recorded. */
  readonly configured: boolean;
  /** Records the mail in the outbox and delivers it over SMTP when configured. */
  send(message: MailMessage): Promise<{ sent: boolean }>;
}

export function createMailer(db: Db, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    configured: transport !== null,
    async send(message) {
      let sent = false;
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          sent = true;
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
      }
      await recordMail(db, {
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        sent,
        error,
      });
      return { sent };
    },
  };
}
