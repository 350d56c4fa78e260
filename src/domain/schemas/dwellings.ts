import { dwellingTexts } from '../texts/dwellings.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { validationTexts } from '../texts/validation.ts';
import { ActorMarkers, emptyAsNull } from './common.ts';
import { listQuery } from './list-query.ts';
import { decimal } from './tenants.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Most rows one paste from a spreadsheet may create (one transaction). */
export const MAX_BULK_DWELLINGS = 500;

/** Trimmed; a label only of spaces is no label. */
export const dwellingLabel = safeText({
  max: 100,
  notText: dwellingTexts.labelRequired,
  tooLong: dwellingTexts.labelTooLong,
}).min(1, { error: dwellingTexts.labelRequired });

/** A whole person count 0–99, as a number or as the digits a spreadsheet cell holds. */
export const personsCount = z
  .union([z.number({ error: dwellingTexts.personsInvalid }), safeText({ max: 10 })], {
    error: dwellingTexts.personsInvalid,
  })
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d{1,2}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 99) {
      ctx.addIssue({ code: 'custom', message: dwellingTexts.personsInvalid });
      return z.NEVER;
    }
    return n;
  });

/**
 * The decimals as the tenants API reads them (a number or German "65,4"), scaled: area to
 * hundredths, co-ownership share and volumes to thousandths.
 */
export const dwellingFields = {
  area_m2: emptyAsNull(decimal(2, validationTexts.areaInvalid, validationTexts.areaNegative)),
  mea: emptyAsNull(decimal(3, tenantTexts.meaInvalid, tenantTexts.meaNegative)),
  hot_water_supplied: z.boolean({ error: dwellingTexts.hotWaterInvalid }).optional(),
  heated_area_m2: emptyAsNull(decimal(2, validationTexts.areaInvalid, validationTexts.areaNegative)),
  heated_volume_m3: emptyAsNull(decimal(3, dwellingTexts.volumeInvalid, dwellingTexts.volumeNegative)),
  volume_m3: emptyAsNull(decimal(3, dwellingTexts.volumeInvalid, dwellingTexts.volumeNegative)),
  persons: emptyAsNull(personsCount),
  sort_index: z
    .number({ error: dwellingTexts.sortIndexInvalid })
    .int({ error: dwellingTexts.sortIndexInvalid })
    .min(0, { error: dwellingTexts.sortIndexInvalid })
    .max(1_000_000, { error: dwellingTexts.sortIndexInvalid })
    .optional(),
  ...ActorMarkers,
};

export const DwellingCreateBody = z.object({ ...dwellingFields, label: dwellingLabel });
export type DwellingCreateBody = z.infer<typeof DwellingCreateBody>;

/** Partial: the table saves one cell on blur. */
export const DwellingUpdateBody = z
  .object({ ...dwellingFields, label: dwellingLabel.optional() })
  .refine((body) => Object.entries(body).some(([key, v]) => !key.startsWith('_') && v !== undefined), {
    error: tenantTexts.nothingToSave,
  });
export type DwellingUpdateBody = z.infer<typeof DwellingUpdateBody>;

/** One pasted row as it arrives; its cells are checked one by one below, naming row and column. */
const PastedRow = z.object({
  label: z.string().nullable().optional(),
  area_m2: z.union([z.number(), z.string()]).nullable().optional(),
  persons: z.union([z.number(), z.string()]).nullable().optional(),
});

const rowCells = [
  ['label', dwellingLabel, dwellingTexts.columns.label],
  ['area_m2', dwellingFields.area_m2, dwellingTexts.columns.area],
  ['persons', dwellingFields.persons, dwellingTexts.columns.persons],
] as const;

export interface BulkDwellingRow {
  label: string;
  area_m2: number | null;
  persons: number | null;
}

/**
 * Rows pasted from a spreadsheet: label, m² and persons. A refused cell answers with the row as
 * people count it and the column ("Zeile 3, Wohnfläche (m²): …"), so the whole paste can be
 * corrected at once; nothing is stored then.
 */
export const DwellingBulkBody = z.object({
  rows: z
    .array(PastedRow, { error: dwellingTexts.rowsRequired })
    .min(1, { error: dwellingTexts.rowsRequired })
    .max(MAX_BULK_DWELLINGS, { error: dwellingTexts.tooManyRows(MAX_BULK_DWELLINGS) })
    .transform((rows, ctx): BulkDwellingRow[] => {
      const out: BulkDwellingRow[] = [];
      rows.forEach((row, i) => {
        const cells: Record<string, unknown> = {};
        for (const [key, schema, column] of rowCells) {
          const raw = row[key];
          const parsed = schema.safeParse(raw);
          if (parsed.success) cells[key] = parsed.data ?? null;
          else
            ctx.addIssue({
              code: 'custom',
              path: [i, key],
              message: dwellingTexts.rowInvalid(i + 1, column, parsed.error.issues[0]?.message ?? ''),
            });
        }
        out.push(cells as unknown as BulkDwellingRow);
      });
      return out;
    }),
  ...ActorMarkers,
});
export type DwellingBulkBody = z.infer<typeof DwellingBulkBody>;

export const DwellingRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  label: z.string(),
  area_m2: z.number().nullable(),
  mea: z.number().nullable().describe('Miteigentumsanteil (z. B. 89 von 1.000) für den Schlüssel MEA'),
  hot_water_supplied: z.boolean(),
  heated_area_m2: z.number().nullable(),
  heated_volume_m3: z.number().nullable(),
  volume_m3: z.number().nullable(),
  persons: z
    .number()
    .int()
    .nullable()
    .describe('Übliche Personenzahl; Vorgabe für ein neues Mietverhältnis dieser Wohnung'),
  sort_index: z.number().int(),
});
export type DwellingRecord = z.infer<typeof DwellingRecord>;

export const DWELLING_SORT_FIELDS = ['sort_index', 'label', 'id'] as const;
export const DwellingListQuery = listQuery(DWELLING_SORT_FIELDS);
export type DwellingListQuery = z.infer<typeof DwellingListQuery>;
