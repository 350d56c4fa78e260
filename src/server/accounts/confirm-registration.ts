import type { RegisterConfirmResponse } from '../../domain/schemas/accounts.ts';
import { ValidationError } from '../../domain/errors.ts';
import { validationTexts } from '../../domain/texts/validation.ts';
import { writeAudit } from '../audit/repository.ts';
import { hashToken } from '../auth/tokens.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

const invalidLink = () => new ValidationError(validationTexts.linkInvalidOrExpired, { field: 'token' });

/**
 * Confirms a sign-up through its mailed link (public: the link is the proof). In one transaction
 * the link is claimed — used, revoked or expired links answer 400 —, the login may sign in from
 * then on, and any other open sign-up link of it is revoked.
 */
export async function confirmRegistrationLink(
  ctx: AppContext,
  token: string,
): Promise<RegisterConfirmResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimRegisterToken(tx, hashToken(token), now);
    if (!claimed) throw invalidLink();
    const user = await repo.findUserById(tx, claimed.userId);
    if (!user) throw invalidLink();
    await repo.confirmRegistration(tx, user.id, now);
    await repo.revokeOpenTokens(tx, user.id, now, 'register');
    await writeAudit(
      tx,
      { userId: user.id, role: 'customer' },
      {
        action: 'user.register_confirm',
        entity: 'user',
        entityId: user.id,
        details: { token_id: claimed.id },
      },
    );
    return { confirmed: true as const, username: user.username };
  });
}
