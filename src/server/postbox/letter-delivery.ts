import { parseAddress } from '../../domain/address.ts';
import { todayIso } from '../../domain/dates.ts';
import { mailDeliveryTexts } from '../../domain/texts/mails.ts';
import { postboxTexts } from '../../domain/texts/postbox.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/client.ts';
import type { Job } from '../jobs/queue.ts';
import type { Tx } from '../jobs/sql.ts';
import { landlordName } from '../mail/letter-columns.ts';
import { mailOutcome } from '../mail/mail-outcome.ts';
import { letterDeliveryMail } from '../mail/templates/letter-delivery.ts';
import { STATEMENT_DELIVERY_RETRY } from '../statements/statement-delivery.ts';
import { letterFileName } from './letter-file.ts';
import * as repo from './repository.ts';

/**
 * E-mail delivery of a sent letter: one job per letter mails its frozen PDF to the address stored
 * on the tenant and settles `mail_status` ('sent', or 'failed' after the last try). The letter row
 * is the truth and the job only its trigger: a job for a settled letter does nothing. The retries
 * are the statements' (half an hour to an hour in all).
 */
export const LETTER_DELIVERY_QUEUE = 'letter-delivery';

export interface LetterDeliveryJob {
  letterId: number;
}

/** Queues the mail of a letter once; inside the sending transaction, so both exist or neither. */
export async function queueLetterMail(
  ctx: Pick<AppContext, 'jobs'>,
  letterId: number,
  options: { tx?: Db | Tx; startAfter?: Date | undefined } = {},
): Promise<void> {
  await ctx.jobs.send<LetterDeliveryJob>(
    LETTER_DELIVERY_QUEUE,
    { letterId },
    {
      singletonKey: `letter:${letterId}`,
      ...(options.tx ? { tx: options.tx } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    },
  );
}

/** Registers the worker and queues the letter mails still waiting from before the start. */
export async function startLetterDelivery(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<LetterDeliveryJob>(
    LETTER_DELIVERY_QUEUE,
    (job) => deliverLetter(ctx, job),
    STATEMENT_DELIVERY_RETRY,
  );
  for (const id of await repo.queuedLetterMailIds(ctx.db)) await queueLetterMail(ctx, id);
}

class SmtpFailure extends Error {}

export async function deliverLetter(ctx: AppContext, job: Job<LetterDeliveryJob>): Promise<void> {
  const { letterId } = job.data;
  const letter = await repo.findLetterForMail(ctx.db, letterId);
  // Gone, by post, or settled by an earlier try: nothing to do.
  if (!letter || letter.channel !== 'email' || letter.mailStatus !== 'queued') return;
  const recipient = letter.recipient?.trim();
  if (!recipient) {
    await repo.settleLetterMail(ctx.db, letterId, { status: 'failed', error: mailDeliveryTexts.noRecipient });
    return;
  }
  try {
    const fileName = letterFileName(letter.title, letter.id);
    const result = await ctx.mailer.send({
      to: recipient,
      ...letterDeliveryMail(ctx.config, mailInput(ctx, letter, fileName)),
      ...(letter.landlordEmail ? { replyTo: letter.landlordEmail } : {}),
      attachments: [{ filename: fileName, content: letter.pdf, contentType: 'application/pdf' }],
    });
    const outcome = mailOutcome(result, {
      now: ctx.now(),
      lastAttempt: job.lastAttempt,
      fallbackError: mailDeliveryTexts.sendFailed,
    });
    // Without a mail server the mail is only in the outbox: for the landlord that is a letter
    // that did not go out by e-mail (it is in the Postbox all the same).
    if (outcome.status === 'recorded')
      await repo.settleLetterMail(ctx.db, letterId, { status: 'failed', error: postboxTexts.noMailServer });
    else if (outcome.status === 'sent')
      await repo.settleLetterMail(ctx.db, letterId, { status: 'sent', error: null });
    else {
      await repo.settleLetterMail(ctx.db, letterId, { status: outcome.status, error: outcome.error });
      // Thrown so that pg-boss tries again after the delay.
      throw new SmtpFailure(outcome.error);
    }
  } catch (error) {
    if (error instanceof SmtpFailure) throw error;
    // Anything else: the last try still settles the letter, so it does not stay 'queued' for ever.
    if (job.lastAttempt) {
      await repo
        .settleLetterMail(ctx.db, letterId, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        })
        .catch(() => undefined);
    }
    throw error;
  }
}

function mailInput(ctx: AppContext, l: repo.LetterForMail, fileName: string) {
  const parts = parseAddress(l.address);
  const place = [parts.zip, parts.city].filter(Boolean).join(' ');
  const address = parts.street && place ? `${parts.street}, ${place}` : l.address;
  return {
    title: l.title,
    address,
    tenant: { salutation: l.salutation, firstName: l.firstName, lastName: l.lastName, company: l.company },
    documentName: l.recipientName,
    date: todayIso(l.sentAt ?? ctx.now()),
    fileName,
    landlord: { name: landlordName(l), email: l.landlordEmail },
    portalLink: l.tenantHasLogin ? `${ctx.config.appUrl}/login` : null,
  };
}
