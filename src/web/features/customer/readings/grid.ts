/**
 * The editing state of the readings table, pure: the cells of each row in reading order, what
 * the screen shows (stored value or the text typed over it), a paste spread over the cells below
 * and to the right, the body of one save, and the cell a server refusal names.
 */
import { toPlainDecimal } from '../../../../domain/decimal.ts';
import {
  cellTextOf,
  readTypedCell,
  rowMarks,
  type RowMarks,
} from '../../../../domain/meters/readings-table.ts';
import { readingsTableTexts } from '../../../../domain/texts/index.ts';
import type { ReadingsTableRow } from '../../../api/readings-table.ts';

/** A column of a row: 'start', 'end' or the n-th interim reading ('interim:0'). */
export type Column = 'start' | 'end' | `interim:${number}`;

export const cellId = (meterId: number, column: Column) => `${meterId}:${column}`;

/** A row's cells from left to right as the table shows them. */
export function columnsOf(row: ReadingsTableRow): Column[] {
  return ['start', ...row.interim.map((_, i): Column => `interim:${i}`), 'end'];
}

export function storedCell(row: ReadingsTableRow, column: Column) {
  if (column === 'start') return row.start;
  if (column === 'end') return row.end;
  return row.interim[Number(column.slice('interim:'.length))]!;
}

/** Typed text over the stored values, by cell id; a cell not typed in shows its stored value. */
export type Edits = Readonly<Record<string, string>>;

export function cellText(row: ReadingsTableRow, column: Column, edits: Edits): string {
  return edits[cellId(row.meter_id, column)] ?? cellTextOf(storedCell(row, column).value);
}

export function marksOf(row: ReadingsTableRow, edits: Edits): RowMarks {
  const read = (column: Column) => readTypedCell(cellText(row, column, edits));
  return rowMarks(
    read('start'),
    read('end'),
    row.interim.map((_, i) => read(`interim:${i}`)),
  );
}

/** Whether a row's values are the landlord's to type: manual meters only (gateways send their own). */
export const isTyped = (row: ReadingsTableRow) => row.source_type === 'manual';

/** A pasted text's cells: lines, each split at tabs (a block copied from a spreadsheet). */
export function pastedCells(text: string): string[][] {
  const lines = text
    .replace(/\r\n|\r/g, '\n')
    .replace(/\n+$/, '')
    .split('\n');
  return lines.map((line) => line.split('\t'));
}

/**
 * A pasted block spread from one cell: line by line down the typed rows from this one, cell by
 * cell to the right in each row's own columns (rows differ in their interim readings). What does
 * not fit is left out.
 */
export function spreadPaste(
  rows: readonly ReadingsTableRow[],
  edits: Edits,
  from: { meterId: number; column: Column },
  block: string[][],
): Edits {
  const typed = rows.filter(isTyped);
  const first = typed.findIndex((r) => r.meter_id === from.meterId);
  if (first < 0) return edits;
  const next = { ...edits };
  block.forEach((cells, line) => {
    const row = typed[first + line];
    if (!row) return;
    const columns = columnsOf(row);
    const at = columns.indexOf(from.column === 'end' || columns.includes(from.column) ? from.column : 'end');
    cells.forEach((text, offset) => {
      const column = columns[at + offset];
      if (column) next[cellId(row.meter_id, column)] = text.trim();
    });
  });
  return next;
}

/**
 * The body of one save: every cell of the typed rows with its day; a readable value as a machine
 * decimal, an unreadable one as typed (the server names it), an empty one as null.
 */
export function saveBody(rows: readonly ReadingsTableRow[], edits: Edits) {
  const cell = (row: ReadingsTableRow, column: Column) => {
    const typed = readTypedCell(cellText(row, column, edits));
    const value =
      typed.kind === 'empty'
        ? null
        : typed.kind === 'value'
          ? toPlainDecimal(typed.milli, 3)
          : cellText(row, column, edits);
    return { date: storedCell(row, column).date, value };
  };
  return {
    rows: rows.filter(isTyped).map((row) => ({
      meter_id: row.meter_id,
      start: cell(row, 'start'),
      end: cell(row, 'end'),
      interim: row.interim.map((_, i) => cell(row, `interim:${i}`)),
    })),
  };
}

/**
 * The cell a refusal names ("Zähler WZ-1, Endstand: …"): the row of that meter number and the
 * column; for an interim reading the first unreadable one, else the first. Null when none is named.
 */
export function refusedCell(rows: readonly ReadingsTableRow[], edits: Edits, message: string): string | null {
  const { cell, columns } = readingsTableTexts;
  for (const row of rows) {
    const names = (name: string) => message.startsWith(cell(row.meter_number, name, ''));
    if (names(columns.start)) return cellId(row.meter_id, 'start');
    if (names(columns.end)) return cellId(row.meter_id, 'end');
    if (names(columns.interim) && row.interim.length > 0) {
      const bad = row.interim.findIndex(
        (_, i) => readTypedCell(cellText(row, `interim:${i}`, edits)).kind === 'invalid',
      );
      return cellId(row.meter_id, `interim:${Math.max(bad, 0)}`);
    }
  }
  return null;
}
