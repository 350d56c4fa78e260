import { ALLOCATIONS, CATEGORY_GROUPS } from '../catalog.ts';
import { costCategoryTexts } from '../texts/cost-categories.ts';
import { validationTexts } from '../texts/validation.ts';
import { ActorMarkers } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

export const CostCategoryRecord = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  name: z.string(),
  allocation: z.enum(ALLOCATIONS),
  category_group: z.enum(CATEGORY_GROUPS),
  position: z.number().int(),
  is_active: z.boolean(),
});
export type CostCategoryRecord = z.infer<typeof CostCategoryRecord>;

export const CostCategoryCreateBody = z.object({
  name: safeText({
    max: 100,
    notText: validationTexts.costNameRequired,
    tooLong: costCategoryTexts.nameTooLong,
  }).min(1, { error: validationTexts.costNameRequired }),
  /** Default m², as the spec's constants say. */
  allocation: z.enum(ALLOCATIONS, { error: costCategoryTexts.allocationInvalid }).optional(),
  /** cold_water counts as general. */
  category_group: z
    .enum([...CATEGORY_GROUPS, 'cold_water'], { error: costCategoryTexts.groupInvalid })
    .transform((g) => (g === 'cold_water' ? 'general' : g))
    .optional(),
  ...ActorMarkers,
});
export type CostCategoryCreateBody = z.infer<typeof CostCategoryCreateBody>;

export const CostCategoryListQuery = z.object({
  all: z.enum(['1', 'true', '0', 'false'], { error: costCategoryTexts.allInvalid }).optional(),
});
export type CostCategoryListQuery = z.infer<typeof CostCategoryListQuery>;
