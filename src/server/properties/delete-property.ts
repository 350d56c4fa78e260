import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { loadProperty } from './property-status.ts';
import * as repo from './repository.ts';

/** For good, with everything that belongs to it; only from the archive, as the admin list offers it. */
export async function deletePropertyForGood(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const property = await loadProperty(ctx, id);
  if (property.status !== 'archived') throw new ConflictError(propertyTexts.archiveFirst);
  await ctx.db.transaction(async (tx) => {
    await repo.deletePropertyWithLogins(tx, id);
    await writeAudit(tx, actor, {
      action: 'property.delete',
      entity: 'property',
      entityId: id,
      details: { address: property.address, customer_id: property.customerId },
    });
  });
}
