import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

export async function deleteReading(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const reading = await repo.findReading(ctx.db, id);
  if (!reading) throw new NotFoundError(meterTexts.readingNotFound);
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
