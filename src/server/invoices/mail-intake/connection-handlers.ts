import type { SMTPServerSession } from 'smtp-server';
import { invoiceMailTexts } from '../../../domain/texts/invoice-mail.ts';
import { inFlightLimit, type InFlightPlace } from '../../rate-limit/in-flight.ts';
import {
  MAX_CLIENTS,
  MAX_CLIENTS_PER_ADDRESS,
  type IntakeLog,
  type InvoiceMailIntakeOptions,
} from './intake-options.ts';
import { smtpReply } from './smtp-reply.ts';

type Done = (err?: Error | null) => void;
const texts = invoiceMailTexts.smtp;

/**
 * Connection limits: a place per connection, per client address and overall, taken on connect
 * and given back on close; and the optional budget of messages per client address, counted at
 * MAIL FROM so that every message tried counts, even one refused later.
 */
export function connectionHandlers(options: Pick<InvoiceMailIntakeOptions, 'allow' | 'log'>) {
  const limit = inFlightLimit<string>({ perOwner: MAX_CLIENTS_PER_ADDRESS, overall: MAX_CLIENTS });
  const places = new WeakMap<SMTPServerSession, InFlightPlace>();
  const { log, allow } = options;
  return {
    onConnect(session: SMTPServerSession, done: Done) {
      const place = limit.take(session.remoteAddress);
      if (typeof place === 'string') {
        log.warn(fields(session, { limit: place }), 'Rechnungseingang: Verbindung abgelehnt');
        return done(smtpReply(421, texts.tooManyConnections));
      }
      places.set(session, place);
      done();
    },
    onClose(session: SMTPServerSession) {
      places.get(session)?.release();
    },
    onMailFrom(_address: unknown, session: SMTPServerSession, done: Done) {
      if (!allow) return done();
      allow(session.remoteAddress).then(
        (allowed) => {
          if (allowed) return done();
          log.warn(fields(session), 'Rechnungseingang: zu viele Nachrichten, abgewiesen');
          done(smtpReply(451, texts.tooManyMessages));
        },
        (error: unknown) => refuseForNow(log, session, error, done),
      );
    },
  };
}

export function fields(session: SMTPServerSession, more: object = {}) {
  return { smtpSession: session.id, clientAddress: session.remoteAddress, ...more };
}

/** Something of ours failed (database, inbox): 451, so the sending server tries again later. */
export function refuseForNow(log: IntakeLog, session: SMTPServerSession, error: unknown, done: Done) {
  log.error(fields(session, { err: error }), 'Rechnungseingang: Fehler, Absender soll erneut senden');
  done(smtpReply(451, texts.tryLater));
}
