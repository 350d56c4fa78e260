import { STATEMENT_YEAR_MAX, STATEMENT_YEAR_MIN } from './statements.ts';
import { SETUP_STEP_IDS } from '../texts/property-setup.ts';
import { tenancyDwellingTexts } from '../texts/tenancy-dwellings.ts';
import { z } from './base/zod.ts';

const invalid = tenancyDwellingTexts.occupancyYearInvalid;

/** `?year=2025`: the year to check instead of the open billing year. */
export const SetupQuery = z.object({
  year: z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .min(STATEMENT_YEAR_MIN, { error: invalid })
    .max(STATEMENT_YEAR_MAX, { error: invalid })
    .optional(),
});

export const SetupStepRecord = z.object({
  id: z.enum(SETUP_STEP_IDS),
  done: z.boolean(),
  missing: z.array(z.string()).describe('Was fehlt, auf Deutsch'),
  href: z.string().describe('Bildschirm, auf dem es ergänzt wird'),
});
export type SetupStepRecord = z.infer<typeof SetupStepRecord>;

export const SetupResponse = z.object({
  property_id: z.number().int(),
  year: z.number().int().describe('Das geprüfte Abrechnungsjahr (offenes Jahr oder ?year=)'),
  steps: z.array(SetupStepRecord),
});
export type SetupResponse = z.infer<typeof SetupResponse>;
