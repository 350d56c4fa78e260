import { DELIVERY_METHODS, SALUTATIONS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { parseDecimalDe, parseDecimalPlain } from '../decimal.ts';
import { euroToCents, parseMoneyDe } from '../money.ts';
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';
import { ActorMarkers, DatabaseId, emptyAsNull } from './common.ts';
import { listQuery } from './list-query.ts';
import { TenantIbans } from './payments.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

export const text = (max: number) => emptyAsNull(safeText({ max, tooLong: tenantTexts.fieldTooLong(max) }));

/** A decimal typed the German way ("65,4") or sent as a number; scaled to `places`. */
export const decimal = (places: number, invalid: string, negative: string) =>
  z
    .union([z.number({ error: invalid }), safeText({ max: 20, notText: invalid, tooLong: invalid })], {
      error: invalid,
    })
    .transform((value, ctx) => {
      const scaled =
        typeof value === 'number'
          ? parseDecimalPlain(value, { places, maxDecimals: places })
          : (parseDecimalPlain(value, { places, maxDecimals: places }) ??
            parseDecimalDe(value, { places, maxDecimals: places }));
      if (scaled === null || !Number.isSafeInteger(scaled) || Math.abs(scaled) >= 10 ** (8 + places)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (scaled < 0) {
        ctx.addIssue({ code: 'custom', message: negative });
        return z.NEVER;
      }
      return scaled;
    });

export const isoDate = safeText({
  max: 10,
  notText: tenantTexts.dateInvalid,
  tooLong: tenantTexts.dateInvalid,
}).refine(isIsoDate, tenantTexts.dateInvalid);

/** Euros as the spec's client sends them, or exact cents; stored as cents. */
const euros = z
  .union([z.number(), safeText({ max: 20 })], { error: tenantTexts.advanceInvalid })
  .transform((value, ctx) => {
    const cents =
      typeof value === 'number' ? euroToCents(value) : (euroToCents(value) ?? parseMoneyDe(value));
    if (cents === null || cents < 0 || cents > 100_000_000_000) {
      ctx.addIssue({ code: 'custom', message: tenantTexts.advanceInvalid });
      return z.NEVER;
    }
    return cents;
  });

export const tenantFields = {
  user_id: emptyAsNull(DatabaseId),
  salutation: emptyAsNull(z.enum(SALUTATIONS, { error: tenantTexts.salutationInvalid })),
  first_name: text(200),
  company: text(200),
  email: emptyAsNull(
    safeText({
      max: ACCOUNT_LIMITS.emailMax,
      notText: validationTexts.emailInvalidNbsp,
      tooLong: validationTexts.emailInvalidNbsp,
    }).refine(isValidEmail, validationTexts.emailInvalidNbsp),
  ),
  phone_number: text(50),
  street_house_no: text(200),
  zipcode: text(10),
  city: text(100),
  country: text(100),
  floor: text(100),
  location: text(200),
  /** Where a former tenant receives mail (the statement after moving out); lines or commas. */
  forwarding_address: text(300),
  delivery_method: z.enum(DELIVERY_METHODS, { error: tenantTexts.deliveryInvalid }).optional(),
  area_m2: emptyAsNull(decimal(2, validationTexts.areaInvalid, validationTexts.areaNegative)),
  volume_m3: emptyAsNull(decimal(3, validationTexts.areaInvalid, validationTexts.areaNegative)),
  usage_units: emptyAsNull(decimal(2, validationTexts.areaInvalid, validationTexts.areaNegative)),
  mea: emptyAsNull(decimal(3, tenantTexts.meaInvalid, tenantTexts.meaNegative)),
  move_in: emptyAsNull(isoDate),
  move_out: emptyAsNull(isoDate),
  annual_advance: emptyAsNull(euros),
  annual_advance_cents: emptyAsNull(DatabaseId.or(z.literal(0))),
  /** The dwelling of the property the tenancy occupies; left out: derived from floor or predecessor. */
  dwelling_id: emptyAsNull(DatabaseId),
  /** The IBANs the tenant pays from: a credit from one of them is matched to this tenant. */
  ibans: TenantIbans.optional(),
  ...ActorMarkers,
};

export const lastName = safeText({ max: 200, notText: validationTexts.lastNameRequired }).min(1, {
  error: validationTexts.lastNameRequired,
});

export const TenantCreateBody = z.object({ ...tenantFields, last_name: lastName });
export type TenantCreateBody = z.infer<typeof TenantCreateBody>;

/** Partial: the edit panels save a field on blur. */
export const TenantUpdateBody = z
  .object({ ...tenantFields, last_name: lastName.optional() })
  .refine((body) => Object.keys(body).some((key) => !key.startsWith('_')), {
    error: tenantTexts.nothingToSave,
  });
export type TenantUpdateBody = z.infer<typeof TenantUpdateBody>;

export const TenantReorderBody = z.object({
  order: z
    .array(DatabaseId, { error: tenantTexts.orderInvalid })
    .max(10_000, { error: tenantTexts.orderInvalid }),
  ...ActorMarkers,
});

export const TENANT_SORT_FIELDS = ['id', 'last_name', 'first_name', 'email', 'landlord', 'property'] as const;
export const TenantListQuery = listQuery(TENANT_SORT_FIELDS);
export type TenantListQuery = z.infer<typeof TenantListQuery>;
