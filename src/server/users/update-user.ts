import { isProtectedLogin } from '../../domain/protected-logins.ts';
import type { UserUpdateBody } from '../../domain/schemas/users.ts';
import { accountTexts, errorTexts, userTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * Saves username, e-mail and role of a login. Protected logins keep their username and role:
 * the admin login must stay reachable as "admin" with admin rights, and the demo tenant is named
 * on the public demo page.
 */
export async function updateUser(ctx: AppContext, actor: Actor, id: number, input: UserUpdateBody) {
  const user = await repo.findUser(ctx.db, id);
  if (!user) throw new NotFoundError(accountTexts.userNotFound);

  const email = input.email === undefined ? user.email : input.email;
  // An emptied username takes the e-mail, as on creation.
  const username = input.username === undefined ? user.username : input.username || email;
  const role = input.role ?? user.role;
  if (isProtectedLogin(user)) {
    if (username?.toLowerCase() !== user.username.toLowerCase())
      throw new ValidationError(userTexts.protectedAdminUsername, { field: 'username' });
    if (role !== user.role) throw new ValidationError(userTexts.protectedRole, { field: 'role' });
  }
  if (!username) throw new ValidationError(validationTexts.usernameOrEmailRequired, { field: 'username' });
  if (await repo.loginTaken(ctx.db, 'username', username, id))
    throw new ConflictError(userTexts.usernameInUse);
  if (email && (await repo.loginTaken(ctx.db, 'email', email, id)))
    throw new ConflictError(errorTexts.emailInUse);

  try {
    const row = await ctx.db.transaction(async (tx) => {
      const saved = await repo.updateUser(tx, id, { username, email, role });
      await writeAudit(tx, actor, {
        action: 'user.update',
        entity: 'user',
        entityId: id,
        details: { username, email, role },
      });
      return saved;
    });
    if (!row) throw new NotFoundError(accountTexts.userNotFound);
    return repo.toUserRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(errorTexts.emailInUse);
    throw error;
  }
}
