import { accountTexts } from '../../domain/texts/accounts.ts';
import { validationTexts } from '../../domain/texts/validation.ts';
import { isStrongPassword } from '../../domain/validation/validation.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * Admin sets a login's password (access panel, manual mode). The password rule applies unless
 * `adminOverride` is set; then any non-empty password is accepted and the audit log notes that
 * the rule was not met. The user's open links and sessions end, except the admin's own current
 * session when admins change their own password.
 */
export async function adminSetPassword(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  newPassword: string,
  adminOverride: boolean,
): Promise<void> {
  const meetsRule = isStrongPassword(newPassword);
  if (!adminOverride && !meetsRule) {
    throw new ValidationError(validationTexts.passwordTooWeak, { field: 'newPassword' });
  }
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();

  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, passwordHash, now);
    await repo.revokeOpenTokens(tx, user.id, now);
    await repo.revokeSessions(tx, user.id, now, user.id === actor.userId ? actor.sessionId : undefined);
    await writeAudit(tx, actor, {
      action: 'user.password_set',
      entity: 'user',
      entityId: user.id,
      details: { admin_override: adminOverride, meets_rule: meetsRule },
    });
  });
}
