import type { CustomerRecord } from '../../domain/schemas/records.ts';
import { propertySetupTexts } from '../../domain/texts/index.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * The customer record of the signed-in landlord. A customer login without one (created by the
 * operator, never linked) has nobody to own properties or a letterhead: 409 with the reason,
 * rather than a not-found that would look like a wrong address.
 */
export async function ownCustomerRow(ctx: AppContext, actor: Actor) {
  const row = await repo.customerOfLogin(ctx.db, actor.userId);
  if (!row) throw new ConflictError(propertySetupTexts.noCustomerRecord);
  return row;
}

/** The landlord's own profile with its letterhead (name, address, bank account). */
export async function getOwnProfile(ctx: AppContext, actor: Actor): Promise<CustomerRecord> {
  return repo.toCustomerRecord(await ownCustomerRow(ctx, actor));
}
