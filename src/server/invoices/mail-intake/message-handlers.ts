import type { SMTPServerAddress, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { intakeKeyOf } from '../../../domain/invoices/intake-address.ts';
import { invoiceMailTexts } from '../../../domain/texts/invoice-mail.ts';
import { fields, refuseForNow } from './connection-handlers.ts';
import { refusedForGood } from './inbox-refusal.ts';
import type { InvoiceMailIntakeOptions } from './intake-options.ts';
import { invoiceAttachmentsOfMail } from './mail-attachments.ts';
import { readMessage } from './read-message.ts';
import { recipientBook } from './recipients.ts';
import { smtpReply } from './smtp-reply.ts';

type Done = (err?: Error | null, message?: string) => void;
type Options = Pick<
  InvoiceMailIntakeOptions,
  'domain' | 'maxMessageBytes' | 'findProperty' | 'receive' | 'log'
>;
const texts = invoiceMailTexts.smtp;

/**
 * RCPT takes only intake addresses of our domain whose key belongs to a property, and refuses
 * every other one there (550), so that no mail is taken that would have to be bounced later. DATA
 * hands every invoice attachment to the inbox of each recipient's property.
 */
export function messageHandlers(options: Options) {
  const book = recipientBook();
  const { log } = options;

  async function recipient(address: SMTPServerAddress, session: SMTPServerSession): Promise<Error | null> {
    const key = intakeKeyOf(address.address, options.domain);
    const propertyId = key === null ? null : await options.findProperty(key);
    if (propertyId === null) {
      log.info(fields(session, { recipient: address.address }), 'Rechnungseingang: Empfänger abgelehnt');
      return smtpReply(550, texts.unknownRecipient);
    }
    book.accept(session, address.address, propertyId);
    return null;
  }

  async function deliver(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<Error | null> {
    const message = await readMessage(stream, options.maxMessageBytes);
    const mail = mailFields(session, stream.byteLength);
    if (message === null) {
      log.warn(mail, 'Rechnungseingang: Nachricht zu groß, abgewiesen');
      return smtpReply(552, texts.tooLarge);
    }
    const { files, skipped } = await invoiceAttachmentsOfMail(message);
    const propertyIds = book.propertiesOf(session);
    if (files.length > 0) for (const propertyId of propertyIds) await options.receive(propertyId, files);
    const taken = files.map((f) => ({ fileName: f.fileName, sizeBytes: f.bytes.length }));
    log.info({ ...mail, propertyIds, files: taken, skipped }, 'Rechnungseingang: Nachricht angenommen');
    return null;
  }

  return {
    onRcptTo(address: SMTPServerAddress, session: SMTPServerSession, done: Done) {
      recipient(address, session).then(done, (error: unknown) => refuseForNow(log, session, error, done));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, done: Done) {
      deliver(stream, session).then(
        (error) => (error ? done(error) : done(null, texts.accepted)),
        (error: unknown) => {
          // The rest of the message must still be read before smtp-server sends the reply.
          stream.resume();
          if (!refusedForGood(error)) return refuseForNow(log, session, error, done);
          log.warn(fields(session, { err: error }), 'Rechnungseingang: Dateien vom Eingang abgelehnt');
          done(smtpReply(554, texts.filesRefused));
        },
      );
    },
  };
}

const mailFields = (session: SMTPServerSession, bytes: number) =>
  fields(session, {
    mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
    recipients: session.envelope.rcptTo.length,
    bytes,
  });
