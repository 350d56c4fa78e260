import { isProtectedLogin } from '../../domain/protected-logins.ts';
import { accountTexts, userTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * Deletes a login. Its sessions and links end with it; the customer or tenant it belonged to
 * keeps its data and simply has no access any more. Protected logins and one's own stay.
 */
export async function deleteUser(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const user = await repo.findUser(ctx.db, id);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  if (isProtectedLogin(user)) throw new ConflictError(userTexts.protectedAccount);
  if (user.id === actor.userId) throw new ConflictError(userTexts.ownAccount);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteUser(tx, id);
    await writeAudit(tx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      details: { username: user.username, email: user.email, role: user.role },
    });
  });
}
