import { NotFoundError } from '../../domain/errors.ts';
import type { PropertyRecord } from '../../domain/schemas/records.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';

/**
 * The property if the actor may work on its payments: a landlord their own, employees and admins
 * every one. Another landlord's is not found, never refused, so its existence stays hidden.
 */
export async function visibleProperty(ctx: AppContext, actor: Actor, id: number): Promise<PropertyRecord> {
  const property = await findProperty(ctx.db, scopeOf(actor), id);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return property;
}
