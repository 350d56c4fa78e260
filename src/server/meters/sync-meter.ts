import { parseMessage } from '../../domain/gateways/payload.ts';
import { isGatewayName } from '../../domain/gateways/topic.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { setGatewayStatus } from '../gateway-readings/repository.ts';
import { storeGatewayValue } from '../gateway-readings/store-reading.ts';
import { DomainError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * Reads the meter's latest message from the gateway (the broker's retained one) and stores it
 * like any message: once per instant, so a value already stored is a success too. The outcome,
 * success or the reason of a failure, is kept on the meter (`last_gateway_status`,
 * `last_sync_at`) so the screens can show it. A gateway that is missing, unreachable or silent
 * answers 503, a message that cannot become a reading (wrong unit, no value) 422, both with that
 * reason; a stored reading that looks like a meter exchange or is flagged answers 200 with the
 * warning.
 */
export async function syncMeter(ctx: AppContext, actor: Actor, meterId: number) {
  const meter = await repo.findMeter(ctx.db, { kind: 'all' }, meterId);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  if (meter.sourceType !== 'gateway') throw new ValidationError(meterTexts.manualNoSync);
  // A stored id from before the names were checked could hold a wildcard: never subscribe to it.
  const named = [meter.gatewayId, meter.gatewayChannel].every((part) => part !== null && isGatewayName(part));
  const result = named
    ? await ctx.gateway.latest(meter)
    : ({ ok: false, status: gatewayTexts.storedNameInvalid } as const);
  let status: string;
  let failure: 'refused' | 'unavailable' | null = null;
  if (result.ok) {
    const outcome = await storeGatewayValue(
      ctx,
      meter,
      parseMessage(result.payload),
      result.receivedAt,
      'json',
      { createdBy: actor.userId },
    );
    status = outcome.status;
    if (!outcome.ok) failure = 'refused';
  } else {
    status = result.status;
    failure = named ? 'unavailable' : 'refused';
    await setGatewayStatus(ctx.db, meterId, ctx.now(), status);
  }
  await writeAudit(ctx.db, actor, {
    action: 'meter.sync',
    entity: 'meter',
    entityId: meterId,
    details: { status },
  });
  if (failure) throw new DomainError(failure, status);
  return { message: status };
}
