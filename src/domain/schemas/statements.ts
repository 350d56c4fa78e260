/**
 * The statements of a property and year: computed from the stored data while the year is open,
 * frozen once it is finalized, then delivered to the tenants (§556 Abs. 3 BGB).
 */
import { lineSchema, reductionSchema, CONSUMPTION_KINDS } from '../billing/schema.ts';
import { DELIVERY_METHODS, SALUTATIONS } from '../catalog.ts';
import { statementTexts } from '../texts/statements.ts';
import { IdPathSegment } from './common.ts';
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
export const READING_SOURCES = ['read', 'interpolated', 'estimated'] as const;

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

export const statementSettingsSchema = z.object({
  heating_consumption_share_percent: z.number().min(0).max(100),
  hot_water_consumption_share_percent: z.number().min(0).max(100),
  fixed_split: z.enum(['degree_days', 'days']),
  time_split: z.enum(['days', 'months']),
  vacancy_persons: z.number().int().min(0).max(99).nullable(),
  remote_readable: z.boolean().nullable(),
  monthly_information_given: z.boolean().nullable(),
});

const settingsPercent = z
  .number({ error: statementTexts.shareInvalid })
  .min(0, { error: statementTexts.shareInvalid })
  .max(100, { error: statementTexts.shareInvalid })
  // At most three decimals, judged on the scaled value with a tolerance for binary fractions
  // (64.001 × 1000 is 64000.99999999999 in floating point).
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: statementTexts.shareInvalid });

/** The settings a landlord may change while the year is open. */
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
});

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
export type StatementSettingsRecord = z.infer<typeof statementSettingsSchema>;
