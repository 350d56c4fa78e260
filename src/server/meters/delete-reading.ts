import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { scopeOf } from '../auth/policy.ts';

export async function deleteReading(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const reading = await repo.findReading(ctx.db, id);
  // A landlord changes the readings of its own meters only; another's are not found.
  if (!reading || !(await repo.findMeter(ctx.db, scopeOf(actor), reading.meterId)))
    throw new NotFoundError(meterTexts.readingNotFound);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteReading(tx, id);
    await writeAudit(tx, actor, {
      action: 'reading.delete',
      entity: 'meter_reading',
      entityId: id,
      details: { meter_id: reading.meterId, date: reading.readingDate, value: reading.readingValue },
    });
  });
}
