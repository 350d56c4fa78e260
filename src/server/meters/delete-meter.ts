import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { scopeOf } from '../auth/policy.ts';

/** Deletes a meter with its readings. */
export async function deleteMeter(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const meter = await repo.findMeter(ctx.db, scopeOf(actor), id);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteMeter(tx, id);
    await writeAudit(tx, actor, {
      action: 'meter.delete',
      entity: 'meter',
      entityId: id,
      details: { property_id: meter.propertyId, meter_number: meter.meterNumber },
    });
  });
}
