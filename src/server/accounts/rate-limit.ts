import { accountTexts } from '../../domain/texts/accounts.ts';
import type { AppContext } from '../context.ts';
import { TooManyRequestsError } from '../http/errors.ts';
import { countPublicRequestsSince } from './repository.ts';

/**
 * Public endpoints that send mail (reset, demo, contact) and the support ticket: at most
 * this many requests per e-mail address, per caller address (or per user) and hour.
 */
export const REQUEST_LIMIT = 5;
export const REQUEST_WINDOW_MS = 60 * 60_000;

export const windowStart = (now: Date) => new Date(now.getTime() - REQUEST_WINDOW_MS);

export function tooManyRequests(): TooManyRequestsError {
  return new TooManyRequestsError(accountTexts.tooManyRequests);
}

/** 429 once the caller's address has made REQUEST_LIMIT requests of this kind within the hour. */
export async function assertAddressWithinLimit(ctx: AppContext, action: string, ip: string, now: Date) {
  if ((await countPublicRequestsSince(ctx.db, action, ip, windowStart(now))) >= REQUEST_LIMIT) {
    throw tooManyRequests();
  }
}
