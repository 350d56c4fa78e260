/** Rows per page of the admin lists. */
export const PAGE_SIZE = 20;

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based first and last row shown on `page` (1-based), or null when the list is empty. */
export function pageRange(
  page: number,
  total: number,
  pageSize: number = PAGE_SIZE,
): { from: number; to: number } | null {
  if (total <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  if (from > total) return null;
  return { from, to: Math.min(total, page * pageSize) };
}

/** The `limit` and `offset` of a 1-based page. */
export function pageParams(page: number, pageSize: number = PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize };
}
