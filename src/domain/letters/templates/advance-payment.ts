/**
 * Anpassung der Vorauszahlungen (§ 560 Abs. 4 BGB) from the property's finalized statement:
 * the tenant's costs per group, the old and the new monthly advance and the month it applies
 * from (advance-adjustment.ts holds the rule).
 */
import { monthlyAdvanceCents } from '../../billing/advance-payments.ts';
import { formatMoneyDe, type Cents } from '../../money.ts';
import { advanceLetterTexts as t, letterProblemTexts } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import {
  advanceAdjustment,
  type AdvanceAdjustment,
  type StatementForAdjustment,
} from '../advance-adjustment.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  table,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';
import { receiptDate } from '../receipt-date.ts';

export interface AdvancePaymentData {
  /** The property's statement year the letter rests on (the one chosen, else the latest); null when none exists. */
  readonly statement: StatementForAdjustment | null;
}

const eur = (cents: Cents) => formatMoneyDe(cents, 'plain');
const signed = (cents: Cents) => (cents > 0 ? `+${eur(cents)}` : eur(cents));

export function buildAdvancePayment(
  ctx: LetterContext,
  fields: LetterFields['advance-payment'],
  data: AdvancePaymentData,
): LetterResult & { readonly adjustment: AdvanceAdjustment } {
  const annual = ctx.tenant.annual_advance_cents;
  const a = advanceAdjustment({
    statement: data.statement,
    tenantId: ctx.tenant.id,
    previousMonthlyCents: annual === null ? null : monthlyAdvanceCents(annual),
    receipt: receiptDate(ctx.created_on, fields.receipt_date),
  });
  const costRows = a.groups.map((g) => [t.groups[g.group], eur(g.costCents)]);
  if (a.otherCents !== 0) costRows.push([t.otherCosts, eur(a.otherCents)]);
  costRows.push([t.totalCosts, eur(a.totalCostCents)]);
  const advanceRows: string[][] = [];
  if (a.previousMonthlyCents !== null) advanceRows.push([t.previous, eur(a.previousMonthlyCents)]);
  advanceRows.push([t.next(a.effectiveFrom), eur(a.newMonthlyCents)]);
  if (a.changeCents !== null) advanceRows.push([t.change, signed(a.changeCents)]);
  const partYear = a.tenancyPeriod.from !== a.period.from || a.tenancyPeriod.to !== a.period.to;
  const result = letterDocument(ctx, {
    template: 'advance-payment',
    title: templates['advance-payment'].title,
    subject: t.subject,
    blocks: [
      paragraph(t.intro(a.statementYear, a.period.from, a.period.to)),
      heading(t.costsHeading),
      table([t.groupColumn, t.costColumn], costRows, { total_row: true }),
      ...(partYear ? [paragraph(t.basisPartYear(a.tenancyPeriod.from, a.tenancyPeriod.to))] : []),
      heading(t.advanceHeading),
      table([t.positionColumn, t.costColumn], advanceRows),
      paragraph(t.effective(a.effectiveFrom)),
    ],
    note: fields.note,
  });
  const problems = [...result.problems];
  if (a.previousMonthlyCents === null) problems.push(letterProblemTexts.noPreviousAdvance);
  if (a.changeCents === 0) problems.push(letterProblemTexts.adjustmentUnchanged);
  return { ...result, problems, adjustment: a };
}
