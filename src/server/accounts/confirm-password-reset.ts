import { normalizeRole } from '../../domain/roles.ts';
import { validationTexts } from '../../domain/texts/validation.ts';
import { writeAudit } from '../audit/repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { errorTexts } from '../../domain/texts/errors.ts';
import * as repo from './repository.ts';

const invalidLink = () => new ValidationError(validationTexts.linkInvalidOrExpired, { field: 'token' });

/**
 * Sets the password through a reset or invitation link (the password rule is checked by the
 * body schema). In one transaction: the token is claimed, an invitation's address set on the
 * login, the hash replaced, every other open link of the user revoked and all sessions ended, so
 * a stolen session does not survive.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  newPassword: string,
): Promise<void> {
  const now = ctx.now();
  const tokenHash = hashToken(token);
  // Checked before hashing so that invalid links cannot make the server spend argon2 work.
  if (!(await repo.findUsableToken(ctx.db, tokenHash, now))) throw invalidLink();
  const passwordHash = await hashPassword(newPassword);

  await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimToken(tx, tokenHash, now);
    if (!claimed) throw invalidLink();
    const user = await repo.findUserById(tx, claimed.userId);
    if (!user) throw invalidLink();
    if (claimed.email && claimed.email.toLowerCase() !== user.email?.toLowerCase()) {
      // The invited address becomes the login's now, unless another login took it meanwhile.
      if (await repo.isEmailTakenByOther(tx, claimed.email, user.id))
        throw new ConflictError(errorTexts.emailInUse);
      await repo.setUserEmail(tx, user.id, claimed.email, now);
    }
    await repo.setPasswordHash(tx, user.id, passwordHash, now);
    // The link reached the login's address, which is what a sign-up's confirmation proves too.
    if (user.registrationPending) await repo.confirmRegistration(tx, user.id, now);
    await repo.revokeOpenTokens(tx, user.id, now);
    await repo.revokeSessions(tx, user.id, now);
    await writeAudit(
      tx,
      { userId: user.id, role: normalizeRole(user.role) },
      {
        action: claimed.kind === 'invite' ? 'user.invite_accept' : 'user.password_reset',
        entity: 'user',
        entityId: user.id,
        details: { token_id: claimed.id, ...(claimed.email ? { email: claimed.email } : {}) },
      },
    );
  });
}
