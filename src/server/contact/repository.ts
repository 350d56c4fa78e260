import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages, supportRequests } from '../db/schema.ts';
import type { Tx } from '../accounts/repository.ts';

type Queryable = Db | Tx;

export async function insertContactMessage(
  tx: Queryable,
  message: { name: string; email: string; message: string; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function markContactMessageSent(db: Queryable, id: number) {
  await db.update(contactMessages).set({ mailSent: true }).where(eq(contactMessages.id, id));
}

export async function insertSupportRequest(
  tx: Queryable,
  request: typeof supportRequests.$inferInsert & { createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(supportRequests).values(request).returning({ id: supportRequests.id });
  return row!.id;
}

export async function markSupportRequestSent(db: Queryable, id: number) {
  await db.update(supportRequests).set({ mailSent: true }).where(eq(supportRequests.id, id));
}
