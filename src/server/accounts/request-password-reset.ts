import type { AppContext } from '../context.ts';
import { newToken } from '../auth/tokens.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { setPasswordLink, type LogError } from './links.ts';
import { REQUEST_LIMIT, assertAddressWithinLimit, windowStart } from './rate-limit.ts';
import * as repo from './repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const RESET_REQUEST_ACTION = 'password_reset.request';

/**
 * Issues a reset link when a login has this e-mail address. The caller learns nothing: the
 * answer is the same for known and unknown addresses, the same queries run and a token is
 * generated and hashed either way, and the mail goes out only after the answer (the returned
 * `delivery`), so SMTP time does not reveal an account. When an account already got
 * REQUEST_LIMIT links within the hour no further link is sent, silently for the same reason;
 * only the limit per caller address answers 429.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
  logError: LogError,
): Promise<{ delivery: Promise<void> }> {
  const now = ctx.now();
  await assertAddressWithinLimit(ctx, RESET_REQUEST_ACTION, ip, now);

  const user = await repo.findUserByEmail(ctx.db, email);
  const { token, hash } = newToken();
  const recent = await repo.countUserTokensSince(ctx.db, user?.id ?? 0, 'reset', windowStart(now));
  const recipient = user?.email && recent < REQUEST_LIMIT ? { user, email: user.email } : null;
  const outcome = !user ? 'unknown' : recipient ? 'issued' : 'limited';

  await ctx.db.transaction(async (tx) => {
    if (recipient) {
      await repo.insertUserToken(tx, {
        userId: recipient.user.id,
        kind: 'reset',
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      });
    }
    await repo.recordPublicRequest(tx, {
      action: RESET_REQUEST_ACTION,
      entity: 'user',
      entityId: user?.id ?? null,
      ip,
      at: now,
      details: { outcome },
    });
  });

  if (!recipient) return { delivery: Promise.resolve() };
  const mail = passwordResetMail(ctx.config, {
    username: recipient.user.username,
    link: setPasswordLink(ctx.config, token),
    validMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  const delivery = ctx.mailer
    .send({ to: recipient.email, ...mail })
    .then(() => undefined)
    .catch((error: unknown) => logError(error, 'Zurücksetzen-Mail konnte nicht verarbeitet werden'));
  return { delivery };
}
