import { sql } from 'drizzle-orm';

/**
 * The column that carries the list's total on every row of a searched page (`count(*) over ()`).
 * A search scans every row anyway, so counting in the same scan halves the work; so does a page
 * that has to sort every row of its scope. An unsearched page in an indexed order is different:
 * the database can stop after the page, which a window count would prevent, so it gets a constant
 * and a separate count. `searched` below means: the total is counted in the page's scan.
 */
export const totalColumn = (searched: boolean) =>
  searched ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number);

/**
 * A page of a list and its total: from the rows of a searched page (see `totalColumn`), else
 * from `countAll`, asked alongside the page. A searched page past the end has no row to carry
 * the total and asks `countAll` too.
 */
export async function pageAndTotal<R extends { total: number }>(
  page: PromiseLike<R[]>,
  countAll: () => PromiseLike<Array<{ n: number }>>,
  options: { searched: boolean; offset: number | undefined },
): Promise<{ rows: R[]; total: number }> {
  if (!options.searched) {
    const [rows, [count]] = await Promise.all([page, countAll()]);
    return { rows, total: count?.n ?? 0 };
  }
  const rows = await page;
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (!options.offset) return { rows, total: 0 };
  const [count] = await countAll();
  return { rows, total: count?.n ?? 0 };
}
