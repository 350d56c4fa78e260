/**
 * The landlord's summary of a property's statements as an A4 PDF (German): per tenancy the costs,
 * advances, balance and proposed new advance; what the landlord bears (vacancy, non-allocable
 * costs, CO2 credits, the tenants' reductions); and the reconciliation of the costs entered with
 * the costs allocated, to the cent. It goes with the tenants' statements, not to the tenants.
 */
import {
  formatCents,
  formatCount,
  formatDate,
  formatNumber,
  formatQuantity,
} from '../../domain/billing/format.ts';
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
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
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
    `Abrechnungszeitraum ${formatDate(r.period.from)} – ${formatDate(r.period.to)} ` +
      `(${formatCount(r.period.days, 'Tage')}), erstellt am ${formatDate(input.statementDate)}. ` +
      `Die Abrechnungen müssen den Mietern bis zum ${formatDate(r.deadline)} zugehen (§556 Abs. 3 BGB); ` +
      'danach sind Nachzahlungen ausgeschlossen, es sei denn, die Verspätung ist nicht zu vertreten.',
  );

  flow.section('1. Abrechnungen je Nutzung');
  const tenants = r.occupancies.filter((o) => !o.vacancy);
  const rows: Row[] = r.occupancies.map((o) => ({
    cells: [
      `${nameOf(o)}\nWohnung ${o.unit}\n${formatDate(o.from)} – ${formatDate(o.to)}`,
      formatCents(o.total_cents),
      o.vacancy ? '–' : formatCents(o.advance_payments_cents),
      o.vacancy ? 'trägt der Vermieter' : balance(o.balance_cents),
      o.vacancy
        ? '–'
        : o.new_monthly_advance_cents === null
          ? 'endet'
          : formatCents(o.new_monthly_advance_cents),
    ],
    muted: o.vacancy,
  }));
  const sum = (f: (o: OccupancyCalculation) => number) => tenants.reduce((a, o) => a + f(o), 0);
  rows.push({
    cells: [
      'Summe der Mieter',
      formatCents(sum((o) => o.total_cents)),
      formatCents(sum((o) => o.advance_payments_cents)),
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
    `Nachzahlungen der Mieter zusammen ${formatCents(backPayments)}, Guthaben zusammen ${formatCents(credits)}.`,
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
      { cells: ['Kosten der Leerstände', formatCents(l.vacancy_cents)] },
      { cells: ['Nicht umlagefähige Kosten', formatCents(l.non_allocable_cents)] },
      { cells: ['CO2-Kostenanteil, den Mietern gutgeschrieben (CO2KostAufG)', formatCents(l.co2_cents)] },
      {
        cells: [
          'Kürzungen der Mieter (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG)',
          formatCents(l.reductions_cents),
        ],
      },
      { cells: ['Summe Vermieter', formatCents(landlordTotal)], bold: true, ruleAbove: true },
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
      { cells: ['Erfasste Kosten', formatCents(r.check.costs_cents)], bold: true },
      { cells: ['auf die Mieter umgelegt', formatCents(tenantTotal)] },
      { cells: ['vom Vermieter getragen (Summe aus 2.)', formatCents(landlordTotal)] },
      { cells: ['Verteilte Kosten', formatCents(r.check.allocated_cents)], bold: true, ruleAbove: true },
      { cells: ['Differenz', formatCents(difference)], bold: true },
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
        { cells: ['CO2-Ausstoß des Gebäudes', `${formatQuantity(co2.kg_total, 0)} kg`] },
        { cells: ['je m² Wohnfläche und Jahr', `${formatNumber(co2.kg_per_m2, 2)} kg`] },
        { cells: ['Einstufung', co2.stage === null ? 'Nichtwohngebäude (§8)' : `Stufe ${co2.stage}`] },
        { cells: ['Anteil des Vermieters', `${formatQuantity(co2.landlord_percent)} %`] },
        { cells: ['CO2-Kosten des Gebäudes', formatCents(co2.total_cents)] },
        { cells: ['davon Gutschriften an die Mieter', formatCents(l.co2_cents)] },
        {
          cells: [
            'vom Vermieter getragen (Gutschriften und Anteile der Leerstände)',
            formatCents(co2.landlord_cents),
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
