import { accountTexts } from '../../domain/texts/accounts.ts';
import type { AppContext } from '../context/app-context.ts';
import { TooManyRequestsError } from '../../domain/errors.ts';
import { consume, type Limit } from '../rate-limit/limiter.ts';

/**
 * Public endpoints that send mail (reset, demo, contact) and the support ticket: at most
 * this many requests per e-mail address, per caller address (or per user) and hour.
 */
export const REQUEST_LIMIT = 5;
export const REQUEST_WINDOW_MS = 60 * 60_000;

/** Who a request is counted for: the caller's address, the e-mail address it names, or the signed-in user. */
export type RequestSubject = { address: string } | { email: string } | { userId: number };

function subjectKey(subject: RequestSubject): string {
  if ('address' in subject) return `address:${subject.address}`;
  if ('email' in subject) return `email:${subject.email.trim().toLowerCase()}`;
  return `user:${subject.userId}`;
}

const hourly = (action: string, subject: RequestSubject): Limit => ({
  key: `${action}:${subjectKey(subject)}`,
  max: REQUEST_LIMIT,
  windowMs: REQUEST_WINDOW_MS,
});

export function tooManyRequests(): TooManyRequestsError {
  return new TooManyRequestsError(accountTexts.tooManyRequests);
}

/** Counts the request for its subject (atomically) and says whether it is within the hourly limit. */
export function withinRequestLimit(ctx: AppContext, action: string, subject: RequestSubject, now: Date) {
  return consume(ctx.db, hourly(action, subject), now);
}

/** 429 once the subject has made REQUEST_LIMIT requests of this kind within the hour. */
export async function assertWithinRequestLimit(
  ctx: AppContext,
  action: string,
  subject: RequestSubject,
  now: Date,
) {
  if (!(await withinRequestLimit(ctx, action, subject, now))) throw tooManyRequests();
}
