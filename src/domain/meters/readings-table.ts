/**
 * The readings table of a property and year, its pure parts: which days it asks for, the order of
 * its rows, what the screen marks (missing, implausible), the consumption it shows and the CSV
 * template for the metering service's import. Server and web share them.
 */
import { addDays, formatDateDe, type IsoDate } from '../dates.ts';
import { formatDecimalDe, parseDecimalDe, parseDecimalPlain } from '../decimal.ts';

/**
 * The start reading is taken on the day before the period and the end reading on its last day,
 * as metering services read at the turn of the year (31.12.); the consumption of the year is the
 * difference of the two.
 */
export function tableBounds(year: number): { start: IsoDate; end: IsoDate } {
  return { start: `${year - 1}-12-31`, end: `${year}-12-31` };
}

/**
 * The days of the interim readings of a dwelling: the last day of each tenancy (or explicit
 * vacancy) that ends within the year before its last day, since the old tenant's share ends there
 * (§556a BGB, HeizkostenV §9b: Zwischenablesung beim Nutzerwechsel). A move-out on 31.12. is the
 * end reading itself. Each day once, in date order.
 */
export function interimDates(year: number, moveOuts: ReadonlyArray<IsoDate | null>): IsoDate[] {
  const first = `${year}-01-01`;
  const last = addDays(`${year}-12-31`, -1);
  const days = new Set<IsoDate>();
  for (const day of moveOuts) if (day && day >= first && day <= last) days.add(day);
  return [...days].sort();
}

export interface RowOrderKey {
  /** The dwelling's sort index; null for a meter of the building (listed after the dwellings). */
  dwellingSort: number | null;
  label: string;
  meterNumber: string;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** Dwellings in their order, building meters last; then label and meter number, as people read them. */
export function compareRows(a: RowOrderKey, b: RowOrderKey): number {
  const sortA = a.dwellingSort ?? Number.POSITIVE_INFINITY;
  const sortB = b.dwellingSort ?? Number.POSITIVE_INFINITY;
  if (sortA !== sortB) return sortA < sortB ? -1 : 1;
  return collator.compare(a.label, b.label) || collator.compare(a.meterNumber, b.meterNumber);
}

/** A cell as typed: empty, a number in thousandths, or text that is no number. */
export type TypedCell = { kind: 'empty' } | { kind: 'value'; milli: number } | { kind: 'invalid' };

/** Reads a typed cell: German decimal comma ("1.234,5"); a machine decimal ("1234.5") as pasted from an export. */
export function readTypedCell(text: string): TypedCell {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const milli = parseDecimalDe(trimmed, { places: 3 }) ?? plainUnlessGrouped(trimmed);
  return milli === null ? { kind: 'invalid' } : { kind: 'value', milli };
}

/** "1234.5" is a machine decimal; "1.234" stays the German thousand it was read as above. */
function plainUnlessGrouped(text: string): number | null {
  return /^-?\d+\.\d+$/.test(text) ? parseDecimalPlain(text, { places: 3 }) : null;
}

/** A stored value (machine decimal) as typed in German. */
export function cellTextOf(value: string | null): string {
  if (value === null) return '';
  const milli = parseDecimalPlain(value, { places: 3 });
  return milli === null ? value : formatDecimalDe(milli, 3, 0);
}

export type CellMark = 'missing' | 'invalid' | 'end_below_start' | 'interim_outside' | null;

export interface RowMarks {
  start: CellMark;
  end: CellMark;
  interim: CellMark[];
  /** End minus start in thousandths; null while either is missing or unreadable. */
  consumptionMilli: number | null;
}

/**
 * What the screen marks in a row: an empty cell is missing, text that is no number invalid; an end
 * below the start and an interim reading outside start and end are implausible (an exchange
 * within the year also shows so and is for a person to check).
 */
export function rowMarks(start: TypedCell, end: TypedCell, interim: readonly TypedCell[]): RowMarks {
  const base = (cell: TypedCell): CellMark =>
    cell.kind === 'empty' ? 'missing' : cell.kind === 'invalid' ? 'invalid' : null;
  const s = start.kind === 'value' ? start.milli : null;
  const e = end.kind === 'value' ? end.milli : null;
  const endMark = base(end) ?? (s !== null && e !== null && e < s ? 'end_below_start' : null);
  const interimMarks = interim.map((cell) => {
    const mark = base(cell);
    if (mark || cell.kind !== 'value') return mark;
    const below = s !== null && cell.milli < s;
    const above = e !== null && cell.milli > e;
    return below || above ? 'interim_outside' : null;
  });
  return {
    start: base(start),
    end: endMark,
    interim: interimMarks,
    consumptionMilli: s !== null && e !== null ? e - s : null,
  };
}

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface TemplateRow {
  meterNumber: string;
  dates: readonly IsoDate[];
}

/**
 * The template for the reading import (`Zählernummer;Datum;Wert`, German dates, decimal comma):
 * one line per meter and day of the table, the value left for the metering service to fill in.
 * Lines end with CRLF and the file starts with a byte-order mark, so spreadsheets open it as UTF-8.
 */
export function readingsTemplateCsv(rows: readonly TemplateRow[]): string {
  const lines = ['Zählernummer;Datum;Wert'];
  for (const row of rows)
    for (const date of row.dates) lines.push(`${csvField(row.meterNumber)};${formatDateDe(date)};`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
