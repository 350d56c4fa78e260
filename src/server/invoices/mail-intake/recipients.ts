import type { SMTPServerSession } from 'smtp-server';

/**
 * The property behind each recipient a session's RCPT commands accepted. smtp-server keeps one
 * session object per connection and renews only its envelope per message, so the book is keyed
 * by session and read through the current envelope's recipients: an address accepted for an
 * earlier message of the connection does not count for the next.
 */
export function recipientBook() {
  const bySession = new WeakMap<SMTPServerSession, Map<string, number>>();
  return {
    accept(session: SMTPServerSession, address: string, propertyId: number): void {
      const book = bySession.get(session) ?? new Map<string, number>();
      book.set(address.toLowerCase(), propertyId);
      bySession.set(session, book);
    },
    /** The properties of the current message's recipients, each once. */
    propertiesOf(session: SMTPServerSession): number[] {
      const book = bySession.get(session);
      const ids = session.envelope.rcptTo.map((r) => book?.get(r.address.toLowerCase()));
      return [...new Set(ids.filter((id): id is number => id !== undefined))];
    },
  };
}
