import type { IsoDate } from '../../domain/dates.ts';
import { compareRows, interimDates, tableBounds } from '../../domain/meters/readings-table.ts';
import type { ReadingsTable, ReadingsTableRow } from '../../domain/schemas/readings-table.ts';
import { readingsTableTexts } from '../../domain/texts/index.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';

export interface TableMeter {
  row: Omit<ReadingsTableRow, 'start' | 'end' | 'interim'>;
  /** The days of the meter's cells: start, end and the interim days of its dwelling. */
  start: IsoDate;
  end: IsoDate;
  interim: IsoDate[];
}

export interface TableFrame {
  year: number;
  meters: TableMeter[];
  /** Every reading on a day of the table, by meter and day (the last stored one of a day). */
  readings: Map<string, repo.DayReading>;
  dwellings: Array<{ id: number; label: string }>;
}

export const cellKey = (meterId: number, date: IsoDate) => `${meterId}|${date}`;

/**
 * The table's meters in order with the days each asks for and the readings stored on those days:
 * three queries (meters, move-outs, readings), whatever the number of meters and readings.
 */
export async function loadFrame(db: Db, propertyId: number, year: number): Promise<TableFrame> {
  const { start, end } = tableBounds(year);
  const [meterRows, dwellings, moveOuts] = await Promise.all([
    repo.tableMeters(db, propertyId),
    repo.dwellingsOf(db, propertyId),
    repo.moveOutsWithin(db, propertyId, `${year}-01-01`, end),
  ]);
  const outsByDwelling = new Map<number, IsoDate[]>();
  for (const { dwellingId, moveOut } of moveOuts) {
    const list = outsByDwelling.get(dwellingId!) ?? [];
    list.push(moveOut!);
    outsByDwelling.set(dwellingId!, list);
  }
  const tableMeters: Array<TableMeter & { sort: number | null }> = meterRows.map((m) => ({
    row: {
      meter_id: m.id,
      dwelling_id: m.dwellingId === null ? null : Number(m.dwellingId),
      label: m.label ?? readingsTableTexts.building,
      meter_number: m.meterNumber,
      meter_type: m.meterType as ReadingsTableRow['meter_type'],
      unit: m.unit as ReadingsTableRow['unit'],
      source_type: m.sourceType as ReadingsTableRow['source_type'],
    },
    sort: m.label === null ? null : m.sortIndex,
    start,
    end,
    interim: m.dwellingId === null ? [] : interimDates(year, outsByDwelling.get(Number(m.dwellingId)) ?? []),
  }));
  tableMeters.sort((a, b) =>
    compareRows(
      { dwellingSort: a.sort, label: a.row.label, meterNumber: a.row.meter_number },
      { dwellingSort: b.sort, label: b.row.label, meterNumber: b.row.meter_number },
    ),
  );
  const days = new Set<IsoDate>([start, end]);
  for (const m of tableMeters) for (const day of m.interim) days.add(day);
  const readings = new Map<string, repo.DayReading>();
  const stored = await repo.readingsOnDays(
    db,
    tableMeters.map((m) => m.row.meter_id),
    [...days],
  );
  for (const reading of stored) readings.set(cellKey(reading.meterId, reading.date), reading);
  return { year, meters: tableMeters.map(({ sort: _sort, ...m }) => m), readings, dwellings };
}

/** The frame as the API answers it. */
export function toTable(frame: TableFrame): ReadingsTable {
  const cell = (meterId: number, date: IsoDate) => ({
    date,
    value: frame.readings.get(cellKey(meterId, date))?.value ?? null,
  });
  return {
    year: frame.year,
    rows: frame.meters.map((m) => ({
      ...m.row,
      start: cell(m.row.meter_id, m.start),
      end: cell(m.row.meter_id, m.end),
      interim: m.interim.map((day) => cell(m.row.meter_id, day)),
    })),
    dwellings: frame.dwellings,
  };
}
