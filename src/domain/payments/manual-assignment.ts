/**
 * A landlord's own assignment of a stored transaction: to a tenant, or to nobody (a credit that is
 * no advance, e.g. a deposit or a refund from a supplier). Both are marked `manual`, so no re-import
 * or later automatic match changes them (merge-import.ts).
 */
import type { BankTransaction } from '../bank/bank-statement.ts';
import { paymentTexts } from '../texts/payments.ts';
import type { Assignment } from './match-transaction.ts';
import { movedOutBefore, type PaymentTenancy } from './tenancy.ts';

export const manualAssignment = (tenantId: number | null): Assignment => ({
  tenant_id: tenantId,
  reason: 'manual',
});

/** Why the transaction cannot be assigned to the tenancy (German), or null when it can. */
export function assignmentProblem(
  tx: Pick<BankTransaction, 'amount_cents' | 'booking_date'>,
  tenancy: Pick<PaymentTenancy, 'move_out'>,
): string | null {
  if (tx.amount_cents <= 0) return paymentTexts.assignDebit;
  if (movedOutBefore(tenancy, tx.booking_date)) return paymentTexts.assignAfterMoveOut;
  return null;
}
