import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../auth/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context.ts';
import { toPlainDecimal } from '../../domain/decimal.ts';
import { DomainError, NotFoundError, ValidationError } from '../http/errors.ts';
import * as repo from './repository.ts';

export const SYNC_OK = 'Synchronisierung erfolgreich';

/**
 * Asks the gateway for the meter's latest reading and stores it. The outcome, success or the
 * reason of a failure, is kept on the meter (`last_gateway_status`, `last_sync_at`) so the
 * screens can show it; a failure answers 503 with that reason.
 */
export async function syncMeter(ctx: AppContext, actor: Actor, meterId: number) {
  const meter = await repo.findMeter(ctx.db, { kind: 'all' }, meterId);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  if (meter.sourceType !== 'gateway') throw new ValidationError(meterTexts.manualNoSync);
  const result = await ctx.gateway.latest(meter);
  const now = ctx.now();
  const status = result.ok ? SYNC_OK : result.status;
  await ctx.db.transaction(async (tx) => {
    if (result.ok) {
      await repo.insertReading(tx, {
        meterId,
        readingDate: result.reading.date,
        readingValue: toPlainDecimal(result.reading.milli, 3),
        unit: meter.unit,
        createdBy: actor.userId,
      });
    }
    await repo.updateMeter(tx, meterId, { lastSyncAt: now, lastGatewayStatus: status });
    await writeAudit(tx, actor, {
      action: 'meter.sync',
      entity: 'meter',
      entityId: meterId,
      details: { status },
    });
  });
  if (!result.ok) throw new DomainError(503, status);
  return { message: SYNC_OK };
}
