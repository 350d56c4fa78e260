import type { Db } from '../db/client.ts';
import { mailOutbox, type OutboxAttachment } from '../db/schema.ts';

export interface OutboxEntry {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: OutboxAttachment[];
  sent: boolean;
  error: string | null;
}

/** Every mail is recorded, delivered or not, so support can see what a user was sent. */
export async function recordMail(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(mailOutbox).values(entry);
}
