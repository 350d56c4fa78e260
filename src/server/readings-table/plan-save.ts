import type { IsoDate } from '../../domain/dates.ts';
import { parseDecimalPlain } from '../../domain/decimal.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { ReadingsTableCellInput, ReadingsTableSaveBody } from '../../domain/schemas/readings-table.ts';
import { readingsTableTexts as t } from '../../domain/texts/index.ts';
import { tableReadingValue } from '../../domain/meters/reading-value.ts';
import { cellKey, type TableFrame, type TableMeter } from './table.ts';

export interface PlannedCell {
  meterId: number;
  date: IsoDate;
  value: string;
  unit: string;
  /** The typed reading of that day to change; null: a new reading. */
  readingId: number | null;
}

type Column = keyof typeof t.columns;

/**
 * What a save of the table writes, or the first bad cell as a 400 naming the meter number and the
 * column: every meter must be one of the table's, every day one the table asks for, every value a
 * reading. A value equal to the one stored is no change; an empty cell changes nothing (it never
 * deletes a stored reading). Gateway readings are the meter's own and are not overwritten.
 */
export function planSave(frame: TableFrame, body: ReadingsTableSaveBody): PlannedCell[] {
  const byId = new Map(frame.meters.map((m) => [m.row.meter_id, m]));
  const seen = new Set<number>();
  const planned = new Map<string, PlannedCell>();
  for (const row of body.rows) {
    const meter = byId.get(row.meter_id);
    if (!meter) throw new ValidationError(t.meterNotInProperty(row.meter_id), { field: 'meter_id' });
    if (seen.has(meter.row.meter_id)) throw new ValidationError(t.meterTwice(meter.row.meter_number));
    seen.add(meter.row.meter_id);
    const cells: Array<[Column, ReadingsTableCellInput, readonly IsoDate[]]> = [
      ['start', row.start, [meter.start]],
      ...(row.interim ?? []).map((cell): [Column, ReadingsTableCellInput, IsoDate[]] => [
        'interim',
        cell,
        meter.interim,
      ]),
      ['end', row.end, [meter.end]],
    ];
    for (const [column, cell, days] of cells) {
      const change = planCell(frame, meter, column, cell, days);
      if (change) planned.set(cellKey(change.meterId, change.date), change);
    }
  }
  return [...planned.values()];
}

function planCell(
  frame: TableFrame,
  meter: TableMeter,
  column: Column,
  cell: ReadingsTableCellInput,
  days: readonly IsoDate[],
): PlannedCell | null {
  const refuse = (reason: string) =>
    new ValidationError(t.cell(meter.row.meter_number, t.columns[column], reason), { field: column });
  if (!days.includes(cell.date)) throw refuse(t.dateNotInTable(cell.date, frame.year));
  if (cell.value === null || cell.value === undefined) return null;
  const read = tableReadingValue(cell.value);
  if ('reason' in read) throw refuse(read.reason);
  const stored = frame.readings.get(cellKey(meter.row.meter_id, cell.date));
  const milli = (v: string) => parseDecimalPlain(v, { places: 3 });
  if (stored && milli(stored.value) === milli(read.value)) return null;
  if (meter.row.source_type === 'gateway' || (stored && !stored.typed)) throw refuse(t.gatewayMeasured);
  return {
    meterId: meter.row.meter_id,
    date: cell.date,
    value: read.value,
    unit: meter.row.unit,
    readingId: stored?.id ?? null,
  };
}
