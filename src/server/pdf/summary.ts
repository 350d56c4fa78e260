/**
 * The landlord's summary of a property's statements as an A4 PDF (German): per tenancy the costs,
 * advances, balance and proposed new advance; what the landlord bears (vacancy, non-allocable
 * costs, CO2 credits, the tenants' reductions); and the reconciliation of the costs entered with
 * the costs allocated, to the cent. It goes with the tenants' statements, not to the tenants.
 */
import { formatNumberDe, formatQuantityDe } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { formatDateDe } from '../../domain/dates.ts';
import { formatCount } from '../../domain/texts/billing.ts';
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
  tenants?: ReadonlyArray<{ occupancyId: string; name: string }>;
}

/** "+295,47 €" for a back payment, "-123,45 €" for a credit: one column, sign as the header says. */
function balance(cents: number): string {
  return cents > 0 ? `+${formatMoneyDe(cents, 'plain')}` : formatMoneyDe(cents, 'plain');
}

export function renderSummaryPdf(input: SummaryDocument): Promise<Buffer> {
  const r = input.result;
  const title = `Abrechnungsübersicht ${periodTitle(r)}`;
  const { doc, bytes } = createDocument({
    Title: input.property ? `${title} – ${input.property}` : title,
    Author: input.landlord.name,
    Subject: 'Übersicht der Heiz- und Betriebskostenabrechnungen für den Vermieter',
  });
  const flow = new Flow(doc);
  const names = new Map((input.tenants ?? []).map((t) => [t.occupancyId, t.name]));
  const nameOf = (o: OccupancyCalculation) => (o.vacancy ? 'Leerstand' : (names.get(o.id) ?? o.name));

  const below = flow.block(MARGIN.left, MARGIN.top, CONTENT_WIDTH, [
    { text: input.landlord.name, bold: true, size: 11, color: COLOR.accent },
    ...input.landlord.address_lines.map((text) => ({ text, size: SIZE.table })),
  ]);
  flow.y = below + 18;
  flow.title(input.property ? `${title} – ${input.property}` : title);
  flow.paragraph(
    `Abrechnungszeitraum ${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)} ` +
      `(${formatCount(r.period.days, 'Tage')}), erstellt am ${formatDateDe(input.statementDate)}. ` +
      `Die Abrechnungen müssen den Mietern bis zum ${formatDateDe(r.deadline)} zugehen (§556 Abs. 3 BGB); ` +
      'danach sind Nachzahlungen ausgeschlossen, es sei denn, die Verspätung ist nicht zu vertreten.',
  );

  flow.section('1. Abrechnungen je Nutzung');
  const tenants = r.occupancies.filter((o) => !o.vacancy);
  const rows: Row[] = r.occupancies.map((o) => ({
    cells: [
      `${nameOf(o)}\nWohnung ${o.unit}\n${formatDateDe(o.from)} – ${formatDateDe(o.to)}`,
      formatMoneyDe(o.total_cents, 'plain'),
      o.vacancy ? '–' : formatMoneyDe(o.advance_payments_cents, 'plain'),
      o.vacancy ? 'trägt der Vermieter' : balance(o.balance_cents),
      o.vacancy
        ? '–'
        : o.new_monthly_advance_cents === null
          ? 'endet'
          : formatMoneyDe(o.new_monthly_advance_cents, 'plain'),
    ],
    muted: o.vacancy,
  }));
  const sum = (f: (o: OccupancyCalculation) => number) => tenants.reduce((a, o) => a + f(o), 0);
  rows.push({
    cells: [
      'Summe der Mieter',
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
      { header: 'Nutzung', width: 160 },
      { header: 'Kosten', width: 72, align: 'right' },
      { header: 'Vorauszahlungen', width: 84, align: 'right' },
      { header: 'Nachzahlung (+) / Guthaben (-)', width: 88, align: 'right' },
      { header: 'Neue mtl. Vorauszahlung', width: CONTENT_WIDTH - 404, align: 'right' },
    ],
    rows,
  );
  const backPayments = sum((o) => Math.max(0, o.balance_cents));
  const credits = sum((o) => Math.max(0, -o.balance_cents));
  flow.paragraph(
    `Nachzahlungen der Mieter zusammen ${formatMoneyDe(backPayments, 'plain')}, Guthaben zusammen ${formatMoneyDe(credits, 'plain')}.`,
  );
  flow.endSection();

  const l = r.landlord;
  const landlordTotal = l.vacancy_cents + l.non_allocable_cents + l.co2_cents + l.reductions_cents;
  flow.section('2. Vom Vermieter zu tragen');
  flow.table(
    [
      { header: 'Position', width: 340 },
      { header: 'Betrag', width: CONTENT_WIDTH - 340, align: 'right' },
    ],
    [
      { cells: ['Kosten der Leerstände', formatMoneyDe(l.vacancy_cents, 'plain')] },
      { cells: ['Nicht umlagefähige Kosten', formatMoneyDe(l.non_allocable_cents, 'plain')] },
      {
        cells: [
          'CO2-Kostenanteil, den Mietern gutgeschrieben (CO2KostAufG)',
          formatMoneyDe(l.co2_cents, 'plain'),
        ],
      },
      {
        cells: [
          'Kürzungen der Mieter (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG)',
          formatMoneyDe(l.reductions_cents, 'plain'),
        ],
      },
      { cells: ['Summe Vermieter', formatMoneyDe(landlordTotal, 'plain')], bold: true, ruleAbove: true },
    ],
  );
  flow.endSection();

  const tenantTotal = sum((o) => o.total_cents);
  const difference = r.check.costs_cents - r.check.allocated_cents;
  flow.section('3. Abstimmung der Kosten');
  flow.table(
    [
      { header: 'Position', width: 340 },
      { header: 'Betrag', width: CONTENT_WIDTH - 340, align: 'right' },
    ],
    [
      { cells: ['Erfasste Kosten', formatMoneyDe(r.check.costs_cents, 'plain')], bold: true },
      { cells: ['auf die Mieter umgelegt', formatMoneyDe(tenantTotal, 'plain')] },
      { cells: ['vom Vermieter getragen (Summe aus 2.)', formatMoneyDe(landlordTotal, 'plain')] },
      {
        cells: ['Verteilte Kosten', formatMoneyDe(r.check.allocated_cents, 'plain')],
        bold: true,
        ruleAbove: true,
      },
      { cells: ['Differenz', formatMoneyDe(difference, 'plain')], bold: true },
    ],
  );
  flow.paragraph(
    difference === 0 && tenantTotal + landlordTotal === r.check.allocated_cents
      ? 'Alle erfassten Kosten sind centgenau verteilt.'
      : 'Die verteilten Kosten weichen von den erfassten ab; bitte die Kostenerfassung prüfen.',
  );
  flow.endSection();

  const co2 = r.co2;
  if (co2) {
    flow.section('4. CO2-Kosten (CO2KostAufG)');
    flow.table(
      [
        { header: 'Angabe', width: 340 },
        { header: 'Wert', width: CONTENT_WIDTH - 340, align: 'right' },
      ],
      [
        { cells: ['CO2-Ausstoß des Gebäudes', `${formatQuantityDe(co2.kg_total, 0)} kg`] },
        { cells: ['je m² Wohnfläche und Jahr', `${formatNumberDe(co2.kg_per_m2, 2)} kg`] },
        { cells: ['Einstufung', co2.stage === null ? 'Nichtwohngebäude (§8)' : `Stufe ${co2.stage}`] },
        { cells: ['Anteil des Vermieters', `${formatQuantityDe(co2.landlord_percent)} %`] },
        { cells: ['CO2-Kosten des Gebäudes', formatMoneyDe(co2.total_cents, 'plain')] },
        { cells: ['davon Gutschriften an die Mieter', formatMoneyDe(l.co2_cents, 'plain')] },
        {
          cells: [
            'vom Vermieter getragen (Gutschriften und Anteile der Leerstände)',
            formatMoneyDe(co2.landlord_cents, 'plain'),
          ],
          bold: true,
          ruleAbove: true,
        },
      ],
    );
    flow.endSection();
  }

  if (r.notes.length > 0) {
    flow.section('Hinweise');
    flow.bullets(r.notes);
    flow.endSection();
  }

  flow.footers(input.property ? `${title} · ${input.property}` : title);
  doc.end();
  return bytes;
}
