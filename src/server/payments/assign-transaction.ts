import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { isVacancy } from '../../domain/catalog.ts';
import { assignmentProblem, manualAssignment } from '../../domain/payments/manual-assignment.ts';
import type { BankTransactionRecord } from '../../domain/schemas/payments.ts';
import { paymentTexts } from '../../domain/texts/payments.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

async function visibleTransaction(ctx: AppContext, actor: Actor, id: number) {
  const tx = await repo.findTransaction(ctx.db, scopeOf(actor), id);
  if (!tx) throw new NotFoundError(paymentTexts.transactionNotFound);
  return tx;
}

/**
 * The landlord assigns a booking to a tenant of its property, or (`tenantId` null) to nobody. Both
 * are stored as `manual`, so no re-import changes them. Only credits, and none booked after the
 * tenant's move-out: that money cannot be an advance of the tenancy.
 */
export async function assignTransaction(
  ctx: AppContext,
  actor: Actor,
  id: number,
  tenantId: number | null,
): Promise<BankTransactionRecord> {
  const tx = await visibleTransaction(ctx, actor, id);
  if (tenantId !== null) {
    const tenancy = await repo.findTenancyOfProperty(ctx.db, tx.property_id, tenantId);
    if (!tenancy || isVacancy(tenancy.lastName)) throw new ValidationError(paymentTexts.tenantNotOfProperty);
    const problem = assignmentProblem(tx, { move_out: tenancy.moveOut });
    if (problem) throw new ValidationError(problem);
  }
  return ctx.db.transaction(async (db) => {
    const saved = await repo.setAssignment(db, id, manualAssignment(tenantId), {
      userId: actor.userId,
      at: ctx.now(),
    });
    if (!saved) throw new NotFoundError(paymentTexts.transactionNotFound);
    await writeAudit(db, actor, {
      action: tenantId === null ? 'bank_transaction.unassign' : 'bank_transaction.assign',
      entity: 'bank_transaction',
      entityId: id,
      details: {
        property_id: tx.property_id,
        tenant_id: tenantId,
        previous_tenant_id: tx.tenant_id,
        previous_reason: tx.reason,
      },
    });
    return repo.toTransactionRecord(saved);
  });
}
