import { isProtectedLogin } from '../../domain/protected-logins.ts';
import { normalizeRole } from '../../domain/roles.ts';
import type { EmailChangeConfirmResponse } from '../../domain/schemas/accounts.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../domain/errors.ts';
import { emailChangeTexts } from '../../domain/texts/accounts.ts';
import { errorTexts } from '../../domain/texts/errors.ts';
import { validationTexts } from '../../domain/texts/validation.ts';
import { writeAudit } from '../audit/repository.ts';
import { hashToken } from '../auth/tokens.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import * as repo from './repository.ts';

const invalidLink = () => new ValidationError(validationTexts.linkInvalidOrExpired, { field: 'token' });

/**
 * Makes the new address the login's through its link (public: the link is the proof, whichever
 * browser opens it). In one transaction the link is claimed, the address checked and set on the
 * login and on its profile records (customer record or tenancies), and the login's other open
 * change links revoked. An address another login took meanwhile — or had all along, which the
 * profile save did not reveal — is refused with 409 and nothing changes; the link stays usable
 * until it expires, in case the address becomes free.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
): Promise<EmailChangeConfirmResponse> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const claimed = await repo.claimEmailChangeToken(tx, hashToken(token), now);
      if (!claimed?.email) throw invalidLink();
      const user = await repo.findUserById(tx, claimed.userId);
      if (!user) throw invalidLink();
      if (isProtectedLogin(user)) throw new ForbiddenError(emailChangeTexts.protectedLogin);
      if (await repo.emailTakenForLogin(tx, claimed.email, user))
        throw new ConflictError(errorTexts.emailInUse);
      await repo.setUserEmail(tx, user.id, claimed.email, now);
      await repo.setProfileEmailsOfLogin(tx, user.id, claimed.email, now);
      await repo.revokeOpenTokens(tx, user.id, now, 'email_change');
      await writeAudit(
        tx,
        { userId: user.id, role: normalizeRole(user.role) },
        {
          action: 'user.email_change',
          entity: 'user',
          entityId: user.id,
          details: { token_id: claimed.id, email: claimed.email, previous: user.email },
        },
      );
      return { ok: true as const, email: claimed.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(errorTexts.emailInUse);
    throw error;
  }
}
