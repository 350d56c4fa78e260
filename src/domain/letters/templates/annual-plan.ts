/**
 * Jahresübersicht: the property's expected costs and advances per tenant for the coming year, from
 * the last finalized statement. A tenant's expected costs are the statement's result projected on
 * twelve months — the engine's proposal for the new advance × 12 (§ 560 Abs. 4 BGB), which already
 * annualises part-year tenancies — changed by the percentage the landlord expects; the advances are
 * the tenancy's agreed annual figure. Addressed to the landlord, so without greeting.
 */
import { statementDeadline } from '../../billing/deadline.ts';
import { formatDecimalDe } from '../../decimal.ts';
import { formatMoneyDe, type Cents } from '../../money.ts';
import { annualPlanTexts as t, letterProblemTexts } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  letterDocument,
  paragraph,
  table,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';

export interface PlanStatement {
  readonly year: number | string;
  readonly status: 'open' | 'finalized';
  readonly statements: readonly {
    readonly tenant_id: number;
    readonly total_cents: Cents;
    readonly new_monthly_advance_cents: Cents | null;
  }[];
}

export interface PlanTenant {
  readonly id: number;
  readonly name: string;
  readonly annual_advance_cents: Cents | null;
  readonly move_out: string | null;
}

export interface AnnualPlanData {
  /** The property's last finalized statement year; null when none exists. */
  readonly statement: PlanStatement | null;
  /** The property's tenancies. */
  readonly tenants: readonly PlanTenant[];
}

export interface PlanRow {
  readonly tenant_id: number;
  readonly name: string;
  readonly last_cost_cents: Cents | null;
  readonly expected_cost_cents: Cents | null;
  readonly advances_cents: Cents;
  /** Advances minus expected costs; positive = expected credit. */
  readonly difference_cents: Cents | null;
}

const eur = (cents: Cents | null) => (cents === null ? '–' : formatMoneyDe(cents, 'plain'));

export function buildAnnualPlan(
  ctx: LetterContext,
  fields: LetterFields['annual-plan'],
  data: AnnualPlanData,
): LetterResult & { readonly year: number; readonly rows: readonly PlanRow[] } {
  const year = fields.year ?? Number(ctx.created_on.slice(0, 4)) + 1;
  const statement = data.statement?.status === 'finalized' ? data.statement : null;
  const changeTenths = Math.round((fields.expected_change_percent ?? 0) * 10);
  const byTenant = new Map((statement?.statements ?? []).map((s) => [s.tenant_id, s]));
  const rows: PlanRow[] = data.tenants
    .filter((tn) => tn.move_out === null || tn.move_out >= `${year}-01-01`)
    .map((tn) => {
      const s = byTenant.get(tn.id);
      const monthly = s?.new_monthly_advance_cents ?? null;
      const expected = monthly === null ? null : Math.round((monthly * 12 * (1000 + changeTenths)) / 1000);
      const advances = tn.annual_advance_cents ?? 0;
      return {
        tenant_id: tn.id,
        name: tn.name,
        last_cost_cents: s?.total_cents ?? null,
        expected_cost_cents: expected,
        advances_cents: advances,
        difference_cents: expected === null ? null : advances - expected,
      };
    });
  const sum = (pick: (r: PlanRow) => Cents | null) => rows.reduce((acc, r) => acc + (pick(r) ?? 0), 0);
  const tableRows = rows.map((r) => [
    r.name,
    eur(r.last_cost_cents),
    eur(r.expected_cost_cents),
    eur(r.advances_cents),
    eur(r.difference_cents),
  ]);
  tableRows.push([
    t.total,
    eur(sum((r) => r.last_cost_cents)),
    eur(sum((r) => r.expected_cost_cents)),
    eur(sum((r) => r.advances_cents)),
    eur(sum((r) => r.difference_cents)),
  ]);
  const result = letterDocument(ctx, {
    template: 'annual-plan',
    title: templates['annual-plan'].title,
    subject: t.subject(year),
    addressed: false,
    blocks: [
      paragraph(statement ? t.intro(year, String(statement.year)) : t.introWithout(year)),
      ...(changeTenths !== 0 ? [paragraph(t.change(formatDecimalDe(changeTenths, 1, 0)))] : []),
      table(t.columns, tableRows, { total_row: true }),
      paragraph(t.deadline(year, statementDeadline(`${year}-12-31`))),
    ],
    note: fields.note,
    signatures: [],
  });
  const problems = [...result.problems];
  if (!statement) problems.push(letterProblemTexts.noStatementForPlan);
  return { ...result, problems, year, rows };
}
