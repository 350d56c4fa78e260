import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { recordMail } from './repository.ts';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, e.g. the visitor of a contact form; not recorded in the outbox. */
  replyTo?: string;
  /** Files sent with the mail; the outbox records their names and sizes, not their content. */
  attachments?: readonly MailAttachment[];
}

/**
 * What became of a mail. `recorded`: no SMTP server is configured, so the mail is only in the
 * outbox and trying again cannot help. `failed`: the SMTP server refused it or could not be
 * reached; a job may try again later.
 */
export type MailStatus = 'sent' | 'recorded' | 'failed';

export interface MailResult {
  sent: boolean;
  status: MailStatus;
  /** The SMTP error when `failed`. */
  error?: string;
}

export interface Mailer {
  /** True when an SMTP server is configured; without one mails are only recorded. */
  readonly configured: boolean;
  /**
   * Records the mail in the outbox and delivers it over SMTP when configured. Never throws for a
   * refused mail: callers that must try again read `status`.
   */
  send(message: MailMessage): Promise<MailResult>;
}

export function createMailer(db: Db, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const { smtpUrl } = options;
  // The SMTP client is loaded with the first mail: most processes send none for a long time.
  let transport: Promise<Transporter> | null = null;
  const connect = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    configured: Boolean(smtpUrl),
    async send(message) {
      let status: MailStatus = 'recorded';
      let error: string | null = null;
      if (smtpUrl) {
        try {
          await (
            await connect(smtpUrl)
          ).sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html !== undefined ? { html: message.html } : {}),
            ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
            ...(message.attachments?.length
              ? {
                  attachments: message.attachments.map((file) => ({
                    filename: file.filename,
                    contentType: file.contentType,
                    // A view, not a copy: PDFs can be large.
                    content: Buffer.from(
                      file.content.buffer,
                      file.content.byteOffset,
                      file.content.byteLength,
                    ),
                  })),
                }
              : {}),
          });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
        }
      }
      await recordMail(db, {
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: file.content.byteLength,
        })),
        sent: status === 'sent',
        error,
      });
      return { sent: status === 'sent', status, ...(error !== null ? { error } : {}) };
    },
  };
}
