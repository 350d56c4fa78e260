import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import {
  INVOICE_FIELDS,
  type FieldSource,
  type InvoiceField,
} from '../../domain/invoices/invoice-reading.ts';
import { isCreditNote } from '../../domain/invoices/reading-result.ts';
import { suggestInvoice } from '../../domain/invoices/suggest-invoice.ts';
import type { InvoiceRecord, InvoiceSuggestion, InvoiceUpdateBody } from '../../domain/schemas/invoices.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { listCostCategories } from '../cost-categories/repository.ts';
import { visibleInvoice } from './read-invoices.ts';
import { readingColumns, readingOfRow } from './reading-columns.ts';
import * as repo from './repository.ts';

const DECIDED = ['approved', 'rejected'];

/** The row's reading with the corrected fields put in, each of them now `typed`. */
function corrected(row: repo.InvoiceRow, input: InvoiceUpdateBody) {
  const reading = readingOfRow(row);
  const sources: Partial<Record<InvoiceField, FieldSource>> = { ...reading.sources };
  const changed: InvoiceField[] = [];
  for (const field of INVOICE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    (reading as unknown as Record<InvoiceField, unknown>)[field] = value;
    if (value === null) delete sources[field];
    else sources[field] = 'typed';
    changed.push(field);
  }
  reading.sources = sources;
  reading.credit_note = isCreditNote(reading.type_code, reading.gross_cents);
  return { reading, changed };
}

/**
 * The person's own year and cost type stay as chosen; otherwise the suggestion follows the corrected
 * fields (a corrected period or seller may change the year or the cost type).
 */
async function nextSuggestion(
  ctx: AppContext,
  row: repo.InvoiceRow,
  reading: ReturnType<typeof corrected>['reading'],
  input: InvoiceUpdateBody,
): Promise<{ suggestion: InvoiceSuggestion; chosen: boolean }> {
  const categories = await listCostCategories(ctx.db, row.propertyId, true);
  const fresh = suggestInvoice(
    reading,
    categories.filter((c) => c.is_active),
  );
  const before = row.suggestion as InvoiceSuggestion;
  const choosing = input.year !== undefined || input.cost_category_id !== undefined;
  const chosen = row.suggestionChosen || choosing;
  if (!chosen) return { suggestion: fresh, chosen };
  const year = input.year !== undefined ? input.year : before.year;
  const categoryId = input.cost_category_id !== undefined ? input.cost_category_id : before.cost_category_id;
  const category = categoryId === null ? null : categories.find((c) => c.id === categoryId);
  if (category === undefined) throw new NotFoundError(invoiceTexts.categoryNotFound);
  return {
    suggestion: {
      ...fresh,
      year,
      cost_category_id: category?.id ?? null,
      category_name: category?.name ?? null,
      betrkv_no: category && category.id === fresh.cost_category_id ? fresh.betrkv_no : null,
    },
    chosen,
  };
}

/**
 * Corrections while nobody has decided on the invoice: each corrected field is marked as typed, and
 * an unreadable invoice a person fills in is one to review.
 */
export async function updateInvoice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: InvoiceUpdateBody,
): Promise<InvoiceRecord> {
  const row = await visibleInvoice(ctx, actor, id);
  if (DECIDED.includes(row.status)) throw new ConflictError(invoiceTexts.notEditable);
  const { reading, changed } = corrected(row, input);
  const { suggestion, chosen } = await nextSuggestion(ctx, row, reading, input);
  const updated = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateOpenInvoice(tx, id, {
      ...readingColumns(reading),
      format: row.format,
      status: row.status === 'unreadable' && changed.length > 0 ? 'needs_review' : row.status,
      suggestion,
      suggestionChosen: chosen,
    });
    if (!saved) throw new ConflictError(invoiceTexts.notEditable);
    await writeAudit(tx, actor, {
      action: 'invoice.update',
      entity: 'invoice',
      entityId: id,
      details: { property_id: row.propertyId, fields: changed, year: suggestion.year },
    });
    return saved;
  });
  return repo.toInvoiceRecord(updated);
}
