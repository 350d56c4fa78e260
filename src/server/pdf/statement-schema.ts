import { z } from 'zod';
import {
  CONSUMPTION_KINDS,
  billingInputShape,
  centsSchema,
  enumOf,
  idSchema,
  isoDateSchema,
  quantitySchema,
  withinLineLimit,
} from '../../domain/billing/schema.ts';
import { SALUTATIONS } from '../../domain/catalog.ts';
import { formatDecimalDe, parseDecimalPlain, toPlainDecimal } from '../../domain/decimal.ts';
import { READING_SOURCES } from '../../domain/schemas/statements.ts';
import { ADVANCE_BASES } from '../../domain/payments/advance-basis.ts';
import { safeText } from '../../domain/schemas/base/text.ts';
import { fieldPhrases } from '../../domain/texts/field-messages.ts';
import type { StatementDetailsShown } from './statement.ts';

/** One printed line: a control character would break the PDF's layout or text extraction. */
const line = safeText({ max: 200 }).min(1, { error: fieldPhrases.notEmpty });

/** Lines printed below the name, in the letterhead and in the address window. */
const ADDRESS_LINES_MAX = 4;

export const partySchema = z.object({
  name: line.describe('Name bzw. Firma'),
  address_lines: z
    .array(line)
    .max(ADDRESS_LINES_MAX, { error: fieldPhrases.maxAddressLines(formatDecimalDe(ADDRESS_LINES_MAX, 0)) })
    .describe('Straße, PLZ Ort, …'),
  phone: line.optional(),
  email: line.optional(),
  iban: line.optional().describe('Bankverbindung für Nachzahlungen (nur Vermieter)'),
  bank: line.optional(),
});

/** More entries than any dwelling has meters or heating invoices: a bound, not a rule. */
const DETAIL_ENTRIES_MAX = 50;
const entries = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: fieldPhrases.mustBeList })
    .max(DETAIL_ENTRIES_MAX, { error: fieldPhrases.maxItems(formatDecimalDe(DETAIL_ENTRIES_MAX, 0)) });
const yesNo = z.boolean({ error: fieldPhrases.mustBeTrueOrFalse });
const name = safeText({ max: 200 });

const meterStateInput = z.object({
  date: isoDateSchema.describe('Stichtag des Zählerstands'),
  value: quantitySchema(3).describe('Zählerstand, höchstens 3 Nachkommastellen'),
  source: enumOf(READING_SOURCES).describe(
    'read = abgelesen, interpolated = aus Ablesungen umgerechnet, estimated = geschätzt (§9a HeizkostenV), unchanged = davor und danach derselbe Stand (genau bekannt, §9b Abs. 1 HeizkostenV)',
  ),
});

/**
 * What the PDF shows beyond the calculation (greeting, heating invoices, meters, comparison): the
 * same facts the statements service reads from the database, here sent by the caller.
 */
export const statementDetailsInputSchema = z.object({
  salutation: enumOf(SALUTATIONS).nullable().optional().describe('Anrede des Mieters'),
  first_name: name.nullable().optional(),
  last_name: name.nullable().optional(),
  company: name.nullable().optional().describe('Firma: Anrede „Sehr geehrte Damen und Herren“'),
  previous_monthly_advance_cents: centsSchema
    .nullable()
    .optional()
    .describe('Bisherige monatliche Vorauszahlung (neben der neuen gezeigt)'),
  advance_basis: enumOf(ADVANCE_BASES)
    .optional()
    .describe(
      'Angerechnete Vorauszahlungen: agreed = wie vereinbart, received = wie auf dem Konto eingegangen (gedruckt neben den Vorauszahlungen)',
    ),
  received_advances: entries(
    z.object({
      month: z
        .string({ error: fieldPhrases.mustBeText })
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: fieldPhrases.mustBeMonth })
        .describe('Monat „JJJJ-MM“'),
      amount_cents: centsSchema.describe('In diesem Monat eingegangene Vorauszahlungen'),
    }),
  )
    .nullable()
    .optional()
    .describe('Bei advance_basis received: die eingegangenen Vorauszahlungen je Monat, als Tabelle gedruckt'),
  heating_costs: z
    .object({
      items: entries(
        z.object({
          name: line.describe('Kostenart laut Rechnung'),
          amount_cents: centsSchema,
          is_fuel: yesNo.optional().describe('Brennstoffkosten (für den Preis je kWh)'),
        }),
      ),
      fuel_kwh: quantitySchema(3).nullable().optional().describe('Brennstoffverbrauch in kWh laut Rechnung'),
    })
    .nullable()
    .optional()
    .describe('Zusammensetzung der Heiz- und Warmwasserkosten'),
  meters: entries(
    z.object({
      meter_number: line.describe('Zählernummer'),
      meter_type: line.describe('Zählerart, z. B. Heizkostenverteiler'),
      unit: safeText({ max: 30 }).describe('Einheit, z. B. m³, kWh, Einheiten'),
      start: meterStateInput.nullable().describe('Stand zu Beginn der Nutzung im Zeitraum'),
      end: meterStateInput.nullable().describe('Stand am Ende der Nutzung im Zeitraum'),
      consumption: quantitySchema(3).nullable().describe('Verbrauch im Zeitraum'),
      exchange: yesNo.optional().describe('Zählerwechsel im Zeitraum'),
    }),
  )
    .optional()
    .describe('Zähler der Nutzung mit Zählerständen'),
  comparison: entries(
    z.object({
      kind: enumOf(CONSUMPTION_KINDS).describe('Verbrauchsart'),
      unit: safeText({ max: 30 }).describe('Einheit'),
      current: quantitySchema(3).describe('Verbrauch in diesem Zeitraum'),
      previous_year: quantitySchema(3)
        .nullable()
        .describe('Gleicher Zeitraum im Vorjahr; null = nicht verfügbar'),
      property_average: quantitySchema(3)
        .nullable()
        .describe('Durchschnitt vergleichbarer Nutzer; null = nicht verfügbar'),
    }),
  )
    .optional()
    .describe('Verbrauchsvergleich nach §6a HeizkostenV'),
});

/** The payment term a statement may set, in days after its date. */
const PAYMENT_DAYS_MIN = 14;
const PAYMENT_DAYS_MAX = 90;

/** Same input as the calculation plus what only the document needs. */
export const statementRequestSchema = withinLineLimit(
  z.object({
    ...billingInputShape,
    occupancy: idSchema.describe('Nutzung, für die die Abrechnung erstellt wird'),
    landlord: partySchema.describe('Vermieter / Absender'),
    tenant: partySchema.describe('Mieter / Empfänger'),
    property: line.optional().describe('Bezeichnung bzw. Anschrift der Liegenschaft'),
    statement_date: isoDateSchema.optional().describe('Datum der Abrechnung (Standard: heute)'),
    payment_days: z
      .number({ error: fieldPhrases.mustBeNumber })
      .int({ error: fieldPhrases.mustBeWholeNumber })
      .min(PAYMENT_DAYS_MIN, { error: fieldPhrases.atLeastDays(formatDecimalDe(PAYMENT_DAYS_MIN, 0)) })
      .max(PAYMENT_DAYS_MAX, { error: fieldPhrases.atMostDays(formatDecimalDe(PAYMENT_DAYS_MAX, 0)) })
      .optional()
      .describe(
        'Zahlungsziel in Tagen ab Abrechnungsdatum (Standard 30; fällt es auf ein Wochenende oder einen Feiertag, gilt der nächste Werktag)',
      ),
    details: statementDetailsInputSchema
      .optional()
      .describe('Anrede, Heizkostenrechnungen, Zähler und Verbrauchsvergleich für das Dokument'),
  }),
);

export type Party = z.input<typeof partySchema>;
export type StatementDetailsInput = z.output<typeof statementDetailsInputSchema>;

/** A checked decimal (JSON number or string) as the stored form, "1234.500". */
function plain(value: number | string): string {
  return toPlainDecimal(parseDecimalPlain(value, { places: 3 }) ?? 0, 3);
}

const plainOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : plain(value);

/** The request's details in the form the statements service passes them. */
export function detailsShown(d: StatementDetailsInput): StatementDetailsShown {
  const state = (s: z.output<typeof meterStateInput> | null) =>
    s === null ? null : { date: s.date, value: plain(s.value), source: s.source };
  return {
    salutation: d.salutation ?? null,
    first_name: d.first_name ?? null,
    last_name: d.last_name ?? null,
    company: d.company ?? null,
    previous_monthly_advance_cents: d.previous_monthly_advance_cents ?? null,
    ...(d.advance_basis !== undefined ? { advance_basis: d.advance_basis } : {}),
    ...(d.received_advances ? { received_advances: d.received_advances } : {}),
    heating_costs: d.heating_costs
      ? {
          items: d.heating_costs.items.map((i) => ({
            name: i.name,
            amount_cents: i.amount_cents,
            is_fuel: i.is_fuel ?? false,
          })),
          fuel_kwh: plainOrNull(d.heating_costs.fuel_kwh),
        }
      : null,
    meters: (d.meters ?? []).map((m) => ({
      meter_number: m.meter_number,
      meter_type: m.meter_type,
      unit: m.unit,
      start: state(m.start),
      end: state(m.end),
      consumption: plainOrNull(m.consumption),
      exchange: m.exchange ?? false,
    })),
    comparison: (d.comparison ?? []).map((c) => ({
      kind: c.kind,
      unit: c.unit,
      current: plain(c.current),
      previous_year: plainOrNull(c.previous_year),
      property_average: plainOrNull(c.property_average),
    })),
  };
}
