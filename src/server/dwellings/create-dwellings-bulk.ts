import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { BulkDwellingRow, DwellingRecord } from '../../domain/schemas/dwellings.ts';
import { dwellingTexts, propertyTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { checkLabelsFree, dwellingColumns } from './dwelling-fields.ts';
import * as repo from './repository.ts';

/** The first label that appears more than once among the rows (any case), with its row numbers. */
function repeatedLabel(rows: BulkDwellingRow[]): { label: string; rows: number[] } | undefined {
  const seen = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = row.label.toLowerCase();
    seen.set(key, [...(seen.get(key) ?? []), i + 1]);
  });
  for (const numbers of seen.values())
    if (numbers.length > 1) return { label: rows[numbers[0]! - 1]!.label, rows: numbers };
  return undefined;
}

/**
 * Rows pasted from a spreadsheet become dwellings at the end of the table, all in one transaction:
 * a repeated or taken label refuses the whole paste (409), so a corrected paste can simply be
 * sent again.
 */
export async function createDwellingsBulk(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  rows: BulkDwellingRow[],
): Promise<DwellingRecord[]> {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const twice = repeatedLabel(rows);
  if (twice) throw new ConflictError(dwellingTexts.labelTwice(twice.label, twice.rows));
  return ctx.db.transaction(async (tx) => {
    await checkLabelsFree(
      tx,
      propertyId,
      rows.map((r) => r.label),
    );
    const first = await repo.nextSortIndex(tx, propertyId);
    const inserted = await repo.insertDwellings(
      tx,
      rows.map((row, i) => ({ ...dwellingColumns(row), propertyId, label: row.label, sortIndex: first + i })),
    );
    await writeAudit(tx, actor, {
      action: 'dwelling.bulk_create',
      entity: 'property',
      entityId: propertyId,
      details: { count: inserted.length, labels: inserted.map((d) => d.label) },
    });
    return inserted.sort((a, b) => a.sortIndex - b.sortIndex).map(repo.toDwellingRecord);
  });
}
