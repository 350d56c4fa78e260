/**
 * The billing years offered: last year (unless closed) and this year, plus every year the
 * property has billing years for; newest first. The default is last year, else the first listed.
 */
export function offeredYears(
  currentYear: number,
  billingYears: ReadonlyArray<{ year: number; closed_at: string | null }>,
): { years: number[]; defaultYear: number } {
  const lastYear = currentYear - 1;
  const lastClosed = billingYears.some((y) => y.year === lastYear && y.closed_at !== null);
  const set = new Set<number>([currentYear, lastYear, ...billingYears.map((y) => y.year)]);
  if (lastClosed) set.delete(lastYear);
  const years = [...set].sort((a, b) => b - a);
  return { years, defaultYear: years.includes(lastYear) ? lastYear : years[0]! };
}

export const isClosedYear = (
  billingYears: ReadonlyArray<{ year: number; closed_at: string | null }>,
  year: number,
) => billingYears.some((y) => y.year === year && y.closed_at !== null);
