import { ASSIGNMENT_LABELS, METER_SOURCES, METER_TYPES, METER_UNITS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { GATEWAY_NAME_MAX, isGatewayName } from '../gateways/topic.ts';
import { gatewayTexts } from '../texts/gateways.ts';
import { meterTexts } from '../texts/meters.ts';
import { propertySetupTexts } from '../texts/property-setup.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { ActorMarkers, DatabaseId, emptyAsNull } from './common.ts';
import { listQuery } from './list-query.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

const text = (max: number) => emptyAsNull(safeText({ max, tooLong: meterTexts.fieldTooLong(max) }));

/** A gateway id or channel: a part of an MQTT topic, so no wildcard and no level separator. */
const gatewayName = (label: string) => {
  const message = gatewayTexts.gatewayNameInvalid(label);
  return emptyAsNull(
    safeText({ max: GATEWAY_NAME_MAX, tooLong: message, notText: message }).refine(isGatewayName, message),
  );
};

export const MeterRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  meter_type: z.enum(METER_TYPES),
  meter_number: z.string(),
  unit: z.enum(METER_UNITS),
  tenant_id: z.number().int().nullable(),
  /** The dwelling the meter measures, whoever lives there; null: a meter of the building. */
  dwelling_id: z.number().int().nullable(),
  /** The dwelling's label ("2. OG rechts"); null for a meter of the building. */
  dwelling_label: z.string().nullable(),
  assignment_label: z.enum(ASSIGNMENT_LABELS).nullable(),
  source_type: z.enum(METER_SOURCES),
  gateway_id: z.string().nullable(),
  gateway_channel: z.string().nullable(),
  auto_sync: z.boolean(),
  /** A water meter on a dwelling's hot-water line (Warmwasserzähler); false for every other meter. */
  hot_water: z.boolean(),
  last_sync_at: z.string().nullable(),
  last_gateway_status: z.string().nullable(),
  /** Whether the meter's OMS key is stored; the key itself never leaves the server. */
  has_aes_key: z.boolean(),
  /** Day the device was installed (ISO date); null: not stated. */
  installed_on: z.string().nullable(),
  /** Whether the device can be read remotely (§5 Abs. 2, §6a HeizkostenV); null: not stated. */
  remote_readable: z.boolean().nullable(),
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
  /** A tenant of the property: the meter then measures that tenant's dwelling. */
  tenant_id: z.union([z.null(), DatabaseId]).optional(),
  /** A dwelling of the property; null: a meter of the building. */
  dwelling_id: z.union([z.null(), DatabaseId]).optional(),
  assignment_label: emptyAsNull(z.enum(ASSIGNMENT_LABELS, { error: meterTexts.assignmentInvalid })),
  source_type: emptyAsNull(z.enum(METER_SOURCES, { error: meterTexts.sourceInvalid })),
  gateway_id: gatewayName(meterTexts.fieldNames.gatewayId),
  gateway_channel: gatewayName(meterTexts.fieldNames.gatewayChannel),
  auto_sync: emptyAsNull(z.boolean()),
  /** Only a Wasserzähler may measure hot water; not given: false for a new meter, unchanged on update. */
  hot_water: z.boolean({ error: meterTexts.hotWaterInvalid }).optional(),
  /**
   * Installation day and remote readability: devices installed after 1 December 2021 must be
   * remotely readable, from 2027 all (§5 Abs. 2 HeizkostenV). "" or null: not stated.
   */
  installed_on: emptyAsNull(
    safeText({
      max: 10,
      notText: propertySetupTexts.installedOnInvalid,
      tooLong: propertySetupTexts.installedOnInvalid,
    }).refine(isIsoDate, propertySetupTexts.installedOnInvalid),
  ),
  remote_readable: z.boolean({ error: propertySetupTexts.remoteReadableInvalid }).nullable().optional(),
  /** The meter's OMS key (AES-128) as 32 hex characters; null or empty removes it. */
  aes_key: emptyAsNull(
    safeText({ max: 64, tooLong: gatewayTexts.aesKeyInvalid }).refine(
      (v) => /^[0-9a-fA-F]{32}$/.test(v.replace(/[\s-]/g, '')),
      gatewayTexts.aesKeyInvalid,
    ),
  ),
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

/** `?property_id=` narrows the list to one property; paging, search (meter number) and sort as every list. */
export const MeterListQuery = listQuery(['id', 'meter_number', 'meter_type']).extend({
  property_id: z
    .string({ error: meterTexts.propertyIdInvalid })
    .regex(/^\d{1,10}$/, { error: meterTexts.propertyIdInvalid, abort: true })
    .transform(Number)
    .pipe(DatabaseId)
    .optional(),
});
export type MeterListQuery = z.infer<typeof MeterListQuery>;

export const ReadingRecord = z.object({
  id: z.number().int(),
  meter_id: z.number().int(),
  reading_date: z.string(),
  /** Exact, 3 decimal places, as a decimal string ("1234.567"). */
  reading_value: z.string(),
  unit: z.enum(METER_UNITS),
  is_estimated: z.boolean(),
  /** Lower than the reading before it: a meter exchange or a roll-over, to be checked. */
  suspected_exchange: z.boolean(),
  /** Far outside the meter's history (gateway readings), marked for review. */
  flagged: z.boolean(),
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

/** Readings page by date, newest first on request (`sort=-reading_date`). */
export const ReadingListQuery = listQuery(['reading_date']).omit({ q: true });
export type ReadingListQuery = z.infer<typeof ReadingListQuery>;

export const ConsumptionYearQuery = z.object({
  year: z
    .string({ error: meterTexts.yearInvalid })
    .regex(/^\d{4}$/, { error: meterTexts.yearInvalid, abort: true })
    .transform(Number)
    .pipe(
      z.number().min(1900, { error: meterTexts.yearInvalid }).max(2200, { error: meterTexts.yearInvalid }),
    ),
});

const BoundaryState = z
  .object({
    /** Exact, 3 decimal places. */
    value: z.string(),
    /** True when interpolated between the readings around the boundary rather than read. */
    interpolated: z.boolean(),
  })
  .nullable();

/** A meter's consumption in one calendar year, or why there is none. */
export const YearlyConsumptionRecord = z.object({
  year: z.number().int(),
  status: z.enum(['ok', 'missing_start', 'missing_end', 'reset']),
  /**
   * Exact to 3 decimals as a number (the client adds them up); with a missing boundary from the
   * first or to the last reading inside the year, 0 without readings; null after a meter reset.
   */
  consumption: z.number().nullable(),
  start: BoundaryState,
  end: BoundaryState,
  /** What is wrong, in German, when the status is not ok. */
  message: z.string().nullable(),
});
export type YearlyConsumptionRecord = z.infer<typeof YearlyConsumptionRecord>;

export const MeterConsumptionRecord = YearlyConsumptionRecord.extend({
  meter_id: z.number().int(),
  meter_type: z.enum(METER_TYPES),
  meter_number: z.string(),
  unit: z.enum(METER_UNITS),
  tenant_id: z.number().int().nullable(),
  assignment_label: z.enum(ASSIGNMENT_LABELS).nullable(),
});
export type MeterConsumptionRecord = z.infer<typeof MeterConsumptionRecord>;
