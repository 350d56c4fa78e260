import type { ReadingUpdateBody } from '../../domain/schemas/meters.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { readingValue } from '../../domain/meters/reading-value.ts';
import * as repo from './repository.ts';
import { scopeOf } from '../auth/policy.ts';

/** Corrects a reading's value, date, unit or estimate flag. */
export async function updateReading(ctx: AppContext, actor: Actor, id: number, input: ReadingUpdateBody) {
  const reading = await repo.findReading(ctx.db, id);
  // A landlord changes the readings of its own meters only; another's are not found.
  if (!reading || !(await repo.findMeter(ctx.db, scopeOf(actor), reading.meterId)))
    throw new NotFoundError(meterTexts.readingNotFound);
  const values = {
    ...(input.reading_value === undefined ? {} : { readingValue: readingValue(input.reading_value, 'edit') }),
    ...(input.reading_date ? { readingDate: input.reading_date } : {}),
    ...(input.unit ? { unit: input.unit } : {}),
    ...(input.is_estimated === undefined || input.is_estimated === null
      ? {}
      : { isEstimated: input.is_estimated }),
  };
  return ctx.db.transaction(async (tx) => {
    const saved = await repo.updateReading(tx, id, values);
    if (!saved) throw new NotFoundError(meterTexts.readingNotFound);
    await writeAudit(tx, actor, {
      action: 'reading.update',
      entity: 'meter_reading',
      entityId: id,
      details: values,
    });
    return saved;
  });
}
