import { draftAllocationOf, type CATEGORY_GROUPS } from '../../domain/catalog.ts';
import { formatDateDe } from '../../domain/dates.ts';
import { centsToEuroNumber, euroToCents } from '../../domain/money.ts';
import type { DraftCost } from '../../domain/schemas/billing-drafts.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';

/** Longest name of a draft's cost line (DraftCost). */
const NAME_MAX = 100;

export interface ApprovedLine {
  invoiceId: number;
  invoiceNumber: string | null;
  issueDate: string | null;
  category: {
    id: number;
    name: string;
    allocation: string;
    category_group: (typeof CATEGORY_GROUPS)[number];
  };
  amountCents: number;
  labourCents: number | null;
  labourKind: 'services' | 'craft';
}

type StoredCost = Record<string, unknown>;

/** A line's amount in cents (euros as the screen stores them, or an older draft's cents); null when empty. */
function centsOfLine(cost: StoredCost): number | null {
  if (typeof cost.amount_cents === 'number') return cost.amount_cents;
  if (typeof cost.amount === 'number' || (typeof cost.amount === 'string' && cost.amount !== ''))
    return euroToCents(cost.amount);
  return null;
}

const isLineOf = (cost: StoredCost, categoryId: number) =>
  cost.key === String(categoryId) || cost.category_id === categoryId;

/** A line of the category still without an amount or a receipt (a fresh draft's standard line). */
function isOpenLineOf(cost: StoredCost, categoryId: number): boolean {
  const ofCategory = isLineOf(cost, categoryId);
  const empty = (cost.amount ?? null) === null || cost.amount === '';
  return ofCategory && empty && (cost.amount_cents ?? null) === null && (cost.invoice_id ?? null) === null;
}

/**
 * The invoice as a cost line in the draft's own format: euros as a JSON number (exact from the
 * cents), the invoice date as typed on the cost screen (TT.MM.JJJJ), the labour share for §35a EStG,
 * and the invoice as its receipt. An empty line of the category takes it; otherwise it is a line of
 * its own, named after the category and the invoice.
 */
export function withApprovedLine(
  costs: readonly StoredCost[],
  line: ApprovedLine,
): { costs: StoredCost[]; added: DraftCost } {
  const open = costs.findIndex((c) => isOpenLineOf(c, line.category.id));
  const reference = line.invoiceNumber ?? invoiceTexts.invoiceReference(line.invoiceId);
  const values = {
    amount: centsToEuroNumber(line.amountCents),
    note: line.issueDate ? formatDateDe(line.issueDate) : null,
    category_id: line.category.id,
    ...(line.labourCents === null
      ? {}
      : { labour: centsToEuroNumber(line.labourCents), labour_kind: line.labourKind }),
    invoice_id: line.invoiceId,
  } as const;
  if (open >= 0) {
    // The line's own name and key stay as the landlord set them; the amount and receipt come in.
    const added = { ...costs[open]!, ...values } as DraftCost;
    return { costs: costs.map((c, i) => (i === open ? added : c)), added };
  }
  const added: DraftCost = {
    key: `invoice_${line.invoiceId}`,
    name: invoiceTexts.costLineName(line.category.name, reference).slice(0, NAME_MAX),
    allocation: draftAllocationOf(line.category.allocation) ?? 'm²',
    group: line.category.category_group,
    ...values,
  };
  return { costs: [...costs, added], added };
}

/**
 * A credit note lowers the cost it corrects: the amount of the category's line that it fits into
 * (a line with a receipt first, else the largest), so the year's cost is what was really paid
 * (§556 Abs. 3 BGB: only costs actually incurred). The line keeps its own receipt; the credit
 * note is kept as a second receipt of that line through its key. Null when no line of the
 * category is large enough.
 */
export function withCreditNote(
  costs: readonly StoredCost[],
  line: ApprovedLine,
): { costs: StoredCost[]; added: DraftCost } | null {
  const credit = -line.amountCents;
  const candidates = costs
    .map((cost, index) => ({ cost, index, cents: centsOfLine(cost) }))
    .filter(({ cost, cents }) => isLineOf(cost, line.category.id) && cents !== null && cents >= credit)
    .sort(
      (a, b) => Number(b.cost.invoice_id != null) - Number(a.cost.invoice_id != null) || b.cents! - a.cents!,
    );
  const target = candidates[0];
  if (!target) return null;
  const { amount_cents: _legacy, ...rest } = target.cost;
  const reduced = { ...rest, amount: centsToEuroNumber(target.cents! - credit) } as DraftCost;
  return { costs: costs.map((c, i) => (i === target.index ? reduced : c)), added: reduced };
}
