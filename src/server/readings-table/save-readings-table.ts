import type { IsoDate } from '../../domain/dates.ts';
import { parseDecimalPlain } from '../../domain/decimal.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { firstOnOrAfter } from '../../domain/meters/neighbours.ts';
import { isSuspectedExchange } from '../../domain/meters/plausibility.ts';
import type { DatedReading } from '../../domain/meters/reading-at.ts';
import type { ReadingsTable, ReadingsTableSaveBody } from '../../domain/schemas/readings-table.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { insertImportedReadings, readingValuesOf } from '../meters/repository.ts';
import { findProperty } from '../properties/repository.ts';
import { planSave, type PlannedCell } from './plan-save.ts';
import { updateReadingValues } from './repository.ts';
import { loadFrame, toTable } from './table.ts';

const milli = (value: string) => parseDecimalPlain(value, { places: 3 })!;

/**
 * Stores the table's values as readings in one transaction, or nothing when a cell is bad (400
 * naming meter number and column). A value lower than the reading before it is stored and marked
 * as a possible meter exchange, as the import does. Answers the table as it is now stored.
 */
export async function saveReadingsTable(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
  body: ReadingsTableSaveBody,
): Promise<ReadingsTable> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  const planned = planSave(await loadFrame(ctx.db, property.id, year), body);
  if (planned.length > 0) {
    const exchange = await suspectedExchanges(ctx, planned);
    await ctx.db.transaction(async (tx) => {
      const fresh = planned.filter((c) => c.readingId === null);
      await insertImportedReadings(
        tx,
        fresh.map((c) => ({
          meterId: c.meterId,
          readingDate: c.date,
          readingValue: c.value,
          unit: c.unit,
          suspectedExchange: exchange.has(c),
          createdBy: actor.userId,
        })),
      );
      await updateReadingValues(
        tx,
        planned
          .filter((c) => c.readingId !== null)
          .map((c) => ({ id: c.readingId!, value: c.value, suspectedExchange: exchange.has(c) })),
      );
      await writeAudit(tx, actor, {
        action: 'reading.table_save',
        entity: 'property',
        entityId: property.id,
        details: { year, created: fresh.length, updated: planned.length - fresh.length },
      });
    });
  }
  return toTable(await loadFrame(ctx.db, property.id, year));
}

/**
 * The planned values lower than the reading before them: the later of the stored one before the
 * day and a planned one before it (a lookup in the stored history, not a walk through it).
 */
async function suspectedExchanges(ctx: AppContext, planned: PlannedCell[]): Promise<Set<PlannedCell>> {
  const history = await readingValuesOf(ctx.db, [...new Set(planned.map((c) => c.meterId))]);
  const byMeter = new Map<number, PlannedCell[]>();
  for (const cell of planned) byMeter.set(cell.meterId, [...(byMeter.get(cell.meterId) ?? []), cell]);
  const marked = new Set<PlannedCell>();
  for (const [meterId, cells] of byMeter) {
    const stored: DatedReading[] = history
      .get(meterId)!
      .map((r) => ({ date: r.date, milli: milli(r.value) }));
    const own = cells
      .map((c) => ({ cell: c, date: c.date, milli: milli(c.value) }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    for (const reading of own)
      if (isSuspectedExchange(previousOf(stored, own, reading.date), reading)) marked.add(reading.cell);
  }
  return marked;
}

function previousOf(stored: DatedReading[], own: DatedReading[], date: IsoDate): DatedReading | null {
  const i = firstOnOrAfter(stored, date) - 1;
  const fromStored = i >= 0 ? stored[i]! : null;
  const fromOwn = own.findLast((r) => r.date < date) ?? null;
  if (!fromOwn || !fromStored) return fromOwn ?? fromStored;
  return fromOwn.date >= fromStored.date ? fromOwn : fromStored;
}
