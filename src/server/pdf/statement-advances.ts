/**
 * The advances received, month by month: where the statement credits what reached the landlord's account instead
 * of the agreed figure, the tenant sees each month's payments and can check them against the own bank statements
 * (§556 Abs. 3 BGB: the costs are set against the advances paid; §259 BGB: an account the tenant can follow).
 */
import { formatMoneyDe } from '../../domain/money.ts';
import { paymentStatementTexts } from '../../domain/texts/payment-statements.ts';
import { Flow, type Row } from './layout.ts';
import { Sections, type StatementDetailsShown, keyValueColumns } from './statement-parts.ts';

const t = paymentStatementTexts;

/** The sentence naming the basis of the advances credited, or null where the caller did not say. */
export function advanceBasisNote(details: StatementDetailsShown | undefined): string | null {
  const basis = details?.advance_basis;
  return basis === undefined ? null : t.basis[basis];
}

/** The month table of the advances received; nothing on the agreed basis. */
export function receivedAdvancesSection(
  flow: Flow,
  sections: Sections,
  details: StatementDetailsShown | undefined,
): void {
  const months = details?.advance_basis === 'received' ? details.received_advances : null;
  if (!months || months.length === 0) return;
  flow.section(sections.next(t.received.title));
  flow.paragraph(t.received.intro);
  const rows: Row[] = months.map((m) => ({
    cells: [t.received.monthName(m.month), formatMoneyDe(m.amount_cents, 'plain')],
  }));
  const total = months.reduce((sum, m) => sum + m.amount_cents, 0);
  rows.push({ cells: [t.received.total, formatMoneyDe(total, 'plain')], bold: true, ruleAbove: true });
  flow.table(keyValueColumns(t.received.month, t.received.amount, 330), rows);
  flow.endSection();
}
