import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoRequests } from '../db/schema.ts';
import type { Tx } from '../accounts/repository.ts';

type Queryable = Db | Tx;

export async function insertDemoRequest(tx: Queryable, request: { email: string; createdAt: Date }) {
  const [row] = await tx.insert(demoRequests).values(request).returning({ id: demoRequests.id });
  return row!.id;
}

export async function markDemoRequestSent(db: Queryable, id: number) {
  await db.update(demoRequests).set({ mailSent: true }).where(eq(demoRequests.id, id));
}
