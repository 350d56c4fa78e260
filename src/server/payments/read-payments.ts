import { advanceBasis } from '../../domain/payments/advance-basis.ts';
import { paymentsOverview } from '../../domain/payments/payments-overview.ts';
import type { PaymentsResponse } from '../../domain/schemas/payments.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { visibleProperty } from './visible-property.ts';

/** The display name of a tenancy: first and last name, else the company. */
export const tenancyName = (t: Pick<repo.PaymentTenancyRow, 'first_name' | 'last_name' | 'company'>) =>
  [t.first_name, t.last_name].filter(Boolean).join(' ') || t.company || '';

/**
 * The year's payments of the property: three queries whatever the size (the year's bookings, the
 * tenancies, the landlord's choice of basis), then pure code over them.
 */
export async function readPayments(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<PaymentsResponse> {
  await visibleProperty(ctx, actor, propertyId);
  const [transactions, tenancies, chosen] = await Promise.all([
    repo.transactionsBetween(ctx.db, propertyId, `${year}-01-01`, `${year}-12-31`),
    repo.paymentTenancies(ctx.db, propertyId),
    repo.chosenAdvanceBasis(ctx.db, propertyId, year),
  ]);
  const basis = advanceBasis(
    chosen,
    year,
    transactions.map((tx) => tx.booking_date),
  );
  const overview = paymentsOverview(year, basis, tenancies, transactions);
  const byId = new Map(tenancies.map((t) => [t.tenant_id, t]));
  return {
    ...overview,
    tenants: overview.tenants.map((row) => {
      const tenancy = byId.get(row.tenant_id)!;
      return {
        tenant_id: row.tenant_id,
        name: tenancyName(tenancy),
        dwelling_label: tenancy.dwelling_label,
        move_in: tenancy.move_in,
        move_out: tenancy.move_out,
        has_iban: tenancy.ibans.length > 0,
        due_cents: row.due_cents,
        received_cents: row.received_cents,
        difference_cents: row.difference_cents,
        months: row.months,
      };
    }),
  };
}
