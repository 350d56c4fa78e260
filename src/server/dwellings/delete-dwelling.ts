import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { dwellingTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * Deletes a dwelling nothing refers to. One with tenancies or meters is kept (409): its
 * tenancies' statements and its meters' readings would lose the unit they were billed by.
 */
export async function deleteDwelling(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const dwelling = await repo.findDwelling(ctx.db, scopeOf(actor), id);
  if (!dwelling) throw new NotFoundError(dwellingTexts.notFound);
  await ctx.db.transaction(async (tx) => {
    const uses = await repo.usesOf(tx, id);
    if (uses.tenancies > 0 || uses.meters > 0)
      throw new ConflictError(dwellingTexts.inUse(dwelling.label, uses.tenancies, uses.meters));
    await repo.deleteDwelling(tx, id);
    await writeAudit(tx, actor, {
      action: 'dwelling.delete',
      entity: 'dwelling',
      entityId: id,
      details: { property_id: dwelling.propertyId, label: dwelling.label },
    });
  });
}
