import type { MeterUpdateBody } from '../../domain/schemas/meters.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { auditedFields, checkMeter, mergeMeter, sealedAesKey } from './meter-rules.ts';
import * as repo from './repository.ts';
import { scopeOf } from '../auth/policy.ts';

/** Saves the fields given (the meter detail edits inline); the meter must stay complete. */
export async function updateMeter(ctx: AppContext, actor: Actor, id: number, input: MeterUpdateBody) {
  const meter = await repo.findMeter(ctx.db, scopeOf(actor), id);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  // The gateway's bookkeeping is written by the messages themselves, never from this stale copy.
  const {
    lastAccessNumber: _access,
    lastTelegramClock: _clock,
    droppedMessages: _dropped,
    ...values
  } = await checkMeter(ctx, mergeMeter(meter, fields), meter.propertyId);
  const aesKeySealed = sealedAesKey(ctx, fields.aes_key);
  // A new key or another meter on the channel (an exchange) starts its own access numbers and clock.
  const restart =
    fields.aes_key !== undefined ||
    values.gatewayId !== meter.gatewayId ||
    values.gatewayChannel !== meter.gatewayChannel;
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateMeter(tx, id, {
      ...values,
      ...(aesKeySealed === undefined ? {} : { aesKeySealed }),
      ...(restart ? { lastAccessNumber: null, lastTelegramClock: null } : {}),
    });
    if (!row) throw new NotFoundError(meterTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'meter.update',
      entity: 'meter',
      entityId: id,
      details: auditedFields(fields),
    });
    return row;
  });
  return (await repo.findMeterRecord(ctx.db, { kind: 'all' }, saved.id))!;
}
