import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { concurrencyLimit } from '../workers/concurrency.ts';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet fast enough for a 2-core server. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool and takes a core and 19 MiB per call. Unbounded, a burst of
 * sign-ins takes every core from the event loop (health p99 rose from 12 to 398 ms), so at most
 * half the cores hash at once; the others stay free for everything else.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
export const hashingSlots = concurrencyLimit(HASHING_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashingSlots.run(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Verifies; for an unknown user it still spends the same work so timing does not reveal accounts. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    const dummy = await dummyHash;
    await hashingSlots.run(() => argon2.verify(dummy, password)).catch(() => false);
    return false;
  }
  return hashingSlots.run(() => argon2.verify(hash, password)).catch(() => false);
}
