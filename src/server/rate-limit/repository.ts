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

/**
 * Takes up to `wanted` places of the counter `key` (a fixed window starting at `windowStartedAt`,
 * at most `max` hits) and answers how many it took. The row is created first and then locked, so
 * parallel callers, in this process or another, take their places one after the other and
 * together never more than `max`. Call inside a transaction: the lock is held until it ends.
 */
export async function takeUpTo(
  db: Db,
  key: string,
  windowStartedAt: Date,
  wanted: number,
  max: number,
): Promise<number> {
  const c = rateLimitCounters;
  await db.insert(c).values({ key, windowStartedAt, hits: 0 }).onConflictDoNothing({ target: c.key });
  const [row] = await db
    .select({ hits: c.hits })
    .from(c)
    .where(sql`${c.key} = ${key}`)
    .for('update');
  const taken = Math.max(0, Math.min(wanted, max - (row?.hits ?? max)));
  if (taken > 0)
    await db
      .update(c)
      .set({ hits: sql`${c.hits} + ${taken}::integer` })
      .where(sql`${c.key} = ${key}`);
  return taken;
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
