import { ConflictError } from '../../domain/errors.ts';
import type { InvoiceRecord, InvoiceRejectBody } from '../../domain/schemas/invoices.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { visibleInvoice } from './read-invoices.ts';
import * as repo from './repository.ts';

/** A person's decision that the invoice does not go into the cost data, with the reason. Final. */
export async function rejectInvoice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: InvoiceRejectBody,
): Promise<InvoiceRecord> {
  const row = await visibleInvoice(ctx, actor, id);
  if (row.status === 'approved') throw new ConflictError(invoiceTexts.alreadyApproved);
  if (row.status === 'rejected') throw new ConflictError(invoiceTexts.notEditable);
  const updated = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateOpenInvoice(tx, id, { status: 'rejected', rejectionReason: input.reason });
    if (!saved) throw new ConflictError(invoiceTexts.notEditable);
    await writeAudit(tx, actor, {
      action: 'invoice.reject',
      entity: 'invoice',
      entityId: id,
      details: { property_id: row.propertyId, reason: input.reason },
    });
    return saved;
  });
  return repo.toInvoiceRecord(updated);
}
