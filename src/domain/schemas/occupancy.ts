import { StatementYear } from './statements.ts';
import { z } from './base/zod.ts';

/** `?year=2025`: the calendar year whose occupancy is shown. */
export const OccupancyQuery = z.object({ year: StatementYear });

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
