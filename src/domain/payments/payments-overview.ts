/**
 * A property's payments of a year as the payments screen shows them: per tenancy the advances due
 * month by month (monthly-dues.ts), what was received (received.ts) and the difference, due minus
 * received, so a positive difference is arrears; and the year's credits no tenant is assigned to.
 */
import type { AdvanceBasis } from './advance-basis.ts';
import type { StoredTransaction } from './merge-import.ts';
import { monthlyDues } from './monthly-dues.ts';
import { creditsByTenant, receivedByMonth } from './received.ts';
import { tenancyWithinYear, type PaymentTenancy } from './tenancy.ts';

export interface TenantPayments {
  tenant_id: number;
  due_cents: number;
  received_cents: number;
  difference_cents: number;
  months: Array<{ month: string; due_cents: number; received_cents: number }>;
}

export interface UnmatchedPayment {
  id: number;
  booking_date: string;
  amount_cents: number;
  payer_name: string | null;
  payer_iban: string | null;
  text: string;
}

export interface PaymentsOverview {
  year: number;
  basis: AdvanceBasis;
  tenants: TenantPayments[];
  unmatched: UnmatchedPayment[];
}

/** The overview of `year`: tenancies of the year (or with payments booked in it), in the order given. */
export function paymentsOverview(
  year: number,
  basis: AdvanceBasis,
  tenancies: readonly PaymentTenancy[],
  transactions: readonly StoredTransaction[],
): PaymentsOverview {
  const tenants: TenantPayments[] = [];
  const credits = creditsByTenant(transactions);
  for (const tenancy of tenancies) {
    const received = receivedByMonth(credits.get(tenancy.tenant_id) ?? [], tenancy.tenant_id, year);
    if (tenancyWithinYear(tenancy, year) === null && received.size === 0) continue;
    tenants.push(tenantPayments(tenancy, year, received));
  }
  return { year, basis, tenants, unmatched: unmatchedOf(transactions, year) };
}

function tenantPayments(
  tenancy: PaymentTenancy,
  year: number,
  received: Map<string, number>,
): TenantPayments {
  const months = monthlyDues(tenancy, year).map((m) => ({
    ...m,
    received_cents: received.get(m.month) ?? 0,
  }));
  const due = months.reduce((sum, m) => sum + m.due_cents, 0);
  const paid = months.reduce((sum, m) => sum + m.received_cents, 0);
  return {
    tenant_id: tenancy.tenant_id,
    due_cents: due,
    received_cents: paid,
    difference_cents: due - paid,
    months,
  };
}

/** Credits booked in the year that no tenant is assigned to, by booking date. */
function unmatchedOf(transactions: readonly StoredTransaction[], year: number): UnmatchedPayment[] {
  const prefix = `${year}-`;
  return transactions
    .filter((tx) => tx.amount_cents > 0 && tx.tenant_id === null && tx.booking_date.startsWith(prefix))
    .sort((a, b) =>
      a.booking_date === b.booking_date ? a.id - b.id : a.booking_date < b.booking_date ? -1 : 1,
    )
    .map((tx) => ({
      id: tx.id,
      booking_date: tx.booking_date,
      amount_cents: tx.amount_cents,
      payer_name: tx.counterparty_name,
      payer_iban: tx.counterparty_iban,
      text: tx.text,
    }));
}
