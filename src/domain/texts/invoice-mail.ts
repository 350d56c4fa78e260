/**
 * Texts of the invoice intake by e-mail. The SMTP replies reach the sender only inside the
 * delivery report of their own mail server; RFC 5321 allows them US-ASCII only, so they spell
 * umlauts out and add the English sense for foreign mail servers. They stay stable: senders'
 * systems may match them.
 */
export const invoiceMailTexts = {
  smtp: {
    banner: 'NebenkostenPlus Rechnungseingang (invoice intake)',
    unknownRecipient: 'Unbekannte Empfaengeradresse (unknown recipient)',
    tryLater: 'Voruebergehender Fehler, bitte spaeter erneut senden (temporary failure, try again later)',
    tooManyMessages: 'Zu viele Nachrichten, bitte spaeter erneut senden (too many messages, try again later)',
    tooManyConnections:
      'Zu viele Verbindungen, bitte spaeter erneut versuchen (too many connections, try again later)',
    tooLarge: 'Nachricht zu gross (message too large)',
    filesRefused: 'Anhaenge nicht annehmbar (attachments refused)',
    accepted: 'Rechnungen angenommen (invoices accepted)',
  },
  /** Name given to an attachment sent without one: `Anhang-2.pdf`. */
  unnamedAttachment: (position: number, extension: string) => `Anhang-${position}.${extension}`,
} as const;
