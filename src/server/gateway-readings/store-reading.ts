import type { MeterUnit } from '../../domain/catalog.ts';
import { formatDateDe, todayIso } from '../../domain/dates.ts';
import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import { valueForUnit, type ParsedPayload } from '../../domain/gateways/payload.ts';
import { assessReading } from '../../domain/meters/plausibility.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/client.ts';
import type { GatewayOutcome } from '../metrics/metrics.ts';
import * as repo from './repository.ts';

export interface StoreOutcome {
  /** A reading of this message is stored (now or before); false: the status says why not. */
  ok: boolean;
  /** What `last_gateway_status` now says. */
  status: string;
  /** A new row was written (false for a message already stored). */
  stored: boolean;
  /** What was decided, for the metrics. */
  outcome: GatewayOutcome;
}

const milli = (value: string) => parseDecimalPlain(value, { places: 3 })!;

function statusOf(reading: { readingDate: string; suspectedExchange: boolean; flagged: boolean }) {
  if (reading.suspectedExchange) return gatewayTexts.suspectedExchange(formatDateDe(reading.readingDate));
  if (reading.flagged) return gatewayTexts.flagged(formatDateDe(reading.readingDate));
  return gatewayTexts.syncOk;
}

/** Where a message came from: JSON on the meter's channel, or a decoded radio telegram. */
export type MessageSource = 'json' | 'telegram';

export interface StoreOptions {
  /** Who asked for it (a sync); null for messages from the broker. */
  createdBy?: number | null;
  /**
   * Runs first in the reading's transaction; a sentence refuses the message with it as the
   * status (a telegram that is not newer than the meter's last accepted one).
   */
  accept?: (db: Db) => Promise<string | null>;
}

/**
 * One gateway message for one meter: the unit checked against the meter's, the reading dated by
 * the message's timestamp in Europe/Berlin (else by its receipt), judged against the meter's
 * history, and stored once per meter and instant (`on conflict do nothing`, so a message that
 * arrives twice, reaches two processes or is read again by a sync adds nothing). The outcome is
 * kept on the meter with the time. A meter with an AES key takes no JSON: whoever can publish on
 * the broker could write it, whereas a telegram needs the key.
 */
export async function storeGatewayValue(
  ctx: AppContext,
  meter: { id: number; unit: string; aesKeySealed: string | null },
  parsed: ParsedPayload,
  receivedAt: Date,
  source: MessageSource,
  options: StoreOptions = {},
): Promise<StoreOutcome> {
  if (!parsed.ok && parsed.dropped) return countDropped(ctx, meter.id, parsed.status);
  if (source === 'json' && meter.aesKeySealed) {
    const status = gatewayTexts.plainRefused;
    await repo.setGatewayStatus(ctx.db, meter.id, ctx.now(), status);
    return { ok: false, status, stored: false, outcome: 'plain_refused' };
  }

  // Reading and status in one transaction: nobody sees a new reading beside the meter's old
  // status. The unique index still decides between concurrent writers (`on conflict do nothing`).
  // The acceptance check comes first, so a refused telegram is refused whatever it carries.
  return ctx.db.transaction(async (db) => {
    const refusal = async (status: string, outcome: GatewayOutcome): Promise<StoreOutcome> => {
      await repo.setGatewayStatus(db, meter.id, ctx.now(), status);
      return { ok: false, status, stored: false, outcome };
    };
    const refused = options.accept ? await options.accept(db) : null;
    if (refused) return refusal(refused, 'telegram_rejected');
    if (!parsed.ok) return refusal(parsed.status, 'invalid');
    const picked = valueForUnit(parsed.values, meter.unit as MeterUnit);
    if (!picked.ok) return refusal(picked.status, 'unit_mismatch');
    const measuredAt = parsed.timestamp ?? receivedAt;
    const readingDate = todayIso(measuredAt);
    const readingValue = toPlainDecimal(picked.milli, 3);

    let reading = parsed.timestamp
      ? undefined
      : await repo.sameDayAndValue(db, meter.id, readingDate, readingValue);
    let stored = false;
    if (!reading) {
      const history = (await repo.historyUpTo(db, meter.id, readingDate)).map((r) => ({
        date: r.date,
        milli: milli(r.value),
      }));
      const judged = assessReading(history, { date: readingDate, milli: picked.milli });
      reading = await repo.insertGatewayReading(db, {
        meterId: meter.id,
        readingDate,
        readingValue,
        unit: meter.unit,
        measuredAt,
        suspectedExchange: judged.suspectedExchange,
        flagged: judged.flagged,
        createdBy: options.createdBy ?? null,
      });
      stored = reading !== undefined;
      // Stored before (a repeated message, a sync of a value already here, another process).
      reading ??= await repo.readingAt(db, meter.id, measuredAt);
    }
    const status = reading ? statusOf(reading) : gatewayTexts.syncOk;
    await repo.setGatewayStatus(db, meter.id, ctx.now(), status);
    const outcome: GatewayOutcome = !stored
      ? 'duplicate'
      : reading?.suspectedExchange || reading?.flagged
        ? 'implausible'
        : 'stored';
    return { ok: true, status, stored, outcome };
  });
}

/** A message dropped unread: counted on the meter, whose status says why and how many so far. */
async function countDropped(ctx: AppContext, meterId: number, reason: string): Promise<StoreOutcome> {
  return ctx.db.transaction(async (db) => {
    const count = await repo.countDroppedMessage(db, meterId);
    const status = gatewayTexts.droppedCount(reason, count);
    await repo.setGatewayStatus(db, meterId, ctx.now(), status);
    return { ok: false, status, stored: false, outcome: 'too_large' };
  });
}
