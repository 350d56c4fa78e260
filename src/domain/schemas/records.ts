import { CO2_BUILDING_TYPES, CO2_RESTRICTIONS } from '../billing/schema.ts';
import { DELIVERY_METHODS, PROPERTY_STATUSES, SALUTATIONS } from '../catalog.ts';
import { RoleEnum } from './common.ts';
import { z } from './base/zod.ts';

export const UserRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: RoleEnum,
  is_protected: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export const CustomerRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  contact_person: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  /** The landlord's bank account for the statement's letterhead and payment text. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  account_holder: z.string().nullable(),
});
export type CustomerRecord = z.infer<typeof CustomerRecord>;

/**
 * The answer to a customer's save of its own profile: a new e-mail address waits for its
 * confirmation and is named here, while `email` stays the address in use.
 */
export const CustomerProfileRecord = CustomerRecord.extend({
  email_change_pending: z.string().nullable().optional(),
});
export type CustomerProfileRecord = z.infer<typeof CustomerProfileRecord>;

export const PropertyStatusEnum = z.enum(PROPERTY_STATUSES);
export const PropertyRecord = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  address: z.string(),
  heating_system: z.string().nullable(),
  /** Asked once at setup; null: not answered yet (the statement settings then default to none). */
  central_hot_water: z.boolean().nullable(),
  co2_building_type: z.enum(CO2_BUILDING_TYPES).nullable(),
  co2_restriction: z.enum(CO2_RESTRICTIONS).nullable(),
  status: PropertyStatusEnum,
  ended_at: z.string().nullable(),
  /** The property's address for invoices by e-mail; only in `GET /api/properties/{id}` while the intake runs. */
  invoice_intake_address: z.string().nullable().optional(),
  /** The account the tenants pay their advances to; null until the landlord enters it. */
  bank_account: z
    .object({ iban: z.string(), bic: z.string().nullable(), account_holder: z.string() })
    .nullable()
    .optional(),
});
export type PropertyRecord = z.infer<typeof PropertyRecord>;

/** A row of the property list: the record plus the landlord's display name, for lists and search. */
export const PropertyListRecord = PropertyRecord.extend({ customer_name: z.string() });
export type PropertyListRecord = z.infer<typeof PropertyListRecord>;

export const TenantRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  property_id: z.number().int(),
  salutation: z.enum(SALUTATIONS).nullable(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  street_house_no: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  floor: z.string().nullable(),
  location: z.string().nullable(),
  forwarding_address: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  area_m2: z.number().nullable(),
  volume_m3: z.number().nullable(),
  usage_units: z.number().nullable(),
  mea: z
    .number()
    .nullable()
    .describe('Miteigentumsanteil der Wohnung (z. B. 89 von 1.000) für den Schlüssel MEA'),
  move_in: z.string().nullable(),
  move_out: z.string().nullable(),
  /** Exact amount in cents; `annual_advance` repeats it in euros for older clients. */
  annual_advance_cents: z.number().int().nullable(),
  annual_advance: z.number().nullable(),
  /** The IBANs the tenant pays from (electronic form); empty when none is known. */
  ibans: z.array(z.string()),
  sort_index: z.number().int(),
  is_vacancy: z.boolean(),
  dwelling_id: z
    .number()
    .int()
    .nullable()
    .describe('Wohnung, die das Mietverhältnis (oder der Leerstand) vom Einzug bis zum Auszug belegt'),
  dwelling_label: z.string().nullable().describe('Bezeichnung der Wohnung, z. B. „2. OG rechts“'),
  erased_at: z
    .string()
    .nullable()
    .describe(
      'Zeitpunkt, zu dem die personenbezogenen Daten gelöscht wurden (Art. 17 DSGVO); null: nicht gelöscht',
    ),
});
export type TenantRecord = z.infer<typeof TenantRecord>;

/** A row of the tenant list: the tenancy plus its landlord's display name and the property's address. */
export const TenantListRecord = TenantRecord.extend({
  landlord_name: z.string(),
  property_address: z.string(),
});
export type TenantListRecord = z.infer<typeof TenantListRecord>;
