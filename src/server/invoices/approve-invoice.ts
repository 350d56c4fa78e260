import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { DRAFT_LIMITS } from '../../domain/schemas/billing-drafts.ts';
import type { InvoiceApproveBody, InvoiceRecord, InvoiceSuggestion } from '../../domain/schemas/invoices.ts';
import type { InvoiceCostLine } from '../../domain/schemas/invoices.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import * as drafts from '../billing-drafts/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { listCostCategories } from '../cost-categories/repository.ts';
import { listTenants } from '../tenants/repository.ts';
import { usualLabourKind } from '../../domain/invoices/labour-kind.ts';
import { defaultDraft, standardCategories, tenantsOfYear } from '../../domain/costs/draft-content.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { withApprovedLine, withCreditNote, type ApprovedLine } from './cost-line.ts';
import { visibleInvoice } from './read-invoices.ts';
import * as repo from './repository.ts';
import type { z } from '../../domain/schemas/base/zod.ts';

type CostLine = z.infer<typeof InvoiceCostLine>;

function refuseDecided(row: repo.InvoiceRow): void {
  if (row.status === 'approved') throw new ConflictError(invoiceTexts.alreadyApproved);
  if (row.status === 'rejected') throw new ConflictError(invoiceTexts.alreadyRejected);
  if (row.duplicateOf !== null) throw new ConflictError(invoiceTexts.duplicateNotApproved(row.duplicateOf));
}

/**
 * The draft a year without one starts from, as the cost screen would build it: the heating line, a
 * line per cost type of the property and the tenants of the year. The approved invoice then fills
 * its cost type's line, and the landlord finds the whole year's form, not a single line.
 */
async function firstDraftOf(tx: Db, propertyId: number, year: number, now: Date) {
  const [categories, tenancies] = await Promise.all([
    listCostCategories(tx, propertyId, false),
    listTenants(tx, { kind: 'all' }, { propertyId }),
  ]);
  return defaultDraft(standardCategories(categories), tenantsOfYear(tenancies, year, null), now.getTime());
}

/** Adds the line to the year's draft (created when the year has none), raising its version. */
async function addToDraft(
  tx: Db,
  actor: Actor,
  propertyId: number,
  year: number,
  line: ApprovedLine,
  now: Date,
) {
  const draft = await drafts.findDraftOfYear(tx, { kind: 'all' }, propertyId, year);
  const payload = (draft?.payload ?? (await firstDraftOf(tx, propertyId, year, now))) as Record<
    string,
    unknown
  >;
  const costs = Array.isArray(payload.costs) ? (payload.costs as Array<Record<string, unknown>>) : [];
  const next = line.amountCents < 0 ? withCreditNote(costs, line) : withApprovedLine(costs, line);
  if (!next) throw new ConflictError(invoiceTexts.creditWithoutLine(line.category.name, -line.amountCents));
  if (next.costs.length > DRAFT_LIMITS.costs)
    throw new ConflictError(invoiceTexts.draftFull(DRAFT_LIMITS.costs));
  const nextPayload = {
    ...payload,
    costs: next.costs,
    tenants: Array.isArray(payload.tenants) ? payload.tenants : [],
  };
  if (!draft) {
    const created = await drafts.insertDraft(tx, {
      propertyId,
      year,
      payload: nextPayload,
      updatedBy: actor.userId,
    });
    return { draftId: created.id, version: created.version, added: next.added };
  }
  const saved = await drafts.updateDraftIfVersion(tx, draft.id, draft.version, {
    payload: nextPayload,
    updatedBy: actor.userId,
  });
  if (!saved) throw new ConflictError(invoiceTexts.draftChanged);
  return { draftId: saved.id, version: saved.version, added: next.added };
}

/**
 * A person's approval: the invoice becomes one cost line of the chosen year's draft, linked to it as
 * its receipt, in one transaction with the invoice's own change and the audit entry. Never twice,
 * never a duplicate, never into a finalized year; amounts are gross, since landlords of dwellings
 * cannot deduct the VAT (§15 UStG with §4 Nr. 12 UStG).
 */
export async function approveInvoice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: InvoiceApproveBody,
): Promise<{ invoice: InvoiceRecord; cost_line: CostLine }> {
  const row = await visibleInvoice(ctx, actor, id);
  refuseDecided(row);
  const categories = await listCostCategories(ctx.db, row.propertyId, true);
  const category = categories.find((c) => c.id === input.cost_category_id);
  if (!category) throw new ValidationError(invoiceTexts.categoryNotFound);
  const line: ApprovedLine = {
    invoiceId: row.id,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    category,
    amountCents: input.amount_cents,
    labourCents: input.labour_cents ?? null,
    labourKind: input.labour_kind ?? usualLabourKind((row.suggestion as InvoiceSuggestion).betrkv_no),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await drafts.isYearClosed(tx, row.propertyId, input.year))
        throw new ConflictError(invoiceTexts.yearFinalized(input.year));
      const draft = await addToDraft(tx, actor, row.propertyId, input.year, line, ctx.now());
      const saved = await repo.updateOpenInvoice(tx, id, {
        status: 'approved',
        approvedYear: input.year,
        approvedAt: ctx.now(),
        approvedBy: actor.userId,
        costLineKey: draft.added.key,
      });
      if (!saved) throw new ConflictError(invoiceTexts.alreadyApproved);
      await writeAudit(tx, actor, {
        action: 'invoice.approve',
        entity: 'invoice',
        entityId: id,
        details: {
          property_id: row.propertyId,
          year: input.year,
          cost_category_id: category.id,
          amount_cents: input.amount_cents,
          labour_cents: line.labourCents,
          draft_id: draft.draftId,
          draft_version: draft.version,
          cost_line_key: draft.added.key,
        },
      });
      const { added } = draft;
      return {
        invoice: repo.toInvoiceRecord(saved),
        cost_line: {
          draft_id: draft.draftId,
          year: input.year,
          key: added.key,
          name: added.name,
          allocation: added.allocation,
          amount: Number(added.amount),
          note: added.note ?? null,
          invoice_id: added.invoice_id ?? null,
        },
      };
    });
  } catch (error) {
    // Another request created the year's draft in the same moment: nothing was changed here.
    if (isUniqueViolation(error)) throw new ConflictError(invoiceTexts.draftChanged);
    throw error;
  }
}
