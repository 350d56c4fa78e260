import type { MeterCreateBody } from '../../domain/schemas/meters.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import { findProperty } from '../properties/repository.ts';
import { auditedFields, checkMeter, mergeMeter, sealedAesKey } from './meter-rules.ts';
import * as repo from './repository.ts';
import { syncMeter } from './sync-meter.ts';

/**
 * A new meter of a property, a gateway meter unless the source says manual. A gateway meter is
 * synced right away; the meter is created even when that first sync finds nothing, and the
 * reason is on the meter.
 */
export async function createMeter(ctx: AppContext, actor: Actor, input: MeterCreateBody) {
  const { _actor, _actor_role, property_id: propertyId, ...fields } = input;
  // A landlord creates meters of its own properties only; another's is not found.
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const values = await checkMeter(ctx, mergeMeter({}, fields), propertyId);
  const aesKeySealed = sealedAesKey(ctx, fields.aes_key);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertMeter(tx, { ...values, aesKeySealed: aesKeySealed ?? null });
    await writeAudit(tx, actor, {
      action: 'meter.create',
      entity: 'meter',
      entityId: created.id,
      details: { property_id: propertyId, ...auditedFields(fields) },
    });
    return created;
  });
  if (row.sourceType === 'gateway') {
    await syncMeter(ctx, actor, row.id).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
  }
  return (await repo.findMeterRecord(ctx.db, { kind: 'all' }, row.id))!;
}
