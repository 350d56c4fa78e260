import { and, count, eq, gt, sql } from 'drizzle-orm';
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

export async function countDemoRequestsSince(db: Queryable, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(demoRequests)
    .where(
      and(
        eq(sql`lower(${demoRequests.email})`, email.trim().toLowerCase()),
        gt(demoRequests.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
