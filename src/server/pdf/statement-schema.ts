import { z } from 'zod';
import { billingInputShape, idSchema, isoDateSchema, withinLineLimit } from '../../domain/billing/schema.ts';
import { safeText } from '../../domain/schemas/text.ts';

/** One printed line: a control character would break the PDF's layout or text extraction. */
const line = safeText({ max: 200 }).min(1, { error: 'darf nicht leer sein' });

export const partySchema = z.object({
  name: line.describe('Name bzw. Firma'),
  address_lines: z.array(line).max(4, { error: 'höchstens 4 Adresszeilen' }).describe('Straße, PLZ Ort, …'),
  phone: line.optional(),
  email: line.optional(),
  iban: line.optional().describe('Bankverbindung für Nachzahlungen (nur Vermieter)'),
  bank: line.optional(),
});

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
      .number({ error: 'muss eine Zahl sein' })
      .int({ error: 'muss eine ganze Zahl sein' })
      .min(14, { error: 'muss mindestens 14 Tage betragen' })
      .max(90, { error: 'darf höchstens 90 Tage betragen' })
      .optional()
      .describe('Zahlungsziel in Tagen ab Abrechnungsdatum (Standard 30)'),
  }),
);

export type StatementRequest = z.input<typeof statementRequestSchema>;
export type Party = z.input<typeof partySchema>;
