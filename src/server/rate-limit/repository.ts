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
 * Counts `count` hits for `key` only if they all fit into its current window (at most `max`), and
 * answers the window's hits with them; null when they do not fit, and then nothing is counted.
 * A window that has ended starts again with these hits, however many. One upsert, like `hit`:
 * parallel callers wait for each other's row lock and each sees the hits of the one before.
 */
export async function hitWithin(
  db: Db,
  key: string,
  count: number,
  max: number,
  now: Date,
  windowMs: number,
): Promise<number | null> {
  const since = new Date(now.getTime() - windowMs);
  const c = rateLimitCounters;
  const ended = sql`${c.windowStartedAt} <= ${since}`;
  const [row] = await db
    .insert(c)
    .values({ key, windowStartedAt: now, hits: count })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${ended} then ${count}::integer else ${c.hits} + ${count}::integer end`,
        windowStartedAt: sql`case when ${ended} then ${now} else ${c.windowStartedAt} end`,
      },
      setWhere: sql`${ended} or ${c.hits} + ${count}::integer <= ${max}::integer`,
    })
    .returning({ hits: c.hits });
  return row ? row.hits : null;
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
