import { METER_SOURCES, METER_TYPES, METER_UNITS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { readingsTableTexts as t } from '../texts/readings-table.ts';
import { meterTexts } from '../texts/meters.ts';
import { ActorMarkers, DatabaseId } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Rows of one save at most: far above the meters of a large building. */
export const READINGS_TABLE_MAX_ROWS = 2_000;
/** Interim readings of one meter at most (a tenant change a week would stay below). */
export const READINGS_TABLE_MAX_INTERIM = 60;
/** Bytes of one save at most. */
export const READINGS_TABLE_MAX_BYTES = 512 * 1024;

const Cell = z.object({
  date: z.string(),
  /** The reading stored on exactly that day, exact to 3 decimals ("1234.567"); null when none. */
  value: z.string().nullable(),
});

export const ReadingsTableRow = z.object({
  meter_id: z.number().int(),
  /** The dwelling the meter measures; null for a meter of the building. */
  dwelling_id: z.number().int().nullable(),
  /** The dwelling's label, "Gebäude" for a meter of the building. */
  label: z.string(),
  meter_number: z.string(),
  meter_type: z.enum(METER_TYPES),
  unit: z.enum(METER_UNITS),
  /** Gateway meters deliver their readings themselves; the table shows them but does not change them. */
  source_type: z.enum(METER_SOURCES),
  start: Cell,
  end: Cell,
  interim: z.array(Cell),
});
export type ReadingsTableRow = z.infer<typeof ReadingsTableRow>;

export const ReadingsTable = z.object({
  year: z.number().int(),
  rows: z.array(ReadingsTableRow),
  /** Every dwelling of the property in its order, for the forms that place a new meter. */
  dwellings: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ReadingsTable = z.infer<typeof ReadingsTable>;

const CellInput = z.object({
  date: safeText({ max: 10, tooLong: t.dateInvalid }).refine(isIsoDate, t.dateInvalid),
  /** A machine decimal ("1234.567") or a JSON number; null or absent: nothing to store. */
  value: z
    .union([z.null(), z.number(), safeText({ max: 30, tooLong: t.valueInvalid })], {
      error: meterTexts.valueRequired,
    })
    .optional(),
});
export type ReadingsTableCellInput = z.infer<typeof CellInput>;

export const ReadingsTableSaveBody = z.object({
  rows: z
    .array(
      z.object({
        meter_id: DatabaseId,
        start: CellInput,
        end: CellInput,
        interim: z
          .array(CellInput)
          .max(READINGS_TABLE_MAX_INTERIM, { error: t.tooManyInterim(READINGS_TABLE_MAX_INTERIM) })
          .optional(),
      }),
    )
    .max(READINGS_TABLE_MAX_ROWS, { error: t.tooManyRows(READINGS_TABLE_MAX_ROWS) }),
  ...ActorMarkers,
});
export type ReadingsTableSaveBody = z.infer<typeof ReadingsTableSaveBody>;
