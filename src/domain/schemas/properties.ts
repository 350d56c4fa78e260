import { HEATING_SYSTEMS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { propertyTexts } from '../texts/properties.ts';
import { validationTexts } from '../texts/validation.ts';
import { ActorMarkers, DatabaseId } from './common.ts';
import { listQuery } from './list-query.ts';
import { PropertyStatusEnum } from './records.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

const part = (max: number) => safeText({ max, tooLong: propertyTexts.addressTooLong }).optional();

/** Empty or null: no heating type; anything else must be one of the spec's list. */
export const HeatingSystemInput = z
  .union([z.null(), z.literal(''), z.enum(HEATING_SYSTEMS, { error: propertyTexts.heatingInvalid })], {
    error: propertyTexts.heatingInvalid,
  })
  .transform((v) => (v === '' ? null : v))
  .optional();

/**
 * A property's address, as the one-line `address` of the spec ('street house, zip city,
 * country') or as the form's parts; the parts win where both are given.
 */
export const PropertyAddressInput = {
  address: part(300),
  street: part(150),
  house_number: part(20),
  zip: part(10),
  city: part(100),
  country: part(100),
  heating_system: HeatingSystemInput,
  ...ActorMarkers,
};

export const PropertyCreateBody = z.object(PropertyAddressInput);
export type PropertyCreateBody = z.infer<typeof PropertyCreateBody>;

/** The spec's fallback call names the customer in the body. */
export const PropertyCreateWithCustomerBody = z.object({ ...PropertyAddressInput, customer_id: DatabaseId });

export const PropertyUpdateBody = z.object(PropertyAddressInput);
export type PropertyUpdateBody = z.infer<typeof PropertyUpdateBody>;

export const PropertyEndBody = z.object({
  ended_at: safeText({
    max: 10,
    notText: validationTexts.endDateRequired,
    tooLong: propertyTexts.endDateInvalid,
  })
    .min(1, { error: validationTexts.endDateRequired, abort: true })
    .refine(isIsoDate, { error: propertyTexts.endDateInvalid }),
  ...ActorMarkers,
});

export const PROPERTY_SORT_FIELDS = ['id', 'address', 'status', 'customer', 'ended_at'] as const;
/** The admin list pages and searches like every list, and keeps its status filter. */
export const PropertyListQuery = listQuery(PROPERTY_SORT_FIELDS).extend({
  status: PropertyStatusEnum.optional(),
});
export type PropertyListQuery = z.infer<typeof PropertyListQuery>;
