import { parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import type { DatedReading } from '../../domain/meters/reading-at.ts';
import { assessReading } from '../../domain/meters/plausibility.ts';
import { parseReadingCsv } from '../../domain/meters/reading-import.ts';
import type { ReadingImportResult, ReadingImportRow } from '../../domain/schemas/reading-import.ts';
import { propertyTexts, readingImportTexts as t } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { meterReadings } from '../db/schema.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import { metersOfProperty, readingValuesOf } from './repository.ts';

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
  const byNumber = new Map<string, (typeof meters)[number][]>();
  for (const meter of meters) {
    const key = meter.meterNumber.trim();
    byNumber.set(key, [...(byNumber.get(key) ?? []), meter]);
  }
  const history = new Map<number, DatedReading[]>(meters.map((m) => [m.id, []]));
  for (const row of await readingValuesOf(
    ctx.db,
    meters.map((m) => m.id),
  ))
    history.get(row.meterId)!.push({ date: row.date, milli: milli(row.value) });

  const firstLine = new Map<string, number>();
  const rows: ReadingImportRow[] = [];
  const accepted: Array<typeof meterReadings.$inferInsert> = [];
  for (const row of parsed) {
    const candidates = byNumber.get(row.meterNumber) ?? [];
    const meter = candidates.length === 1 ? candidates[0]! : null;
    let reason = row.reason;
    if (!reason && candidates.length === 0) reason = t.meterUnknown;
    if (!reason && candidates.length > 1) reason = t.meterAmbiguous;
    const key = `${meter?.id}|${row.date}`;
    if (!reason && firstLine.has(key)) reason = t.duplicateInFile(firstLine.get(key)!);
    const past = meter ? history.get(meter.id)! : [];
    if (!reason && past.some((r) => r.date === row.date)) reason = t.alreadyStored;
    let suspectedExchange = false;
    if (!reason && meter && row.date && row.milli !== null) {
      firstLine.set(key, row.line);
      const reading = { date: row.date, milli: row.milli };
      suspectedExchange = assessReading(past, reading).suspectedExchange;
      // Later rows of the file are judged against this one too.
      const at = past.findIndex((r) => r.date > reading.date);
      past.splice(at === -1 ? past.length : at, 0, reading);
      accepted.push({
        meterId: meter.id,
        readingDate: row.date,
        readingValue: toPlainDecimal(row.milli, 3),
        unit: meter.unit,
        suspectedExchange,
        createdBy: actor.userId,
      });
    }
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
  }

  let stored = 0;
  if (!dryRun && accepted.length > 0) {
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < accepted.length; i += 1000) {
        const written = await tx
          .insert(meterReadings)
          .values(accepted.slice(i, i + 1000))
          .returning({ id: meterReadings.id });
        stored += written.length;
      }
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
