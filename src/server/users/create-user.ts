import { normalizeRole } from '../../domain/roles.ts';
import type { UserCreateBody } from '../../domain/schemas/users.ts';
import { errorTexts, userTexts, validationTexts } from '../../domain/texts/index.ts';
import { isStrongPassword } from '../../domain/validation/validation.ts';
import type { Actor } from '../context/actor.ts';
import { hashPassword } from '../auth/passwords.ts';
import { randomPassword } from '../auth/tokens.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * A new login from the logins screen or the access panel. Username or e-mail is required; an
 * empty username takes the e-mail. Without a password the login gets a strong random one that
 * nobody knows, and is activated by an invitation (the access panel's invite mode).
 */
export async function createUser(ctx: AppContext, actor: Actor, input: UserCreateBody) {
  const email = input.email ?? null;
  const username = input.username ?? email;
  if (!username) throw new ValidationError(validationTexts.usernameOrEmailRequired, { field: 'username' });
  if (await repo.loginTaken(ctx.db, 'username', username)) throw new ConflictError(userTexts.usernameInUse);
  if (email && (await repo.loginTaken(ctx.db, 'email', email)))
    throw new ConflictError(errorTexts.emailInUse);

  const password = input.password ?? randomPassword();
  const role = normalizeRole(input.role ?? 'customer');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        username,
        email,
        role,
        passwordHash: await hashPassword(password),
      });
      await writeAudit(tx, actor, {
        action: 'user.create',
        entity: 'user',
        entityId: created.id,
        details: {
          username,
          email,
          role,
          password: input.password ? 'set' : 'generated',
          meets_rule: isStrongPassword(password),
        },
      });
      return created;
    });
    return repo.toUserRecord(row);
  } catch (error) {
    // Two admins creating the same login at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(errorTexts.emailInUse);
    throw error;
  }
}
