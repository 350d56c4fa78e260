import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/**
 * Counts one hit for `key` and answers the hits of its current window, this one included.
 * One upsert: PostgreSQL locks the row for the update, so parallel requests each get their own
 * count and none can slip past a limit by reading an old one. A window older than `windowMs`
 * starts again at 1.
 */
export async function hit(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const c = rateLimitCounters;
  const [row] = await db
    .insert(c)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${c.windowStartedAt} <= ${since} then 1 else ${c.hits} + 1 end`,
        windowStartedAt: sql`case when ${c.windowStartedAt} <= ${since} then ${now} else ${c.windowStartedAt} end`,
      },
    })
    .returning({ hits: c.hits });
  return row!.hits;
}

/** Takes one hit back (a request that turned out not to count, such as a correct password). */
export async function release(db: Db, key: string): Promise<void> {
  const c = rateLimitCounters;
  await db
    .update(c)
    .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
    .where(sql`${c.key} = ${key}`);
}

/** Forgets every hit of `key`. */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Drops counters whose window started before `cutoff`; they would restart at 1 anyway. */
export async function pruneBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, cutoff));
}
