/**
 * The tenant portal: a tenant's tenancies, their monthly consumption with the comparisons of
 * §6a HeizkostenV, and the tenant's own contact data.
 */
import { CONSUMPTION_KINDS } from '../billing/schema.ts';
import { DELIVERY_METHODS } from '../catalog.ts';
import { z } from './base/zod.ts';

export const tenancySchema = z.object({
  id: z.number().int(),
  property: z.object({
    street: z.string(),
    house_number: z.string(),
    zip: z.string(),
    city: z.string(),
  }),
  /** The dwelling's name (Kennung / Etage) or the tenant's name when none is stored. */
  name: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  landlord: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .describe('Kontakt des Vermieters'),
});

/** A month of one kind of consumption; null values where readings do not allow a figure. */
export const consumptionMonthSchema = z.object({
  month: z.string().describe('JJJJ-MM'),
  value: z
    .string()
    .nullable()
    .describe('Verbrauch im Monat, 3 Nachkommastellen; null ohne ausreichende Ablesungen'),
  estimated: z.boolean().describe('Ein Monatsende wurde zwischen Ablesungen umgerechnet, nicht abgelesen'),
  previous_month: z.string().nullable(),
  same_month_last_year: z.string().nullable(),
  property_average: z
    .string()
    .nullable()
    .describe('Durchschnitt vergleichbarer Wohnungen je m², auf die Fläche dieser Wohnung umgerechnet'),
});

export const consumptionSeriesSchema = z.object({
  kind: z.enum(CONSUMPTION_KINDS).describe('Zählerart: heating, hot_water, cold_water, electricity, gas …'),
  unit: z.string(),
  months: z.array(consumptionMonthSchema),
});

export const latestReadingSchema = z.object({
  meter_number: z.string(),
  kind: z.enum(CONSUMPTION_KINDS),
  unit: z.string(),
  value: z.string(),
  at: z.string().describe('Zeitpunkt der letzten Übertragung bzw. Datum der Ablesung'),
});

export const consumptionResponseSchema = z.object({
  series: z.array(consumptionSeriesSchema),
  /** The newest reading of each gateway meter of the tenancy. */
  latest: z.array(latestReadingSchema),
});

export const tenantProfileSchema = z.object({
  salutation: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** A new address waiting for its confirmation; `email` stays the one in use until then. */
  email_change_pending: z.string().nullable(),
});

export const monthlyInfoRunSchema = z.object({ sent: z.number().int() });

export type Tenancy = z.infer<typeof tenancySchema>;
export type ConsumptionMonth = z.infer<typeof consumptionMonthSchema>;
export type ConsumptionSeries = z.infer<typeof consumptionSeriesSchema>;
export type LatestReading = z.infer<typeof latestReadingSchema>;
export type ConsumptionResponse = z.infer<typeof consumptionResponseSchema>;
export type TenantProfile = z.infer<typeof tenantProfileSchema>;
