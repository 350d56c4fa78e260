import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  customType,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ALLOCATIONS,
  ASSIGNMENT_LABELS,
  CATEGORY_GROUPS,
  DELIVERY_METHODS,
  HEATING_SYSTEMS,
  METER_SOURCES,
  METER_TYPES,
  METER_UNITS,
  PROPERTY_STATUSES,
  SALUTATIONS,
  SUPPORT_CHANNELS,
  SUPPORT_TOPICS,
} from '../../domain/catalog.ts';
import { BUILDING_FUELS, CO2_BUILDING_TYPES, CO2_RESTRICTIONS } from '../../domain/billing/schema.ts';
import { FIXED_BASES, RECORDING_DEFECTS } from '../../domain/schemas/statements.ts';
import { ROLES } from '../../domain/roles.ts';
import { HOT_WATER_METER_TYPE } from '../../domain/meters/hot-water-meter.ts';
import { INVOICE_FORMATS, INVOICE_STATUSES } from '../../domain/invoices/invoice-reading.ts';
import { newIntakeKey } from './intake-key.ts';
import { BANK_STATEMENT_FORMATS } from '../../domain/bank/bank-statement.ts';
import { ADVANCE_BASES } from '../../domain/payments/advance-basis.ts';
import { MATCH_REASONS } from '../../domain/payments/match-transaction.ts';
import { TEMPLATE_IDS } from '../../domain/texts/templates.ts';

/** SQL list literal for CHECK constraints built from the shared value lists. */
const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Binary content (PDF files). node-postgres sends and receives it as bytes; PGlite as hex text, which
 * the embedded database's client converts natively (db/client.ts).
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    role: text('role').notNull().default('customer'),
    passwordHash: text('password_hash').notNull(),
    /** Protected accounts (the first admin) cannot be deleted or lose their username. */
    isProtected: boolean('is_protected').notNull().default(false),
    /**
     * A login made by sign-up whose address is not yet confirmed: it cannot sign in until the
     * confirmation link is used. Logins made by an admin or an invitation are never pending.
     */
    registrationPending: boolean('registration_pending').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in (${oneOf(ROLES)})`),
    check('users_username_ck', sql`length(trim(${t.username})) > 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use links: password reset (60 min) and invitation (7 days). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The address an invitation or an e-mail change was sent to. It becomes the login's address
     * only when the link is used: until then the login keeps its own, and a wrong address (or a
     * stolen session) changes nothing.
     */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_uq').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
    check('user_tokens_kind_ck', sql`${t.kind} in ('reset', 'invite', 'email_change', 'register')`),
  ],
);

/** Sign-in attempts, kept in the database so several server processes share the rate limit. */
/**
 * Atomic request counters of the sign-in and mail limits: one row per key (an account, a client
 * address, an e-mail address and action) with the start of its current window. Each request bumps
 * its row in a single upsert, so parallel requests can never read the same count.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    contactPerson: text('contact_person'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** One string "street house, zip city, country" as the spec defines it. */
    address: text('address'),
    /** The landlord's bank account for the statement's payment text (letterhead); IBAN checked by ibantools. */
    iban: text('iban'),
    bic: text('bic'),
    accountHolder: text('account_holder'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('customers_user_idx').on(t.userId),
    index('customers_last_name_idx').on(sql`lower(${t.lastName})`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    heatingSystem: text('heating_system'),
    /**
     * Asked once when the property is set up, and the defaults of each year's statement settings:
     * whether the heating also makes the hot water (§9 HeizkostenV), and the building's CO2KostAufG
     * class (§8 non-residential, §9 public-law restrictions). Null: not asked yet.
     */
    centralHotWater: boolean('central_hot_water'),
    co2BuildingType: text('co2_building_type'),
    co2Restriction: text('co2_restriction'),
    status: text('status').notNull().default('active'),
    endedAt: date('ended_at'),
    /** The random part of the property's intake address for invoices by e-mail (intake-address.ts). */
    invoiceIntakeKey: text('invoice_intake_key').notNull().$defaultFn(newIntakeKey),
    /**
     * The account the tenants pay their advances to: bank statements of this account are imported
     * for the property, and the statement's GiroCode names it. IBAN and BIC in electronic form.
     */
    bankIban: text('bank_iban'),
    bankBic: text('bank_bic'),
    bankAccountHolder: text('bank_account_holder'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('properties_customer_idx').on(t.customerId),
    uniqueIndex('properties_invoice_intake_key_uq').on(t.invoiceIntakeKey),
    index('properties_status_idx').on(t.status),
    check('properties_status_ck', sql`${t.status} in (${oneOf(PROPERTY_STATUSES)})`),
    check(
      'properties_co2_type_ck',
      sql`${t.co2BuildingType} is null or ${t.co2BuildingType} in (${oneOf(CO2_BUILDING_TYPES)})`,
    ),
    check(
      'properties_co2_restriction_ck',
      sql`${t.co2Restriction} is null or ${t.co2Restriction} in (${oneOf(CO2_RESTRICTIONS)})`,
    ),
    check(
      'properties_heating_ck',
      sql`${t.heatingSystem} is null or ${t.heatingSystem} in (${oneOf(HEATING_SYSTEMS)})`,
    ),
    check('properties_ended_ck', sql`${t.status} = 'active' or ${t.endedAt} is not null`),
  ],
);

/**
 * A dwelling (Nutzeinheit, §1 Abs. 1 HeizkostenV): a flat of a property with its area and meters for
 * its whole life. Tenancies occupy it over time; the days without one are vacancy, whose share the
 * landlord bears (§556a Abs. 1 BGB).
 */
export const dwellings = pgTable(
  'dwellings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** What the house calls it, e.g. "2. OG rechts"; unique within the property. */
    label: text('label').notNull(),
    areaM2: numeric('area_m2', { precision: 10, scale: 2 }),
    /** Co-ownership share (Miteigentumsanteil) for costs borne by shares (§16 Abs. 2 WEG). */
    mea: numeric('mea', { precision: 12, scale: 3 }),
    /** Supplied with hot water from the central system (§8 HeizkostenV shares it among these). */
    hotWaterSupplied: boolean('hot_water_supplied').notNull().default(true),
    heatedAreaM2: numeric('heated_area_m2', { precision: 10, scale: 2 }),
    heatedVolumeM3: numeric('heated_volume_m3', { precision: 12, scale: 3 }),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 3 }),
    /**
     * The persons usually living there: the default person count of a new tenancy of this
     * dwelling (persons key, §556a Abs. 1 BGB); a tenancy keeps its own count from then on.
     */
    persons: integer('persons'),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('dwellings_property_idx').on(t.propertyId, t.sortIndex),
    uniqueIndex('dwellings_label_uq').on(t.propertyId, sql`lower(${t.label})`),
    check('dwellings_area_ck', sql`${t.areaM2} is null or ${t.areaM2} >= 0`),
    check('dwellings_mea_ck', sql`${t.mea} is null or ${t.mea} >= 0`),
    check('dwellings_heated_area_ck', sql`${t.heatedAreaM2} is null or ${t.heatedAreaM2} >= 0`),
    check('dwellings_heated_volume_ck', sql`${t.heatedVolumeM3} is null or ${t.heatedVolumeM3} >= 0`),
    check('dwellings_volume_ck', sql`${t.volumeM3} is null or ${t.volumeM3} >= 0`),
    check('dwellings_persons_ck', sql`${t.persons} is null or ${t.persons} between 0 and 99`),
  ],
);

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    salutation: text('salutation'),
    firstName: text('first_name'),
    lastName: text('last_name').notNull(),
    company: text('company'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    streetHouseNo: text('street_house_no'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country').notNull().default('Deutschland'),
    /** Shown as "Kennung / Etage", e.g. "2. OG links". */
    floor: text('floor'),
    location: text('location'),
    deliveryMethod: text('delivery_method').notNull().default('email'),
    areaM2: numeric('area_m2', { precision: 10, scale: 2 }),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 3 }),
    usageUnits: numeric('usage_units', { precision: 10, scale: 2 }),
    /**
     * The dwelling's co-ownership share (Miteigentumsanteil, e.g. 89 of 1,000) for costs a
     * condominium's owners bear by shares (§16 Abs. 2 WEG); three decimals as the engine reads them.
     */
    mea: numeric('mea', { precision: 12, scale: 3 }),
    moveIn: date('move_in'),
    moveOut: date('move_out'),
    /** Where a moved-out tenant's statement goes (§556 Abs. 3 BGB: it must reach the tenant). */
    forwardingAddress: text('forwarding_address'),
    annualAdvanceCents: bigint('annual_advance_cents', { mode: 'number' }),
    /** The IBANs the tenant pays from (electronic form): a credit from one of them is this tenant's. */
    ibans: text('ibans')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortIndex: integer('sort_index').notNull().default(0),
    /**
     * The tenancy (or vacancy) this one follows in the same unit after a move-out. Deleting the
     * successor must give the predecessor its open end back, so the link is stored, not guessed.
     */
    predecessorId: integer('predecessor_id').references((): AnyPgColumn => tenants.id, {
      onDelete: 'set null',
    }),
    /** The dwelling this tenancy (or explicit vacancy) occupies from move-in to move-out. */
    dwellingId: integer('dwelling_id').references(() => dwellings.id),
    /**
     * When the tenant's personal data were erased (Art. 17 DSGVO) after moving out: names and
     * contact data replaced, amounts and retention-bound documents kept (data-protection/).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('tenants_property_idx').on(t.propertyId, t.sortIndex),
    index('tenants_predecessor_idx').on(t.predecessorId),
    index('tenants_user_idx').on(t.userId),
    index('tenants_dwelling_idx').on(t.dwellingId),
    check(
      'tenants_salutation_ck',
      sql`${t.salutation} is null or ${t.salutation} in (${oneOf(SALUTATIONS)})`,
    ),
    check('tenants_delivery_ck', sql`${t.deliveryMethod} in (${oneOf(DELIVERY_METHODS)})`),
    check('tenants_area_ck', sql`${t.areaM2} is null or ${t.areaM2} >= 0`),
    check('tenants_volume_ck', sql`${t.volumeM3} is null or ${t.volumeM3} >= 0`),
    check('tenants_mea_ck', sql`${t.mea} is null or ${t.mea} >= 0`),
    check('tenants_advance_ck', sql`${t.annualAdvanceCents} is null or ${t.annualAdvanceCents} >= 0`),
    check(
      'tenants_dates_ck',
      sql`${t.moveOut} is null or ${t.moveIn} is null or ${t.moveOut} >= ${t.moveIn}`,
    ),
  ],
);

/**
 * How many persons live in a tenancy from a day on: a household that grows or shrinks during the
 * year is counted with each number for its days (persons key, §556a Abs. 1 BGB). Without rows the
 * tenancy's single person count applies.
 */
export const tenantPersons = pgTable(
  'tenant_persons',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from').notNull(),
    persons: integer('persons').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.validFrom] }),
    check('tenant_persons_persons_ck', sql`${t.persons} between 0 and 99`),
  ],
);

export const costCategories = pgTable(
  'cost_categories',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    allocation: text('allocation').notNull().default('m²'),
    categoryGroup: text('category_group').notNull().default('general'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('cost_categories_property_idx').on(t.propertyId, t.position),
    uniqueIndex('cost_categories_name_uq').on(t.propertyId, t.categoryGroup, sql`lower(${t.name})`),
    check('cost_categories_allocation_ck', sql`${t.allocation} in (${oneOf(ALLOCATIONS)})`),
    check('cost_categories_group_ck', sql`${t.categoryGroup} in (${oneOf(CATEGORY_GROUPS)})`),
  ],
);

export const meters = pgTable(
  'meters',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** The dwelling the meter measures, whoever lives there; null: a meter of the building. */
    dwellingId: integer('dwelling_id').references(() => dwellings.id),
    assignmentLabel: text('assignment_label'),
    meterType: text('meter_type').notNull(),
    meterNumber: text('meter_number').notNull(),
    unit: text('unit').notNull().default('kWh'),
    sourceType: text('source_type').notNull().default('gateway'),
    gatewayId: text('gateway_id'),
    gatewayChannel: text('gateway_channel'),
    autoSync: boolean('auto_sync').notNull().default(true),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastGatewayStatus: text('last_gateway_status'),
    /**
     * A water meter on the hot-water line of a dwelling: its consumption is the dwelling's hot water,
     * whose costs §8 Abs. 1 HeizkostenV splits by consumption; other water meters measure cold water.
     */
    hotWater: boolean('hot_water').notNull().default(false),
    /**
     * When the device was installed and whether it can be read remotely: since 1 December 2021 new
     * devices must be remotely readable, from 2027 all (§5 Abs. 2, §6a HeizkostenV); otherwise tenants
     * may cut their share by 3 % (§12 Abs. 1). Null: not stated.
     */
    installedOn: date('installed_on'),
    remoteReadable: boolean('remote_readable'),
    /**
     * The meter's OMS key (AES-128) sealed with the server's key (AES-256-GCM, `gateways/meter-keys.ts`);
     * never leaves the server, the API only tells whether there is one.
     */
    aesKeySealed: text('aes_key_sealed'),
    /**
     * The access number and the meter's own clock of the last telegram accepted for a meter with a
     * key: a telegram not newer than these is a replay (`domain/gateways/keyed-telegram.ts`).
     */
    lastAccessNumber: integer('last_access_number'),
    lastTelegramClock: text('last_telegram_clock'),
    /** Broker messages for this meter dropped unread (too large, too long a digit string). */
    droppedMessages: integer('dropped_messages').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('meters_property_idx').on(t.propertyId),
    index('meters_tenant_idx').on(t.tenantId),
    index('meters_dwelling_idx').on(t.dwellingId),
    /** Every broker message looks its meters up by gateway and channel. */
    index('meters_gateway_idx').on(t.gatewayId, t.gatewayChannel),
    check('meters_type_ck', sql`${t.meterType} in (${oneOf(METER_TYPES)})`),
    check('meters_unit_ck', sql`${t.unit} in (${oneOf(METER_UNITS)})`),
    check('meters_source_ck', sql`${t.sourceType} in (${oneOf(METER_SOURCES)})`),
    check(
      'meters_assignment_ck',
      sql`${t.assignmentLabel} is null or ${t.assignmentLabel} in (${oneOf(ASSIGNMENT_LABELS)})`,
    ),
    check(
      'meters_gateway_ck',
      sql`${t.sourceType} <> 'gateway' or (${t.gatewayId} is not null and ${t.gatewayChannel} is not null)`,
    ),
    check(
      'meters_hot_water_ck',
      sql`not ${t.hotWater} or ${t.meterType} = ${sql.raw(`'${HOT_WATER_METER_TYPE}'`)}`,
    ),
    check(
      'meters_access_number_ck',
      sql`${t.lastAccessNumber} is null or ${t.lastAccessNumber} between 0 and 255`,
    ),
  ],
);

export const meterReadings = pgTable(
  'meter_readings',
  {
    id: serial('id').primaryKey(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    readingDate: date('reading_date').notNull(),
    readingValue: numeric('reading_value', { precision: 10, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    /** Estimated values are flagged on statements (HeizkostenV §9a). */
    isEstimated: boolean('is_estimated').notNull().default(false),
    /**
     * The instant the gateway measured it (its timestamp, else the receipt); null for typed and
     * imported readings. Unique per meter, so a message delivered twice, to two processes, or
     * read again by a sync is stored once.
     */
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    /** Lower than the reading before it: a meter exchange or a roll-over, for a person to check. */
    suspectedExchange: boolean('suspected_exchange').notNull().default(false),
    /** Far outside the meter's history (more than ten times its highest monthly consumption). */
    flagged: boolean('flagged').notNull().default(false),
    /**
     * Where a typed reading came from when not the readings screens: 'handover-protocol' for the
     * readings of a handover protocol (the interim reading at a tenant change, §9b HeizkostenV),
     * with the letter that recorded them. Null: entered, imported or received as before.
     */
    source: text('source'),
    letterId: integer('letter_id').references((): AnyPgColumn => letters.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('meter_readings_meter_idx').on(t.meterId, t.readingDate),
    check('meter_readings_source_ck', sql`${t.source} is null or ${t.source} in ('handover-protocol')`),
    uniqueIndex('meter_readings_measured_uq').on(t.meterId, t.measuredAt),
    check('meter_readings_value_ck', sql`abs(${t.readingValue}) < 10000000`),
    check('meter_readings_unit_ck', sql`${t.unit} in (${oneOf(METER_UNITS)})`),
  ],
);

/**
 * Raw wM-Bus telegrams of our meters that could not be decoded or decrypted or were refused,
 * kept for inspection; they never become readings. Only for a known meter, at most 100 per meter
 * and 90 days (`gateway-readings/repository.ts`), so a sender cannot fill the database.
 */
export const rejectedTelegrams = pgTable(
  'rejected_telegrams',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    gatewayId: text('gateway_id').notNull(),
    /** The telegram's meter id as printed (8 digits), when the link layer could be read. */
    telegramMeterId: text('telegram_meter_id'),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    rawHex: text('raw_hex').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('rejected_telegrams_meter_idx').on(t.meterId, t.receivedAt)],
);

export const billingDrafts = pgTable(
  'billing_drafts',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    payload: jsonb('payload').notNull(),
    /** Raised by every save; a save must name the version it started from (two tabs never overwrite each other). */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('billing_drafts_property_year_uq').on(t.propertyId, t.year),
    check('billing_drafts_year_ck', sql`${t.year} between 2000 and 2100`),
  ],
);

export const billingYears = pgTable(
  'billing_years',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The statements as finalized (the API answer of that moment): later changes to tenants,
     * readings or costs must not alter what the tenants received. `json`, not `jsonb`: it is only
     * stored and read back whole, and the embedded database's memory grows by about 17 times a
     * jsonb value while parsing it (megabytes for a large building), by about 7 times for json.
     */
    result: json('result'),
    /**
     * The same answer, gzip-compressed, as finalizing now stores it (`result` stays null then; it
     * holds the answers of years finalized before). A large building's answer is megabytes of
     * JSON: as a json parameter the embedded database's memory grew by about 8 times its size
     * while storing it, and never shrinks; compressed it is a twentieth of the bytes.
     */
    resultGzip: bytea('result_gzip'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('billing_years_property_year_uq').on(t.propertyId, t.year),
    check('billing_years_year_ck', sql`${t.year} between 2000 and 2100`),
  ],
);

/**
 * Billing settings the cost draft does not hold, per property and year (defaults in
 * `domain/statements/engine-input.ts`). A missing row means the defaults.
 */
export const statementSettings = pgTable(
  'statement_settings',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    heatingConsumptionSharePercent: numeric('heating_consumption_share_percent', { precision: 6, scale: 3 })
      .notNull()
      .default('70'),
    hotWaterConsumptionSharePercent: numeric('hot_water_consumption_share_percent', {
      precision: 6,
      scale: 3,
    })
      .notNull()
      .default('70'),
    fixedSplit: text('fixed_split').notNull().default('degree_days'),
    timeSplit: text('time_split').notNull().default('days'),
    vacancyPersons: integer('vacancy_persons'),
    remoteReadable: boolean('remote_readable'),
    monthlyInformationGiven: boolean('monthly_information_given'),
    /** §7 Abs. 1 S. 2 HeizkostenV: all three null (not stated) or all three given. */
    buildingInsulation1994Met: boolean('building_insulation_1994_met'),
    buildingFuel: text('building_fuel'),
    buildingPipesInsulated: boolean('building_pipes_insulated'),
    /** CO2KostAufG §8 (non-residential: 50/50) and §9 (public-law restrictions). */
    co2BuildingType: text('co2_building_type').notNull().default('residential'),
    co2Restriction: text('co2_restriction').notNull().default('none'),
    /** §7 Abs. 4 CO2KostAufG: null = not stated (the statement states it, so no cut). */
    co2InformationGiven: boolean('co2_information_given'),
    /** §12 HeizkostenV cuts deducted on the statement (true) or only named (false). */
    applyTenantReductions: boolean('apply_tenant_reductions').notNull().default(true),
    /** User groups with their own heat meters (§5 Abs. 2, §6 Abs. 2 HeizkostenV); checked by zod. */
    userGroups: jsonb('user_groups'),
    /** Per-dwelling heating amounts computed by a metering service; checked by zod. */
    serviceResult: jsonb('service_result'),
    /**
     * The §9 HeizkostenV split of a combined heating and hot-water system (the calculation API's
     * `heating.hot_water`); null = no central hot water, everything is heating. Checked by zod.
     */
    hotWater: jsonb('hot_water'),
    /**
     * Which meters share costs allocated by m³ water: 'total' (cold and hot water meters, as the
     * utility bills both) or 'cold' (cold-water meters only).
     */
    waterBasis: text('water_basis').notNull().default('total'),
    /** §11 HeizkostenV: the building is exempt from consumption-based billing. */
    heatingExempt: boolean('heating_exempt').notNull().default(false),
    /**
     * What the fixed heating costs are split by (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV): area,
     * volume (umbauter Raum), heated area or heated volume.
     */
    fixedBasis: text('fixed_basis').notNull().default('area'),
    /** §12 Abs. 1 S. 1 HeizkostenV: consumption recorded against the regulation in this pot; null = none. */
    recordingDefect: text('recording_defect'),
    /** Advances credited as agreed or as received (§556 Abs. 3 BGB); null = the default rule (advance-basis.ts). */
    advances: text('advances'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.year] }),
    check('statement_settings_fixed_ck', sql`${t.fixedSplit} in ('degree_days', 'days')`),
    check('statement_settings_time_ck', sql`${t.timeSplit} in ('days', 'months')`),
    check(
      'statement_settings_shares_ck',
      sql`${t.heatingConsumptionSharePercent} between 0 and 100 and ${t.hotWaterConsumptionSharePercent} between 0 and 100`,
    ),
    check(
      'statement_settings_building_ck',
      sql`(${t.buildingInsulation1994Met} is null and ${t.buildingFuel} is null and ${t.buildingPipesInsulated} is null) or (${t.buildingInsulation1994Met} is not null and ${t.buildingFuel} in (${oneOf(BUILDING_FUELS)}) and ${t.buildingPipesInsulated} is not null)`,
    ),
    check('statement_settings_co2_type_ck', sql`${t.co2BuildingType} in (${oneOf(CO2_BUILDING_TYPES)})`),
    check('statement_settings_water_basis_ck', sql`${t.waterBasis} in ('total', 'cold')`),
    check('statement_settings_co2_restriction_ck', sql`${t.co2Restriction} in (${oneOf(CO2_RESTRICTIONS)})`),
    check('statement_settings_fixed_basis_ck', sql`${t.fixedBasis} in (${oneOf(FIXED_BASES)})`),
    check(
      'statement_settings_advances_ck',
      sql`${t.advances} is null or ${t.advances} in (${oneOf(ADVANCE_BASES)})`,
    ),
    check(
      'statement_settings_recording_defect_ck',
      sql`${t.recordingDefect} is null or ${t.recordingDefect} in (${oneOf(RECORDING_DEFECTS)})`,
    ),
  ],
);

/**
 * The PDFs of a finalized year, frozen: one per tenant and one summary for the landlord
 * (`tenant_id` null). The tenant's name is kept so the document stays listable if the tenant
 * row is later deleted.
 */
export const statementDocuments = pgTable(
  'statement_documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    pdf: bytea('pdf').notNull(),
    /** Deliveries after the first (every one counts, by e-mail or post) and the latest one's time. */
    resends: integer('resends').notNull().default(0),
    lastResentAt: timestamp('last_resent_at', { withTimezone: true }),
    /** The first time the tenant opened it in the portal's Postbox: the landlord's proof of receipt. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('statement_documents_property_year_idx').on(t.propertyId, t.year),
    index('statement_documents_tenant_idx').on(t.tenantId),
    check('statement_documents_kind_ck', sql`${t.kind} in ('tenant', 'summary')`),
    check('statement_documents_resends_ck', sql`${t.resends} >= 0`),
  ],
);

/** One delivery of a tenant's statement: by e-mail (a job sends it) or by post (the landlord prints it). */
export const statementDeliveries = pgTable(
  'statement_deliveries',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => statementDocuments.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    recipient: text('recipient'),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('statement_deliveries_document_idx').on(t.documentId),
    check('statement_deliveries_method_ck', sql`${t.method} in (${oneOf(DELIVERY_METHODS)})`),
    check(
      'statement_deliveries_status_ck',
      sql`${t.status} in ('queued', 'sent', 'recorded', 'failed', 'post')`,
    ),
  ],
);

/**
 * The monthly consumption information of §6a HeizkostenV, one row per tenancy and month: the
 * unique key keeps it to one mail, and the row is the landlord's proof that it was given.
 */
export const monthlyConsumptionInfo = pgTable(
  'monthly_consumption_info',
  {
    id: serial('id').primaryKey(),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The month informed about, 'YYYY-MM'. */
    month: text('month').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A process mailing the row holds it until then, so two runs never mail it at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('monthly_consumption_info_tenancy_month_uq').on(t.tenancyId, t.month),
    index('monthly_consumption_info_property_idx').on(t.propertyId, t.month),
    check('monthly_consumption_info_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('monthly_consumption_info_status_ck', sql`${t.status} in ('queued', 'sent', 'recorded', 'failed')`),
  ],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromEmail: text('from_email').notNull(),
    message: text('message').notNull(),
    topic: text('topic').notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull().default('customer-help'),
    consent: boolean('consent').notNull(),
    mailSent: boolean('mail_sent').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt),
    check('support_requests_topic_ck', sql`${t.topic} in (${oneOf(SUPPORT_TOPICS)})`),
    check('support_requests_channel_ck', sql`${t.channel} in (${oneOf(SUPPORT_CHANNELS)})`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    mailSent: boolean('mail_sent').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    mailSent: boolean('mail_sent').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);

/** Every mail the platform sends or, without SMTP, would have sent. */
/** A file sent with a mail, as the outbox lists it: the content stays where it came from. */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  /** Bytes. */
  size: number;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    sent: boolean('sent').notNull().default(false),
    error: text('error'),
    createdAt: created(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** The invoice inbox: what reading a file gave, a person's corrections, and the decision on it. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Duplicates are looked for among one customer's invoices, never across customers. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    format: text('format'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    receivedVia: text('received_via').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    sellerName: text('seller_name'),
    invoiceNumber: text('invoice_number'),
    issueDate: date('issue_date'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    currency: text('currency'),
    netCents: bigint('net_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    payableCents: bigint('payable_cents', { mode: 'number' }),
    labourCents: bigint('labour_cents', { mode: 'number' }),
    typeCode: text('type_code'),
    creditNote: boolean('credit_note').notNull().default(false),
    lines: jsonb('lines').notNull().default([]),
    suggestion: jsonb('suggestion').notNull(),
    /** Whether the person chose year and cost type: corrections then leave them as chosen. */
    suggestionChosen: boolean('suggestion_chosen').notNull().default(false),
    fieldSources: jsonb('field_sources').notNull().default({}),
    problems: jsonb('problems').notNull().default([]),
    /** A few kB of the invoice's text, so a correction can suggest the cost type again. */
    readingText: text('reading_text').notNull().default(''),
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    rejectionReason: text('rejection_reason'),
    approvedYear: integer('approved_year'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    costLineKey: text('cost_line_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [
    index('invoices_property_idx').on(t.propertyId, t.status),
    index('invoices_customer_sha_idx').on(t.customerId, t.sha256),
    index('invoices_customer_number_idx').on(t.customerId, t.invoiceNumber),
    check('invoices_status_ck', sql`${t.status} in (${oneOf(INVOICE_STATUSES)})`),
    check('invoices_format_ck', sql`${t.format} is null or ${t.format} in (${oneOf(INVOICE_FORMATS)})`),
    check('invoices_received_via_ck', sql`${t.receivedVia} in ('upload', 'email')`),
    check('invoices_approved_ck', sql`(${t.status} = 'approved') = (${t.approvedYear} is not null)`),
  ],
);

/**
 * The received invoice files, byte for byte as sent: an approved invoice is the receipt behind a
 * cost line, which tenants may inspect (§259 BGB), so it is never changed. Kept apart from the
 * invoice rows so that lists never carry the bytes; removed with its invoice.
 */
export const invoiceFiles = pgTable('invoice_files', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: created(),
});

/** Who changed what; the actor always comes from the token, never from the request body. */
/**
 * A letter made from a template with the product's data (advance adjustment, payment request,
 * handover protocol, termination, …): the form as filled, the document as built and its PDF, frozen
 * when made, so that what the tenant received can be shown again unchanged. Sending it puts it into
 * the tenant's Postbox (and mails it to tenants who get their documents by e-mail); the first time
 * the tenant opens it there is the landlord's proof of receipt.
 */
export const letters = pgTable(
  'letters',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    title: text('title').notNull(),
    /** The recipient's name when made, so the letter stays listable if the tenant is deleted. */
    recipientName: text('recipient_name').notNull(),
    fields: jsonb('fields').notNull(),
    document: jsonb('document').notNull(),
    problems: jsonb('problems').notNull().default([]),
    pdf: bytea('pdf').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    channel: text('channel'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail's delivery: queued, sent or failed (null for post and unsent letters). */
    mailStatus: text('mail_status'),
    mailError: text('mail_error'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    index('letters_property_idx').on(t.propertyId, t.createdAt),
    index('letters_tenant_idx').on(t.tenantId, t.sentAt),
    check('letters_template_ck', sql`${t.template} in (${oneOf(TEMPLATE_IDS)})`),
    check('letters_channel_ck', sql`${t.channel} is null or ${t.channel} in ('email', 'post')`),
    check('letters_sent_ck', sql`(${t.channel} is null) = (${t.sentAt} is null)`),
    check(
      'letters_mail_status_ck',
      sql`${t.mailStatus} is null or ${t.mailStatus} in ('queued', 'sent', 'failed')`,
    ),
  ],
);

/**
 * One uploaded bank statement of a property's account: what it held, for the landlord's list of
 * imports. The file itself is not kept; its transactions are.
 */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    accountIban: text('account_iban'),
    fileName: text('file_name'),
    sha256: text('sha256').notNull(),
    transactions: integer('transactions').notNull(),
    added: integer('added').notNull(),
    firstBookingDate: date('first_booking_date'),
    lastBookingDate: date('last_booking_date'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_statement_imports_property_idx').on(t.propertyId, t.importedAt),
    check('bank_statement_imports_format_ck', sql`${t.format} in (${oneOf(BANK_STATEMENT_FORMATS)})`),
  ],
);

/**
 * A booking on the property's account as the bank stated it (batch bookings split), with the tenant
 * it is assigned to and why (`iban`, `name_and_amount`, `manual`; null reason: unmatched). A manual
 * assignment with a null tenant is the landlord's "belongs to nobody", kept on re-import.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    importId: integer('import_id').references(() => bankStatementImports.id, { onDelete: 'set null' }),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    text: text('text').notNull().default(''),
    reference: text('reference'),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    matchReason: text('match_reason'),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('bank_transactions_property_date_idx').on(t.propertyId, t.bookingDate),
    index('bank_transactions_tenant_idx').on(t.tenantId, t.bookingDate),
    index('bank_transactions_reference_idx').on(t.propertyId, t.reference),
    check(
      'bank_transactions_reason_ck',
      sql`${t.matchReason} is null or ${t.matchReason} in (${oneOf(MATCH_REASONS)})`,
    ),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: created(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** Small key/value facts about this installation, e.g. when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updated(),
});
