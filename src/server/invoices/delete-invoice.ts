import { ConflictError } from '../../domain/errors.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { visibleInvoice } from './read-invoices.ts';
import * as repo from './repository.ts';

/**
 * Removes an invoice and its file. An approved one is the receipt of a cost line, which tenants may
 * inspect (§259 BGB): it stays.
 */
export async function deleteInvoice(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await visibleInvoice(ctx, actor, id);
  if (row.status === 'approved') throw new ConflictError(invoiceTexts.deleteApproved);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteUnapprovedInvoice(tx, id))) throw new ConflictError(invoiceTexts.deleteApproved);
    await writeAudit(tx, actor, {
      action: 'invoice.delete',
      entity: 'invoice',
      entityId: id,
      details: { property_id: row.propertyId, file_name: row.fileName, sha256: row.sha256 },
    });
  });
}
