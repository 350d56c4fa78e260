import type { UserRecord } from '../../domain/schemas/records.ts';
import type { UserListQuery } from '../../domain/schemas/users.ts';
import { accountTexts } from '../../domain/texts/index.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * Logins are the admin's alone. The route already refuses every other role before it runs; the
 * check stays here too, so no other caller can read logins with a lesser role.
 */
function requireAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw new ForbiddenError();
}

/** One page of logins, searched and sorted as asked, with the total of all matches. */
export async function listUsersFor(
  ctx: AppContext,
  actor: Actor,
  query: UserListQuery,
): Promise<{ rows: UserRecord[]; total: number }> {
  requireAdmin(actor);
  return repo.listUsers(ctx.db, query);
}

/** One login. */
export async function getUser(ctx: AppContext, actor: Actor, id: number): Promise<UserRecord> {
  requireAdmin(actor);
  const user = await repo.findUser(ctx.db, id);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  return repo.toUserRecord(user);
}
