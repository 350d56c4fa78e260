/** Persons of a tenancy over its days (§556a Abs. 1 BGB: the persons key counts them day by day). */
import type { OccupancyInput } from '../billing/schema.ts';
import type { IsoDate } from '../dates.ts';
import { statementTexts } from '../texts/statements.ts';
import { tenantName, type MappingNote, type StoredTenant } from './stored-data.ts';

export /**
 * The persons of a tenancy over its days in the period: the single count, or from the dated
 * history the count that holds at the start and every change inside the tenancy.
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
  const atStart = history.filter((h) => h.from <= from).at(-1)?.persons ?? single;
  const changes = history.filter((h) => h.from > from && h.from <= to);
  if (atStart === undefined) {
    notes.push({
      kind: 'persons_start_missing',
      message: statementTexts.personsStartMissing(tenantName(tenant), from),
      tenantId: tenant.id,
    });
    return undefined;
  }
  if (changes.length === 0) return atStart;
  return [{ from, persons: atStart }, ...changes.map((h) => ({ from: h.from, persons: h.persons }))];
}
