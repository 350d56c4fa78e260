import type { UserRecord } from '../../domain/schemas/records.ts';
import type { UserListQuery } from '../../domain/schemas/users.ts';
import { accountTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

// Logins are the admin's alone, which the routes' authorization decides (as for the writes on
// logins): these reads need no actor.

/** One page of logins, searched and sorted as asked, with the total of all matches. */
export async function listUsersFor(
  ctx: AppContext,
  query: UserListQuery,
): Promise<{ rows: UserRecord[]; total: number }> {
  return repo.listUsers(ctx.db, query);
}

/** One login. */
export async function getUser(ctx: AppContext, id: number): Promise<UserRecord> {
  const user = await repo.findUser(ctx.db, id);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);
  return repo.toUserRecord(user);
}
