import { TooManyRequestsError } from '../../domain/errors.ts';
import { statementDeliveryTexts } from '../../domain/texts/index.ts';
import type { Db } from '../db/client.ts';
import { spreadOverWindows } from '../rate-limit/limiter.ts';
import * as repo from './repository.ts';

/**
 * How often statements go out again. Every delivery mails a PDF with personal data to the address
 * stored on the tenant; without limits one landlord's clicks (or a script) turned the product into
 * a mail cannon. The first delivery of a document is not a resend and is never refused by these
 * per-document limits.
 */
export const RESEND_LIMITS = {
  /** Resends of one document in all (after the first delivery). */
  max: 3,
  /** At most one resend of a document within this time. */
  intervalMs: 24 * 60 * 60_000,
} as const;

/** Delivery mails (first and resent) of one customer's properties within an hour. */
export const DELIVERY_MAILS_PER_HOUR = 200;
const HOUR_MS = 60 * 60_000;

interface ResentDocument {
  id: number;
  name: string;
  resends: number;
  lastResentAt: Date | null;
}

/** The refusal for the documents over their limits, or null when every one may be resent now. */
export function resendRefusal(documents: readonly ResentDocument[], now: Date): TooManyRequestsError | null {
  const used = documents.filter((d) => d.resends >= RESEND_LIMITS.max);
  if (used.length > 0)
    return new TooManyRequestsError(
      statementDeliveryTexts.resendsUsed(
        used.map((d) => d.name),
        RESEND_LIMITS.max,
      ),
    );
  const recent = documents.filter(
    (d) => d.lastResentAt && now.getTime() - d.lastResentAt.getTime() < RESEND_LIMITS.intervalMs,
  );
  if (recent.length === 0) return null;
  const again = Math.max(...recent.map((d) => d.lastResentAt!.getTime())) + RESEND_LIMITS.intervalMs;
  return new TooManyRequestsError(
    statementDeliveryTexts.resentRecently(
      recent.map((d) => d.name),
      new Date(again),
    ),
  );
}

/**
 * Counts a resend of every document, all or none: the whole request is refused (429, naming the
 * documents) when any one is over its limits. Call inside the delivery's transaction, so a refusal
 * later in it takes the counts back.
 */
export async function takeResends(tx: Db, documents: readonly ResentDocument[], now: Date): Promise<void> {
  const refusal = resendRefusal(documents, now);
  if (refusal) throw refusal;
  const since = new Date(now.getTime() - RESEND_LIMITS.intervalMs);
  const counted = new Set(
    await repo.countResends(
      tx,
      documents.map((d) => d.id),
      { max: RESEND_LIMITS.max, since, now },
    ),
  );
  // Only a request that changed the documents after they were read gets here.
  const missed = documents.filter((d) => !counted.has(d.id));
  if (missed.length > 0)
    throw new TooManyRequestsError(
      statementDeliveryTexts.resentRecently(
        missed.map((d) => d.name),
        new Date(now.getTime() + RESEND_LIMITS.intervalMs),
      ),
    );
}

/**
 * When each of `mails` delivery mails of a customer may go out: null for now, or the start of a
 * later hour. At most DELIVERY_MAILS_PER_HOUR a clock hour, counted across the customer's
 * properties and processes (`spreadOverWindows`); a delivery larger than what is left of the hour
 * is not refused (a building of 300 flats must get its statements) but sent at that pace.
 */
export async function scheduleDeliveryMails(
  tx: Db,
  customerId: number,
  mails: number,
  now: Date,
): Promise<Array<Date | null>> {
  const limit = {
    key: `delivery-mails:customer:${customerId}`,
    max: DELIVERY_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
  };
  const windows = await spreadOverWindows(tx, limit, mails, now);
  return windows.flatMap((w) =>
    Array.from({ length: w.count }, () => (w.start.getTime() > now.getTime() ? w.start : null)),
  );
}
