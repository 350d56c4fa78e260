import type { InviteResponse } from '../../domain/schemas/accounts.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import { errorTexts } from '../../domain/texts/errors.ts';
import { validationTexts } from '../../domain/texts/validation.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import { newToken } from '../auth/tokens.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { inviteMail } from '../mail/templates/invite.ts';
import { setPasswordLink } from './links.ts';
import * as repo from './repository.ts';

export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Admin invites a login: mails a new 7-day link to the given address (or the stored one) and
 * replaces any earlier open invitation. A new address is kept with the invitation and set on the
 * login only when the invitation is accepted, so a mistyped address never replaces a working
 * one. The link is also returned, so the admin can pass it on when no mail went out (`sent`
 * false: no SMTP or delivery failed).
 */
export async function inviteUser(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  email: string | null | undefined,
): Promise<InviteResponse> {
  const now = ctx.now();
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  const given = email?.trim() || null;
  const target = given ?? user.email;
  if (!target) throw new ValidationError(validationTexts.emailRequired, { field: 'email' });
  const emailChanged = given !== null && given !== user.email;
  if (emailChanged && (await repo.isEmailTakenByOther(ctx.db, given, user.id))) {
    throw new ConflictError(errorTexts.emailInUse);
  }

  const { token, hash } = newToken();
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.revokeOpenTokens(tx, user.id, now, 'invite');
      await repo.insertUserToken(tx, {
        userId: user.id,
        kind: 'invite',
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
        createdAt: now,
        email: emailChanged ? given : null,
      });
      await writeAudit(tx, actor, {
        action: 'user.invite',
        entity: 'user',
        entityId: user.id,
        details: { email: target, email_changed: emailChanged },
      });
    });
  } catch (error) {
    if (emailChanged && isUniqueViolation(error)) throw new ConflictError(errorTexts.emailInUse);
    throw error;
  }

  const link = setPasswordLink(ctx.config, token);
  const mail = inviteMail(ctx.config, {
    username: user.username,
    link,
    validDays: INVITE_TOKEN_TTL_MS / (24 * 60 * 60_000),
  });
  const { sent } = await ctx.mailer.send({ to: target, ...mail });
  return { link, sent };
}
