import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { TooManyRequestsError } from '../../domain/errors.ts';
import { errorTexts } from '../../domain/texts/index.ts';
import { fairQueue, NoRoomError, type Place } from '../workers/fair-queue.ts';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet fast enough for a 2-core server. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool and takes a core and 19 MiB per call. Unbounded, a burst of
 * sign-ins takes every core from the event loop (health p99 rose from 12 to 398 ms), so at most
 * half the cores hash at once; the others stay free for everything else.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * A password check is answered within this time from its arrival, or at once with 429 and
 * Retry-After: a person at the sign-in form would rather read "try again in 3 seconds" than
 * look at a spinner, and a burst must not make the last one in line wait many seconds while the
 * argon2 parameters stay as strong as they are.
 */
export const PASSWORD_CHECK_BUDGET_MS = 2_000;

/**
 * Of that budget, the part kept for the work around the argon2 call (the account lookup, the limit
 * counters, the session and audit rows, the answer): on a loaded 2-core machine it took several
 * hundred milliseconds, and the queue only sees the argon2 part.
 */
const AROUND_CHECK_MS = 500;

/**
 * Every argon2 call (sign-in checks and new passwords alike) shares one queue, because they share
 * the cores; it is per process. Round-robin across clients, so a burst from one address waits
 * behind everyone else's single sign-in. The first estimate is about one argon2 call on a slow
 * core, replaced by measurements after the first calls.
 */
export const passwordWork = fairQueue({ concurrency: HASHING_CONCURRENCY, initialTaskMs: 100 });

/** The queue's client for work the server does for itself (start, seeding): waits without a budget. */
const SERVER_CLIENT = 'server';

/** 429 with the wait in whole seconds, at least one. */
function busy(error: NoRoomError): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  return new TooManyRequestsError(errorTexts.tooManySignIns(seconds), seconds);
}

const mapNoRoom = (error: unknown): never => {
  throw error instanceof NoRoomError ? busy(error) : error;
};

/**
 * Takes the place of a password check for `client` (its address) before anything is counted, so
 * a request that is refused for lack of room changes nothing. 429 when its answer would come later
 * than PASSWORD_CHECK_BUDGET_MS; a client that disconnects (`signal`) leaves the queue.
 */
export function admitPasswordCheck(client: string, signal?: AbortSignal): Place {
  try {
    return passwordWork.admit(client, { budgetMs: PASSWORD_CHECK_BUDGET_MS - AROUND_CHECK_MS, signal });
  } catch (error) {
    return mapNoRoom(error);
  }
}

/**
 * Hashes a new password. Registration, resets and an administrator's change wait for their turn
 * without a budget: they are rare, limited per address elsewhere, and refusing a filled-in form is
 * worse than a short wait.
 */
export function hashPassword(password: string, client = SERVER_CLIENT): Promise<string> {
  return passwordWork.run(client, () => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies on `place` (from `admitPasswordCheck`), or on a place of the server's own without a
 * budget. For an unknown user it still spends the same work so timing does not reveal accounts.
 * Throws 429 when the place could no longer be served within its budget.
 */
export async function verifyPassword(
  hash: string | null,
  password: string,
  place: Place = passwordWork.admit(SERVER_CLIENT),
): Promise<boolean> {
  return place
    .run(async () => {
      // The dummy hash is made on the slot already held: a second place could wait for itself.
      dummyHash ??= argon2.hash('dummy-password-for-timing', OPTIONS);
      return argon2.verify(hash ?? (await dummyHash), password).then(
        (ok) => ok && hash !== null,
        () => false,
      );
    })
    .catch(mapNoRoom);
}
