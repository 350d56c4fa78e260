import { parsePayload, type ParsedPayload } from '../../domain/gateways/payload.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { AppContext } from '../context/app-context.ts';
import { meterKeys } from '../gateways/meter-keys.ts';
import * as repo from './repository.ts';
import { storeGatewayValue } from './store-reading.ts';
import type { TelegramDecoder } from '../gateways/telegram-decoder.ts';

/**
 * One broker message: `{prefix}{gateway_id}/{channel}` carries JSON for the meters of that
 * gateway and channel; `{prefix}{gateway_id}/raw` a wM-Bus telegram as hex. Messages of topics
 * no meter uses are dropped silently: a gateway reports every device it hears.
 */
export async function ingestMessage(
  ctx: AppContext,
  decoder: TelegramDecoder,
  prefix: string,
  topic: string,
  payload: Buffer,
  receivedAt: Date,
): Promise<void> {
  if (!topic.startsWith(prefix)) return;
  const parts = topic.slice(prefix.length).split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return;
  const [gatewayId, channel] = parts as [string, string];
  if (channel === 'raw') return ingestTelegram(ctx, decoder, gatewayId, payload.toString('utf8'), receivedAt);

  const targets = await repo.gatewayMeters(ctx.db, gatewayId, channel);
  if (targets.length === 0) return;
  const parsed = parsePayload(payload.toString('utf8'));
  for (const meter of targets) await storeGatewayValue(ctx, meter, parsed, receivedAt);
}

/**
 * A raw telegram: the link layer names the meter (its 8-digit id is the meter's channel); only a
 * telegram of one of our meters is decrypted with that meter's key. One that cannot be read is
 * kept in `rejected_telegrams` with the reason, and the meter's status says so.
 */
async function ingestTelegram(
  ctx: AppContext,
  decoder: TelegramDecoder,
  gatewayId: string,
  text: string,
  receivedAt: Date,
): Promise<void> {
  const hex = text.trim().replace(/\s+/g, '');
  const reject = (reason: string, telegramMeterId: string | null, meterId: number | null, db = ctx.db) =>
    repo.insertRejectedTelegram(db, {
      receivedAt,
      gatewayId,
      telegramMeterId,
      meterId,
      rawHex: hex.slice(0, 2000),
      reason,
    });
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) return reject(gatewayTexts.telegramInvalid, null, null);
  const telegram = new Uint8Array(Buffer.from(hex, 'hex'));
  const telegramMeterId = decoder.meterIdOf(telegram);
  if (!telegramMeterId) return reject(gatewayTexts.telegramInvalid, null, null);
  const targets = await repo.gatewayMeters(ctx.db, gatewayId, telegramMeterId);
  for (const meter of targets) {
    let key: Uint8Array | null = null;
    if (meter.aesKeySealed && ctx.config.meterKeySecret)
      key = meterKeys(ctx.config.meterKeySecret).open(meter.aesKeySealed);
    const decoded = decoder.decode(telegram, key);
    if ('error' in decoded) {
      // The kept telegram and the meter's status that names it appear together.
      await ctx.db.transaction(async (tx) => {
        await reject(decoded.error, telegramMeterId, meter.id, tx);
        await repo.setGatewayStatus(tx, meter.id, ctx.now(), gatewayTexts.telegramRejected(decoded.error));
      });
      continue;
    }
    const parsed: ParsedPayload =
      decoded.values.length === 0
        ? { ok: false, status: gatewayTexts.noValue }
        : { ok: true, values: decoded.values, timestamp: decoded.timestamp };
    await storeGatewayValue(ctx, meter, parsed, receivedAt);
  }
}
