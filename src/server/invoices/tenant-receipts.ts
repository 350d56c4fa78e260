import { NotFoundError } from '../../domain/errors.ts';
import type { TenantReceipt } from '../../domain/schemas/invoices.ts';
import { invoiceTexts, statementCheckTexts } from '../../domain/texts/index.ts';
import { findDraftOfYear } from '../billing-drafts/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { storedFileOf, type InvoiceFile } from './read-invoices.ts';
import * as repo from './repository.ts';

/**
 * The cost lines of the year's frozen draft that have receipts: invoice id → line name (the line's
 * own receipt) and line key → line name (credit notes that lowered the line keep its key).
 */
function receiptLines(payload: unknown) {
  const costs = (payload as { costs?: unknown } | null)?.costs;
  const byInvoice = new Map<number, string>();
  const byKey = new Map<string, string>();
  if (!Array.isArray(costs)) return { byInvoice, byKey };
  for (const cost of costs as Array<{ invoice_id?: unknown; name?: unknown; key?: unknown }>) {
    const name = typeof cost.name === 'string' ? cost.name : '';
    if (typeof cost.invoice_id === 'number' && Number.isInteger(cost.invoice_id))
      byInvoice.set(cost.invoice_id, name);
    if (typeof cost.key === 'string') byKey.set(cost.key, name);
  }
  return { byInvoice, byKey };
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
  const { byInvoice, byKey } = receiptLines(draft?.payload);
  const rows = await repo.approvedInvoicesOfYear(
    ctx.db,
    statement.propertyId,
    statement.year,
    [...byInvoice.keys()],
    [...byKey.keys()],
  );
  return rows.map((row) => ({
    row,
    lineName: byInvoice.get(row.id) ?? (row.costLineKey === null ? '' : (byKey.get(row.costLineKey) ?? '')),
  }));
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
