/** The totals, the advances credited and the new advance (§560 BGB). */
import { formatMoneyDe } from '../../domain/money.ts';
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { paymentStatementTexts } from '../../domain/texts/payment-statements.ts';
import { Flow, type Row, SIZE } from './layout.ts';
import { advanceBasisNote } from './statement-advances.ts';
import { balanceText, paymentText } from './statement-letter.ts';
import {
  Sections,
  type StatementDetailsShown,
  type StatementDocument,
  firstOfMonthAfterNext,
  keyValueColumns,
  signedCents,
  t,
} from './statement-parts.ts';

export function totalsSection(
  flow: Flow,
  sections: Sections,
  input: StatementDocument,
  occ: OccupancyCalculation,
): void {
  const operating = occ.lines.filter((l) => l.section === 'operating').reduce((a, l) => a + l.share_cents, 0);
  flow.section(sections.next(t.totals.title));
  const rows: Row[] = [{ cells: [t.totals.operating, formatMoneyDe(operating, 'plain')] }];
  if (input.result.heating) {
    rows.push({ cells: [t.totals.heating, formatMoneyDe(occ.heating.heating_cents, 'plain')] });
    rows.push({ cells: [t.totals.hotWater, formatMoneyDe(occ.heating.hot_water_cents, 'plain')] });
  }
  if (occ.co2.landlord_credit_cents > 0) {
    rows.push({
      cells: [t.totals.co2Credit, formatMoneyDe(-occ.co2.landlord_credit_cents, 'plain')],
    });
  }
  for (const red of occ.reductions) {
    if (!red.applied) continue;
    rows.push({
      cells: [
        red.rule === 'recording_defect'
          ? t.totals.recordingDefectReduction(red.percent, red.law)
          : t.totals.reduction(red.percent, red.law),
        formatMoneyDe(-red.amount_cents, 'plain'),
      ],
    });
  }
  rows.push({
    cells: [t.totals.total, formatMoneyDe(occ.total_cents, 'plain')],
    bold: true,
    ruleAbove: true,
  });
  rows.push({
    cells: [advancesLabel(input.details), formatMoneyDe(-occ.advance_payments_cents, 'plain')],
  });
  const b = balanceText(occ);
  rows.push({ cells: [b.label, b.amount], bold: true, ruleAbove: true });
  flow.table(keyValueColumns(t.totals.position, t.totals.amount, 330), rows);
  const basis = advanceBasisNote(input.details);
  if (basis !== null) flow.paragraph(basis, { size: SIZE.table });
  flow.paragraph(paymentText(input, occ));
  flow.endSection();
}

export function advanceSection(
  flow: Flow,
  sections: Sections,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  if (occ.new_monthly_advance_cents === null) return;
  flow.section(sections.next(t.advance.title));
  const from = firstOfMonthAfterNext(input.statementDate);
  const h = occ.new_advance_basis;
  const basis = h
    ? t.advance.basisDegreeDays(h.heating_cents, h.heating_permille, h.other_cents, occ.days)
    : occ.days < r.period.days
      ? t.advance.basisPartYear(occ.total_cents, occ.days)
      : t.advance.basisYear(occ.total_cents);
  flow.paragraph(t.advance.proposal(occ.new_monthly_advance_cents, basis, from));
  const previous = input.details?.previous_monthly_advance_cents ?? null;
  const rows: Row[] = [];
  if (previous !== null) rows.push({ cells: [t.advance.previous, formatMoneyDe(previous, 'plain')] });
  rows.push({
    cells: [t.advance.next(from), formatMoneyDe(occ.new_monthly_advance_cents, 'plain')],
    bold: true,
  });
  if (previous !== null) {
    rows.push({ cells: [t.advance.change, signedCents(occ.new_monthly_advance_cents - previous)] });
  }
  flow.table(keyValueColumns(t.advance.column, t.advance.amount, 330), rows);
  flow.endSection();
}

/** The advances line with the months credited, where the statements service names them. */
function advancesLabel(details: StatementDetailsShown | undefined): string {
  if (details?.advance_basis === 'received')
    return `${t.totals.lessAdvances}\n(${paymentStatementTexts.receivedLabel})`;
  const a = details?.advance;
  if (a === undefined) return t.totals.lessAdvances;
  const how =
    a === null
      ? t.totals.advanceEntered
      : t.totals.advanceMonths(a.whole_months, a.monthly_cents, a.partial_months);
  return `${t.totals.lessAdvances}\n(${how})`;
}
