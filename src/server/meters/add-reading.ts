import { todayIso } from '../../domain/dates.ts';
import type { ReadingCreateBody } from '../../domain/schemas/meters.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { readingValue } from '../../domain/meters/reading-value.ts';
import * as repo from './repository.ts';
import { scopeOf } from '../auth/policy.ts';

/** A manual reading; the date defaults to today in Germany, the unit to the meter's. */
export async function addReading(ctx: AppContext, actor: Actor, meterId: number, input: ReadingCreateBody) {
  const meter = await repo.findMeter(ctx.db, scopeOf(actor), meterId);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  // Gateway meters deliver their readings themselves; typed values would mix with measured ones.
  if (meter.sourceType === 'gateway') throw new ValidationError(meterTexts.manualOnly);
  const value = readingValue(input.reading_value, 'add');
  return ctx.db.transaction(async (tx) => {
    const reading = await repo.insertReading(tx, {
      meterId,
      readingDate: input.reading_date ?? todayIso(ctx.now()),
      readingValue: value,
      unit: input.unit ?? meter.unit,
      isEstimated: input.is_estimated ?? false,
      createdBy: actor.userId,
    });
    await writeAudit(tx, actor, {
      action: 'reading.create',
      entity: 'meter_reading',
      entityId: reading.id,
      details: { meter_id: meterId, value, date: reading.reading_date },
    });
    return reading;
  });
}
