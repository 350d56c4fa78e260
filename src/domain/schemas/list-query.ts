import { listTexts } from '../texts/lists.ts';
import { z } from './zod.ts';

/** Largest page a list call answers; without `limit` the whole list is answered. */
export const MAX_PAGE_SIZE = 500;

export interface SortSpec<F extends string> {
  field: F;
  descending: boolean;
}

/**
 * Query parameters shared by every list that can grow: `limit` and `offset` page it, `q` searches
 * it, `sort` orders it by one of the list's own fields (`-field` for descending). Each list names
 * its sortable fields, so a client can never order by an arbitrary column.
 */
export function listQuery<const F extends readonly [string, ...string[]]>(sortable: F) {
  const sortValues = [...sortable, ...sortable.map((f) => `-${f}`)] as string[];
  return z.object({
    limit: z.coerce
      .number({ error: listTexts.limitInvalid })
      .int({ error: listTexts.limitInvalid })
      .min(1, { error: listTexts.limitInvalid })
      .max(MAX_PAGE_SIZE, { error: listTexts.limitInvalid })
      .optional(),
    offset: z.coerce
      .number({ error: listTexts.offsetInvalid })
      .int({ error: listTexts.offsetInvalid })
      .min(0, { error: listTexts.offsetInvalid })
      .max(2_147_483_647, { error: listTexts.offsetInvalid })
      .optional(),
    q: z.string().trim().max(200, { error: listTexts.searchTooLong }).optional(),
    sort: z
      .string()
      .refine((v) => sortValues.includes(v), { error: listTexts.sortInvalid(sortable) })
      .transform((v): SortSpec<F[number]> => ({
        field: v.replace(/^-/, '') as F[number],
        descending: v.startsWith('-'),
      }))
      .optional(),
  });
}

export type ListQuery<F extends string> = {
  limit?: number | undefined;
  offset?: number | undefined;
  q?: string | undefined;
  sort?: SortSpec<F> | undefined;
};
