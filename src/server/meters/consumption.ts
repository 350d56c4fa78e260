import { formatDateDe } from '../../domain/dates.ts';
import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import type { DatedReading } from '../../domain/meters/reading-at.ts';
import { yearlyConsumptionInOrder } from '../../domain/meters/yearly-consumption.ts';
import type { MeterConsumptionRecord, YearlyConsumptionRecord } from '../../domain/schemas/meters.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import type { Db } from '../db/client.ts';
import type { meters } from '../db/schema.ts';
import { readingValuesOf, toMeterRecord } from './repository.ts';

const milli = (value: string) => parseDecimalPlain(value, { places: 3 })!;

/**
 * One year of one meter as the API answers it, with the German reason when it cannot be computed.
 * `readings` in date order, as `readingValuesOf` answers them.
 */
export function consumptionOfYear(readings: readonly DatedReading[], year: number): YearlyConsumptionRecord {
  const result = yearlyConsumptionInOrder(readings, year);
  const state = (b: typeof result.start) =>
    b && { value: toPlainDecimal(b.value, 3), interpolated: b.interpolated };
  const message =
    result.status === 'ok'
      ? null
      : result.status === 'reset'
        ? meterTexts.reset(formatDateDe(result.resetDate))
        : result.status === 'missing_start'
          ? meterTexts.missingStart(year)
          : meterTexts.missingEnd(year);
  return {
    year,
    status: result.status,
    consumption: result.status === 'reset' ? null : result.consumption / 1000,
    start: state(result.start),
    end: state(result.end),
    message,
  };
}

async function readingsByMeter(db: Db, meterIds: number[]) {
  const byMeter = new Map<number, DatedReading[]>();
  for (const [meterId, readings] of await readingValuesOf(db, meterIds))
    byMeter.set(
      meterId,
      readings.map((r) => ({ date: r.date, milli: milli(r.value) })),
    );
  return byMeter;
}

/** Every year from the first to the last reading of a meter, newest first. */
export async function yearsOfMeter(db: Db, meterId: number): Promise<YearlyConsumptionRecord[]> {
  const readings = (await readingsByMeter(db, [meterId])).get(meterId)!;
  if (readings.length === 0) return [];
  const first = Number(readings[0]!.date.slice(0, 4));
  const last = Number(readings.at(-1)!.date.slice(0, 4));
  const years: YearlyConsumptionRecord[] = [];
  for (let year = last; year >= first; year--) years.push(consumptionOfYear(readings, year));
  return years;
}

/** The year's consumption of each meter of a property (the cost data sums the heating ones). */
export async function propertyConsumption(
  db: Db,
  propertyMeters: ReadonlyArray<typeof meters.$inferSelect>,
  year: number,
): Promise<MeterConsumptionRecord[]> {
  const byMeter = await readingsByMeter(
    db,
    propertyMeters.map((m) => m.id),
  );
  return propertyMeters.map((row) => {
    const meter = toMeterRecord(row);
    return {
      meter_id: meter.id,
      meter_type: meter.meter_type,
      meter_number: meter.meter_number,
      unit: meter.unit,
      tenant_id: meter.tenant_id,
      assignment_label: meter.assignment_label,
      ...consumptionOfYear(byMeter.get(meter.id)!, year),
    };
  });
}
