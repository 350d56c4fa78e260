/** The letter: letterhead with the landlord's address and bank account, address window, the result and how it is paid. */
import { formatMoneyDe } from '../../domain/money.ts';
import { formatDateDe } from '../../domain/dates.ts';
import type { OccupancyCalculation } from '../../domain/billing/schema.ts';
import { letterGreeting } from '../../domain/statements/greeting.ts';
import { BOLD, COLOR, CONTENT_WIDTH, FONT, Flow, MARGIN, PAGE, SIZE, keepTogether, shown } from './layout.ts';
import { addressWindow } from './address-window.ts';
import { type StatementDocument, paymentDueDate, t, unitName } from './statement-parts.ts';

export function letterHead(
  flow: Flow,
  input: StatementDocument,
  occ: OccupancyCalculation,
  title: string,
): void {
  const { doc } = flow;
  const r = input.result;
  const rightX = 330;
  const rightW = PAGE.width - MARGIN.right - rightX;
  const l = input.landlord;

  // The bank account makes the letterhead longer: the facts below it start where it ends.
  const headBottom = flow.block(rightX, 48, rightW, [
    { text: l.name, bold: true, size: 11, color: COLOR.accent },
    ...l.address_lines.map((text) => ({ text, size: SIZE.table })),
    ...(l.phone ? [{ text: t.letter.phone(l.phone), size: SIZE.table }] : []),
    ...(l.email ? [{ text: l.email, size: SIZE.table }] : []),
    ...(l.iban ? [{ text: t.letter.iban(l.iban), size: SIZE.table }] : []),
    ...(l.bank ? [{ text: l.bank, size: SIZE.table }] : []),
  ]);

  const addressBottom = addressWindow(flow, [l.name, ...l.address_lines].join(' · '), [
    input.tenant.name,
    ...input.tenant.address_lines,
  ]);

  const info: [string, string][] = [
    [t.letter.date, formatDateDe(input.statementDate)],
    ...(input.property ? ([[t.letter.property, input.property]] as [string, string][]) : []),
    [t.letter.unit, unitName(input, occ)],
    [t.letter.period, `${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)}`],
    [t.letter.usagePeriod, `${formatDateDe(occ.from)} – ${formatDateDe(occ.to)}`],
    [t.letter.usageDays, t.letter.usageDaysValue(occ.days, r.period.days)],
  ];
  const labelW = 98;
  let iy = Math.max(128, headBottom + 10);
  const table = flow.group('Table');
  for (const [label, value] of info) {
    const tr = flow.group('TR', table);
    flow.tag(
      'TH',
      () =>
        doc.font(FONT).fontSize(SIZE.table).fillColor(COLOR.muted).text(label, rightX, iy, { width: labelW }),
      tr,
      { scope: 'Row' },
    );
    const cell = shown(value);
    flow.tag(
      'TD',
      () =>
        doc
          .font(FONT)
          .fontSize(SIZE.table)
          .fillColor(COLOR.text)
          .text(cell.text, rightX + labelW, iy, { width: rightW - labelW }),
      tr,
      { actual: cell.actual },
    );
    iy = Math.max(doc.y, iy + 11) + 1.5;
  }

  flow.y = Math.max(265, addressBottom + 24, iy + 16);
  flow.title(title);
  flow.paragraph(
    letterGreeting({
      name: input.tenant.name,
      salutation: input.details?.salutation,
      first_name: input.details?.first_name,
      last_name: input.details?.last_name,
      company: input.details?.company,
    }),
  );
  flow.space(2);
  const usage =
    occ.days === r.period.days
      ? t.letter.usedWholePeriod(unitName(input, occ))
      : t.letter.usedPartOfPeriod(unitName(input, occ), occ.days, r.period.days);
  flow.paragraph(t.letter.intro(r.period.from, r.period.to, usage));
  flow.space(4);
}

export function balanceText(occ: OccupancyCalculation): { label: string; amount: string } {
  if (occ.balance_cents > 0)
    return { label: t.result.backPayment, amount: formatMoneyDe(occ.balance_cents, 'plain') };
  if (occ.balance_cents < 0)
    return { label: t.result.credit, amount: formatMoneyDe(-occ.balance_cents, 'plain') };
  return { label: t.result.settled, amount: formatMoneyDe(0, 'plain') };
}

export function summaryBox(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const { doc } = flow;
  const h = 62;
  flow.ensure(h + 10);
  const x = MARGIN.left;
  const top = flow.y;
  flow.artifact(() => doc.roundedRect(x, top, CONTENT_WIDTH, h, 4).fillAndStroke(COLOR.zebra, COLOR.rule));
  const rows: [string, string, boolean][] = [
    [t.result.costs, formatMoneyDe(occ.total_cents, 'plain'), false],
    [t.result.lessAdvances, formatMoneyDe(-occ.advance_payments_cents, 'plain'), false],
  ];
  const b = balanceText(occ);
  rows.push([b.label, b.amount, true]);
  let y = top + 9;
  const table = flow.group('Table');
  for (const [label, value, bold] of rows) {
    const tr = flow.group('TR', table);
    const style = () =>
      doc
        .font(bold ? BOLD : FONT)
        .fontSize(bold ? 11 : SIZE.body)
        .fillColor(bold ? COLOR.accent : COLOR.text);
    flow.tag('TD', () => style().text(label, x + 12, y, { width: 300 }), tr);
    flow.tag(
      'TD',
      () => style().text(keepTogether(value), x + CONTENT_WIDTH - 162, y, { width: 150, align: 'right' }),
      tr,
    );
    y += bold ? 17 : 14;
  }
  doc.fillColor(COLOR.text);
  flow.y = top + h + 6;
  flow.paragraph(paymentText(input, occ));
}

export function paymentText(input: StatementDocument, occ: OccupancyCalculation): string {
  const due = paymentDueDate(input.statementDate, input.paymentDays);
  if (occ.balance_cents > 0) {
    return t.result.payBackPayment(occ.balance_cents, due, input.landlord.iban, input.landlord.bank);
  }
  if (occ.balance_cents < 0) return t.result.refundCredit(-occ.balance_cents, due);
  return t.result.nothingDue;
}
