import { judgeKeyedTelegram } from '../../domain/gateways/keyed-telegram.ts';
import { oversizeStatus, parseMessage, type ParsedPayload } from '../../domain/gateways/payload.ts';
import { parseTopic } from '../../domain/gateways/topic.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { AppContext } from '../context/app-context.ts';
import type { GatewayOutcome } from '../metrics/metrics.ts';
import type { Db } from '../db/client.ts';
import { meterKeys } from '../gateways/meter-keys.ts';
import type { DecodedTelegram, TelegramDecoder } from '../gateways/telegram-decoder.ts';
import * as repo from './repository.ts';
import { storeGatewayValue } from './store-reading.ts';

type GatewayMeterRow = Awaited<ReturnType<typeof repo.gatewayMeters>>[number];

/**
 * One broker message: `{prefix}{gateway_id}/{channel}` carries JSON for the meters of that
 * gateway and channel; `{prefix}{gateway_id}/raw` a wM-Bus telegram as hex. Messages of topics
 * no meter uses, or whose parts are no gateway names, are dropped silently: a gateway reports
 * every device it hears. A message larger than the bound is dropped unread and, where the topic
 * names a meter, counted on it.
 */
export async function ingestMessage(
  ctx: AppContext,
  decoder: TelegramDecoder,
  prefix: string,
  topic: string,
  payload: Buffer,
  receivedAt: Date,
): Promise<void> {
  const count = (outcome: GatewayOutcome) => ctx.metrics.countGatewayMessage(outcome);
  const parts = parseTopic(prefix, topic);
  if (!parts) return count('unknown_topic');
  const { gatewayId, channel } = parts;
  if (channel === 'raw') {
    // The meter of a telegram is only known once its text is read, so an oversized one is dropped uncounted.
    if (oversizeStatus(payload)) return count('too_large');
    return ingestTelegram(ctx, decoder, gatewayId, payload.toString('utf8'), receivedAt);
  }

  const targets = await repo.gatewayMeters(ctx.db, gatewayId, channel);
  if (targets.length === 0) return count('unknown_meter');
  const parsed = parseMessage(payload);
  for (const meter of targets)
    count((await storeGatewayValue(ctx, meter, parsed, receivedAt, 'json')).outcome);
}

/**
 * A raw telegram: the link layer names the meter (its 8-digit id is the meter's channel); only a
 * telegram of one of our meters is decrypted with that meter's key. One that cannot be read, or
 * that a meter with a key refuses, is kept in `rejected_telegrams` with the reason, and the
 * meter's status says so. Telegrams of meters that are not ours are not kept.
 */
async function ingestTelegram(
  ctx: AppContext,
  decoder: TelegramDecoder,
  gatewayId: string,
  text: string,
  receivedAt: Date,
): Promise<void> {
  const count = (outcome: GatewayOutcome) => ctx.metrics.countGatewayMessage(outcome);
  const hex = text.trim().replace(/\s+/g, '');
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) return count('invalid');
  const telegram = new Uint8Array(Buffer.from(hex, 'hex'));
  const telegramMeterId = decoder.meterIdOf(telegram);
  if (!telegramMeterId) return count('invalid');
  const targets = await repo.gatewayMeters(ctx.db, gatewayId, telegramMeterId);
  if (targets.length === 0) return count('unknown_meter');
  // The kept telegram and the meter's status that names it appear together.
  const reject = (db: Db, meter: GatewayMeterRow, reason: string) =>
    repo.keepRejectedTelegram(
      db,
      { receivedAt, gatewayId, telegramMeterId, meterId: meter.id, rawHex: hex.slice(0, 2000), reason },
      ctx.now(),
    );
  for (const meter of targets) {
    let key: Uint8Array | null = null;
    if (meter.aesKeySealed && ctx.config.meterKeySecret)
      key = meterKeys(ctx.config.meterKeySecret).open(meter.aesKeySealed);
    const decoded = decoder.decode(telegram, key);
    if ('error' in decoded) {
      await ctx.db.transaction(async (tx) => {
        await reject(tx, meter, decoded.error);
        await repo.setGatewayStatus(tx, meter.id, ctx.now(), gatewayTexts.telegramRejected(decoded.error));
      });
      count('telegram_rejected');
      continue;
    }
    const parsed: ParsedPayload =
      decoded.values.length === 0
        ? { ok: false, status: gatewayTexts.noValue }
        : { ok: true, values: decoded.values, timestamp: decoded.timestamp };
    const stored = await storeGatewayValue(ctx, meter, parsed, receivedAt, 'telegram', {
      ...(meter.aesKeySealed ? { accept: (db: Db) => acceptKeyed(db, meter, decoded, reject) } : {}),
    });
    count(stored.outcome);
  }
}

/**
 * A meter with a key takes an encrypted telegram newer than the last one it took
 * (`judgeKeyedTelegram`), and then remembers it; the meter's row is locked meanwhile, so two
 * processes with telegrams of the same meter judge one after the other.
 */
async function acceptKeyed(
  db: Db,
  meter: GatewayMeterRow,
  telegram: DecodedTelegram,
  reject: (db: Db, meter: GatewayMeterRow, reason: string) => Promise<void>,
): Promise<string | null> {
  const last = await repo.lastTelegramForUpdate(db, meter.id);
  const verdict = judgeKeyedTelegram(telegram, last ?? null);
  if (!verdict.ok) {
    await reject(db, meter, verdict.reason);
    return gatewayTexts.telegramRejected(verdict.reason);
  }
  await repo.setLastTelegram(db, meter.id, { accessNumber: telegram.accessNumber, clock: telegram.clock });
  return null;
}
