import { SECTION35A_KINDS } from '../billing/schema.ts';
import { CATEGORY_GROUPS, DRAFT_ALLOCATIONS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { parseDecimalPlain } from '../decimal.ts';
import { draftTexts } from '../texts/costs.ts';
import { validationTexts } from '../texts/validation.ts';
import { DatabaseId, INT4_MAX } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Bounds of one draft: far above any real house, small enough that a draft stays a few hundred kB. */
export const DRAFT_LIMITS = {
  costs: 200,
  tenants: 500,
  removedIds: 200,
  /** Largest euro amount of one line or advance: 99.999.999,99 €. */
  maxEuro: 99_999_999.99,
  /** Largest kWh, kg, m² or m³ figure. */
  maxQuantity: 999_999_999.999,
} as const;

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

/**
 * A non-negative decimal with at most `places` decimals, as a JSON number (the draft keeps the
 * euro fields of the product's format) or as a decimal string (older drafts stored kWh so).
 * The decimals are checked on the written digits, never through float arithmetic.
 */
function decimal(places: number, max: number, invalid: string, negative: string) {
  return z
    .union([z.number({ error: invalid }), z.string({ error: invalid }).max(20, { error: invalid })], {
      error: invalid,
    })
    .superRefine((value, ctx) => {
      const scaled = parseDecimalPlain(value, { places, maxDecimals: places });
      if (scaled === null) ctx.addIssue({ code: 'custom', message: invalid });
      else if (scaled < 0) ctx.addIssue({ code: 'custom', message: negative });
      else if (scaled > max * 10 ** places) ctx.addIssue({ code: 'custom', message: invalid });
    })
    .nullable()
    .optional();
}

const euro = (invalid: string = draftTexts.amountInvalid, negative: string = draftTexts.amountNegative) =>
  decimal(2, DRAFT_LIMITS.maxEuro, invalid, negative);
const quantity = (places: number, invalid: string, negative: string) =>
  decimal(places, DRAFT_LIMITS.maxQuantity, invalid, negative);
/** Older drafts (the demo data) keep cents; they are read and written back unchanged. */
const legacyCents = z
  .number({ error: draftTexts.amountInvalid })
  .int({ error: draftTexts.amountInvalid })
  .min(0, { error: draftTexts.amountNegative })
  .max(DRAFT_LIMITS.maxEuro * 100, { error: draftTexts.amountInvalid })
  .nullable()
  .optional();
const isoDateOrNull = z
  .string({ error: validationTexts.invalidDate })
  .max(10, { error: validationTexts.invalidDate })
  .refine(isIsoDate, { error: validationTexts.invalidDate })
  .nullable()
  .optional();

/**
 * One cost line. `key` is the category id as text, `custom_user_{group}_{timestamp}`,
 * `custom_std_{group}_{timestamp}` or `heating_main`; `note` holds the invoice date as typed
 * (TT.MM.JJJJ), so a half-typed date survives the autosave and the screen names it invalid.
 */
export const DraftCost = z.object({
  key: z
    .string({ error: draftTexts.costKeyInvalid })
    .max(100, { error: draftTexts.costKeyInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: draftTexts.costKeyInvalid }),
  name: safeText({
    max: 100,
    notText: validationTexts.costNameRequired,
    tooLong: draftTexts.costNameTooLong,
  }).min(1, { error: validationTexts.costNameRequired }),
  allocation: z.enum(DRAFT_ALLOCATIONS, { error: draftTexts.allocationInvalid }),
  amount: euro(),
  amount_cents: legacyCents,
  note: safeText({ max: 20, tooLong: draftTexts.noteTooLong, notText: draftTexts.noteTooLong })
    .nullable()
    .optional(),
  group: z.enum(CATEGORY_GROUPS, { error: draftTexts.groupInvalid }),
  category_id: DatabaseId.nullable().optional(),
  /**
   * The labour within the invoice (§35a Abs. 5 EStG: labour, not material), certified to each
   * tenant with the line's key, and whether it is a household service or a craftsman's work.
   */
  labour: euro(),
  labour_kind: z.enum(SECTION35A_KINDS, { error: draftTexts.labourKindInvalid }).nullable().optional(),
  /** The invoice in the inbox this line was approved from: its receipt, which tenants may inspect (§259 BGB). */
  invoice_id: DatabaseId.nullable().optional(),
});
export type DraftCost = z.infer<typeof DraftCost>;

/** A tenant as the draft sees it; `monthly_advance` holds the annual advance despite its name. */
export const DraftTenant = z.object({
  id: z
    .number({ error: draftTexts.tenantInvalid })
    .int({ error: draftTexts.tenantInvalid })
    .min(1, { error: draftTexts.tenantInvalid })
    .max(INT4_MAX, { error: draftTexts.tenantInvalid }),
  name: safeText({ max: 200, tooLong: draftTexts.tenantInvalid, notText: draftTexts.tenantInvalid }),
  move_in: isoDateOrNull,
  move_out: isoDateOrNull,
  monthly_advance: euro(draftTexts.amountInvalid, validationTexts.advanceNegative),
  annual_advance_cents: legacyCents,
  area_m2: quantity(2, draftTexts.areaInvalid, validationTexts.areaNegative),
  default_area_m2: quantity(2, draftTexts.areaInvalid, validationTexts.areaNegative),
  volume_m3: quantity(3, draftTexts.areaInvalid, validationTexts.areaNegative),
  usage_units: quantity(3, draftTexts.areaInvalid, validationTexts.areaNegative),
});
export type DraftTenant = z.infer<typeof DraftTenant>;

export const DraftPayload = z.object(
  {
    costs: z
      .array(DraftCost, { error: draftTexts.payloadInvalid })
      .max(DRAFT_LIMITS.costs, { error: draftTexts.costsTooMany }),
    tenants: z
      .array(DraftTenant, { error: draftTexts.payloadInvalid })
      .max(DRAFT_LIMITS.tenants, { error: draftTexts.tenantsTooMany }),
    metrics: z
      .object(
        {
          heating: z
            .object(
              {
                kwh: quantity(3, draftTexts.kwhInvalid, validationTexts.kwhNegative),
                co2_emissions_kg: quantity(3, draftTexts.co2KgInvalid, validationTexts.co2Negative),
                co2_amount_eur: euro(draftTexts.co2EurInvalid, validationTexts.co2AmountNegative),
                co2_amount_cents: legacyCents,
              },
              { error: draftTexts.payloadInvalid },
            )
            .optional(),
        },
        { error: draftTexts.payloadInvalid },
      )
      .optional(),
    meta: z
      .object(
        {
          savedAt: safeText({
            max: 40,
            tooLong: draftTexts.metaInvalid,
            notText: draftTexts.metaInvalid,
          }).optional(),
          mode: z.enum(['standard', 'redesign'], { error: draftTexts.metaInvalid }).optional(),
          removedCostIds: z
            .array(
              z.union([
                z.number({ error: draftTexts.metaInvalid }).int({ error: draftTexts.metaInvalid }),
                safeText({ max: 100, tooLong: draftTexts.metaInvalid, notText: draftTexts.metaInvalid }),
              ]),
              { error: draftTexts.metaInvalid },
            )
            .max(DRAFT_LIMITS.removedIds, { error: draftTexts.metaInvalid })
            .optional(),
        },
        { error: draftTexts.metaInvalid },
      )
      .optional(),
  },
  { error: draftTexts.payloadInvalid },
);
export type DraftPayload = z.infer<typeof DraftPayload>;

const yearNumber = z
  .number({ error: draftTexts.yearInvalid })
  .int({ error: draftTexts.yearInvalid })
  .min(YEAR_MIN, { error: draftTexts.yearInvalid })
  .max(YEAR_MAX, { error: draftTexts.yearInvalid });

export const DraftQuery = z.object({
  property_id: z
    .string({ error: draftTexts.propertyIdInvalid })
    .regex(/^\d{1,10}$/, { error: draftTexts.propertyIdInvalid, abort: true })
    .transform(Number)
    .pipe(DatabaseId),
  year: z
    .string({ error: draftTexts.yearInvalid })
    .regex(/^\d{4}$/, { error: draftTexts.yearInvalid, abort: true })
    .transform(Number)
    .pipe(yearNumber),
});

export const DraftCreateBody = z.object({
  property_id: DatabaseId,
  year: yearNumber,
  payload: DraftPayload,
  _actor: z.unknown().optional(),
  _actor_role: z.unknown().optional(),
});
export type DraftCreateBody = z.infer<typeof DraftCreateBody>;

/** `version` is the one the client loaded; without it the server cannot tell a stale tab (409). */
export const DraftUpdateBody = z.object({
  payload: DraftPayload,
  version: z
    .number({ error: draftTexts.versionInvalid })
    .int({ error: draftTexts.versionInvalid })
    .min(1, { error: draftTexts.versionInvalid })
    .max(INT4_MAX, { error: draftTexts.versionInvalid })
    .optional(),
  _actor: z.unknown().optional(),
  _actor_role: z.unknown().optional(),
});
export type DraftUpdateBody = z.infer<typeof DraftUpdateBody>;

export const DraftRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  year: z.number().int(),
  /** Stored drafts are answered as they are, older formats included. */
  payload: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  updated_at: z.string(),
});
export type DraftRecord = z.infer<typeof DraftRecord>;

export const BillingYearRecord = z.object({
  year: z.number().int(),
  closed_at: z.string().nullable(),
  closed_by: z.number().int().nullable(),
});
export type BillingYearRecord = z.infer<typeof BillingYearRecord>;
