import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import type { DatedReading } from '../../domain/meters/reading-at.ts';
import { predecessorsOnInsertion } from '../../domain/meters/neighbours.ts';
import { isSuspectedExchange } from '../../domain/meters/plausibility.ts';
import { parseReadingCsv, type CsvReadingRow } from '../../domain/meters/reading-import.ts';
import type { ReadingImportResult, ReadingImportRow } from '../../domain/schemas/reading-import.ts';
import { propertyTexts, readingImportTexts as t } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import { insertImportedReadings, metersOfProperty, readingValuesOf } from './repository.ts';

const milli = (value: string) => parseDecimalPlain(value, { places: 3 })!;

/**
 * A metering service's reading list for one property. Every row is matched to a meter of the
 * property by its number or rejected with the reason (unreadable, unknown meter, twice in the
 * file, a reading of that day already stored). A dry run answers that list and stores nothing;
 * otherwise the accepted rows are stored in one transaction and the same list is answered. A row
 * lower than the reading before it is stored and marked as a possible meter exchange.
 */
export async function importReadings(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  csv: string,
  dryRun: boolean,
): Promise<ReadingImportResult> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  const parsed = parseReadingCsv(csv);
  if ('error' in parsed) throw new ValidationError(parsed.error);

  const meters = await metersOfProperty(ctx.db, propertyId);
  type Meter = (typeof meters)[number];
  const byNumber = new Map<string, Meter[]>();
  for (const meter of meters) {
    const key = meter.meterNumber.trim();
    const same = byNumber.get(key);
    if (same) same.push(meter);
    else byNumber.set(key, [meter]);
  }
  // The stored history of each meter the list names, in date order, and its days, so that every
  // row is judged by a lookup, not a walk through the history: a list may hold as many rows as a
  // meter has readings.
  const named = new Set<number>();
  for (const row of parsed) {
    const candidates = byNumber.get(row.meterNumber);
    if (candidates?.length === 1) named.add(candidates[0]!.id);
  }
  const history = new Map<number, DatedReading[]>();
  const storedDays = new Map<number, Set<string>>();
  for (const [meterId, readings] of await readingValuesOf(ctx.db, [...named])) {
    history.set(
      meterId,
      readings.map((r) => ({ date: r.date, milli: milli(r.value) })),
    );
    storedDays.set(meterId, new Set(readings.map((r) => r.date)));
  }

  const firstLine = new Map<string, number>();
  const judged: Array<{ row: CsvReadingRow; meter: Meter | null; reason: string | null }> = [];
  const addedTo = new Map<number, Array<DatedReading & { at: number }>>();
  for (const row of parsed) {
    const candidates = byNumber.get(row.meterNumber) ?? [];
    const meter = candidates.length === 1 ? candidates[0]! : null;
    let reason = row.reason;
    if (!reason && candidates.length === 0) reason = t.meterUnknown;
    if (!reason && candidates.length > 1) reason = t.meterAmbiguous;
    const key = `${meter?.id}|${row.date}`;
    if (!reason && firstLine.has(key)) reason = t.duplicateInFile(firstLine.get(key)!);
    if (!reason && meter && row.date && storedDays.get(meter.id)!.has(row.date)) reason = t.alreadyStored;
    if (!reason && meter && row.date && row.milli !== null) {
      firstLine.set(key, row.line);
      const added = addedTo.get(meter.id) ?? [];
      added.push({ date: row.date, milli: row.milli, at: judged.length });
      addedTo.set(meter.id, added);
    }
    judged.push({ row, meter, reason });
  }
  // A row is judged against the reading it follows: the stored ones and the rows above it.
  const exchange = new Set<number>();
  for (const [meterId, added] of addedTo) {
    const previous = predecessorsOnInsertion(history.get(meterId)!, added);
    added.forEach((reading, i) => {
      if (isSuspectedExchange(previous[i], reading)) exchange.add(reading.at);
    });
  }

  const rows: ReadingImportRow[] = [];
  const accepted: Parameters<typeof insertImportedReadings>[1][number][] = [];
  judged.forEach(({ row, meter, reason }, at) => {
    const suspectedExchange = exchange.has(at);
    if (!reason && meter && row.date && row.milli !== null)
      accepted.push({
        meterId: meter.id,
        readingDate: row.date,
        readingValue: toPlainDecimal(row.milli, 3),
        unit: meter.unit,
        suspectedExchange,
        createdBy: actor.userId,
      });
    rows.push({
      line: row.line,
      meter_number: row.meterNumber,
      meter_id: meter?.id ?? null,
      reading_date: row.date,
      reading_value: row.milli === null ? null : toPlainDecimal(row.milli, 3),
      status: reason ? 'rejected' : 'accepted',
      reason: reason ? t.rowRejected(row.line, row.meterNumber, reason) : null,
      suspected_exchange: suspectedExchange,
    });
  });

  let stored = 0;
  if (!dryRun && accepted.length > 0) {
    await ctx.db.transaction(async (tx) => {
      stored = await insertImportedReadings(tx, accepted);
      await writeAudit(tx, actor, {
        action: 'reading.import',
        entity: 'property',
        entityId: propertyId,
        details: { stored, rejected: rows.length - accepted.length },
      });
    });
  }
  return {
    dry_run: dryRun,
    accepted: accepted.length,
    rejected: rows.length - accepted.length,
    stored,
    rows,
  };
}
