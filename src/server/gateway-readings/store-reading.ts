import type { MeterUnit } from '../../domain/catalog.ts';
import { formatDateDe, todayIso } from '../../domain/dates.ts';
import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import { valueForUnit, type ParsedPayload } from '../../domain/gateways/payload.ts';
import { assessReading } from '../../domain/meters/plausibility.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { AppContext } from '../context/app-context.ts';
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

  // Reading and status in one transaction: nobody sees a new reading beside the meter's old
  // status. The unique index still decides between concurrent writers (`on conflict do nothing`).
  return ctx.db.transaction(async (db) => {
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
        createdBy,
      });
      stored = reading !== undefined;
      // Stored before (a repeated message, a sync of a value already here, another process).
      reading ??= await repo.readingAt(db, meter.id, measuredAt);
    }
    const status = reading ? statusOf(reading) : gatewayTexts.syncOk;
    await repo.setGatewayStatus(db, meter.id, ctx.now(), status);
    return { ok: true, status, stored };
  });
}
