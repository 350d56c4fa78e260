type BillingYearRow = { year: number; closed_at: string | null };

/**
 * The billing years offered: last year and this year, plus every year the property has billing
 * years for; newest first. A finalized year stays in the list (read only, marked as closed), so
 * its figures can still be looked up. The default is last year while it is open, else the newest
 * open year, else the first listed.
 */
export function offeredYears(
  currentYear: number,
  billingYears: ReadonlyArray<BillingYearRow>,
): { years: number[]; defaultYear: number } {
  const lastYear = currentYear - 1;
  const years = [...new Set<number>([currentYear, lastYear, ...billingYears.map((y) => y.year)])].sort(
    (a, b) => b - a,
  );
  const open = years.filter((year) => !isClosedYear(billingYears, year));
  const defaultYear = open.includes(lastYear) ? lastYear : (open[0] ?? years[0]!);
  return { years, defaultYear };
}

export const isClosedYear = (billingYears: ReadonlyArray<BillingYearRow>, year: number) =>
  billingYears.some((y) => y.year === year && y.closed_at !== null);

/** The years of a select, a closed one named so ("2025 (abgeschlossen)"). */
export const yearOptions = (
  years: readonly number[],
  billingYears: ReadonlyArray<BillingYearRow>,
  closedLabel: (year: number) => string,
) =>
  years.map((year) => ({
    value: String(year),
    label: isClosedYear(billingYears, year) ? closedLabel(year) : String(year),
  }));
