import type { SentResponse, SupportBody } from '../../domain/schemas/accounts.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import type { LogError } from '../accounts/links.ts';
import { assertWithinRequestLimit } from '../accounts/rate-limit.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { DomainError } from '../http/errors.ts';
import { supportRequestMail } from '../mail/templates/support-request.ts';
import * as repo from './repository.ts';

export const SUPPORT_ACTION = 'support.create';

/** A signed-in user's support ticket (spec 001 help page): stored with the user, mailed to support. */
export async function submitSupportRequest(
  ctx: AppContext,
  actor: Actor,
  input: SupportBody,
  logError: LogError,
): Promise<SentResponse> {
  const now = ctx.now();
  await assertWithinRequestLimit(ctx, SUPPORT_ACTION, { userId: actor.userId }, now);
  const source = input.source || 'customer-help';

  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertSupportRequest(tx, {
        userId: actor.userId,
        fromEmail: input.from,
        message: input.message,
        topic: input.topic,
        channel: input.channel,
        source,
        consent: input.consent,
        createdAt: now,
      });
      await writeAudit(tx, actor, {
        action: SUPPORT_ACTION,
        entity: 'support_request',
        entityId: created,
        details: { topic: input.topic, channel: input.channel },
      });
      return created;
    });
  } catch (error) {
    logError(error, 'Support-Anfrage konnte nicht gespeichert werden');
    throw new DomainError(500, accountTexts.supportStoreFailed);
  }

  const mail = supportRequestMail(ctx.config, {
    id,
    from: input.from,
    message: input.message,
    topic: input.topic,
    channel: input.channel,
    source,
    username: actor.username,
    role: actor.role,
    receivedAt: now,
  });
  const { sent } = await ctx.mailer.send({ to: ctx.config.supportEmail, replyTo: input.from, ...mail });
  if (sent) await repo.markSupportRequestSent(ctx.db, id);
  return { ok: true, sent };
}
