import { NotFoundError } from '../../domain/errors.ts';
import type { TenantReceipt } from '../../domain/schemas/invoices.ts';
import { invoiceTexts, statementCheckTexts } from '../../domain/texts/index.ts';
import { findDraftOfYear } from '../billing-drafts/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { storedFileOf, type InvoiceFile } from './read-invoices.ts';
import * as repo from './repository.ts';

/** Invoice id → the name of the cost line it is the receipt of, from the year's frozen draft. */
function receiptLines(payload: unknown): Map<number, string> {
  const costs = (payload as { costs?: unknown } | null)?.costs;
  const lines = new Map<number, string>();
  if (!Array.isArray(costs)) return lines;
  for (const cost of costs as Array<{ invoice_id?: unknown; name?: unknown }>) {
    if (typeof cost.invoice_id === 'number' && Number.isInteger(cost.invoice_id))
      lines.set(cost.invoice_id, typeof cost.name === 'string' ? cost.name : '');
  }
  return lines;
}

/**
 * The receipts behind a statement delivered to the tenant's own tenancy, once its year is finalized
 * (Belegeinsicht, §259 BGB). Only invoices approved into that property and year count, and only
 * those a cost line of the year's frozen draft names: an invoice id a client wrote into a line can
 * never reach another property's or another customer's file.
 */
async function receiptsOf(ctx: AppContext, actor: Actor, statementId: number) {
  const statement = await repo.finalizedStatementOfTenant(ctx.db, actor.userId, statementId);
  if (!statement) throw new NotFoundError(statementCheckTexts.statementNotFound);
  const draft = await findDraftOfYear(ctx.db, { kind: 'all' }, statement.propertyId, statement.year);
  const lines = receiptLines(draft?.payload);
  const rows = await repo.approvedInvoicesOfYear(ctx.db, statement.propertyId, statement.year, [
    ...lines.keys(),
  ]);
  return rows.map((row) => ({ row, lineName: lines.get(row.id) ?? '' }));
}

export async function listTenantReceipts(
  ctx: AppContext,
  actor: Actor,
  statementId: number,
): Promise<TenantReceipt[]> {
  return (await receiptsOf(ctx, actor, statementId)).map(({ row, lineName }) => ({
    invoice_id: row.id,
    file_name: row.fileName,
    category_name: lineName,
    gross_cents: row.grossCents,
  }));
}

export async function getTenantReceiptFile(
  ctx: AppContext,
  actor: Actor,
  statementId: number,
  invoiceId: number,
): Promise<InvoiceFile> {
  const receipt = (await receiptsOf(ctx, actor, statementId)).find(({ row }) => row.id === invoiceId);
  if (!receipt) throw new NotFoundError(invoiceTexts.receiptNotFound);
  return storedFileOf(ctx, receipt.row);
}
