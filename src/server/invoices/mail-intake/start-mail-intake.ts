import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { invoiceMailTexts } from '../../../domain/texts/invoice-mail.ts';
import { connectionHandlers } from './connection-handlers.ts';
import {
  CLOSE_TIMEOUT_MS,
  MAX_CLIENTS,
  SOCKET_TIMEOUT_MS,
  type InvoiceMailIntakeOptions,
} from './intake-options.ts';
import { messageHandlers } from './message-handlers.ts';

export interface InvoiceMailIntake {
  port: number;
  close(): Promise<void>;
}

/**
 * The SMTP server of the invoice intake: it receives mail for the properties' intake addresses
 * and sends none. There is no AUTH: anyone may deliver to an intake address, as to any mailbox, and
 * the RCPT check is what keeps out the rest. STARTTLS is offered only with a configured key and
 * certificate (smtp-server would otherwise offer its built-in self-signed one).
 */
export async function startInvoiceMailIntake(options: InvoiceMailIntakeOptions): Promise<InvoiceMailIntake> {
  const server = new SMTPServer({
    banner: invoiceMailTexts.smtp.banner,
    size: options.maxMessageBytes,
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    // A reverse lookup per connection would make every client wait for DNS; nothing here needs the name.
    disableReverseLookup: true,
    maxClients: MAX_CLIENTS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    ...connectionHandlers(options),
    ...messageHandlers(options),
  });
  server.on('error', (error) => options.log.error({ err: error }, 'Rechnungseingang: SMTP-Fehler'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  options.log.info({ port, host: options.host, domain: options.domain }, 'Rechnungseingang: SMTP bereit');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
