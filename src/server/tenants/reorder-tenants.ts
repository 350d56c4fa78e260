import { propertyTexts, tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/** Saves the sort mode's order: every tenancy of the property exactly once, in one transaction. */
export async function reorderTenants(ctx: AppContext, actor: Actor, propertyId: number, order: number[]) {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const ids = new Set(await repo.tenantIdsOfProperty(ctx.db, propertyId));
  const same =
    order.length === ids.size && new Set(order).size === order.length && order.every((id) => ids.has(id));
  if (!same) throw new ValidationError(tenantTexts.orderInvalid, { field: 'order' });
  await ctx.db.transaction(async (tx) => {
    for (const [index, id] of order.entries()) await repo.setSortIndex(tx, id, index);
    await writeAudit(tx, actor, {
      action: 'tenant.reorder',
      entity: 'property',
      entityId: propertyId,
      details: { order },
    });
  });
}
