import { dayOf, intersect, parseIsoDate, rangeDays } from '../dates.ts';
import { invoiceReadingTexts } from '../texts/invoice-reading.ts';
import { COST_TYPE_RULES, NOT_ALLOCATABLE_RULES, type CostTypeRule } from './cost-type-rules.ts';
import type { InvoiceReading } from './invoice-reading.ts';

/**
 * What the inbox suggests; the API's `InvoiceSuggestion` (schemas/invoices.ts) has these fields.
 * Declared here because the schemas build on this folder, not the other way round.
 */
export interface InvoiceSuggestion {
  year: number | null;
  cost_category_id: number | null;
  category_name: string | null;
  /** BetrKV §2 number (1–17); null when none fits and for heating costs under the HeizkostenV. */
  betrkv_no: number | null;
  amount_cents: number | null;
  labour_cents: number | null;
  allocatable: boolean;
  reason: string | null;
  /**
   * The cost type the invoice was recognised as, also when the property has no category for it yet
   * (the inbox then offers to create one with this name and group).
   */
  cost_type?: { name: string; group: 'heating' | 'general' } | null;
}

export interface SuggestableCategory {
  id: number;
  name: string;
  category_group: 'heating' | 'general';
  is_active?: boolean;
}

/**
 * What the inbox proposes for the cost data: the year, the property's cost category, the amount
 * and the labour share. A person confirms or changes it; what the invoice does not show stays null.
 * The amount is the gross total: a landlord letting dwellings cannot deduct input VAT (§4 Nr. 12,
 * §15 Abs. 2 UStG), so the tenants bear the VAT as part of the cost.
 */
export function suggestInvoice(
  reading: InvoiceReading,
  categories: ReadonlyArray<SuggestableCategory>,
): InvoiceSuggestion {
  const base = {
    year: billingYear(reading),
    amount_cents: suggestedAmount(reading),
    labour_cents: reading.labour_cents,
  };
  const headline = [reading.seller_name ?? '', ...reading.lines.map((line) => line.description)]
    .join('\n')
    .toLowerCase();
  const everything = `${headline}\n${reading.text.toLowerCase()}`;

  const excluded = NOT_ALLOCATABLE_RULES.find((rule) =>
    rule.words.test(rule.within === 'headline' ? headline : everything),
  );
  if (excluded) {
    return {
      ...base,
      cost_category_id: null,
      category_name: null,
      betrkv_no: null,
      allocatable: false,
      reason: invoiceReadingTexts.notAllocatable[excluded.kind],
    };
  }
  const rule =
    COST_TYPE_RULES.find((r) => r.words.test(headline)) ??
    COST_TYPE_RULES.find((r) => r.words.test(everything));
  if (!rule) {
    return {
      ...base,
      cost_category_id: null,
      category_name: null,
      betrkv_no: null,
      allocatable: true,
      reason: null,
    };
  }
  const category = matchingCategory(rule, categories);
  return {
    ...base,
    cost_type: { name: rule.label, group: rule.group },
    cost_category_id: category?.id ?? null,
    category_name: category?.name ?? null,
    betrkv_no: rule.betrkvNo,
    allocatable: true,
    reason: category
      ? null
      : invoiceReadingTexts.noCategory(
          rule.label,
          rule.betrkvNo === null ? '' : invoiceReadingTexts.betrkvNo(rule.betrkvNo),
        ),
  };
}

function matchingCategory(
  rule: CostTypeRule,
  categories: ReadonlyArray<SuggestableCategory>,
): SuggestableCategory | undefined {
  const candidates = categories.filter((c) => c.is_active !== false && c.category_group === rule.group);
  for (const name of rule.names) {
    const found = candidates.find((c) => name.test(c.name.toLowerCase()));
    if (found) return found;
  }
  return undefined;
}

/** Gross total; a credit note lowers the costs, so its amount is negative whatever sign it is written with. */
function suggestedAmount(reading: InvoiceReading): number | null {
  const gross = reading.gross_cents;
  if (gross === null) return null;
  return reading.credit_note ? -Math.abs(gross) : gross;
}

/**
 * The year most of the billing period lies in (costs belong to the year they are incurred for,
 * §556 Abs. 3 BGB); without a period the year of the issue date; otherwise null. On a tie the
 * earlier year.
 */
export function billingYear(reading: InvoiceReading): number | null {
  const from = reading.period_from === null ? null : parseIsoDate(reading.period_from);
  const to = reading.period_to === null ? null : parseIsoDate(reading.period_to);
  if (from !== null && to !== null && from <= to) {
    const first = Number(reading.period_from!.slice(0, 4));
    const last = Number(reading.period_to!.slice(0, 4));
    let best = first;
    let bestDays = -1;
    for (let year = first; year <= last; year += 1) {
      const days = rangeDays(intersect({ from, to }, { from: dayOf(year, 1, 1), to: dayOf(year, 12, 31) })!);
      if (days > bestDays) [best, bestDays] = [year, days];
    }
    return best;
  }
  if (reading.issue_date !== null && parseIsoDate(reading.issue_date) !== null)
    return Number(reading.issue_date.slice(0, 4));
  return null;
}
