import type { MailResult } from './mailer.ts';

/**
 * What one try of a queued mail leaves on its row (statement delivery, monthly information):
 * sent with the time, recorded when no mail server is configured, or the error, still queued for
 * the next try or failed after the last one.
 */
export type MailOutcome =
  { status: 'sent'; sentAt: Date } | { status: 'recorded' } | { status: 'queued' | 'failed'; error: string };

export function mailOutcome(
  result: MailResult,
  options: { now: Date; lastAttempt: boolean; fallbackError: string },
): MailOutcome {
  if (result.status === 'sent') return { status: 'sent', sentAt: options.now };
  if (result.status === 'recorded') return { status: 'recorded' };
  return { status: options.lastAttempt ? 'failed' : 'queued', error: result.error ?? options.fallbackError };
}
