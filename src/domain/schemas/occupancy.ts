import { tenancyDwellingTexts } from '../texts/tenancy-dwellings.ts';
import { STATEMENT_YEAR_MAX, STATEMENT_YEAR_MIN } from './statements.ts';
import { z } from './base/zod.ts';

const invalid = tenancyDwellingTexts.occupancyYearInvalid;

/** `?year=2025`: the calendar year whose occupancy is shown, within the years statements cover. */
export const OccupancyQuery = z.object({
  year: z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .min(STATEMENT_YEAR_MIN, { error: invalid })
    .max(STATEMENT_YEAR_MAX, { error: invalid }),
});

export const OccupancyPeriodRecord = z.object({
  from: z.string().describe('Erster Tag (ISO-Datum)'),
  to: z.string().describe('Letzter Tag (ISO-Datum, einschließlich)'),
  kind: z.enum(['tenancy', 'vacancy']),
  tenant_id: z
    .number()
    .int()
    .nullable()
    .describe('Mietverhältnis oder ausdrücklicher Leerstand; null: Tage ohne Mietverhältnis'),
});

export const DwellingOccupancyRecord = z.object({
  dwelling_id: z.number().int(),
  label: z.string(),
  periods: z.array(OccupancyPeriodRecord),
});
export type DwellingOccupancyRecord = z.infer<typeof DwellingOccupancyRecord>;
