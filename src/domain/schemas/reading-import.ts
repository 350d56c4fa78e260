import { readingImportTexts } from '../texts/gateways.ts';
import { z } from './base/zod.ts';

/** `?dry_run=1` previews the import and stores nothing. */
export const ReadingImportQuery = z.object({
  dry_run: z
    .enum(['0', '1', 'true', 'false'], { error: readingImportTexts.dryRunInvalid })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});

export const ReadingImportRow = z.object({
  /** Line in the file (1-based, blank lines and the header counted). */
  line: z.number().int(),
  meter_number: z.string(),
  /** The meter of the property with that number; null when none. */
  meter_id: z.number().int().nullable(),
  /** ISO date, null when unreadable. */
  reading_date: z.string().nullable(),
  /** Exact, 3 decimal places ("1234.567"); null when unreadable. */
  reading_value: z.string().nullable(),
  status: z.enum(['accepted', 'rejected']),
  /** Why the row is rejected, in German; null when accepted. */
  reason: z.string().nullable(),
  /** Lower than the meter's reading before it (stored, marked as a possible exchange). */
  suspected_exchange: z.boolean(),
});
export type ReadingImportRow = z.infer<typeof ReadingImportRow>;

export const ReadingImportResult = z.object({
  dry_run: z.boolean(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Readings written (0 on a dry run). */
  stored: z.number().int(),
  rows: z.array(ReadingImportRow),
});
export type ReadingImportResult = z.infer<typeof ReadingImportResult>;
