import type { MeterUnit } from '../../domain/catalog.ts';
import { formatDateDe, todayIso } from '../../domain/dates.ts';
import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import { valueForUnit, type ParsedPayload } from '../../domain/gateways/payload.ts';
import { assessReading } from '../../domain/meters/plausibility.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { AppContext } from '../context.ts';
import * as repo from './repository.ts';

export interface StoreOutcome {
  /** A reading of this message is stored (now or before); false: the status says why not. */
  ok: boolean;
  /** What `last_gateway_status` now says. */
  status: string;
  /** A new row was written (false for a message already stored). */
  stored: boolean;
}

const milli = (value: string) => parseDecimalPlain(value, { places: 3 })!;

function statusOf(reading: { readingDate: string; suspectedExchange: boolean; flagged: boolean }) {
  if (reading.suspectedExchange) return gatewayTexts.suspectedExchange(formatDateDe(reading.readingDate));
  if (reading.flagged) return gatewayTexts.flagged(formatDateDe(reading.readingDate));
  return gatewayTexts.syncOk;
}

/**
 * One gateway message for one meter: the unit checked against the meter's, the reading dated by
 * the message's timestamp in Europe/Berlin (else by its receipt), judged against the meter's
 * history, and stored once per meter and instant (`on conflict do nothing`, so a message that
 * arrives twice, reaches two processes or is read again by a sync adds nothing). The outcome is
 * kept on the meter with the time.
 */
export async function storeGatewayValue(
  ctx: AppContext,
  meter: { id: number; unit: string },
  parsed: ParsedPayload,
  receivedAt: Date,
  createdBy: number | null = null,
): Promise<StoreOutcome> {
  const fail = async (status: string): Promise<StoreOutcome> => {
    await repo.setGatewayStatus(ctx.db, meter.id, ctx.now(), status);
    return { ok: false, status, stored: false };
  };
  if (!parsed.ok) return fail(parsed.status);
  const picked = valueForUnit(parsed.values, meter.unit as MeterUnit);
  if (!picked.ok) return fail(picked.status);

  const measuredAt = parsed.timestamp ?? receivedAt;
  const readingDate = todayIso(measuredAt);
  const readingValue = toPlainDecimal(picked.milli, 3);

  return ctx.db.transaction(async (tx) => {
    const existing = parsed.timestamp
      ? await repo.readingAt(tx, meter.id, measuredAt)
      : await repo.sameDayAndValue(tx, meter.id, readingDate, readingValue);
    let stored = false;
    let reading = existing;
    if (!reading) {
      const history = (await repo.historyUpTo(tx, meter.id, readingDate)).map((r) => ({
        date: r.date,
        milli: milli(r.value),
      }));
      const judged = assessReading(history, { date: readingDate, milli: picked.milli });
      reading = await repo.insertGatewayReading(tx, {
        meterId: meter.id,
        readingDate,
        readingValue,
        unit: meter.unit,
        measuredAt,
        suspectedExchange: judged.suspectedExchange,
        flagged: judged.flagged,
        createdBy,
      });
      stored = reading !== undefined;
      // Another process stored the same instant a moment ago.
      reading ??= await repo.readingAt(tx, meter.id, measuredAt);
    }
    const status = reading ? statusOf(reading) : gatewayTexts.syncOk;
    await repo.setGatewayStatus(tx, meter.id, ctx.now(), status);
    return { ok: true, status, stored };
  });
}
