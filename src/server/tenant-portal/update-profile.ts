import type { TenantProfileBody } from '../../domain/schemas/tenant-portal-requests.ts';
import type { TenantProfile } from '../../domain/schemas/tenant-portal.ts';
import { validationTexts } from '../../domain/texts/index.ts';
import { consumptionInfoTexts as texts } from '../../domain/texts/consumption-information.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  authorizeEmailChange,
  isNewEmail,
  sendEmailChangeMails,
  startEmailChange,
  type StartedEmailChange,
} from '../accounts/email-change.ts';
import { getProfile } from './profile.ts';
import * as repo from './repository.ts';

/**
 * A tenant saves its e-mail address and phone number on every tenancy of its login (one person,
 * one address). A new address is the login's identity (sign-in by e-mail, password reset), so it
 * needs the current password and takes effect only through the link mailed to it
 * (`accounts/email-change.ts`); until then the answer names it as pending and the tenancies keep
 * the old one. The answer does not depend on whether another login has the address, so the
 * profile cannot be used to find out which addresses have accounts. Phone changes save at once.
 * Names, delivery method and dates stay the landlord's (a landlord changing a tenant's contact
 * address never moves the tenant's login).
 */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: TenantProfileBody,
  ip: string,
): Promise<TenantProfile> {
  const email = input.email;
  if (email === null) throw new ValidationError(validationTexts.emailInvalidShort, { field: 'email' });
  const before = await getProfile(ctx, actor);
  const newEmail = isNewEmail(before.email, email) ? email : null;
  const login = newEmail
    ? await authorizeEmailChange(ctx, actor, { newEmail, currentPassword: input.current_password, ip })
    : null;
  let started: StartedEmailChange | null = null;
  await ctx.db.transaction(async (tx) => {
    const rows = await repo.updateContactOfLogin(tx, actor.userId, {
      // The same address in other letter case is no change of identity and is saved as typed.
      ...(newEmail ? {} : { email }),
      ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
    });
    if (rows.length === 0) throw new NotFoundError(texts.profileNotFound);
    if (newEmail && login)
      started = await startEmailChange(tx, ctx, actor, login, { newEmail, profileEmail: before.email });
    await writeAudit(tx, actor, {
      action: 'tenant.profile_update',
      entity: 'tenant',
      entityId: rows.map((r) => r.id).join(','),
      details: {
        ...(newEmail ? { email_change_requested: newEmail } : { email }),
        ...(input.phone_number !== undefined ? { phone_number: input.phone_number } : {}),
      },
    });
  });
  if (started) await sendEmailChangeMails(ctx, started);
  return getProfile(ctx, actor);
}
