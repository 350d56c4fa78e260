import { ASSIGNMENT_LABELS, METER_SOURCES, METER_TYPES, METER_UNITS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { meterTexts } from '../texts/meters.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { ActorMarkers, DatabaseId, emptyAsNull } from './common.ts';
import { safeText } from './text.ts';
import { z } from './zod.ts';

const text = (max: number) => emptyAsNull(safeText({ max, tooLong: meterTexts.fieldTooLong(max) }));

export const MeterRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  meter_type: z.enum(METER_TYPES),
  meter_number: z.string(),
  unit: z.enum(METER_UNITS),
  tenant_id: z.number().int().nullable(),
  assignment_label: z.enum(ASSIGNMENT_LABELS).nullable(),
  source_type: z.enum(METER_SOURCES),
  gateway_id: z.string().nullable(),
  gateway_channel: z.string().nullable(),
  auto_sync: z.boolean(),
  last_sync_at: z.string().nullable(),
  last_gateway_status: z.string().nullable(),
});
export type MeterRecord = z.infer<typeof MeterRecord>;

/**
 * Every field optional in the schema: the required ones are checked together by the use case,
 * so that one message can name all that is missing, in the form's order.
 */
const meterFields = {
  meter_type: emptyAsNull(z.enum(METER_TYPES, { error: meterTexts.typeInvalid })),
  meter_number: text(100),
  unit: emptyAsNull(z.enum(METER_UNITS, { error: meterTexts.unitInvalid })),
  tenant_id: emptyAsNull(DatabaseId),
  assignment_label: emptyAsNull(z.enum(ASSIGNMENT_LABELS, { error: meterTexts.assignmentInvalid })),
  source_type: emptyAsNull(z.enum(METER_SOURCES, { error: meterTexts.sourceInvalid })),
  gateway_id: text(100),
  gateway_channel: text(100),
  auto_sync: emptyAsNull(z.boolean()),
  ...ActorMarkers,
};

export const MeterCreateBody = z.object({ ...meterFields, property_id: DatabaseId });
export type MeterCreateBody = z.infer<typeof MeterCreateBody>;

export const MeterUpdateBody = z
  .object(meterFields)
  .refine((body) => Object.keys(body).some((key) => !key.startsWith('_')), {
    error: meterTexts.nothingToSave,
  });
export type MeterUpdateBody = z.infer<typeof MeterUpdateBody>;

export const MeterListQuery = z.object({
  property_id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(DatabaseId)
    .optional(),
});

export const ReadingRecord = z.object({
  id: z.number().int(),
  meter_id: z.number().int(),
  reading_date: z.string(),
  /** Exact, 3 decimal places, as a decimal string ("1234.567"). */
  reading_value: z.string(),
  unit: z.enum(METER_UNITS),
  is_estimated: z.boolean(),
});
export type ReadingRecord = z.infer<typeof ReadingRecord>;

/** German input ("1.234,5") or a JSON number; checked and rounded by the use case. */
const readingValue = z.union([z.number(), safeText({ max: 30 })], { error: meterTexts.valueRequired });

export const ReadingCreateBody = z.object({
  reading_value: readingValue,
  unit: emptyAsNull(z.enum(METER_UNITS, { error: meterTexts.unitInvalid })),
  reading_date: emptyAsNull(
    safeText({ max: 10, tooLong: tenantTexts.dateInvalid }).refine(isIsoDate, tenantTexts.dateInvalid),
  ),
  is_estimated: emptyAsNull(z.boolean()),
  ...ActorMarkers,
});
export type ReadingCreateBody = z.infer<typeof ReadingCreateBody>;

export const ReadingUpdateBody = ReadingCreateBody.partial().refine(
  (body) => Object.keys(body).some((key) => !key.startsWith('_')),
  { error: meterTexts.nothingToSave },
);
export type ReadingUpdateBody = z.infer<typeof ReadingUpdateBody>;

export const ReadingListQuery = z.object({
  sort: z
    .enum(['reading_date', '-reading_date'], {
      error: 'Ungültige Sortierung. Erlaubt: reading_date, -reading_date.',
    })
    .optional(),
});
