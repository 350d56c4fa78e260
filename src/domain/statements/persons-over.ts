/** Persons of a tenancy over its days (§556a Abs. 1 BGB: the persons key counts them day by day). */
import type { OccupancyInput } from '../billing/schema.ts';
import type { IsoDate } from '../dates.ts';
import { statementTexts } from '../texts/statements.ts';
import { tenantName, type MappingNote, type StoredTenant } from './stored-data.ts';

export /**
 * The persons of a tenancy over its days in the period: the single count, or from the dated
 * history the count that holds at the start and every change inside the tenancy. Where the history
 * starts later and no single count is given, its first count holds from the start.
 */
function personsOver(
  tenant: StoredTenant,
  from: IsoDate,
  to: IsoDate,
  single: number | undefined,
  notes: MappingNote[],
): OccupancyInput['persons'] | undefined {
  const history = [...(tenant.personsHistory ?? [])].sort((a, b) => (a.from < b.from ? -1 : 1));
  if (history.length === 0) return single;
  let atStart = history.filter((h) => h.from <= from).at(-1)?.persons ?? single;
  let changes = history.filter((h) => h.from > from && h.from <= to);
  if (atStart === undefined) {
    // The household as first recorded is taken back to the tenancy's start: the count entered
    // with the tenancy (at move-in) is its persons until a change is recorded, so the landlord
    // is not asked a second time for a number already given (§556a Abs. 1 BGB counts persons).
    const first = history[0]!;
    atStart = first.persons;
    notes.push({
      kind: 'persons_start_missing',
      message: statementTexts.personsStartMissing(tenantName(tenant), from, first.from, first.persons),
      tenantId: tenant.id,
    });
    changes = changes.filter((h) => h !== first);
  }
  if (changes.length === 0) return atStart;
  return [{ from, persons: atStart }, ...changes.map((h) => ({ from: h.from, persons: h.persons }))];
}
