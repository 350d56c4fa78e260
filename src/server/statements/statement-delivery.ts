import { parseAddress } from '../../domain/address.ts';
import { mailDeliveryTexts } from '../../domain/texts/mails.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/client.ts';
import type { Job, QueueOptions } from '../jobs/queue.ts';
import type { Tx } from '../jobs/sql.ts';
import { statementDeliveryMail } from '../mail/templates/statement-delivery.ts';
import {
  failDeliveryUntried,
  findDeliveryForMail,
  queuedMailDeliveryIds,
  settleDelivery,
  type DeliveryForMail,
} from './statement-delivery-repository.ts';
import { mailOutcome } from '../mail/mail-outcome.ts';
import { landlordName } from '../mail/letter-columns.ts';

/**
 * E-mail delivery of finalized statements. A delivery row (method 'email', status 'queued') gets
 * one job; the job mails the frozen PDF and settles the row: 'sent', 'recorded' (no SMTP server
 * configured) or, after the last try, 'failed'. The row is the truth, the job only its trigger:
 * a job for a settled row does nothing.
 */
export const STATEMENT_DELIVERY_QUEUE = 'statement-delivery';

export interface StatementDeliveryJob {
  deliveryId: number;
}

/**
 * Six tries at least 1, 2, 4, 8 and 16 minutes apart (up to twice that, at random), half an hour
 * to an hour in all: a mail server that is down for a while still gets the mail.
 */
export const STATEMENT_DELIVERY_RETRY: QueueOptions = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  // An SMTP exchange takes seconds; a job still running after five minutes is tried again.
  expireInSeconds: 300,
};

/**
 * Queues the mail of each delivery, once: a delivery that already has its job gets no second one,
 * and a delivery that is not a queued e-mail delivery is skipped by the job itself.
 *
 * Call it with `tx` inside the transaction that inserted the rows (the jobs then exist exactly
 * when the rows do), or after that transaction has committed. Never without `tx` while the
 * transaction is still open: on the embedded database its one connection would wait for itself.
 * Rows whose job was lost anyway (a crash between commit and this call) are queued at the next start.
 * `startAfter` holds back the mails of deliveries that wait for a later hour of their customer's
 * mail budget.
 */
export async function queueStatementDeliveries(
  ctx: Pick<AppContext, 'jobs'>,
  deliveryIds: readonly number[],
  options: { tx?: Db | Tx; startAfter?: ReadonlyMap<number, Date> } = {},
): Promise<void> {
  for (const deliveryId of deliveryIds) {
    const startAfter = options.startAfter?.get(deliveryId);
    await ctx.jobs.send<StatementDeliveryJob>(
      STATEMENT_DELIVERY_QUEUE,
      { deliveryId },
      {
        singletonKey: `delivery:${deliveryId}`,
        ...(options.tx ? { tx: options.tx } : {}),
        ...(startAfter ? { startAfter } : {}),
      },
    );
  }
}

/** Registers the worker and queues the deliveries still waiting from before the start. */
export async function startStatementDelivery(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<StatementDeliveryJob>(
    STATEMENT_DELIVERY_QUEUE,
    (job) => deliverStatement(ctx, job),
    STATEMENT_DELIVERY_RETRY,
  );
  await queueStatementDeliveries(ctx, await queuedMailDeliveryIds(ctx.db));
}

class SmtpFailure extends Error {}

export async function deliverStatement(ctx: AppContext, job: Job<StatementDeliveryJob>): Promise<void> {
  const { deliveryId } = job.data;
  const delivery = await findDeliveryForMail(ctx.db, deliveryId);
  // Gone (the year was reopened), by post, or already settled by an earlier try: nothing to do.
  if (!delivery || delivery.method !== 'email' || delivery.status !== 'queued') return;
  if (!delivery.recipient) {
    await failDeliveryUntried(ctx.db, deliveryId, mailDeliveryTexts.noRecipient);
    return;
  }
  try {
    const result = await ctx.mailer.send({
      to: delivery.recipient,
      ...statementDeliveryMail(ctx.config, mailInput(ctx, delivery)),
      ...(delivery.landlordEmail ? { replyTo: delivery.landlordEmail } : {}),
      attachments: [{ filename: delivery.fileName, content: delivery.pdf, contentType: 'application/pdf' }],
    });
    const outcome = mailOutcome(result, {
      now: ctx.now(),
      lastAttempt: job.lastAttempt,
      fallbackError: mailDeliveryTexts.sendFailed,
    });
    await settleDelivery(ctx.db, deliveryId, outcome);
    // Thrown so that pg-boss tries again after the delay.
    if ('error' in outcome) throw new SmtpFailure(outcome.error);
  } catch (error) {
    if (error instanceof SmtpFailure) throw error;
    // Anything else (the database, a broken document): the last try still settles the row, so
    // it does not stay 'queued' for ever.
    if (job.lastAttempt) {
      await settleDelivery(ctx.db, deliveryId, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      }).catch(() => undefined);
    }
    throw error;
  }
}

function mailInput(ctx: AppContext, d: DeliveryForMail) {
  const parts = parseAddress(d.address);
  const place = [parts.zip, parts.city].filter(Boolean).join(' ');
  const address = parts.street && place ? `${parts.street}, ${place}` : d.address;

  return {
    year: d.year,
    address,
    tenant: { salutation: d.salutation, firstName: d.firstName, lastName: d.lastName, company: d.company },
    documentName: d.documentName,
    periodFrom: d.periodFrom,
    periodTo: d.periodTo,
    balanceCents: d.balanceCents,
    fileName: d.fileName,
    landlord: { name: landlordName(d), email: d.landlordEmail },
    portalLink: d.tenantHasLogin ? `${ctx.config.appUrl}/login` : null,
  };
}
