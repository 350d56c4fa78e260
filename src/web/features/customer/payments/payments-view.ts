import { formatDateDe } from '../../../../domain/dates.ts';
import { monthsOfYear } from '../../../../domain/payments/monthly-dues.ts';
import { centsToEuroNumber, euroToCents, formatMoneyDe } from '../../../../domain/money.ts';
import { monthNameDe, monthNames, paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import type { PaymentsMonth } from '../../../api/payments.ts';

const texts = paymentsScreenTexts;

/** One month of a tenant or of the whole property: due, received, difference (positive: arrears). */
export interface MonthRow {
  month: string;
  due_cents: number;
  received_cents: number;
  difference_cents: number;
}

/**
 * A tenant's months as the table shows them: always the twelve of the year in order, a month the
 * answer lacks as zero, each with its difference due − received.
 */
export function monthRows(year: number, months: readonly PaymentsMonth[]): MonthRow[] {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return monthsOfYear(year).map((month) => {
    const m = byMonth.get(month);
    const due = m?.due_cents ?? 0;
    const received = m?.received_cents ?? 0;
    return { month, due_cents: due, received_cents: received, difference_cents: due - received };
  });
}

/** The property's months: the sums over its tenants, for the chart and its table. */
export function propertyMonths(
  year: number,
  tenants: ReadonlyArray<{ months: readonly PaymentsMonth[] }>,
): MonthRow[] {
  const rows = monthRows(year, []);
  const index = new Map(rows.map((row, i) => [row.month, i]));
  for (const tenant of tenants)
    for (const m of tenant.months) {
      const i = index.get(m.month);
      if (i === undefined) continue;
      const row = rows[i]!;
      row.due_cents += m.due_cents;
      row.received_cents += m.received_cents;
      row.difference_cents = row.due_cents - row.received_cents;
    }
  return rows;
}

export type BalanceStatus = 'arrears' | 'overpaid' | 'settled';

/** Positive difference: less received than due (Rückstand); negative: more (überzahlt). */
export const balanceStatus = (differenceCents: number): BalanceStatus =>
  differenceCents > 0 ? 'arrears' : differenceCents < 0 ? 'overpaid' : 'settled';

/** The sums of the year over all tenants. */
export function yearTotals(tenants: ReadonlyArray<{ due_cents: number; received_cents: number }>) {
  let due = 0;
  let received = 0;
  for (const t of tenants) {
    due += t.due_cents;
    received += t.received_cents;
  }
  return { due_cents: due, received_cents: received, difference_cents: due - received };
}

/** A row's tenant as the answer names it, else the id in words. */
export const nameOf = (row: { tenant_id: number; name: string }) =>
  row.name.trim() || texts.overview.unknownTenant(row.tenant_id);

/**
 * The line under a tenant's name: dwelling, the tenancy's dates where it starts or ends, and a note
 * when no IBAN is known (payments are then matched by name and amount only).
 */
export function tenancyLine(row: {
  dwelling_label: string | null;
  move_in: string | null;
  move_out: string | null;
  has_iban: boolean;
}): string {
  const parts: string[] = [];
  if (row.dwelling_label) parts.push(row.dwelling_label);
  if (row.move_in && row.move_out)
    parts.push(texts.overview.period(formatDateDe(row.move_in), formatDateDe(row.move_out)));
  else if (row.move_out) parts.push(texts.overview.until(formatDateDe(row.move_out)));
  else if (row.move_in) parts.push(texts.overview.since(formatDateDe(row.move_in)));
  if (!row.has_iban) parts.push(texts.overview.noIban);
  return parts.join(' · ');
}

/** "März 2025" of "2025-03": the one German month name of the product. */
export const monthLabel = monthNameDe;

/** The chart's rows: euros as numbers (the chart draws numbers), short month names on the axis. */
export function chartRows(rows: readonly MonthRow[]) {
  return rows.map((row) => ({
    label: monthNames.short[Number(row.month.slice(5, 7)) - 1] ?? row.month,
    due: centsToEuroNumber(row.due_cents),
    received: centsToEuroNumber(row.received_cents),
  }));
}

/** A chart value (euros as the chart hands it back) in German money notation. */
export const formatChartEuro = (value: number) => formatMoneyDe(euroToCents(value) ?? 0);

/** The text alternative of the chart: the year's sums and the months with less received than due. */
export function chartSummary(year: number, rows: readonly MonthRow[]): string {
  const { due_cents: due, received_cents: received } = yearTotals(rows);
  const short = rows
    .filter((row) => row.difference_cents > 0)
    .map((row) => monthNames.long[Number(row.month.slice(5, 7)) - 1] ?? row.month)
    .join(', ');
  return texts.chart.summary(year, formatMoneyDe(due), formatMoneyDe(received), short);
}

/** The tenants whose Guthaben cannot go into the transfer file: no IBAN is known for them. */
export const refundsWithoutIban = (refunds: ReadonlyArray<{ name: string; iban: string | null }>): string[] =>
  refunds.filter((r) => r.iban === null).map((r) => r.name);
