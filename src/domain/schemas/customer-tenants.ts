import { DELIVERY_METHODS, SALUTATIONS } from '../catalog.ts';
import { euroToCents, parseMoneyDe } from '../money.ts';
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { meterTexts } from '../texts/meters.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';
import { ActorMarkers, DatabaseId, emptyAsNull } from './common.ts';
import { decimal, isoDate, lastName, text } from './tenants.ts';
import { TenantIbans } from './payments.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** Largest annual advance accepted: one billion euros, far beyond any tenancy. */
const MAX_ADVANCE_CENTS = 100_000_000_000;

/**
 * The annual advance in euros as the spec's client sends it (a number, "1234.5" or German
 * "1.234,50"), stored as exact cents. No value at all is "missing", not "invalid".
 */
const annualAdvance = z
  .union([z.number(), safeText({ max: 20 })], {
    error: (issue) => (issue.input == null ? validationTexts.advanceMissing : tenantTexts.advanceInvalid),
  })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: validationTexts.advanceMissing });
      return z.NEVER;
    }
    const cents =
      typeof value === 'number' ? euroToCents(value) : (euroToCents(value) ?? parseMoneyDe(value));
    if (cents === null || cents > MAX_ADVANCE_CENTS) {
      ctx.addIssue({ code: 'custom', message: tenantTexts.advanceInvalid });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: validationTexts.advanceNegative });
      return z.NEVER;
    }
    return cents;
  });

const area = decimal(2, validationTexts.areaInvalid, validationTexts.areaNegative);

export const TenantAdvanceBody = z.object({ annual_advance: annualAdvance, ...ActorMarkers });
export type TenantAdvanceBody = z.infer<typeof TenantAdvanceBody>;

/** The area is required here; "" and null count as missing. */
export const TenantAreaBody = z.object({
  area_m2: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    area.nullable().refine((v) => v !== null, validationTexts.areaMissing),
  ),
  ...ActorMarkers,
});
export type TenantAreaBody = z.infer<typeof TenantAreaBody>;

/** The edit panel's e-mail: its own short message, as the spec has it for editing. */
const editEmail = emptyAsNull(
  safeText({
    max: ACCOUNT_LIMITS.emailMax,
    notText: validationTexts.emailInvalidShort,
    tooLong: validationTexts.emailInvalidShort,
  }).refine(isValidEmail, validationTexts.emailInvalidShort),
);

/** Personal and postal fields a landlord keeps of a tenant. */
const personalFields = {
  // Only a salutation of the list or null: an empty text is no choice and is refused as such.
  salutation: z.enum(SALUTATIONS, { error: tenantTexts.salutationInvalid }).nullable().optional(),
  first_name: text(200),
  company: text(200),
  phone_number: text(50),
  street_house_no: text(200),
  zipcode: text(10),
  city: text(100),
  country: text(100),
  floor: text(100),
  /** Where the tenant receives mail after moving out (the statement goes there). */
  forwarding_address: text(300),
  delivery_method: z.enum(DELIVERY_METHODS, { error: tenantTexts.deliveryInvalid }).optional(),
  /** The IBANs the tenant pays from: a credit from one of them is matched to this tenant. */
  ibans: TenantIbans.optional(),
};

/**
 * One field (or a few) of the landlord's edit panel, saved on blur. The area is accepted too:
 * the spec's client falls back to this call when the area call is missing.
 */
export const CustomerTenantUpdateBody = z
  .object({
    ...personalFields,
    email: editEmail,
    last_name: lastName.optional(),
    area_m2: emptyAsNull(area),
    mea: emptyAsNull(decimal(3, tenantTexts.meaInvalid, tenantTexts.meaNegative)),
    dwelling_id: DatabaseId.optional(),
    ...ActorMarkers,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: tenantTexts.nothingToSave,
  });
export type CustomerTenantUpdateBody = z.infer<typeof CustomerTenantUpdateBody>;

/** `null` removes the move-out (the admin's alone). */
/**
 * Meter states on the move-out date, one per meter of the dwelling (§9b Abs. 1 HeizkostenV: the
 * interim reading at a change of tenant). Values as machine decimals ("1234.567") or numbers,
 * checked and rounded to 3 decimals by the use case; stored in the move-out's transaction.
 */
export const InterimReadings = z
  .array(
    z.object({
      meter_id: DatabaseId,
      value: z.union([z.number(), safeText({ max: 30 })], { error: meterTexts.valueRequired }),
    }),
  )
  // A dwelling has a handful of meters; a hundred is far beyond any.
  .max(100)
  .optional();
export type InterimReadings = z.infer<typeof InterimReadings>;

export const TenantMoveOutBody = z.object({
  move_out: z.preprocess((v) => (v === '' ? null : v), isoDate.nullable()),
  interim_readings: InterimReadings,
  ...ActorMarkers,
});
export type TenantMoveOutBody = z.infer<typeof TenantMoveOutBody>;

/**
 * A tenant or vacancy (last name 'Leerstand') of the landlord's property. With `predecessor_id`
 * it is that tenancy's successor: the predecessor moves out the day before, in the same save.
 */
export const CustomerTenantCreateBody = z.object({
  ...personalFields,
  email: emptyAsNull(
    safeText({
      max: ACCOUNT_LIMITS.emailMax,
      notText: validationTexts.emailInvalid,
      tooLong: validationTexts.emailInvalid,
    }).refine(isValidEmail, validationTexts.emailInvalid),
  ),
  last_name: lastName,
  move_in: emptyAsNull(isoDate),
  area_m2: emptyAsNull(area),
  annual_advance: emptyAsNull(annualAdvance),
  predecessor_id: emptyAsNull(DatabaseId),
  /** The predecessor's forwarding address, stored with its move-out in the same save. */
  predecessor_forwarding_address: text(300),
  /** The predecessor's meter states on its move-out date, stored in the same save. */
  interim_readings: InterimReadings,
  dwelling_id: emptyAsNull(DatabaseId),
  ...ActorMarkers,
});
export type CustomerTenantCreateBody = z.infer<typeof CustomerTenantCreateBody>;
