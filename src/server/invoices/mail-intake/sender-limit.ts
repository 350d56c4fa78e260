import type { Db } from '../../db/client.ts';
import { consume } from '../../rate-limit/limiter.ts';

/**
 * Messages one client address may deliver per hour, counted in the database so that every server
 * process shares the budget. Generous for a supplier's mail server or a landlord sending a year's
 * invoices one by one; a sender over it gets 451 and its server simply tries again later.
 */
export const MAIL_INTAKE_LIMIT = { max: 200, windowMs: 60 * 60_000 };

/** The `allow` of the intake's options, on the shared request counters. */
export function mailIntakeAllowance(db: Db, now: () => Date): (clientAddress: string) => Promise<boolean> {
  return (clientAddress) =>
    consume(db, { key: `invoice-mail:${clientAddress}`, ...MAIL_INTAKE_LIMIT }, now());
}
