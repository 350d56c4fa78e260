import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context/app-context.ts';
import { receiveInvoices } from '../receive-invoices.ts';
import { findPropertyIdByIntakeKey } from '../repository.ts';
import { mailIntakeAllowance } from './sender-limit.ts';
import { startInvoiceMailIntake, type InvoiceMailIntake } from './start-mail-intake.ts';

/**
 * The intake of the app's settings, delivering into the properties' inboxes (the same path as an
 * upload, with no person as actor: the intake address itself names the property). Null without
 * INBOUND_SMTP_PORT.
 */
export async function startInboxMail(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<InvoiceMailIntake | null> {
  const { config } = ctx;
  if (config.inboundSmtpPort === null) return null;
  const tls = config.inboundSmtpTls
    ? { key: readFileSync(config.inboundSmtpTls.keyFile), cert: readFileSync(config.inboundSmtpTls.certFile) }
    : null;
  return startInvoiceMailIntake({
    port: config.inboundSmtpPort,
    host: config.inboundSmtpHost,
    domain: config.inboundMailDomain,
    maxMessageBytes: config.inboundMailMaxBytes,
    findProperty: (key) => findPropertyIdByIntakeKey(ctx.db, key),
    receive: async (propertyId, files) => {
      await receiveInvoices(ctx, null, propertyId, files, 'email');
    },
    allow: mailIntakeAllowance(ctx.db, () => ctx.now()),
    log: log.child({ component: 'invoice-mail' }),
    ...(tls ? { tls } : {}),
  });
}
