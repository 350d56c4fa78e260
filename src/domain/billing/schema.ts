/**
 * Request and response schemas of the calculation API. They check structure
 * only (types, signs, formats); everything that needs the whole input
 * (coverage, overlaps, references, legal ranges) is checked by the engine in
 * `validate.ts` so that direct callers get the same German messages.
 */
import { z } from 'zod';
import { safeText } from '../schemas/base/text.ts';
import { billingPhrases } from '../texts/billing.ts';
import { fieldPhrases } from '../texts/field-messages.ts';
import { inputTexts } from '../texts/input.ts';
import { parseDecimal } from './decimal.ts';
import { BILLING_LIMITS, atMostEntries, statementLineCount, tooManyStatementLines } from './limits.ts';
import type { Rat } from './rational.ts';

/** 10 billion euros: keeps every sum of amounts far inside Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 1_000_000_000_000;

const text = (max: number) => safeText({ max }).min(1, { error: fieldPhrases.notEmpty });

export const idSchema = text(100).describe('Kennung (frei wählbar, eindeutig)');
export const isoDateSchema = z.iso.date({ error: fieldPhrases.mustBeIsoDate });

export const centsSchema = z
  .number({ error: fieldPhrases.mustBeCents })
  .int({ error: fieldPhrases.mustBeWholeCents })
  .min(0, { error: fieldPhrases.notNegative })
  .max(MAX_CENTS, { error: fieldPhrases.tooLarge });

/**
 * Largest quantity of any kind (m², m³, kWh, kg, %, °C): far beyond any building, yet small
 * enough for the engine's exact arithmetic to stay quick; without it 1e308 m² is a valid decimal.
 * Legal ranges within (e.g. 50–70 % consumption share) are the engine's to check.
 */
export const MAX_QUANTITY = 1_000_000_000;
/** "1000000000.000000" has 17 characters; a longer decimal string only adds zeros or is too large. */
const QUANTITY_TEXT_MAX = 24;

const atMostMaxQuantity = (r: Rat | null) => r === null || r.n <= BigInt(MAX_QUANTITY) * r.d;

/** Exact decimal as JSON number or string; at most `places` decimal places, from 0 to MAX_QUANTITY. */
export const quantitySchema = (places: number) =>
  z
    .union(
      [
        z.number({ error: inputTexts.notNumber }),
        z.string({ error: inputTexts.notNumber }).max(QUANTITY_TEXT_MAX, { error: inputTexts.notNumber }),
      ],
      { error: inputTexts.notNumber },
    )
    .refine((v) => parseDecimal(v, places) !== null, {
      error: billingPhrases.decimalPlacesAtMost(places),
    })
    .refine((v) => (parseDecimal(v, places)?.n ?? 0n) >= 0n, { error: fieldPhrases.notNegative })
    .refine((v) => atMostMaxQuantity(parseDecimal(v, places)), { error: inputTexts.tooLarge(MAX_QUANTITY) });

export const TIME_SPLITS = ['days', 'months'] as const;
export const KEYS = ['area', 'volume', 'persons', 'units', 'consumption', 'direct', 'mea'] as const;
export const METER_KINDS = ['cold_water', 'hot_water', 'electricity', 'gas', 'heat', 'other'] as const;
export const CONSUMPTION_KINDS = [...METER_KINDS, 'heating'] as const;
/** What the heating readings count: allocator units, or the heat meters' energy (§5 Abs. 1 HeizkostenV). */
export const HEATING_CONSUMPTION_UNITS = ['Einheiten', 'kWh', 'MWh'] as const;
export const HOT_WATER_METHODS = ['heat_meter', 'volume', 'area', 'none'] as const;
export const SECTION35A_KINDS = ['services', 'craft'] as const;
export const BUILDING_FUELS = ['oil', 'gas', 'district_heat', 'heat_pump', 'other'] as const;
export const CO2_BUILDING_TYPES = ['residential', 'non_residential'] as const;
export const CO2_RESTRICTIONS = ['none', 'building', 'supply', 'building_and_supply'] as const;
/** Basis of the fixed heating and hot-water costs (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV). */
export const FIXED_BASES = ['area', 'volume', 'heated_area', 'heated_volume'] as const;
/** Which pot's consumption was recorded against the regulation (§12 Abs. 1 S. 1 HeizkostenV). */
export const RECORDING_DEFECTS = ['heating', 'hot_water', 'both'] as const;
export const REDUCTION_RULES = [
  'unmeasured',
  'recording_defect',
  'not_remote_readable',
  'monthly_information_missing',
  'co2_information_missing',
] as const;

export const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: fieldPhrases.oneOfValues(values.join(', ')) });

export const periodSchema = z.object({
  from: isoDateSchema.describe('Erster Tag des Abrechnungszeitraums'),
  to: isoDateSchema.describe('Letzter Tag des Abrechnungszeitraums (höchstens 12 Monate)'),
});

export const unitSchema = z.object({
  id: idSchema,
  area_m2: quantitySchema(3).describe('Wohnfläche in m²'),
  volume_m3: quantitySchema(3).optional().describe('Umbauter Raum in m³ (für den Schlüssel "volume")'),
  mea: quantitySchema(3)
    .optional()
    .describe('Miteigentumsanteil, z. B. 89 (von 1.000), für den Schlüssel "mea"'),
  heated_area_m2: quantitySchema(3)
    .optional()
    .describe('Beheizte Fläche in m² (für heating.fixed_basis "heated_area", §7 Abs. 1 S. 5 HeizkostenV)'),
  heated_volume_m3: quantitySchema(3)
    .optional()
    .describe('Beheizter Raum in m³ (für heating.fixed_basis "heated_volume", §7 Abs. 1 S. 5 HeizkostenV)'),
  hot_water_supplied: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe(
      'Von der zentralen Warmwasseranlage versorgt (Standard true); sonst keine Warmwasserkosten (§8 Abs. 1 HeizkostenV)',
    ),
});

const personsCountSchema = z
  .number({ error: fieldPhrases.mustBeNumber })
  .int({ error: fieldPhrases.mustBeWholeNumber })
  .min(0, { error: fieldPhrases.notNegative })
  .max(1000, { error: fieldPhrases.tooLarge });

/** Most person counts one occupancy can have in a period: one a week is far beyond any real household. */
export const MAX_PERSON_CHANGES = 60;

export const occupancySchema = z.object({
  id: idSchema,
  unit: idSchema.describe('Kennung der Wohnung'),
  name: text(200).describe('Name des Mieters bzw. "Leerstand"'),
  from: isoDateSchema.describe('Beginn der Nutzung (darf vor dem Zeitraum liegen)'),
  to: z
    .union([isoDateSchema, z.literal(''), z.null()])
    .optional()
    .describe('Ende der Nutzung; leer = läuft über den Zeitraum hinaus weiter'),
  persons: z
    .union(
      [
        personsCountSchema,
        z
          .array(
            z.object({
              from: isoDateSchema.describe('Gilt ab diesem Tag'),
              persons: personsCountSchema,
            }),
            { error: billingPhrases.personsNumberOrList },
          )
          .min(1, { error: fieldPhrases.atLeastOneEntry })
          .max(MAX_PERSON_CHANGES, { error: atMostEntries(MAX_PERSON_CHANGES) }),
      ],
      { error: billingPhrases.personsNumberOrList },
    )
    .optional()
    .describe(
      'Personenzahl oder, wenn sie sich im Zeitraum ändert, Liste [{from, persons}] (Leerstand: vacancy_persons, Standard 1)',
    ),
  vacancy: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Leerstand (trägt der Vermieter)'),
  advance_payments_cents: centsSchema.optional().describe('Geleistete Vorauszahlungen im Zeitraum'),
});

export const costSchema = z.object({
  id: idSchema,
  name: text(200).describe('Bezeichnung der Kostenart'),
  amount_cents: centsSchema.describe('Gesamtkosten der Position'),
  key: enumOf(KEYS).describe('Umlageschlüssel'),
  meter_kind: enumOf(METER_KINDS).optional().describe('Zählerart beim Schlüssel "consumption"'),
  direct: z
    .record(idSchema, centsSchema, { error: billingPhrases.directAmountsObject })
    .refine((amounts) => Object.keys(amounts).length <= BILLING_LIMITS.directAmounts, {
      error: atMostEntries(BILLING_LIMITS.directAmounts),
    })
    .optional()
    .describe('Direkt zugeordnete Beträge je Nutzung beim Schlüssel "direct"'),
  allocable_percent: quantitySchema(3).optional().describe('Umlagefähiger Anteil in % (Standard 100)'),
  non_allocable_cents: centsSchema
    .optional()
    .describe('Nicht umlagefähiger Betrag (alternativ zu allocable_percent)'),
  labour_cents: z
    .number({ error: fieldPhrases.mustBeCents })
    .int({ error: fieldPhrases.mustBeWholeCents })
    .min(-MAX_CENTS, { error: fieldPhrases.tooSmall })
    .max(MAX_CENTS, { error: fieldPhrases.tooLarge })
    .optional()
    .describe('Lohnanteil nach §35a EStG (ungültige Werte werden markiert, nicht bescheinigt)'),
  section35a: enumOf(SECTION35A_KINDS)
    .optional()
    .describe('Haushaltsnahe Dienstleistung oder Handwerkerleistung'),
});

export const consumptionSchema = z.object({
  occupancy: idSchema.optional().describe('Nutzung (Zwischenablesung vorhanden)'),
  unit: idSchema.optional().describe('Wohnung (keine Zwischenablesung)'),
  kind: enumOf(CONSUMPTION_KINDS).describe('Zählerart; "heating" = Heizung, "hot_water" = Warmwasser'),
  value: quantitySchema(3).describe('Verbrauch, höchstens 3 Nachkommastellen'),
  estimated: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Geschätzt (§9a HeizkostenV)'),
});

export const co2InputSchema = z.object({
  emissions_kg: quantitySchema(3).optional().describe('CO2-Emissionen des Gebäudes in kg'),
  fuel_kwh: quantitySchema(3).optional().describe('Brennstoffverbrauch in kWh'),
  factor_kg_per_kwh: quantitySchema(6)
    .optional()
    .describe('Emissionsfaktor in kg CO2/kWh Heizwert (Standard Erdgas 0,20088)'),
  gross_calorific: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('fuel_kwh ist auf den Brennwert bezogen (× 0,903 auf Heizwert)'),
  cost_cents: centsSchema.describe('CO2-Kosten (Teil der Brennstoffkosten)'),
  building_type: enumOf(CO2_BUILDING_TYPES)
    .optional()
    .describe('Wohngebäude (Stufenmodell, Standard) oder Nichtwohngebäude (50/50, §8 CO2KostAufG)'),
  restriction: enumOf(CO2_RESTRICTIONS)
    .optional()
    .describe(
      'Öffentlich-rechtliche Beschränkungen (§9 CO2KostAufG): eine halbiert den Vermieteranteil, beide heben ihn auf',
    ),
  information_given: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('CO2-Angaben nach §7 Abs. 3 CO2KostAufG mitgeteilt (Standard true; sonst 3 % Kürzung)'),
});

export const buildingSchema = z.object({
  insulation_standard_1994_met: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .describe('Erfüllt das Anforderungsniveau der Wärmeschutzverordnung vom 16. August 1994'),
  fuel: enumOf(BUILDING_FUELS).describe('Energieträger der Heizung'),
  exposed_pipes_mostly_insulated: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .describe('Freiliegende Leitungen der Wärmeverteilung überwiegend gedämmt'),
});

export const dutiesSchema = z.object({
  remote_readable: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Fernablesbare Ausstattung, wo §5 HeizkostenV sie verlangt (Standard true; sonst 3 % Kürzung)'),
  monthly_information_given: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe(
      'Monatliche Verbrauchsinformation nach §6a HeizkostenV mitgeteilt (Standard true; sonst 3 % Kürzung)',
    ),
});

export const hotWaterSchema = z.object({
  method: enumOf(HOT_WATER_METHODS).describe('Aufteilung nach §9 HeizkostenV'),
  heat_kwh: quantitySchema(3).optional().describe('Gemessene Wärmemenge Warmwasser in kWh'),
  volume_m3: quantitySchema(3)
    .optional()
    .describe('Warmwasservolumen in m³ (Standard: Summe der Warmwasserzähler)'),
  temperature_c: quantitySchema(3).optional().describe('Mittlere Warmwassertemperatur in °C (Standard 60)'),
  area_m2: quantitySchema(3)
    .optional()
    .describe('Mit Warmwasser versorgte Fläche (Standard: alle Wohnungen)'),
  fuel_kwh_total: quantitySchema(3).optional().describe('Gesamter Energieeinsatz der Anlage in kWh'),
  gross_calorific: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Erdgas nach Brennwert abgerechnet (× 1,11)'),
  district_heat: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Fernwärme/Wärmelieferung (÷ 1,15)'),
  heat_pump: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe('Monovalente Wärmepumpe (× 0,30, seit 1. Oktober 2024); nicht mit Brennwert oder Fernwärme'),
});

export const heatingSchema = z.object({
  total_cents: centsSchema.describe(
    'Kosten, die Heizung und Warmwasser gemeinsam betreffen (Brennstoff usw.)',
  ),
  heating_only_cents: centsSchema.optional().describe('Kosten nur der Heizung'),
  hot_water_only_cents: centsSchema.optional().describe('Kosten nur des Warmwassers'),
  consumption_share_percent: quantitySchema(3)
    .optional()
    .describe(
      'Verbrauchsanteil Heizung in % (50–70, Standard 70; 0 = ohne Verbrauchserfassung, §12 HeizkostenV)',
    ),
  hot_water_consumption_share_percent: quantitySchema(3)
    .optional()
    .describe(
      'Verbrauchsanteil Warmwasser in % (50–70, Standard 70; 0 = ohne Verbrauchserfassung, §12 HeizkostenV)',
    ),
  hot_water: hotWaterSchema.describe(
    'Aufteilung nach §9 HeizkostenV (mit service_result ohne Bedeutung, z. B. {"method": "none"})',
  ),
  service_result: z
    .object({
      total_cents: centsSchema.describe('Gesamtbetrag laut Messdienst (= total_cents)'),
      units: z
        .array(
          z.object({
            unit: idSchema.describe('Kennung der Wohnung'),
            amount_cents: centsSchema.describe('Heiz- und Warmwasserkosten der Wohnung laut Messdienst'),
            labour_cents: centsSchema
              .optional()
              .describe('Darin enthaltener Lohnanteil (§35a Abs. 3 EStG, Handwerkerleistung)'),
          }),
          { error: fieldPhrases.mustBeList },
        )
        .min(1, { error: billingPhrases.atLeastOneUnit })
        .max(BILLING_LIMITS.units, { error: atMostEntries(BILLING_LIMITS.units) }),
    })
    .optional()
    .describe('Vom Messdienst je Wohnung berechnete Heiz- und Warmwasserkosten, statt sie hier zu berechnen'),
  consumption_unit: enumOf(HEATING_CONSUMPTION_UNITS)
    .optional()
    .describe(
      'Einheit der Heizungsverbräuche: Einheiten (Heizkostenverteiler, Standard), kWh oder MWh (Wärmemengenzähler)',
    ),
  fixed_basis: enumOf(FIXED_BASES)
    .optional()
    .describe(
      'Maßstab der Grundkosten (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV): Wohnfläche (Standard), umbauter Raum, beheizte Fläche oder beheizter Raum',
    ),
  exempt: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe(
      'Ausnahme nach §11 HeizkostenV (Standard false): Heizkosten allein nach dem Maßstab der Grundkosten, ohne Kürzungsrecht nach §12',
    ),
  recording_defect: z
    .union([enumOf(RECORDING_DEFECTS), z.null()], {
      error: fieldPhrases.oneOfValues(RECORDING_DEFECTS.join(', ')),
    })
    .optional()
    .describe(
      'Verbrauch entgegen der HeizkostenV erfasst (§12 Abs. 1 S. 1): Heizung, Warmwasser oder beides; 15 % Kürzungsrecht auf den ganzen Anteil',
    ),
  fixed_split: enumOf(['degree_days', 'days'] as const)
    .optional()
    .describe('Aufteilung der Grundkosten Heizung bei Nutzerwechsel (Standard Gradtagszahlen)'),
  co2: co2InputSchema.optional(),
  building: buildingSchema
    .optional()
    .describe('Gebäudemerkmale für §7 Abs. 1 S. 2 HeizkostenV (Pflicht zu 70 % Verbrauchsanteil)'),
  duties: dutiesSchema.optional().describe('Pflichten nach §§5, 6a HeizkostenV (Kürzungsrechte §12)'),
  groups: z
    .array(
      z.object({
        id: idSchema,
        units: z
          .array(idSchema, { error: billingPhrases.unitIdList })
          .min(1, { error: billingPhrases.atLeastOneUnit })
          .max(BILLING_LIMITS.units, { error: atMostEntries(BILLING_LIMITS.units) }),
        heat_kwh: quantitySchema(3).describe('Wärmemenge des Gruppenzählers in kWh'),
      }),
      { error: fieldPhrases.mustBeList },
    )
    .min(1, { error: billingPhrases.atLeastOneUserGroup })
    .max(BILLING_LIMITS.units, { error: atMostEntries(BILLING_LIMITS.units) })
    .optional()
    .describe(
      'Nutzergruppen mit eigenem Wärmezähler (Vorerfassung, §5 Abs. 2, §6 Abs. 2 HeizkostenV): Heizkosten zuerst nach Gruppenzählern',
    ),
  apply_tenant_reductions: z
    .boolean({ error: fieldPhrases.mustBeTrueOrFalse })
    .optional()
    .describe(
      'Kürzungen nach §12 HeizkostenV und §7 Abs. 4 CO2KostAufG abziehen (Standard true) oder nur als Hinweis nennen',
    ),
});

export const billingInputShape = {
  period: periodSchema,
  vacancy_persons: personsCountSchema
    .optional()
    .describe('Personenzahl eines Leerstands ohne eigene Angabe (Einstellung der Liegenschaft, Standard 1)'),
  time_split: enumOf(TIME_SPLITS)
    .optional()
    .describe('Zeitanteilige Aufteilung nach Tagen (Standard) oder Monaten'),
  units: z
    .array(unitSchema, { error: fieldPhrases.mustBeList })
    .min(1, { error: billingPhrases.atLeastOneUnit })
    .max(BILLING_LIMITS.units, { error: atMostEntries(BILLING_LIMITS.units) })
    .describe(`Wohnungen (höchstens ${BILLING_LIMITS.units})`),
  occupancies: z
    .array(occupancySchema, { error: fieldPhrases.mustBeList })
    .min(1, { error: billingPhrases.atLeastOneOccupancy })
    .max(BILLING_LIMITS.occupancies, { error: atMostEntries(BILLING_LIMITS.occupancies) })
    .describe(`Nutzungen einschließlich Leerstand (höchstens ${BILLING_LIMITS.occupancies})`),
  costs: z
    .array(costSchema, { error: fieldPhrases.mustBeList })
    .max(BILLING_LIMITS.costs, { error: atMostEntries(BILLING_LIMITS.costs) })
    .describe(`Kostenpositionen (höchstens ${BILLING_LIMITS.costs})`),
  consumption: z
    .array(consumptionSchema, { error: fieldPhrases.mustBeList })
    .max(BILLING_LIMITS.consumption, { error: atMostEntries(BILLING_LIMITS.consumption) })
    .optional()
    .describe(`Verbrauchswerte (höchstens ${BILLING_LIMITS.consumption})`),
  heating: heatingSchema.optional(),
};

/** Limits that need the whole input: the number of statement lines it produces. */
export function withinLineLimit<
  T extends z.ZodType<{ occupancies: unknown[]; costs: unknown[]; heating?: unknown }>,
>(schema: T) {
  return schema.superRefine((input, ctx) => {
    const lines = statementLineCount(input);
    if (lines > BILLING_LIMITS.statementLines) {
      ctx.addIssue({ code: 'custom', path: ['costs'], message: tooManyStatementLines(lines) });
    }
  });
}

export const billingInputSchema = withinLineLimit(z.object(billingInputShape));
export type BillingInput = z.input<typeof billingInputSchema>;
export type UnitInput = BillingInput['units'][number];
export type OccupancyInput = BillingInput['occupancies'][number];
export type CostInput = BillingInput['costs'][number];
export type ConsumptionInput = NonNullable<BillingInput['consumption']>[number];
export type HeatingInput = NonNullable<BillingInput['heating']>;

// ---------------------------------------------------------------- output

const timeShareSchema = z.object({
  value: z.number(),
  total: z.number(),
  unit: z.string().describe('Tage, Monate oder Gradtagszahl-‰'),
});

export const lineSchema = z.object({
  cost: z.string().describe('Kennung der Kostenposition (Heizkosten: heating_fixed, heating_consumption, …)'),
  name: z.string(),
  key: z.enum(KEYS),
  section: z.enum(['operating', 'heating', 'hot_water']),
  amount_cents: z.number().int().describe('Gesamtbetrag der Position'),
  total_cents: z.number().int().describe('Umgelegter (umlagefähiger) Betrag'),
  basis_total: z.number().describe('Summe der Verteilungsgrundlage'),
  basis_share: z.number().describe('Ihr Anteil an der Verteilungsgrundlage'),
  basis_unit: z.string(),
  time_share: timeShareSchema.nullable().describe('Zeitanteil bei unterjähriger Nutzung'),
  share_cents: z.number().int(),
  estimated: z.boolean(),
  labour_share_cents: z
    .number()
    .int()
    .nullable()
    .describe('Ihr Anteil am Lohnanteil (§35a EStG); null wenn keiner bescheinigt wird'),
  labour_kind: z.enum(SECTION35A_KINDS).nullable(),
  path: z.string().describe('Rechenweg'),
});

export const reductionSchema = z.object({
  rule: z.enum(REDUCTION_RULES),
  law: z.string().describe('Rechtsgrundlage'),
  percent: z.number(),
  base_cents: z.number().int().describe('Ihr Anteil, der gekürzt werden darf'),
  amount_cents: z.number().int().describe('Kürzungsbetrag (kaufmännisch gerundet)'),
  applied: z.boolean().describe('true = abgezogen; false = nur als Hinweis genannt'),
});

/** How a part-year §560 Abs. 4 BGB proposal annualised the heating part (degree days). */
export const advanceBasisSchema = z.object({
  heating_cents: z.number().int(),
  heating_permille: z.number(),
  other_cents: z.number().int(),
});

export const occupancyResultSchema = z.object({
  id: z.string(),
  unit: z.string(),
  name: z.string(),
  vacancy: z.boolean(),
  from: z.string().describe('Beginn innerhalb des Zeitraums'),
  to: z.string().describe('Ende innerhalb des Zeitraums'),
  days: z.number().int(),
  lines: z.array(lineSchema),
  heating: z.object({
    heating_cents: z.number().int(),
    hot_water_cents: z.number().int(),
    fixed_cents: z.number().int(),
    consumption_cents: z.number().int(),
  }),
  co2: z.object({ share_cents: z.number().int(), landlord_credit_cents: z.number().int() }),
  reductions: z
    .array(reductionSchema)
    .describe('Kürzungsrechte des Mieters (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG); trägt der Vermieter'),
  reductions_cents: z.number().int().describe('Summe der abgezogenen Kürzungen'),
  total_cents: z
    .number()
    .int()
    .describe('Summe der Anteile abzüglich CO2-Erstattung und abgezogener Kürzungen'),
  advance_payments_cents: z.number().int(),
  balance_cents: z.number().int().describe('Positiv = Nachzahlung, negativ = Guthaben'),
  section35a: z.object({ services_labour_cents: z.number().int(), craft_labour_cents: z.number().int() }),
  new_monthly_advance_cents: z
    .number()
    .int()
    .nullable()
    .describe('Vorschlag §560 BGB; null wenn die Nutzung endet'),
  new_advance_basis: advanceBasisSchema
    .nullable()
    .describe(
      'Hochrechnung des Vorschlags bei Nutzung über einen Teil des Jahres: Heizkosten nach Gradtagzahlen (‰), übrige Kosten nach Tagen; null sonst',
    ),
  notes: z.array(z.string()),
});

export const heatingResultSchema = z.object({
  total_cents: z.number().int(),
  heating_only_cents: z.number().int(),
  hot_water_only_cents: z.number().int(),
  hot_water_method: z.enum(HOT_WATER_METHODS),
  hot_water_heat_kwh: z.number().nullable().describe('Wärmemenge Q für Warmwasser nach §9'),
  hot_water_fraction: z.number().describe('Anteil Warmwasser an den gemeinsamen Kosten'),
  hot_water_calculation: z
    .object({
      volume_m3: z.number().nullable().describe('Warmwasservolumen V (Volumenformel)'),
      volume_from_meters: z.boolean().describe('V ist die Summe der Warmwasserzähler'),
      temperature_c: z.number().nullable().describe('Mittlere Warmwassertemperatur tw (Volumenformel)'),
      area_m2: z.number().nullable().describe('Versorgte Wohnfläche (Flächenformel)'),
      period_days: z.number().int().describe('Tage des Abrechnungszeitraums (Flächenformel: Anteil am Jahr)'),
      year_days: z.number().int().describe('Tage der zwölf Monate ab Beginn des Zeitraums'),
      base_kwh: z.number().describe('Q vor den Faktoren für Brennwert, Fernwärme und Wärmepumpe'),
      gross_calorific: z.boolean().describe('Q × 1,11 (Erdgas nach Brennwert abgerechnet)'),
      district_heat: z.boolean().describe('Q ÷ 1,15 (Fernwärme/Wärmelieferung)'),
      heat_pump: z.boolean().describe('Q × 0,30 (monovalente Wärmepumpe)'),
      fuel_kwh_total: z.number().describe('Gesamter Energieeinsatz der Anlage in kWh'),
    })
    .nullable()
    .optional()
    .describe('Die Zahlen, aus denen Q nach §9 Abs. 2 HeizkostenV berechnet wurde; null ohne Warmwasser'),
  heating_cents: z.number().int(),
  hot_water_cents: z.number().int(),
  heating_consumption_cents: z.number().int(),
  heating_fixed_cents: z.number().int(),
  hot_water_consumption_cents: z.number().int(),
  hot_water_fixed_cents: z.number().int(),
  consumption_share_percent: z.number(),
  hot_water_consumption_share_percent: z.number(),
  estimated_area_percent: z.number(),
  area_only: z.boolean().describe('§9a Abs. 2: alles nach Fläche verteilt'),
  fixed_split: z.enum(['degree_days', 'days']),
  fixed_basis: z
    .enum(FIXED_BASES)
    .describe('Maßstab der Grundkosten (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV)'),
  exempt: z.boolean().describe('Heizkosten nach §11 HeizkostenV ohne Verbrauchserfassung verteilt'),
  recording_defect: z
    .enum(RECORDING_DEFECTS)
    .nullable()
    .describe('Verbrauch entgegen der HeizkostenV erfasst (§12 Abs. 1 S. 1): 15 % Kürzungsrecht'),
  groups: z
    .array(
      z.object({
        id: z.string(),
        heat_kwh: z.number(),
        heating_cents: z.number().int(),
        heating_consumption_cents: z.number().int(),
        heating_fixed_cents: z.number().int(),
      }),
    )
    .nullable()
    .describe('Heizkosten je Nutzergruppe (Vorerfassung); null ohne Nutzergruppen'),
  service_result: z.boolean().describe('Beträge je Wohnung vom Messdienst übernommen'),
});

export const billingResultSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int(), months: z.number() }),
  time_split: z.enum(TIME_SPLITS),
  occupancies: z.array(occupancyResultSchema),
  heating: heatingResultSchema.nullable(),
  co2: z
    .object({
      kg_total: z.number(),
      kg_per_m2: z.number().describe('kg CO2 je m² Wohnfläche und Jahr (auf 2 Stellen abgeschnitten)'),
      stage: z.number().int().nullable().describe('Stufe nach der Anlage; null bei Nichtwohngebäuden (§8)'),
      building_type: z.enum(CO2_BUILDING_TYPES),
      restriction: z.enum(CO2_RESTRICTIONS),
      stage_landlord_percent: z
        .number()
        .describe('Vermieteranteil nach Stufe bzw. 50 % (§8), vor der Kürzung nach §9 CO2KostAufG'),
      landlord_percent: z.number().describe('Vermieteranteil nach §9 CO2KostAufG'),
      total_cents: z.number().int(),
      landlord_cents: z.number().int().describe('Erstattungen an Mieter plus CO2-Anteile der Leerstände'),
      basis: z
        .object({
          fuel_kwh: z
            .number()
            .nullable()
            .describe('Brennstoffverbrauch in kWh; null, wenn der Ausstoß als kg angegeben wurde'),
          gross_calorific: z.boolean().describe('fuel_kwh nach Brennwert (× 0,903 auf Heizwert)'),
          factor_kg_per_kwh: z.number().nullable().describe('Emissionsfaktor in kg CO2/kWh Heizwert'),
          area_m2: z.number().describe('Wohnfläche des Gebäudes'),
          period_days: z.number().int(),
          year_days: z.number().int(),
        })
        .optional()
        .describe('Berechnungsgrundlagen der Einstufung (§7 Abs. 3 CO2KostAufG)'),
    })
    .nullable(),
  landlord: z.object({
    vacancy_cents: z.number().int(),
    non_allocable_cents: z.number().int(),
    co2_cents: z.number().int().describe('CO2-Erstattungen an Mieter'),
    reductions_cents: z
      .number()
      .int()
      .describe('Abgezogene Kürzungen (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG)'),
  }),
  check: z.object({ costs_cents: z.number().int(), allocated_cents: z.number().int() }),
  deadline: z.string().describe('Abrechnungsfrist nach §556 Abs. 3 BGB'),
  notes: z.array(z.string()).describe('Hinweise zur gesamten Abrechnung'),
});

/** The API answer (`POST /api/billing/calculate`): every line carries its calculation path. */
export type BillingResult = z.infer<typeof billingResultSchema>;
export type OccupancyResult = BillingResult['occupancies'][number];
export type LineResult = OccupancyResult['lines'][number];

/*
 * What the engine returns: the API answer without the per-line `path`. The path
 * is German display text that follows from the structured fields alone, so it is
 * derived on demand (`calculationPath`, `withCalculationPaths` in path.ts) by the
 * API route instead of being formatted 6,000 times per building for callers such
 * as the PDF that never read it. An API answer is also a valid engine result.
 */
export type LineCalculation = Omit<LineResult, 'path'>;
export type OccupancyCalculation = Omit<OccupancyResult, 'lines'> & { lines: LineCalculation[] };
export type BillingCalculation = Omit<BillingResult, 'occupancies'> & {
  occupancies: OccupancyCalculation[];
};
export type HeatingResult = NonNullable<BillingResult['heating']>;
export type Co2Result = NonNullable<BillingResult['co2']>;
export type ReductionResult = z.infer<typeof reductionSchema>;
