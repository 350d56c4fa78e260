/** Requests and answers of the letters API (`/api/letter-templates`, `/api/properties/{id}/letters`, `/api/letters/{id}`). */
import { letterServerTexts as t } from '../texts/letters.ts';
import { listTexts } from '../texts/lists.ts';
import { TEMPLATE_IDS } from '../texts/templates.ts';
import { z } from './base/zod.ts';
import { INT4_MAX } from './common.ts';
import { MAX_PAGE_SIZE, wholeNumber } from './list-query.ts';

/** The kinds of form field a template has (the catalogue in domain/letters builds its fields from them). */
export const LETTER_FIELD_TYPES = [
  'text',
  'textarea',
  'date',
  'money',
  'number',
  'choice',
  'boolean',
  'list',
] as const;

const FieldOption = z.object({ value: z.string(), label: z.string() });

const FieldBase = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(LETTER_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(FieldOption).optional(),
});

/** A form field of a template; a list field's entries have fields of their own (`items`). */
export const LetterFieldRecord = FieldBase.extend({ items: z.array(FieldBase).optional() });

export const LetterTemplateRecord = z.object({
  id: z.enum(TEMPLATE_IDS),
  title: z.string(),
  fields: z.array(LetterFieldRecord),
});
export const LetterTemplatesResponse = z.array(LetterTemplateRecord);

/** A new letter: the template, the tenant it is written to and the form's fields (read by the template's schema). */
export const CreateLetterBody = z.object({
  template: z.enum(TEMPLATE_IDS, { error: t.templateInvalid }),
  tenant_id: z
    .number({ error: t.tenantIdInvalid })
    .int({ error: t.tenantIdInvalid })
    .min(1, { error: t.tenantIdInvalid })
    .max(INT4_MAX, { error: t.tenantIdInvalid }),
  fields: z.record(z.string(), z.unknown(), { error: t.fieldsInvalid }),
});
export type CreateLetterBody = z.infer<typeof CreateLetterBody>;

export const LetterRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  template: z.enum(TEMPLATE_IDS),
  tenant_id: z.number().int().nullable(),
  title: z.string(),
  recipient_name: z.string(),
  created_at: z.string(),
  /** Warnings that did not block the letter (a meter without reading, no bank account stored). */
  problems: z.array(z.string()),
  /** How the letter was sent through the Postbox; null while unsent. */
  channel: z.enum(['email', 'post']).nullable(),
  sent_at: z.string().nullable(),
  /** The tenant's first opening in the Postbox. */
  opened_at: z.string().nullable(),
});
export type LetterRecord = z.infer<typeof LetterRecord>;

export const LetterListQuery = z.object({
  limit: wholeNumber(listTexts.limitInvalid, 1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(listTexts.offsetInvalid, 0, INT4_MAX).optional(),
});
export type LetterListQuery = z.infer<typeof LetterListQuery>;
