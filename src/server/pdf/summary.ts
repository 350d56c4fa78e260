/**
 * The landlord's summary of a property's statements as an A4 PDF (German): per tenancy the costs,
 * advances, balance and proposed new advance; what the landlord bears (vacancy, non-allocable
 * costs, CO2 credits, the tenants' reductions); and the reconciliation of the costs entered with
 * the costs allocated, to the cent. It goes with the tenants' statements, not to the tenants.
 */
import { formatNumberDe, formatQuantityDe } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { summaryPdfTexts as t } from '../../domain/texts/statement-pdf.ts';
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { COLOR, CONTENT_WIDTH, Flow, MARGIN, SIZE, createDocument, type Row } from './layout.ts';
import { periodTitle } from './statement.ts';
import type { Party } from './statement-schema.ts';

export interface SummaryDocument {
  result: BillingCalculation;
  /** Name or address of the property. */
  property: string | null;
  landlord: Party;
  /** ISO date the summary is made on. */
  statementDate: string;
  /** Names to print per occupancy (e.g. as stored for the tenant); without one, the engine's name. */
  tenants?: ReadonlyArray<{ occupancyId: string; name: string; unitLabel?: string | undefined }>;
}

/** "+295,47 €" for a back payment, "-123,45 €" for a credit: one column, sign as the header says. */
function balance(cents: number): string {
  return cents > 0 ? `+${formatMoneyDe(cents, 'plain')}` : formatMoneyDe(cents, 'plain');
}

export function renderSummaryPdf(input: SummaryDocument): Promise<Buffer> {
  const r = input.result;
  const title = t.title(periodTitle(r));
  const { doc, bytes } = createDocument({
    Title: input.property ? `${title} – ${input.property}` : title,
    Author: input.landlord.name,
    Subject: t.subject,
  });
  const flow = new Flow(doc);
  const names = new Map((input.tenants ?? []).map((t) => [t.occupancyId, t.name]));
  // The dwelling by its label where the statements name it, never by the engine's unit id alone.
  const labels = new Map((input.tenants ?? []).map((t) => [t.occupancyId, t.unitLabel]));
  const unitOf = (o: OccupancyCalculation) => labels.get(o.id)?.trim() || o.unit;
  const nameOf = (o: OccupancyCalculation) =>
    o.vacancy ? t.occupancies.vacancy : (names.get(o.id) ?? o.name);

  const below = flow.block(MARGIN.left, MARGIN.top, CONTENT_WIDTH, [
    { text: input.landlord.name, bold: true, size: 11, color: COLOR.accent },
    ...input.landlord.address_lines.map((text) => ({ text, size: SIZE.table })),
  ]);
  flow.y = below + 18;
  flow.title(input.property ? `${title} – ${input.property}` : title);
  flow.paragraph(t.intro(r.period.from, r.period.to, r.period.days, input.statementDate, r.deadline));

  flow.section(t.occupancies.title);
  const tenants = r.occupancies.filter((o) => !o.vacancy);
  const rows: Row[] = r.occupancies.map((o) => ({
    cells: [
      t.occupancies.occupancyCell(nameOf(o), unitOf(o), o.from, o.to),
      formatMoneyDe(o.total_cents, 'plain'),
      o.vacancy ? '–' : formatMoneyDe(o.advance_payments_cents, 'plain'),
      o.vacancy ? t.occupancies.borneByLandlord : balance(o.balance_cents),
      o.vacancy
        ? '–'
        : o.new_monthly_advance_cents === null
          ? t.occupancies.advanceEnds
          : formatMoneyDe(o.new_monthly_advance_cents, 'plain'),
    ],
    muted: o.vacancy,
  }));
  const sum = (f: (o: OccupancyCalculation) => number) => tenants.reduce((a, o) => a + f(o), 0);
  rows.push({
    cells: [
      t.occupancies.tenantsSum,
      formatMoneyDe(
        sum((o) => o.total_cents),
        'plain',
      ),
      formatMoneyDe(
        sum((o) => o.advance_payments_cents),
        'plain',
      ),
      balance(sum((o) => o.balance_cents)),
      '',
    ],
    bold: true,
    ruleAbove: true,
  });
  flow.table(
    [
      { header: t.occupancies.occupancy, width: 160 },
      { header: t.occupancies.costs, width: 72, align: 'right' },
      { header: t.occupancies.advances, width: 84, align: 'right' },
      { header: t.occupancies.balance, width: 88, align: 'right' },
      { header: t.occupancies.newAdvance, width: CONTENT_WIDTH - 404, align: 'right' },
    ],
    rows,
  );
  const backPayments = sum((o) => Math.max(0, o.balance_cents));
  const credits = sum((o) => Math.max(0, -o.balance_cents));
  flow.paragraph(t.occupancies.balances(backPayments, credits));
  flow.endSection();

  const l = r.landlord;
  const landlordTotal = l.vacancy_cents + l.non_allocable_cents + l.co2_cents + l.reductions_cents;
  flow.section(t.landlord.title);
  flow.table(
    [
      { header: t.landlord.position, width: 340 },
      { header: t.landlord.amount, width: CONTENT_WIDTH - 340, align: 'right' },
    ],
    [
      { cells: [t.landlord.vacancy, formatMoneyDe(l.vacancy_cents, 'plain')] },
      { cells: [t.landlord.nonAllocable, formatMoneyDe(l.non_allocable_cents, 'plain')] },
      { cells: [t.landlord.co2, formatMoneyDe(l.co2_cents, 'plain')] },
      { cells: [t.landlord.reductions, formatMoneyDe(l.reductions_cents, 'plain')] },
      { cells: [t.landlord.sum, formatMoneyDe(landlordTotal, 'plain')], bold: true, ruleAbove: true },
    ],
  );
  flow.endSection();

  const tenantTotal = sum((o) => o.total_cents);
  const difference = r.check.costs_cents - r.check.allocated_cents;
  flow.section(t.reconciliation.title);
  flow.table(
    [
      { header: t.reconciliation.position, width: 340 },
      { header: t.reconciliation.amount, width: CONTENT_WIDTH - 340, align: 'right' },
    ],
    [
      { cells: [t.reconciliation.recorded, formatMoneyDe(r.check.costs_cents, 'plain')], bold: true },
      { cells: [t.reconciliation.tenants, formatMoneyDe(tenantTotal, 'plain')] },
      { cells: [t.reconciliation.landlord, formatMoneyDe(landlordTotal, 'plain')] },
      {
        cells: [t.reconciliation.allocated, formatMoneyDe(r.check.allocated_cents, 'plain')],
        bold: true,
        ruleAbove: true,
      },
      { cells: [t.reconciliation.difference, formatMoneyDe(difference, 'plain')], bold: true },
    ],
  );
  flow.paragraph(
    difference === 0 && tenantTotal + landlordTotal === r.check.allocated_cents
      ? t.reconciliation.balanced
      : t.reconciliation.unbalanced,
  );
  flow.endSection();

  const co2 = r.co2;
  if (co2) {
    flow.section(t.co2.title);
    flow.table(
      [
        { header: t.co2.item, width: 340 },
        { header: t.co2.value, width: CONTENT_WIDTH - 340, align: 'right' },
      ],
      [
        { cells: [t.co2.emissions, `${formatQuantityDe(co2.kg_total, 0)} kg`] },
        { cells: [t.co2.perArea, `${formatNumberDe(co2.kg_per_m2, 2)} kg`] },
        {
          cells: [t.co2.stage, co2.stage === null ? t.co2.nonResidential : t.co2.stageValue(co2.stage)],
        },
        { cells: [t.co2.landlordShare, `${formatQuantityDe(co2.landlord_percent)} %`] },
        { cells: [t.co2.costs, formatMoneyDe(co2.total_cents, 'plain')] },
        { cells: [t.co2.credits, formatMoneyDe(l.co2_cents, 'plain')] },
        {
          cells: [t.co2.borneByLandlord, formatMoneyDe(co2.landlord_cents, 'plain')],
          bold: true,
          ruleAbove: true,
        },
      ],
    );
    flow.endSection();
  }

  if (r.notes.length > 0) {
    flow.section(t.notes);
    flow.bullets(r.notes);
    flow.endSection();
  }

  flow.footers(input.property ? `${title} · ${input.property}` : title);
  doc.end();
  return bytes;
}
