import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { formatDateTimeDe } from '../../domain/dates.ts';
import type { SendLetterResponse } from '../../domain/schemas/postbox.ts';
import { postboxTexts } from '../../domain/texts/postbox.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { scheduleDeliveryMails } from '../statements/delivery-limits.ts';
import { queueLetterMail } from './letter-delivery.ts';
import * as repo from './repository.ts';

/**
 * Sends a letter to its tenant: from now on it is in the tenant's Postbox in the portal, and a
 * tenant who receives documents by e-mail (and has an address) gets it mailed with the PDF
 * attached, by a job that retries while the mail server is down. Everyone else's letter is listed
 * for the landlord to print and post, as the statements are.
 *
 * A letter is sent once: what reached the tenant is the frozen PDF with its date, and a second
 * sending would blur which copy the notice periods count from. A new letter is made for a new
 * sending (409 names the first one's time). Letter mails count against the customer's hourly mail
 * budget that the statements use.
 */
export async function sendLetter(
  ctx: AppContext,
  actor: Actor,
  letterId: number,
): Promise<SendLetterResponse> {
  const now = ctx.now();
  const channel = await ctx.db.transaction(async (tx) => {
    const letter = await repo.findLetterForSending(tx, scopeOf(actor), letterId);
    if (!letter) throw new NotFoundError(postboxTexts.letterNotFound);
    if (letter.sentAt) throw new ConflictError(postboxTexts.alreadySent(formatDateTimeDe(letter.sentAt)));
    if (letter.tenantId === null || letter.deliveryMethod === null)
      throw new ConflictError(postboxTexts.tenantGone);
    const channel = letter.deliveryMethod === 'email' && letter.email?.trim() ? 'email' : 'post';
    if (!(await repo.markLetterSent(tx, letter.id, { channel, sentAt: now, sentBy: actor.userId })))
      throw new ConflictError(postboxTexts.alreadySent(formatDateTimeDe(now)));
    const [slot] = channel === 'email' ? await scheduleDeliveryMails(tx, letter.customerId, 1, now) : [];
    await writeAudit(tx, actor, {
      action: 'letters.send',
      entity: 'letter',
      entityId: letter.id,
      details: { channel },
    });
    if (channel === 'email') await queueLetterMail(ctx, letter.id, { tx, startAfter: slot ?? undefined });
    return channel;
  });
  return { channel, sent_at: now.toISOString() };
}
