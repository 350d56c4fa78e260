import { moveOutFitsMoveIn } from '../../domain/tenancy/succession.ts';
import { customerTenantTexts, tenantTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { InterimReadings } from '../../domain/schemas/customer-tenants.ts';
import { storeInterimReadings } from './interim-readings.ts';
import { placeChangedTenancy } from './place-tenancy.ts';
import * as repo from './repository.ts';

/**
 * Sets a tenancy's move-out, or removes it (`null`). Setting needs no successor yet (older clients
 * save the move-out on its own) but only where none is set: a set move-out is changed by deleting
 * it, and that is the admin's, because it also deletes the successor that moved in the day after
 * and so brings the predecessor back — all in one transaction. Interim readings given with a new
 * move-out are stored on its date in the same transaction (interim-readings.ts).
 */
export async function setMoveOut(
  ctx: AppContext,
  actor: Actor,
  id: number,
  moveOut: string | null,
  interimReadings?: InterimReadings,
) {
  const tenant = await repo.findTenantRow(ctx.db, scopeOf(actor), id);
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  if (moveOut === null) return removeMoveOut(ctx, actor, id);
  if (!moveOutFitsMoveIn(tenant.moveIn, moveOut))
    throw new ValidationError(validationTexts.moveOutBeforeMoveIn, { field: 'move_out' });
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.lockTenant(tx, id);
    if (!locked) throw new NotFoundError(tenantTexts.notFound);
    if (locked.moveOut === moveOut) return repo.tenantRecordOf(tx, locked);
    if (locked.moveOut !== null) {
      if (await repo.findSuccessor(tx, locked))
        throw new ConflictError(customerTenantTexts.moveOutHasSuccessor);
      if (actor.role !== 'admin') throw new ConflictError(customerTenantTexts.moveOutAlreadySet);
    }
    // A later move-out must not reach into the next tenancy of the same dwelling.
    await placeChangedTenancy(tx, locked, { moveOut }, {});
    const row = await repo.updateTenant(tx, id, { moveOut });
    await storeInterimReadings(tx, actor, locked, moveOut, interimReadings);
    await writeAudit(tx, actor, {
      action: 'tenant.move_out',
      entity: 'tenant',
      entityId: id,
      details: { move_out: moveOut, previous: locked.moveOut },
    });
    return repo.tenantRecordOf(tx, row!);
  });
}

async function removeMoveOut(ctx: AppContext, actor: Actor, id: number) {
  if (actor.role !== 'admin') throw new ForbiddenError(customerTenantTexts.moveOutDeleteAdminOnly);
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.lockTenant(tx, id);
    if (!locked) throw new NotFoundError(tenantTexts.notFound);
    if (locked.moveOut === null) return repo.tenantRecordOf(tx, locked);
    const successor = await repo.findSuccessor(tx, locked);
    if (successor) {
      // Removing a successor who has moved out again would leave its own successor hanging.
      if (successor.moveOut !== null) throw new ConflictError(customerTenantTexts.successorMovedOut);
      if ((await repo.finalizedYearsOf(tx, successor)).length > 0)
        throw new ConflictError(tenantTexts.inFinalizedStatement);
      await repo.deleteTenantWithLogin(tx, successor);
    }
    await placeChangedTenancy(tx, locked, { moveOut: null }, {});
    const row = await repo.updateTenant(tx, id, { moveOut: null });
    await writeAudit(tx, actor, {
      action: 'tenant.move_out.delete',
      entity: 'tenant',
      entityId: id,
      details: {
        previous: locked.moveOut,
        deleted_successor: successor ? { id: successor.id, last_name: successor.lastName } : null,
      },
    });
    return repo.tenantRecordOf(tx, row!);
  });
}
