import type { SentResponse, SupportBody } from '../../domain/schemas/accounts.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import type { LogError } from '../accounts/links.ts';
import { assertWithinRequestLimit } from '../accounts/rate-limit.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { DomainError } from '../../domain/errors.ts';
import { supportConfirmationMail } from '../mail/templates/support-confirmation.ts';
import { supportRequestMail } from '../mail/templates/support-request.ts';
import * as repo from './repository.ts';

export const SUPPORT_ACTION = 'support.create';

/**
 * A signed-in user's support ticket from the help page: stored with the user, mailed to support
 * (Reply-To: the given address) and confirmed to the login. `sent` reports the mail to support;
 * the confirmation is a courtesy whose failure changes nothing. It goes to the address stored on
 * the login, never to the typed `from`: that field is any address the user chooses, and a receipt
 * there would be mail from the operator to a stranger (a login without an address gets none). The
 * rate limit per user also bounds how many confirmations one login can cause.
 */
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
        // The help page sends only after its consent box is ticked; the payload carries no flag.
        consent: true,
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
    throw new DomainError('not_stored', accountTexts.supportStoreFailed);
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
  if (actor.email) {
    const receipt = supportConfirmationMail(ctx.config, { id, topic: input.topic, channel: input.channel });
    await ctx.mailer.send({ to: actor.email, ...receipt });
  }
  return { ok: true, sent };
}
