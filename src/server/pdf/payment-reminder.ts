/**
 * A payment reminder (Zahlungserinnerung) for advances on the operating costs a tenant has not paid
 * in full: a friendly letter, not a formal dunning notice, stating month by month what was due and
 * what arrived (advances are due monthly in advance, §556b Abs. 1 BGB), the open amount and the
 * account to pay it to. Laid out like the statement letter (DIN 5008 window, letterhead on the
 * right) and tagged like it, so screen readers can read it.
 */
import { formatDateDe, type IsoDate } from '../../domain/dates.ts';
import { addressWindow } from './address-window.ts';
import { printedIban } from '../../domain/bank/iban.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { letterGreeting } from '../../domain/statements/greeting.ts';
import { paymentTexts } from '../../domain/texts/payments.ts';
import { monthNameDe, statementPdfTexts } from '../../domain/texts/index.ts';
import {
  COLOR,
  CONTENT_WIDTH,
  Flow,
  MARGIN,
  PAGE,
  SIZE,
  createDocument,
  keepTogether,
  type Row,
} from './layout.ts';
import type { Party } from './statement-schema.ts';

const t = paymentTexts.reminder;

export interface PaymentReminderDocument {
  year: number;
  date: IsoDate;
  /** The day the open amount is asked for (two weeks after the letter). */
  payBy: IsoDate;
  landlord: Party;
  tenant: Party;
  /** Who the greeting addresses. */
  addressee: {
    salutation?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    company?: string | null;
  };
  property: string;
  dwelling: string | null;
  /** The months of the year with anything due or received. */
  months: Array<{ month: string; due_cents: number; received_cents: number }>;
  arrears_cents: number;
  account: { iban: string; bic: string | null; account_holder: string };
  /** The remittance text asked for, so the payment is matched to the tenant. */
  reference: string;
}

const money = (cents: number) => formatMoneyDe(cents);

function head(flow: Flow, input: PaymentReminderDocument): void {
  const l = input.landlord;
  const rightX = 330;
  const rightW = PAGE.width - MARGIN.right - rightX;
  const headBottom = flow.block(rightX, 48, rightW, [
    { text: l.name, bold: true, size: 11, color: COLOR.accent },
    ...l.address_lines.map((text) => ({ text, size: SIZE.table })),
    ...(l.phone ? [{ text: statementPdfTexts.letter.phone(l.phone), size: SIZE.table }] : []),
    ...(l.email ? [{ text: l.email, size: SIZE.table }] : []),
  ]);
  const addressBottom = addressWindow(flow, [l.name, ...l.address_lines].join(' · '), [
    input.tenant.name,
    ...input.tenant.address_lines,
  ]);
  const facts = [
    `${statementPdfTexts.letter.date}: ${formatDateDe(input.date)}`,
    `${statementPdfTexts.letter.property}: ${input.property}`,
    ...(input.dwelling ? [`${statementPdfTexts.letter.unit}: ${input.dwelling}`] : []),
  ];
  const factsBottom = flow.block(
    rightX,
    Math.max(128, headBottom + 10),
    rightW,
    facts.map((text) => ({ text, size: SIZE.table })),
  );
  flow.y = Math.max(265, addressBottom + 24, factsBottom + 16);
}

export function renderPaymentReminderPdf(input: PaymentReminderDocument): Promise<Buffer> {
  const title = t.title(input.year);
  const { doc, bytes } = createDocument({
    Title: `${title} – ${input.tenant.name}`,
    Author: input.landlord.name,
    Subject: title,
  });
  const flow = new Flow(doc);
  head(flow, input);
  flow.title(title);
  flow.paragraph(letterGreeting({ name: input.tenant.name, ...input.addressee }));
  flow.space(2);
  const last = input.months.at(-1)?.month;
  flow.paragraph(t.intro(input.year, last ? monthNameDe(last) : String(input.year)));
  flow.space(1);

  const w = CONTENT_WIDTH;
  const columns = [
    { header: t.columns.month, width: w * 0.34 },
    { header: t.columns.due, width: w * 0.22, align: 'right' as const },
    { header: t.columns.received, width: w * 0.22, align: 'right' as const },
    { header: t.columns.difference, width: w * 0.22, align: 'right' as const },
  ];
  const rows: Row[] = input.months.map((m) => ({
    cells: [
      monthNameDe(m.month),
      money(m.due_cents),
      money(m.received_cents),
      money(m.due_cents - m.received_cents),
    ],
  }));
  const due = input.months.reduce((s, m) => s + m.due_cents, 0);
  const received = input.months.reduce((s, m) => s + m.received_cents, 0);
  rows.push({
    cells: [t.total, money(due), money(received), money(due - received)],
    bold: true,
    ruleAbove: true,
  });
  flow.subheading(t.tableCaption(input.year));
  flow.table(columns, rows);
  flow.space(3);
  flow.paragraph(t.arrears(keepTogether(money(input.arrears_cents))), {
    bold: true,
    size: 11,
    color: COLOR.accent,
  });
  flow.space(1);
  flow.paragraph(t.request(keepTogether(money(input.arrears_cents)), formatDateDe(input.payBy)));
  const a = input.account;
  const lines: [string, string][] = [
    [t.account.holder, a.account_holder],
    [t.account.iban, keepTogether(printedIban(a.iban))],
    ...(a.bic ? ([[t.account.bic, a.bic]] as [string, string][]) : []),
    [t.account.reference, input.reference],
  ];
  flow.paragraph(lines.map(([label, value]) => `${label}: ${value}`).join('\n'), { indent: 18 });
  flow.space(3);
  flow.paragraph(t.crossed);
  flow.space(4);
  flow.paragraph(`${t.closing}\n${input.landlord.name}`);
  flow.footers(`${title} · ${input.tenant.name}`);
  doc.end();
  return bytes;
}
