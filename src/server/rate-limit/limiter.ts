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
 * Places for `count` items of a budget of `max` per fixed window of `windowMs` (windows aligned to
 * the epoch, so every process agrees on them), filling the window of `now` first and then the ones
 * after it. Answers how many items each window took, in order. Nothing is refused: what does not
 * fit now waits for a later window, so a batch larger than the budget still goes out, at the
 * budget's pace. Call inside a transaction (see `takeUpTo`).
 */
export async function spreadOverWindows(
  db: Db,
  limit: Limit,
  count: number,
  now: Date,
): Promise<Array<{ start: Date; count: number }>> {
  const windows: Array<{ start: Date; count: number }> = [];
  let left = count;
  let start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  while (left > 0) {
    const at = new Date(start);
    const taken = await repo.takeUpTo(db, `${limit.key}:${at.toISOString()}`, at, left, limit.max);
    if (taken > 0) windows.push({ start: at, count: taken });
    left -= taken;
    start += limit.windowMs;
  }
  if (count > 0) await repo.pruneBefore(db, new Date(now.getTime() - RETENTION_MS));
  return windows;
}

export const release = (db: Db, limit: Limit) => repo.release(db, limit.key);
export const clear = (db: Db, limit: Limit) => repo.clear(db, limit.key);
