import type { AppContext } from '../context/app-context.ts';
import { newToken } from '../auth/tokens.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { setPasswordLink, type LogError } from './links.ts';
import { assertWithinRequestLimit, withinRequestLimit } from './rate-limit.ts';
import * as repo from './repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const RESET_REQUEST_ACTION = 'password_reset.request';

type Recipient = { user: { id: number; username: string }; email: string };

/**
 * Issues a reset link when a login has this e-mail address. The caller learns nothing: the
 * answer is the same for known and unknown addresses, and so is the work before it — the same
 * lookup, the same atomic limit statement (per account, or per named address when there is no
 * account) and the same audit row. Everything that exists only for a known account (token, stored
 * hash, mail) happens after the answer, in the returned `delivery`, so neither database nor SMTP
 * time reveals an account. An account that already got REQUEST_LIMIT links within the hour gets
 * no further link, silently for the same reason; only the limit per caller address answers 429.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
  logError: LogError,
): Promise<{ delivery: Promise<void> }> {
  const now = ctx.now();
  await assertWithinRequestLimit(ctx, RESET_REQUEST_ACTION, { address: ip }, now);

  const user = await repo.findUserByEmail(ctx.db, email);
  const withinAccountLimit = await withinRequestLimit(
    ctx,
    RESET_REQUEST_ACTION,
    user ? { userId: user.id } : { email },
    now,
  );
  const recipient: Recipient | null = user?.email && withinAccountLimit ? { user, email: user.email } : null;
  await repo.recordPublicRequest(ctx.db, {
    action: RESET_REQUEST_ACTION,
    entity: 'user',
    entityId: user?.id ?? null,
    ip,
    at: now,
    details: { outcome: !user ? 'unknown' : recipient ? 'issued' : 'limited' },
  });

  const delivery = recipient
    ? issueLink(ctx, recipient, now).catch((error: unknown) =>
        logError(error, 'Zurücksetzen-Mail konnte nicht verarbeitet werden'),
      )
    : Promise.resolve();
  return { delivery };
}

async function issueLink(ctx: AppContext, recipient: Recipient, now: Date): Promise<void> {
  // Let the answer leave first: this work is what a known address has and an unknown one has not.
  await new Promise((resolve) => setImmediate(resolve));
  const { token, hash } = newToken();
  await repo.insertUserToken(ctx.db, {
    userId: recipient.user.id,
    kind: 'reset',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  const mail = passwordResetMail(ctx.config, {
    username: recipient.user.username,
    link: setPasswordLink(ctx.config, token),
    validMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  await ctx.mailer.send({ to: recipient.email, ...mail });
}
