/**
 * The statements of a property and year: computed from the stored data while the year is open,
 * frozen once it is finalized, then delivered to the tenants (§556 Abs. 3 BGB).
 */
import {
  advanceBasisSchema,
  BUILDING_FUELS,
  CO2_BUILDING_TYPES,
  CO2_RESTRICTIONS,
  CONSUMPTION_KINDS,
  FIXED_BASES,
  RECORDING_DEFECTS,
  hotWaterSchema,
  lineSchema,
  MAX_CENTS,
  MAX_QUANTITY,
  reductionSchema,
} from '../billing/schema.ts';
import { parseDecimalDe, parseDecimalPlain, toPlainDecimal } from '../decimal.ts';
import { DELIVERY_METHODS, SALUTATIONS } from '../catalog.ts';
import { billingInputTexts } from '../texts/billing.ts';
import { statementTexts } from '../texts/statements.ts';
import { ADVANCE_BASES } from '../payments/advance-basis.ts';
import { paymentTexts } from '../texts/payments.ts';
import { DatabaseId, IdPathSegment } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

export const STATEMENT_YEAR_MIN = 2000;

export const STATEMENT_YEAR_MAX = 2100;

/** `?year=2025` (query strings are text) or `{ "year": 2025 }` in a body. */
export const StatementYear = z.coerce
  .number({ error: statementTexts.yearInvalid })
  .int({ error: statementTexts.yearInvalid })
  .min(STATEMENT_YEAR_MIN, { error: statementTexts.yearInvalid })
  .max(STATEMENT_YEAR_MAX, { error: statementTexts.yearInvalid });

export const StatementYearQuery = z.object({ year: StatementYear });
export const StatementYearBody = z.object({ year: StatementYear });
export const DeliverBody = z.object({
  year: StatementYear,
  resend: z.boolean({ error: statementTexts.resendInvalid }).optional(),
});
export const StatementTenantParams = z.object({ id: IdPathSegment, tenantId: IdPathSegment });

export const CHECK_LEVELS = ['error', 'warning'] as const;

export const statementCheckSchema = z.object({
  level: z.enum(CHECK_LEVELS),
  message: z.string().describe('Was zu tun ist, auf Deutsch'),
  field: z
    .string()
    .optional()
    .describe('Wo es zu beheben ist: costs, tenants, meters:<id>, settings.<feld>, deadline, duties'),
});

/** How a meter state at a boundary came about (§9a HeizkostenV: only a missing value is estimated). */
/** `unchanged`: equal readings before and after the day, so the state is known exactly (§9b Abs. 1 HeizkostenV). */
export const READING_SOURCES = ['read', 'interpolated', 'estimated', 'unchanged'] as const;

export const meterStateSchema = z.object({
  date: z.string().describe('Stichtag (Stand am Ende dieses Tages)'),
  value: z.string().describe('Zählerstand, 3 Nachkommastellen'),
  source: z.enum(READING_SOURCES),
});

export const meterShownSchema = z.object({
  meter_id: z.number().int(),
  meter_number: z.string(),
  meter_type: z.string().describe('Zählerart wie im Zählerverzeichnis, z. B. Heizkostenverteiler'),
  unit: z.string(),
  start: meterStateSchema.nullable(),
  end: meterStateSchema.nullable(),
  consumption: z.string().nullable().describe('Verbrauch im Zeitraum der Nutzung, 3 Nachkommastellen'),
  exchange: z.boolean().describe('Zählerwechsel (niedrigerer Stand) im Zeitraum'),
});

export const consumptionComparisonSchema = z.object({
  kind: z.enum(CONSUMPTION_KINDS),
  unit: z.string(),
  current: z.string().describe('Verbrauch in diesem Zeitraum'),
  previous_year: z.string().nullable().describe('Verbrauch im gleichen Zeitraum des Vorjahres'),
  property_average: z
    .string()
    .nullable()
    .describe('Durchschnitt vergleichbarer Nutzer der Liegenschaft, auf Ihre Fläche umgerechnet'),
});

/** The advances received in one month of the tenancy: credits assigned to the tenant, by booking date. */
export const receivedMonthSchema = z.object({
  month: z.string().describe('Monat „JJJJ-MM“'),
  amount_cents: z.number().int().describe('In diesem Monat gebuchte Zahlungseingänge des Mieters'),
});

/**
 * What a tenant's statement shows beyond the engine's numbers: the facts behind them, so the
 * tenant (and the tenant's lawyer) can check every figure.
 */
export const statementDetailsSchema = z.object({
  salutation: z.enum(SALUTATIONS).nullable(),
  first_name: z.string().nullable().optional().describe('Vorname des Mieters (für die Anrede)'),
  last_name: z.string().nullable().optional().describe('Nachname des Mieters (für die Anrede)'),
  company: z
    .string()
    .nullable()
    .optional()
    .describe('Firma: angeschrieben mit „Sehr geehrte Damen und Herren“'),
  previous_monthly_advance_cents: z.number().int().nullable(),
  unit_label: z.string().optional().describe('Bezeichnung der Wohnung, z. B. „2. OG rechts“'),
  advance: z
    .object({
      monthly_cents: z.number().int().describe('Monatliche Vorauszahlung (Jahresbetrag / 12)'),
      whole_months: z.number().int().describe('Volle Monate der Nutzung im Zeitraum'),
      partial_months: z
        .array(z.object({ days: z.number().int(), month_days: z.number().int(), cents: z.number().int() }))
        .describe('Teilweise genutzte Monate: Tage der Nutzung / Tage des Monats'),
    })
    .nullable()
    .optional()
    .describe('Angerechnete Vorauszahlungen nach Monaten (§556 Abs. 2 BGB); null = erfasster Betrag'),
  advance_basis: z
    .enum(ADVANCE_BASES)
    .optional()
    .describe(
      'Angerechnete Vorauszahlungen: agreed = wie vereinbart, received = wie auf dem Konto eingegangen; ' +
        'fehlt in Abrechnungen, die vor dieser Wahl abgeschlossen wurden',
    ),
  received_advances: z
    .array(receivedMonthSchema)
    .nullable()
    .optional()
    .describe('Bei „wie eingegangen“: die Monate der Nutzung im Jahr mit den gebuchten Zahlungseingängen'),
  water_meters: z
    .array(z.string())
    .optional()
    .describe('Zählernummern, nach denen der Wasserverbrauch der Wohnung bemessen ist'),
  heating_costs: z
    .object({
      items: z.array(
        z.object({
          name: z.string(),
          amount_cents: z.number().int(),
          is_fuel: z.boolean().optional().describe('Brennstoffkosten: ergeben mit fuel_kwh den Preis je kWh'),
        }),
      ),
      fuel_kwh: z.string().nullable().describe('Brennstoffverbrauch in kWh laut Rechnung'),
    })
    .nullable(),
  meters: z.array(meterShownSchema),
  comparison: z.array(consumptionComparisonSchema),
});

export const tenantStatementSchema = z.object({
  tenant_id: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  total_cents: z.number().int(),
  advance_payments_cents: z.number().int(),
  balance_cents: z.number().int().describe('Positiv = Nachzahlung, negativ = Guthaben'),
  new_monthly_advance_cents: z.number().int().nullable(),
  /** Absent in statements frozen before the degree-day annualising. */
  new_advance_basis: advanceBasisSchema.nullable().optional(),
  co2_credit_cents: z.number().int(),
  reductions: z.array(reductionSchema),
  lines: z.array(lineSchema),
  details: statementDetailsSchema,
});

export const STATEMENT_STATUSES = ['open', 'finalized'] as const;

export const statementsResponseSchema = z.object({
  property_id: z.number().int(),
  year: z.number().int(),
  period: z.object({ from: z.string(), to: z.string() }),
  status: z.enum(STATEMENT_STATUSES),
  finalized_at: z.string().nullable(),
  deadline: z.string().describe('Abrechnungsfrist nach §556 Abs. 3 BGB'),
  checks: z.array(statementCheckSchema),
  statements: z.array(tenantStatementSchema),
  landlord: z.object({
    vacancy_cents: z.number().int(),
    co2_cents: z.number().int().describe('Summe der CO2-Erstattungen an Mieter'),
    non_allocable_cents: z.number().int(),
    reductions_cents: z.number().int(),
  }),
  /** Absent without heating costs and in statements frozen before the basis could be chosen. */
  heating_fixed_basis: z
    .enum(FIXED_BASES)
    .optional()
    .describe('Maßstab der Grundkosten von Heizung und Warmwasser (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV)'),
  entered_cents: z.number().int().describe('Summe der erfassten Kosten'),
  allocated_cents: z.number().int().describe('Summe der verteilten Kosten'),
});

export const finalizeResponseSchema = z.object({
  status: z.literal('finalized'),
  finalized_at: z.string(),
});

export const reopenResponseSchema = z.object({ status: z.literal('open') });

export const DELIVERY_STATUSES = ['queued', 'sent', 'recorded', 'failed', 'post'] as const;

export const deliverySchema = z.object({
  tenant_id: z.number().int(),
  name: z.string(),
  method: z.enum(DELIVERY_METHODS),
  recipient: z.string().nullable(),
  status: z
    .enum(DELIVERY_STATUSES)
    .describe(
      'queued: wird gesendet; sent: zugestellt an den Mailserver; recorded: kein Mailserver konfiguriert; ' +
        'failed: endgültig fehlgeschlagen; post: vom Vermieter auszudrucken',
    ),
  sent_at: z.string().nullable(),
});

export const deliverResponseSchema = z.object({ deliveries: z.array(deliverySchema) });

/**
 * A billing year of a property with its status and how its statements reached the tenants:
 * `email_sent` and `post` count tenant statements (a resend does not count twice), a mail only
 * once the mail server took it; `opened` is null while the product does not learn whether a
 * tenant opened the statement.
 */
export const statementYearSchema = z.object({
  year: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  finalized_at: z.string().nullable(),
  deliveries: z.object({
    email_sent: z.number().int().describe('Abrechnungen, deren E-Mail der Mailserver angenommen hat'),
    post: z.number().int().describe('Abrechnungen zum Versand per Post'),
    opened: z.number().int().nullable().describe('Geöffnete Abrechnungen; null: unbekannt'),
  }),
});

export const statementYearsResponseSchema = z.array(statementYearSchema);

/** A statement the signed-in tenant has received. */
export const receivedStatementSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  address: z.string(),
  year: z.number().int(),
  from: z.string(),
  to: z.string(),
  balance_cents: z.number().int(),
  delivered_at: z.string(),
});

/** Building data for §7 Abs. 1 S. 2 HeizkostenV (compulsory 70 % by consumption). */
export const buildingSettingsSchema = z.object({
  insulation_standard_1994_met: z
    .boolean()
    .describe('Erfüllt das Anforderungsniveau der Wärmeschutzverordnung vom 16. August 1994'),
  fuel: z.enum(BUILDING_FUELS).describe('Energieträger der Heizung'),
  exposed_pipes_mostly_insulated: z
    .boolean()
    .describe('Freiliegende Leitungen der Wärmeverteilung überwiegend gedämmt'),
});

/** A group of dwellings with its own heat meter (Vorerfassung, §5 Abs. 2, §6 Abs. 2 HeizkostenV). */
export const userGroupSettingSchema = z.object({
  name: z.string().describe('Bezeichnung der Nutzergruppe, z. B. „Vorderhaus“'),
  tenant_ids: z
    .array(z.number().int())
    .describe('Mieter (je einer genügt für die Wohnung) der Wohnungen dieser Gruppe'),
  heat_kwh: z.string().describe('Wärmemenge des Gruppenzählers im Jahr in kWh, 3 Nachkommastellen'),
});

/** The per-dwelling heating and hot-water amounts a metering service computed. */
export const serviceResultSettingSchema = z.object({
  total_cents: z.number().int().describe('Gesamtbetrag laut Messdienst (= Heizkosten der Kostenerfassung)'),
  units: z.array(
    z.object({
      tenant_id: z.number().int().describe('Ein Mieter der Wohnung (die Wohnung ist gemeint)'),
      amount_cents: z.number().int().describe('Heiz- und Warmwasserkosten der Wohnung laut Messdienst'),
      labour_cents: z.number().int().nullable().describe('Darin enthaltener Lohnanteil (§35a Abs. 3 EStG)'),
    }),
  ),
});

/** What water costs by m³ are shared by: all of a dwelling's water meters, or its cold-water meters. */
export const WATER_BASES = ['total', 'cold'] as const;
export type WaterBasis = (typeof WATER_BASES)[number];

// The settings store the engine's own value lists: the basis of the fixed heating and hot-water costs
// (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV) and the pot recorded against the regulation (§12 Abs. 1 S. 1).
export { FIXED_BASES, RECORDING_DEFECTS };
export type FixedBasis = (typeof FIXED_BASES)[number];
export type RecordingDefect = (typeof RECORDING_DEFECTS)[number];

export const statementSettingsSchema = z.object({
  heating_consumption_share_percent: z
    .number()
    .min(0)
    .max(100)
    .describe('50–70 (§7 Abs. 1 HeizkostenV); 0 = ohne Verbrauchserfassung (§12 Abs. 1 S. 1: 15 % Kürzung)'),
  hot_water_consumption_share_percent: z
    .number()
    .min(0)
    .max(100)
    .describe('50–70 (§8 Abs. 1 HeizkostenV); 0 = ohne Verbrauchserfassung'),
  fixed_split: z.enum(['degree_days', 'days']),
  time_split: z.enum(['days', 'months']),
  vacancy_persons: z
    .number()
    .int()
    .min(0)
    .max(99)
    .nullable()
    .describe('Personen eines Leerstands beim Personenschlüssel; null = Standard 1'),
  remote_readable: z.boolean().nullable(),
  monthly_information_given: z.boolean().nullable(),
  building: buildingSettingsSchema
    .nullable()
    .describe('Gebäudemerkmale für §7 Abs. 1 S. 2 HeizkostenV; null = nicht angegeben'),
  co2_building_type: z
    .enum(CO2_BUILDING_TYPES)
    .describe('Wohngebäude (Stufenmodell) oder Nichtwohngebäude (50/50, §8 CO2KostAufG)'),
  co2_restriction: z.enum(CO2_RESTRICTIONS).describe('Öffentlich-rechtliche Beschränkungen (§9 CO2KostAufG)'),
  co2_information_given: z
    .boolean()
    .nullable()
    .describe('CO2-Angaben nach §7 Abs. 3 CO2KostAufG mitgeteilt; false = 3 % Kürzung (§7 Abs. 4)'),
  apply_tenant_reductions: z
    .boolean()
    .describe('Kürzungen (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG) abziehen (true) oder nur nennen'),
  user_groups: z
    .array(userGroupSettingSchema)
    .nullable()
    .describe('Nutzergruppen mit eigenem Wärmezähler (§5 Abs. 2, §6 Abs. 2 HeizkostenV); null = keine'),
  service_result: serviceResultSettingSchema
    .nullable()
    .describe('Vom Messdienst je Wohnung berechnete Heiz- und Warmwasserkosten; null = selbst berechnen'),
  hot_water: hotWaterSchema
    .nullable()
    .describe(
      'Aufteilung einer verbundenen Anlage nach §9 HeizkostenV (wie heating.hot_water der Berechnung); ' +
        'null = keine zentrale Warmwasserbereitung, alles ist Heizung',
    ),
  water_basis: z
    .enum(WATER_BASES)
    .describe(
      'Wasserkosten nach m³ (§556a Abs. 1 BGB): total = Kalt- und Warmwasserzähler der Wohnung (Standard), ' +
        'cold = nur Kaltwasserzähler',
    ),
  heating_exempt: z
    .boolean()
    .describe(
      'Ausnahme nach §11 HeizkostenV: Heizkosten nur nach dem Festkostenmaßstab, ohne Kürzungsrecht (§12)',
    ),
  fixed_basis: z
    .enum(FIXED_BASES)
    .describe(
      'Maßstab der Festkosten (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV): area = Wohnfläche (Standard), ' +
        'volume = umbauter Raum, heated_area = beheizte Fläche, heated_volume = beheizter Raum',
    ),
  recording_defect: z
    .enum(RECORDING_DEFECTS)
    .nullable()
    .describe(
      'Verbrauch entgegen der HeizkostenV erfasst (§12 Abs. 1 S. 1; BGH VIII ZR 329/14): heating, ' +
        'hot_water oder both; 15 % Kürzung des Anteils; null = kein Mangel',
    ),
});

const settingsPercent = z
  .number({ error: statementTexts.shareInvalid })
  .min(0, { error: statementTexts.shareInvalid })
  .max(100, { error: statementTexts.shareInvalid })
  // At most three decimals, judged on the scaled value with a tolerance for binary fractions
  // (64.001 × 1000 is 64000.99999999999 in floating point).
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: statementTexts.shareInvalid });

/** Most user groups and metering-service entries one property's settings hold. */
export const SETTINGS_LIST_MAX = 2000;

const settingsCents = (invalid: string) =>
  z
    .number({ error: invalid })
    .int({ error: invalid })
    .min(0, { error: invalid })
    .max(MAX_CENTS, { error: invalid });

/** kWh as a number or text ("12500,5" or "12500.5"), exact to three decimals; answered as text. */
const heatKwh = z
  .union([z.number(), z.string().max(24)], { error: statementTexts.heatKwhInvalid })
  .transform((value, ctx) => {
    const milli =
      typeof value === 'number'
        ? parseDecimalPlain(value, { places: 3, maxDecimals: 3 })
        : (parseDecimalPlain(value, { places: 3, maxDecimals: 3 }) ??
          parseDecimalDe(value, { places: 3, maxDecimals: 3 }));
    if (milli === null || milli < 0 || milli > MAX_QUANTITY * 1000) {
      ctx.addIssue({ code: 'custom', message: statementTexts.heatKwhInvalid });
      return z.NEVER;
    }
    return toPlainDecimal(milli, 3);
  });

const userGroupsBody = z
  .array(
    z.object({
      name: safeText({ max: 100, notText: statementTexts.groupNameMissing }).min(1, {
        error: statementTexts.groupNameMissing,
      }),
      tenant_ids: z
        .array(DatabaseId, { error: statementTexts.groupTenantsInvalid })
        .min(1, { error: statementTexts.groupTenantsInvalid })
        .max(SETTINGS_LIST_MAX, { error: statementTexts.groupTenantsInvalid }),
      heat_kwh: heatKwh,
    }),
    { error: statementTexts.groupsInvalid },
  )
  .min(1, { error: statementTexts.groupsInvalid })
  .max(SETTINGS_LIST_MAX, { error: statementTexts.groupsInvalid })
  .superRefine((groups, ctx) => {
    const names = new Set<string>();
    const tenants = new Set<number>();
    groups.forEach((g, i) => {
      if (names.has(g.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: statementTexts.groupNameTwice(g.name) });
      names.add(g.name);
      for (const id of g.tenant_ids) {
        if (tenants.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'tenant_ids'],
            message: statementTexts.groupTenantTwice(id),
          });
        tenants.add(id);
      }
    });
  });

const serviceResultBody = z
  .object(
    {
      total_cents: settingsCents(statementTexts.serviceCentsInvalid),
      units: z
        .array(
          z.object({
            tenant_id: DatabaseId,
            amount_cents: settingsCents(statementTexts.serviceCentsInvalid),
            labour_cents: settingsCents(statementTexts.serviceCentsInvalid).nullable().optional(),
          }),
          { error: statementTexts.serviceUnitsInvalid },
        )
        .min(1, { error: statementTexts.serviceUnitsInvalid })
        .max(SETTINGS_LIST_MAX, { error: statementTexts.serviceUnitsInvalid }),
    },
    { error: statementTexts.serviceResultInvalid },
  )
  .superRefine((result, ctx) => {
    const seen = new Set<number>();
    result.units.forEach((u, i) => {
      if (seen.has(u.tenant_id))
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'tenant_id'],
          message: statementTexts.serviceTenantTwice(u.tenant_id),
        });
      seen.add(u.tenant_id);
      if ((u.labour_cents ?? 0) > u.amount_cents)
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'labour_cents'],
          message: statementTexts.serviceLabourAboveAmount,
        });
    });
  });

/** Thousandths of a quantity the engine's schema has already checked (plain decimal, ≤ 3 places). */
const milliOf = (value: number | string) => parseDecimalPlain(value, { places: 3, maxDecimals: 3 }) ?? 0;

/**
 * The §9 HeizkostenV split as the calculation takes it, refused when it could never be computed: every
 * method but "none" needs the plant's total energy input, a heat meter its measured heat; the mean
 * temperature lies above the 10 °C of cold water; and a monovalent heat pump's factor excludes those for
 * gas billed by gross calorific value and for district heat (§9 Abs. 2 S. 6 HeizkostenV).
 */
const hotWaterBody = hotWaterSchema.superRefine((hw, ctx) => {
  if (hw.method === 'none') return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (hw.method === 'heat_meter' && hw.heat_kwh === undefined)
    issue('heat_kwh', statementTexts.hotWaterHeatMissing);
  if (hw.fuel_kwh_total === undefined || milliOf(hw.fuel_kwh_total) <= 0)
    issue('fuel_kwh_total', statementTexts.hotWaterFuelMissing);
  if (hw.temperature_c !== undefined && milliOf(hw.temperature_c) <= 10_000)
    issue('temperature_c', billingInputTexts.hotWaterTemperatureTooLow);
  if (hw.heat_pump === true && hw.gross_calorific === true)
    issue('heat_pump', billingInputTexts.heatPumpWithGrossCalorific);
  if (hw.heat_pump === true && hw.district_heat === true)
    issue('heat_pump', billingInputTexts.heatPumpWithDistrictHeat);
});

/**
 * `GET /api/properties/{id}/statements/refunds?year=`: the Guthaben of a finalized year with the IBAN they are
 * paid to; those without an IBAN are left out of the refund file and listed for the landlord.
 */
export const refundsResponseSchema = z.object({
  year: z.number().int(),
  refunds: z.array(
    z.object({
      tenant_id: z.number().int(),
      name: z.string(),
      cents: z.number().int().describe('Guthaben des Mieters (positiv)'),
      iban: z
        .string()
        .nullable()
        .describe('Erste IBAN des Mieters; null = keine hinterlegt, nicht in der Datei'),
    }),
  ),
});

/** How the year's statements credit the advances; the same choice the payments screen offers. */
export const AdvancesSetting = z.enum(ADVANCE_BASES, { error: paymentTexts.advancesInvalid });

/**
 * The settings as answered: the stored record, the basis the statements credit the advances on this year
 * (the landlord's choice, else received once bank bookings of the year are stored, else agreed) and the choice
 * itself (null: the default rule).
 */
export const statementSettingsResponseSchema = statementSettingsSchema.extend({
  advances: AdvancesSetting.describe(
    'Anrechnung der Vorauszahlungen in diesem Jahr: agreed = wie vereinbart, received = wie eingegangen',
  ),
  advances_chosen: AdvancesSetting.nullable().describe(
    'Gewählte Anrechnung; null = Standard (wie eingegangen, sobald Kontobuchungen des Jahres vorliegen)',
  ),
});

/**
 * The settings a landlord may change while the year is open. The fields of the legal rules added
 * later (building, CO2, reductions, groups, metering service, hot water) may be left out: what is stored
 * stays; a hot-water split with the method "none" is stored as none (null).
 */
export const StatementSettingsBody = z.object({
  year: StatementYear,
  heating_consumption_share_percent: settingsPercent,
  hot_water_consumption_share_percent: settingsPercent,
  fixed_split: z.enum(['degree_days', 'days'], { error: statementTexts.fixedSplitInvalid }),
  time_split: z.enum(['days', 'months'], { error: statementTexts.timeSplitInvalid }),
  vacancy_persons: z
    .number({ error: statementTexts.vacancyPersonsInvalid })
    .int({ error: statementTexts.vacancyPersonsInvalid })
    .min(0, { error: statementTexts.vacancyPersonsInvalid })
    .max(99, { error: statementTexts.vacancyPersonsInvalid })
    .nullable(),
  remote_readable: z.boolean({ error: statementTexts.dutyInvalid }).nullable(),
  monthly_information_given: z.boolean({ error: statementTexts.dutyInvalid }).nullable(),
  building: z
    .object(
      {
        insulation_standard_1994_met: z.boolean({ error: statementTexts.buildingFlagInvalid }),
        fuel: z.enum(BUILDING_FUELS, { error: statementTexts.fuelInvalid }),
        exposed_pipes_mostly_insulated: z.boolean({ error: statementTexts.buildingFlagInvalid }),
      },
      { error: statementTexts.buildingInvalid },
    )
    .nullable()
    .optional(),
  co2_building_type: z.enum(CO2_BUILDING_TYPES, { error: statementTexts.co2BuildingTypeInvalid }).optional(),
  co2_restriction: z.enum(CO2_RESTRICTIONS, { error: statementTexts.co2RestrictionInvalid }).optional(),
  co2_information_given: z.boolean({ error: statementTexts.dutyInvalid }).nullable().optional(),
  apply_tenant_reductions: z.boolean({ error: statementTexts.applyReductionsInvalid }).optional(),
  user_groups: userGroupsBody.nullable().optional(),
  service_result: serviceResultBody.nullable().optional(),
  hot_water: hotWaterBody.nullable().optional(),
  water_basis: z.enum(WATER_BASES, { error: statementTexts.waterBasisInvalid }).optional(),
  heating_exempt: z.boolean({ error: statementTexts.heatingExemptInvalid }).optional(),
  fixed_basis: z.enum(FIXED_BASES, { error: statementTexts.fixedBasisInvalid }).optional(),
  recording_defect: z
    .enum(RECORDING_DEFECTS, { error: statementTexts.recordingDefectInvalid })
    .nullable()
    .optional(),
  advances: AdvancesSetting.optional(),
});
export type StatementSettingsInput = Omit<z.infer<typeof StatementSettingsBody>, 'year'>;

export type StatementCheck = z.infer<typeof statementCheckSchema>;
export type MeterState = z.infer<typeof meterStateSchema>;
export type MeterShown = z.infer<typeof meterShownSchema>;
export type ConsumptionComparison = z.infer<typeof consumptionComparisonSchema>;
export type StatementDetails = z.infer<typeof statementDetailsSchema>;
export type TenantStatement = z.infer<typeof tenantStatementSchema>;
export type StatementsResponse = z.infer<typeof statementsResponseSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
export type DeliverResponse = z.infer<typeof deliverResponseSchema>;
export type ReceivedStatement = z.infer<typeof receivedStatementSchema>;
export type StatementYearRecord = z.infer<typeof statementYearSchema>;
export type StatementSettingsRecord = z.infer<typeof statementSettingsSchema>;
export type StatementSettingsResponse = z.infer<typeof statementSettingsResponseSchema>;
export type ReceivedMonth = z.infer<typeof receivedMonthSchema>;
export type UserGroupSetting = z.infer<typeof userGroupSettingSchema>;
export type ServiceResultSetting = z.infer<typeof serviceResultSettingSchema>;
