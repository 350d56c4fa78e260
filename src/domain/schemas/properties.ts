import { CO2_BUILDING_TYPES, CO2_RESTRICTIONS } from '../billing/schema.ts';
import { HEATING_SYSTEMS } from '../catalog.ts';
import { isIsoDate } from '../dates.ts';
import { propertyTexts } from '../texts/properties.ts';
import { propertySetupTexts } from '../texts/property-setup.ts';
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

/**
 * The heating answers asked once when a landlord sets the property up (null: not answered): central
 * hot water (§9 HeizkostenV) and the CO2KostAufG class (§8 building type, §9 restrictions). They are
 * the defaults of every year's statement settings not stored yet.
 */
export const PropertyHeatingAnswers = {
  central_hot_water: z
    .boolean({ error: propertySetupTexts.centralHotWaterInvalid })
    .nullable()
    .optional()
    .describe('Bereitet die Heizung auch das Warmwasser (§9 HeizkostenV)?'),
  co2_building_type: z
    .enum(CO2_BUILDING_TYPES, { error: propertySetupTexts.co2BuildingTypeInvalid })
    .nullable()
    .optional()
    .describe('Gebäudeart nach CO2KostAufG: Wohngebäude (Stufenmodell) oder Nichtwohngebäude (§8)'),
  co2_restriction: z
    .enum(CO2_RESTRICTIONS, { error: propertySetupTexts.co2RestrictionInvalid })
    .nullable()
    .optional()
    .describe('Öffentlich-rechtliche Beschränkungen (§9 CO2KostAufG)'),
};

/** A landlord's own new property: the address (in parts or as one line), heating and its answers. */
export const CustomerPropertyCreateBody = z.object({ ...PropertyAddressInput, ...PropertyHeatingAnswers });
export type CustomerPropertyCreateBody = z.infer<typeof CustomerPropertyCreateBody>;

/**
 * A landlord saving its own property: the fields given. An address, when any part is given, needs
 * all of them (as the admin's edit); heating type and answers may be saved alone.
 */
export const CustomerPropertyUpdateBody = z
  .object({ ...PropertyAddressInput, ...PropertyHeatingAnswers })
  .refine((body) => Object.entries(body).some(([key, v]) => !key.startsWith('_') && v !== undefined), {
    error: propertySetupTexts.nothingToSave,
  });
export type CustomerPropertyUpdateBody = z.infer<typeof CustomerPropertyUpdateBody>;

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
