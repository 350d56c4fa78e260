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

export const release = (db: Db, limit: Limit) => repo.release(db, limit.key);
export const clear = (db: Db, limit: Limit) => repo.clear(db, limit.key);
