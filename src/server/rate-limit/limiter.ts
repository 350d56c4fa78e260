import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';

/** A budget of `max` hits per `windowMs` for one key (an account, an address, an e-mail address). */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counters are dropped a day after their window started; no window is longer than that. */
const RETENTION_MS = 24 * 60 * 60_000;

/**
 * Counts a request against its limit and says whether it is within it. The request counts even
 * when it is refused, so that hammering a closed limit never reopens it early.
 */
export async function consume(db: Db, limit: Limit, now: Date): Promise<boolean> {
  const hits = await repo.hit(db, limit.key, now, limit.windowMs);
  // A fresh window is rare enough to tidy up old counters without a schedule of its own.
  if (hits === 1) await repo.pruneBefore(db, new Date(now.getTime() - RETENTION_MS));
  return hits <= limit.max;
}

/**
 * Takes `count` places of the limit at once, all or none: false (and nothing counted) when they
 * do not fit into what is left of the window. For a batch that is refused as a whole, so a refused
 * batch does not use up the budget of the next one. A batch that opens a new window always fits,
 * so one larger than `max` is not refused for ever; it closes the window until it ends.
 */
export async function consumeAll(db: Db, limit: Limit, count: number, now: Date): Promise<boolean> {
  if (count <= 0) return true;
  const hits = await repo.hitWithin(db, limit.key, count, limit.max, now, limit.windowMs);
  if (hits === count) await repo.pruneBefore(db, new Date(now.getTime() - RETENTION_MS));
  return hits !== null;
}

export const release = (db: Db, limit: Limit) => repo.release(db, limit.key);
export const clear = (db: Db, limit: Limit) => repo.clear(db, limit.key);
