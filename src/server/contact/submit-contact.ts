import type { ContactBody, SentResponse } from '../../domain/schemas/accounts.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import type { LogError } from '../accounts/links.ts';
import { assertWithinRequestLimit } from '../accounts/rate-limit.ts';
import { recordPublicRequest } from '../accounts/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { DomainError } from '../../domain/errors.ts';
import { contactMessageMail } from '../mail/templates/contact-message.ts';
import * as repo from './repository.ts';

export const CONTACT_ACTION = 'contact.create';

/**
 * Stores the contact form's message and mails it to the support address (Reply-To: the
 * visitor). Nothing is mailed to the visitor, so the form cannot send text to strangers.
 * The message counts as received once stored; a failed mail only leaves `sent` false.
 */
export async function submitContact(
  ctx: AppContext,
  input: ContactBody,
  ip: string,
  logError: LogError,
): Promise<SentResponse> {
  const now = ctx.now();
  await assertWithinRequestLimit(ctx, CONTACT_ACTION, { address: ip }, now);
  await assertWithinRequestLimit(ctx, CONTACT_ACTION, { email: input.email }, now);

  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertContactMessage(tx, { ...input, createdAt: now });
      await recordPublicRequest(tx, {
        action: CONTACT_ACTION,
        entity: 'contact_message',
        entityId: created,
        ip,
        at: now,
      });
      return created;
    });
  } catch (error) {
    // The web keeps what the visitor typed when the answer is an error.
    logError(error, 'Kontaktnachricht konnte nicht gespeichert werden');
    throw new DomainError('not_stored', accountTexts.contactStoreFailed);
  }

  const mail = contactMessageMail(ctx.config, { id, ...input, receivedAt: now });
  const { sent } = await ctx.mailer.send({ to: ctx.config.supportEmail, replyTo: input.email, ...mail });
  if (sent) await repo.markContactMessageSent(ctx.db, id);
  return { ok: true, sent };
}
