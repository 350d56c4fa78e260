import { isProtectedLogin } from '../../domain/protected-logins.ts';
import { EMAIL_CHANGE_VALID_HOURS, emailChangeTexts } from '../../domain/texts/accounts.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import { writeAudit } from '../audit/repository.ts';
import { passwordWithinLimits } from '../auth/login.ts';
import { newToken } from '../auth/tokens.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/templates/email-change.ts';
import { emailConfirmLink } from './links.ts';
import { assertWithinRequestLimit } from './rate-limit.ts';
import * as repo from './repository.ts';

export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_VALID_HOURS * 60 * 60_000;

/** What a profile save passes on when its e-mail address changes. */
export interface EmailChangeInput {
  newEmail: string;
  currentPassword: string | undefined;
  /** The caller's address, for the sign-in limits the password check shares. */
  ip: string;
}

/** A started change: the link's token and the addresses its two mails go to. */
export interface StartedEmailChange {
  token: string;
  username: string;
  newEmail: string;
  /** Where the notice goes: the address the login uses now, else the profile's. */
  oldEmail: string | null;
}

/** Whether a profile save changes the address (a change of letter case is none). */
export function isNewEmail(stored: string | null, sent: string | null | undefined): sent is string {
  return typeof sent === 'string' && sent.toLowerCase() !== (stored ?? '').toLowerCase();
}

/**
 * Re-authenticates a signed-in user who changes the own e-mail address, before anything is
 * written: a stolen session alone must not become a permanent takeover (the address is where
 * password resets go). Protected logins keep their address (403). The password is checked against
 * the sign-in limits (one budget per account and per caller address), so a session cannot be used
 * to guess it; a wrong one answers 403, not 401, since the session itself is valid. At most
 * REQUEST_LIMIT changes per login and hour, because each one mails an address of the caller's
 * choosing.
 */
export async function authorizeEmailChange(ctx: AppContext, actor: Actor, input: EmailChangeInput) {
  const user = await repo.findUserById(ctx.db, actor.userId);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  if (isProtectedLogin(user)) throw new ForbiddenError(emailChangeTexts.protectedLogin);
  if (!input.currentPassword)
    throw new ValidationError(emailChangeTexts.currentPasswordRequired, { field: 'current_password' });
  if (!(await passwordWithinLimits(ctx, user, user.username, input.currentPassword, input.ip)))
    throw new ForbiddenError(emailChangeTexts.currentPasswordWrong);
  await assertWithinRequestLimit(ctx, 'email-change', { userId: user.id }, ctx.now());
  return user;
}

/**
 * Opens the change inside the profile save's transaction: an earlier open change of the login is
 * revoked (one pending address at a time) and a 24-hour single-use link is stored by its hash with
 * the new address. Whether another login uses that address is deliberately not asked here: the
 * answer would tell the caller which addresses have accounts. The confirmation refuses a taken one.
 */
export async function startEmailChange(
  tx: Parameters<typeof repo.insertUserToken>[0],
  ctx: AppContext,
  actor: Actor,
  user: repo.UserRow,
  input: { newEmail: string; profileEmail: string | null },
): Promise<StartedEmailChange> {
  const now = ctx.now();
  const { token, hash } = newToken();
  await repo.revokeOpenTokens(tx, user.id, now, 'email_change');
  const tokenId = await repo.insertUserToken(tx, {
    userId: user.id,
    kind: 'email_change',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    createdAt: now,
    email: input.newEmail,
  });
  await writeAudit(tx, actor, {
    action: 'user.email_change_request',
    entity: 'user',
    entityId: user.id,
    details: { email: input.newEmail, token_id: tokenId },
  });
  return {
    token,
    username: user.username,
    newEmail: input.newEmail,
    oldEmail: user.email ?? input.profileEmail,
  };
}

/**
 * After the commit: the link to the new address and a notice to the old one, so that the owner
 * of an account learns of a change asked for with a stolen session and password.
 */
export async function sendEmailChangeMails(ctx: AppContext, change: StartedEmailChange): Promise<void> {
  const confirm = emailChangeConfirmMail(ctx.config, {
    username: change.username,
    link: emailConfirmLink(ctx.config, change.token),
    validHours: EMAIL_CHANGE_VALID_HOURS,
  });
  await ctx.mailer.send({ to: change.newEmail, ...confirm });
  if (change.oldEmail && change.oldEmail.toLowerCase() !== change.newEmail.toLowerCase()) {
    const notice = emailChangeNoticeMail(ctx.config, {
      username: change.username,
      newEmail: change.newEmail,
    });
    await ctx.mailer.send({ to: change.oldEmail, ...notice });
  }
}
