import { tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { placeChangedTenancy } from './place-tenancy.ts';
import * as repo from './repository.ts';

/**
 * Deletes a tenancy and its login. A tenant who is part of a finalized statement is kept (409),
 * since the statement would no longer match the data, unless the admin insists (`hard`).
 * Deleting a successor (or a vacancy) that followed a move-out makes the predecessor active
 * again: its move-out is removed in the same transaction, so the unit never ends up empty.
 */
export async function deleteTenant(ctx: AppContext, actor: Actor, id: number, hard: boolean): Promise<void> {
  const tenant = await repo.findTenantRow(ctx.db, { kind: 'all' }, id);
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  const years = await repo.finalizedYearsOf(ctx.db, tenant);
  if (years.length > 0 && !hard) throw new ConflictError(tenantTexts.inFinalizedStatement);
  await ctx.db.transaction(async (tx) => {
    const predecessor = await repo.findPredecessor(tx, tenant);
    await repo.deleteTenantWithLogin(tx, tenant);
    if (predecessor) {
      // Its open end must not reach into a later tenancy of the same dwelling.
      await placeChangedTenancy(tx, predecessor, { moveOut: null }, {});
      await repo.updateTenant(tx, predecessor.id, { moveOut: null });
    }
    await writeAudit(tx, actor, {
      action: 'tenant.delete',
      entity: 'tenant',
      entityId: id,
      details: {
        property_id: tenant.propertyId,
        last_name: tenant.lastName,
        finalized_years: years,
        hard,
        reactivated_predecessor_id: predecessor?.id ?? null,
      },
    });
  });
}
