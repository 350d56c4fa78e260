import { parseDateDe, type IsoDate } from '../dates.ts';
import { parseDecimalDe } from '../decimal.ts';
import { readingImportTexts as t } from '../texts/gateways.ts';
import { READING_MAX_ABS_MILLI } from '../validation/validation.ts';

/** Rows of one import at most; a metering service's yearly list of a large estate stays far below. */
export const IMPORT_MAX_ROWS = 20_000;
/** Bytes of one import at most (413 above). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** One line of a metering service's reading list as read, or why it cannot be. */
export interface CsvReadingRow {
  /** 1-based line number in the file, as an editor shows it. */
  line: number;
  meterNumber: string;
  date: IsoDate | null;
  milli: number | null;
  /** Why the line cannot be imported; null while nothing speaks against it. */
  reason: string | null;
}

/** Splits a line at semicolons outside double quotes; `""` inside quotes is one quote. */
function splitLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  // Spreadsheets often end each line with a separator; empty trailing cells are not columns.
  while (fields.length > 3 && fields.at(-1)!.trim() === '') fields.pop();
  return fields.map((f) => f.trim());
}

const parseValue = (text: string) => parseDecimalDe(text, { places: 3 });

/**
 * The CSV a metering service sends: `Zählernummer;Datum;Wert`, German dates (TT.MM.JJJJ) and
 * decimal comma (thousands dots allowed). The first line is a header when its date and value
 * cells are no date and no number. Blank lines are skipped; every other line becomes a row.
 */
export function parseReadingCsv(text: string): CsvReadingRow[] | { error: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: CsvReadingRow[] = [];
  let first = true;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const cells = splitLine(raw);
    if (first) {
      first = false;
      if (!parseDateDe(cells[1] ?? '') && parseValue(cells[2] ?? '') === null) continue;
    }
    if (rows.length >= IMPORT_MAX_ROWS) return { error: t.tooManyRows(IMPORT_MAX_ROWS) };
    const [meterNumber = '', dateText = '', valueText = ''] = cells;
    const row: CsvReadingRow = { line: i + 1, meterNumber, date: null, milli: null, reason: null };
    rows.push(row);
    if (cells.length !== 3) {
      row.reason = t.columns;
      continue;
    }
    row.date = parseDateDe(dateText);
    row.milli = parseValue(valueText);
    if (!meterNumber) row.reason = t.meterMissing;
    else if (!row.date) row.reason = t.dateInvalid;
    else if (row.milli === null) row.reason = t.valueInvalid;
    else if (Math.abs(row.milli) >= READING_MAX_ABS_MILLI) row.reason = t.valueTooLarge;
  }
  if (rows.length === 0) return { error: t.empty };
  return rows;
}
