/**
 * The adjustment of the operating-cost advances after a statement (§ 560 Abs. 4 BGB): „Sind
 * Betriebskostenvorauszahlungen vereinbart worden, so kann jede Vertragspartei nach einer
 * Abrechnung durch Erklärung in Textform eine Anpassung auf eine angemessene Höhe vornehmen.“
 *
 * - The adjustment rests on a statement: without a finalized one there is nothing to rest on, and
 *   the letter is refused as a conflict with the state of the year (`NoFinalizedStatementError`).
 *   Only a statement that is formally correct and correct in substance supports it (BGH, Urteile vom
 *   15.05.2012, VIII ZR 245/11 und VIII ZR 246/11, giving up the earlier view that a formally
 *   correct statement sufficed); finalizing is where the product's checks have passed.
 * - The appropriate amount is the statement's result projected on twelve months, the engine's
 *   `new_monthly_advance_cents` (a flat safety surcharge is not appropriate, BGH VIII ZR 294/10).
 *   A tenancy ending within the period has none, and gets no letter.
 * - The declaration takes effect for the advances falling due after it reached the tenant. Rent and
 *   advances are due at the start of each month (§ 556b Abs. 1 BGB), so the new advance applies
 *   from the first day of the month after receipt: the first due date that is certainly after it.
 * - The tenancy's advance is agreed as one sum, so the old and new advance are shown as totals;
 *   the statement's result is shown per cost group (operating costs, heating, hot water) as the
 *   reason for the new figure.
 */
import { addMonths, toEpochDay, toIsoDate, type IsoDate } from '../dates.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { Cents } from '../money.ts';
import { letterRuleTexts } from '../texts/letters.ts';

export class NoFinalizedStatementError extends ConflictError {
  constructor() {
    super(letterRuleTexts.noFinalizedStatement);
  }
}

export const COST_GROUPS = ['operating', 'heating', 'hot_water'] as const;
export type CostGroup = (typeof COST_GROUPS)[number];

/** The parts of a stored statement year this rule reads (`statementsResponseSchema`). */
export interface StatementForAdjustment {
  readonly year: number | string;
  readonly status: 'open' | 'finalized';
  readonly period: { readonly from: IsoDate; readonly to: IsoDate };
  readonly statements: readonly {
    readonly tenant_id: number;
    readonly from: IsoDate;
    readonly to: IsoDate;
    readonly total_cents: Cents;
    readonly new_monthly_advance_cents: Cents | null;
    readonly lines: readonly { readonly section: CostGroup; readonly share_cents: Cents }[];
  }[];
}

export interface AdvanceAdjustmentInput {
  /** The latest statement year of the property; null when there is none. */
  readonly statement: StatementForAdjustment | null;
  readonly tenantId: number;
  /** The tenancy's current monthly advance (a twelfth of its annual figure); null when none is stored. */
  readonly previousMonthlyCents: Cents | null;
  readonly receipt: IsoDate;
}

export interface AdvanceAdjustment {
  readonly statementYear: string;
  readonly period: { readonly from: IsoDate; readonly to: IsoDate };
  /** The tenant's own part of the period. */
  readonly tenancyPeriod: { readonly from: IsoDate; readonly to: IsoDate };
  readonly previousMonthlyCents: Cents | null;
  readonly newMonthlyCents: Cents;
  readonly changeCents: Cents | null;
  readonly effectiveFrom: IsoDate;
  /** The tenant's costs per group, in the order of `COST_GROUPS`, groups without costs left out. */
  readonly groups: readonly { readonly group: CostGroup; readonly costCents: Cents }[];
  /** CO2 credit and reductions: the total minus the groups. */
  readonly otherCents: Cents;
  readonly totalCostCents: Cents;
}

/** The first day of the month after the one `receipt` lies in. */
export function adjustmentEffectiveFrom(receipt: IsoDate): IsoDate {
  return toIsoDate(addMonths(toEpochDay(`${receipt.slice(0, 7)}-01`), 1));
}

export function advanceAdjustment(input: AdvanceAdjustmentInput): AdvanceAdjustment {
  const s = input.statement;
  if (s === null || s.status !== 'finalized') throw new NoFinalizedStatementError();
  const own = s.statements.find((t) => t.tenant_id === input.tenantId);
  if (!own) throw new ValidationError(letterRuleTexts.tenantNotInStatement);
  if (own.new_monthly_advance_cents === null) throw new ValidationError(letterRuleTexts.tenancyEnded);
  const sums = new Map<CostGroup, Cents>();
  for (const line of own.lines) sums.set(line.section, (sums.get(line.section) ?? 0) + line.share_cents);
  const groups = COST_GROUPS.filter((g) => (sums.get(g) ?? 0) !== 0).map((group) => ({
    group,
    costCents: sums.get(group) ?? 0,
  }));
  const grouped = groups.reduce((sum, g) => sum + g.costCents, 0);
  const previous = input.previousMonthlyCents;
  return {
    statementYear: String(s.year),
    period: { from: s.period.from, to: s.period.to },
    tenancyPeriod: { from: own.from, to: own.to },
    previousMonthlyCents: previous,
    newMonthlyCents: own.new_monthly_advance_cents,
    changeCents: previous === null ? null : own.new_monthly_advance_cents - previous,
    effectiveFrom: adjustmentEffectiveFrom(input.receipt),
    groups,
    otherCents: own.total_cents - grouped,
    totalCostCents: own.total_cents,
  };
}
