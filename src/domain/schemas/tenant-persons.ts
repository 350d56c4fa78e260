/**
 * A tenancy's person counts from a day on (`tenant_persons`): a household that grows or shrinks
 * during the year is counted with each number for its days (persons key, §556a Abs. 1 BGB).
 */
import { MAX_PERSON_CHANGES } from '../billing/schema.ts';
import { isIsoDate } from '../dates.ts';
import { tenantTexts } from '../texts/tenants.ts';
import { z } from './base/zod.ts';

const isoDateBody = z
  .string({ error: tenantTexts.personsDateInvalid })
  .refine(isIsoDate, { error: tenantTexts.personsDateInvalid });

/** A household's persons from a day on; the list replaces the tenancy's whole history. */
export const TenantPersonsBody = z.object({
  entries: z
    .array(
      z.object({
        from: isoDateBody,
        persons: z
          .number({ error: tenantTexts.personsCountInvalid })
          .int({ error: tenantTexts.personsCountInvalid })
          .min(0, { error: tenantTexts.personsCountInvalid })
          .max(99, { error: tenantTexts.personsCountInvalid }),
      }),
      { error: tenantTexts.personsEntriesInvalid },
    )
    .max(MAX_PERSON_CHANGES, { error: tenantTexts.personsEntriesInvalid })
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, i) => {
        if (seen.has(e.from))
          ctx.addIssue({ code: 'custom', path: [i, 'from'], message: tenantTexts.personsDateTwice(e.from) });
        seen.add(e.from);
      });
    }),
});
export type TenantPersonsBody = z.infer<typeof TenantPersonsBody>;

export const tenantPersonsSchema = z.object({
  tenant_id: z.number().int(),
  entries: z
    .array(
      z.object({
        from: z.string().describe('Gilt ab diesem Tag (JJJJ-MM-TT)'),
        persons: z.number().int(),
      }),
    )
    .describe('Personenzahl ab einem Tag, aufsteigend; jede gilt bis zum nächsten Eintrag'),
});
export type TenantPersonsRecord = z.infer<typeof tenantPersonsSchema>;
