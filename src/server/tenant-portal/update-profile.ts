import type { TenantProfileBody } from '../../domain/schemas/tenant-portal-requests.ts';
import type { TenantProfile } from '../../domain/schemas/tenant-portal.ts';
import { errorTexts, validationTexts } from '../../domain/texts/index.ts';
import { consumptionInfoTexts as texts } from '../../domain/texts/consumption-information.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { getProfile } from './profile.ts';
import * as accounts from '../accounts/repository.ts';
import * as repo from './repository.ts';

/**
 * A tenant saves its e-mail address and phone number on every tenancy of its login (one person,
 * one address), and a new address becomes the login's too: sign-in by e-mail and a forgotten
 * password then use the address the tenant just gave. As in the customer profile, the address
 * cannot be emptied and no other login may use it; names, delivery method and dates stay the
 * landlord's (a landlord changing a tenant's contact address never moves the tenant's login).
 */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: TenantProfileBody,
): Promise<TenantProfile> {
  if (input.email === null) throw new ValidationError(validationTexts.emailInvalidShort, { field: 'email' });
  const email = input.email;
  if (await accounts.isEmailTakenByOther(ctx.db, email, actor.userId))
    throw new ConflictError(errorTexts.emailInUse);
  const before = await getProfile(ctx, actor);
  const changed = before.email?.toLowerCase() !== email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const rows = await repo.updateContactOfLogin(tx, actor.userId, {
      email,
      ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
    });
    if (rows.length === 0) throw new NotFoundError(texts.profileNotFound);
    if (changed) await accounts.setUserEmail(tx, actor.userId, email, ctx.now());
    await writeAudit(tx, actor, {
      action: 'tenant.profile_update',
      entity: 'tenant',
      entityId: rows.map((r) => r.id).join(','),
      details: { email, ...(input.phone_number !== undefined ? { phone_number: input.phone_number } : {}) },
    });
  });
  return getProfile(ctx, actor);
}
