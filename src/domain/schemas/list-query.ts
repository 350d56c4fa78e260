import { listTexts } from '../texts/lists.ts';
import { INT4_MAX } from './common.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** A query parameter of decimal digits only ("" or "1e2" are no page numbers), within bounds. */
export const wholeNumber = (error: string, min: number, max: number) =>
  z
    .string({ error })
    .regex(/^\d{1,10}$/, { error, abort: true })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));

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
    limit: wholeNumber(listTexts.limitInvalid, 1, MAX_PAGE_SIZE).optional(),
    offset: wholeNumber(listTexts.offsetInvalid, 0, INT4_MAX).optional(),
    q: safeText({ max: 200, tooLong: listTexts.searchTooLong }).optional(),
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
