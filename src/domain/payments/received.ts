/**
 * What tenants actually paid: the credits assigned to them, each counted in the month it was booked
 * on the property's account (the bank's booking date, not the value date or the month it was meant
 * for).
 */
import type { IsoDate } from '../dates.ts';
import type { StoredTransaction } from './merge-import.ts';

type Received = Pick<StoredTransaction, 'tenant_id' | 'amount_cents' | 'booking_date'>;

const isCreditOf = (tx: Received, tenantId: number) => tx.tenant_id === tenantId && tx.amount_cents > 0;

/**
 * The credits of each tenant, grouped once: callers that look at every tenant of a property pass
 * each tenant's own list to the functions below, so the work stays linear in the bookings.
 */
export function creditsByTenant<T extends Received>(transactions: readonly T[]): Map<number, T[]> {
  const byTenant = new Map<number, T[]>();
  for (const tx of transactions) {
    if (tx.tenant_id === null || tx.amount_cents <= 0) continue;
    const list = byTenant.get(tx.tenant_id);
    if (list) list.push(tx);
    else byTenant.set(tx.tenant_id, [tx]);
  }
  return byTenant;
}

/** Cents received from the tenant per booking month "YYYY-MM" of `year`. */
export function receivedByMonth(
  transactions: readonly Received[],
  tenantId: number,
  year: number,
): Map<string, number> {
  const byMonth = new Map<string, number>();
  const prefix = `${year}-`;
  for (const tx of transactions) {
    if (!isCreditOf(tx, tenantId) || !tx.booking_date.startsWith(prefix)) continue;
    const month = tx.booking_date.slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + tx.amount_cents);
  }
  return byMonth;
}

/** Cents received from the tenant booked within [from, to]: the advance a statement credits as received. */
export function receivedInPeriod(
  transactions: readonly Received[],
  tenantId: number,
  from: IsoDate,
  to: IsoDate,
): number {
  let sum = 0;
  for (const tx of transactions)
    if (isCreditOf(tx, tenantId) && tx.booking_date >= from && tx.booking_date <= to) sum += tx.amount_cents;
  return sum;
}
