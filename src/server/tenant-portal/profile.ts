import type { TenantProfile } from '../../domain/schemas/tenant-portal.ts';
import type { DELIVERY_METHODS } from '../../domain/catalog.ts';
import { consumptionInfoTexts as texts } from '../../domain/texts/consumption-information.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { pendingEmailChange } from '../accounts/repository.ts';
import * as repo from './repository.ts';

/**
 * The tenant's contact data, from its current tenancy (the one without move-out, else the latest):
 * a login may have had several tenancies, the person is one. A new address waiting for its
 * confirmation is named beside the one in use.
 */
export async function getProfile(ctx: AppContext, actor: Actor): Promise<TenantProfile> {
  const rows = await repo.tenanciesOfLogin(ctx.db, actor.userId);
  const current = rows.find((r) => r.tenant.moveOut === null) ?? rows[0];
  if (!current) throw new NotFoundError(texts.profileNotFound);
  const t = current.tenant;
  return {
    salutation: t.salutation,
    first_name: t.firstName,
    last_name: t.lastName,
    company: t.company,
    email: t.email,
    phone_number: t.phoneNumber,
    delivery_method: t.deliveryMethod as (typeof DELIVERY_METHODS)[number],
    email_change_pending: await pendingEmailChange(ctx.db, actor.userId, ctx.now()),
  };
}
