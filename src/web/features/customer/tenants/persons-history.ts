import { formatDateDe, parseDateDe } from '../../../../domain/dates.ts';
import { customerTenantTexts as texts } from '../../../../domain/texts/index.ts';

/** One dated person count as typed: the date the German way, the count as text. */
export interface PersonsRow {
  from: string;
  persons: string;
}

export const toRows = (entries: ReadonlyArray<{ from: string; persons: number }>): PersonsRow[] =>
  entries.map((e) => ({ from: formatDateDe(e.from), persons: String(e.persons) }));

/** The entries to save (ascending), or the message of the first row that cannot be read. */
export function fromRows(
  rows: readonly PersonsRow[],
): { entries: Array<{ from: string; persons: number }> } | { error: string } {
  const entries: Array<{ from: string; persons: number }> = [];
  for (const row of rows) {
    if (row.from.trim() === '' && row.persons.trim() === '') continue;
    const from = parseDateDe(row.from.trim());
    const persons = /^\d{1,2}$/.test(row.persons.trim()) ? Number(row.persons.trim()) : null;
    if (!from || persons === null) return { error: texts.personsRowInvalid };
    entries.push({ from, persons });
  }
  entries.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { entries };
}
