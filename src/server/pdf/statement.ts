/**
 * A tenant's heating and operating cost statement as an A4 PDF (German).
 * It shows what the courts require of a formally correct statement
 * (BGH, 23.11.1981, VIII ZR 298/80): total costs per line, the key explained, the share
 * computed, advances deducted, the balance – plus the HeizkostenV split, the
 * CO2 stage, the §35a EStG certificate and the §560 BGB advance proposal.
 */
import PDFDocument from 'pdfkit';
import { formatCents, formatDate, formatNumber, formatQuantity } from '../../domain/billing/format.ts';
import { dayOf, parseIsoDate, partsOf, toIsoDate } from '../../domain/billing/period.ts';
import type {
  BillingCalculation,
  LineCalculation,
  OccupancyCalculation,
} from '../../domain/billing/schema.ts';
import { CO2_STAGES } from '../../domain/billing/co2/stage.ts';
import { BOLD, COLOR, CONTENT_WIDTH, FONT, Flow, MARGIN, PAGE, type Column, type Row } from './layout.ts';
import type { Party } from './statement-schema.ts';
import type { StatementDetails } from '../../domain/schemas/statements.ts';

export interface StatementDocument {
  result: BillingCalculation;
  occupancyId: string;
  landlord: Party;
  tenant: Party;
  property: string | null;
  /** ISO date of the statement. */
  statementDate: string;
  paymentDays: number;
  /** The facts behind the numbers (meters, heating costs, comparison), when known. */
  details?: StatementDetails;
}

const KEY_LABEL: Record<LineCalculation['key'], string> = {
  area: 'Wohnfläche',
  volume: 'Umbauter Raum',
  persons: 'Personen',
  units: 'Wohneinheiten',
  consumption: 'Verbrauch',
  direct: 'Direkte Zuordnung',
  mea: 'Miteigentumsanteile',
};

const METHOD_TEXT: Record<NonNullable<BillingCalculation['heating']>['hot_water_method'], string> = {
  heat_meter: 'mit Wärmezähler gemessene Wärmemenge',
  volume: 'rechnerische Wärmemenge Q = 2,5 kWh/(m³·K) × V × (tw - 10 °C)',
  area: 'rechnerische Wärmemenge Q = 32 kWh/(m²·a) × versorgte Wohnfläche, zeitanteilig nach Tagen',
  none: 'keine zentrale Warmwasserbereitung',
};

function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso);
  if (d === null) throw new RangeError(`Ungültiges Datum ${iso}`);
  return toIsoDate(d + days);
}

function firstOfMonthAfterNext(iso: string): string {
  const d = parseIsoDate(iso);
  if (d === null) throw new RangeError(`Ungültiges Datum ${iso}`);
  const { y, m } = partsOf(d);
  return toIsoDate(dayOf(y, m + 2, 1));
}

function periodTitle(r: BillingCalculation): string {
  const from = parseIsoDate(r.period.from) as number;
  const to = parseIsoDate(r.period.to) as number;
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.m === 1 && a.d === 1 && b.m === 12 && b.d === 31 && a.y === b.y) return String(a.y);
  return `${formatDate(r.period.from)} – ${formatDate(r.period.to)}`;
}

function distributionText(line: LineCalculation): string {
  const unit = line.basis_unit;
  const amount = (v: number) =>
    unit === '€' ? formatCents(Math.round(v * 100)) : `${formatQuantity(v)} ${unit}`;
  let s =
    line.key === 'units'
      ? `${formatQuantity(line.basis_share)} von ${formatQuantity(line.basis_total)} Wohneinheiten`
      : `${amount(line.basis_share)} von ${amount(line.basis_total)}`;
  if (line.time_share) {
    s += `\n× ${formatQuantity(line.time_share.value, 2)}/${formatQuantity(line.time_share.total, 2)} ${line.time_share.unit}`;
  }
  if (line.estimated) s += '\n(Verbrauch geschätzt)';
  return s;
}

function lineRow(line: LineCalculation): Row {
  const nonAllocable = line.amount_cents - line.total_cents;
  const name =
    nonAllocable > 0 ? `${line.name}\n(nicht umlagefähig: ${formatCents(nonAllocable)})` : line.name;
  return {
    cells: [
      name,
      formatCents(line.total_cents),
      KEY_LABEL[line.key],
      distributionText(line),
      formatCents(line.share_cents),
    ],
  };
}

const COST_COLUMNS: Column[] = [
  { header: 'Kostenart', width: 128 },
  { header: 'Gesamtkosten', width: 70, align: 'right' },
  { header: 'Schlüssel', width: 72 },
  { header: 'Ihr Anteil an der Verteilungsgrundlage', width: 145 },
  { header: 'Ihr Anteil', width: CONTENT_WIDTH - 128 - 70 - 72 - 145, align: 'right' },
];

export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  const r = input.result;
  const occ = r.occupancies.find((o) => o.id === input.occupancyId);
  if (!occ) throw new RangeError(`Nutzung ${input.occupancyId} nicht im Ergebnis`);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 20, left: MARGIN.left, right: MARGIN.right },
    bufferPages: true,
    info: {
      Title: `Heiz- und Betriebskostenabrechnung ${periodTitle(r)} – ${occ.name}`,
      Author: input.landlord.name,
      Subject: 'Heiz- und Betriebskostenabrechnung',
    },
    lang: 'de-DE',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const flow = new Flow(doc);
  letterHead(flow, input, occ);
  summaryBox(flow, input, occ);
  operatingSection(flow, occ);
  heatingSection(flow, r, occ);
  totalsSection(flow, input, occ);
  advanceSection(flow, input, r, occ);
  section35a(flow, occ);
  notesSection(flow, input, r, occ);
  footers(doc, input, occ);
  doc.end();
  return done;
}

function letterHead(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const { doc } = flow;
  const r = input.result;
  const rightX = 365;
  const rightW = PAGE.width - MARGIN.right - rightX;
  const l = input.landlord;

  doc.font(BOLD).fontSize(11).fillColor(COLOR.accent).text(l.name, rightX, 48, { width: rightW });
  doc.font(FONT).fontSize(8.5).fillColor(COLOR.text);
  for (const line of l.address_lines) doc.text(line, { width: rightW });
  if (l.phone) doc.text(`Telefon ${l.phone}`, { width: rightW });
  if (l.email) doc.text(l.email, { width: rightW });

  const senderLine = [l.name, ...l.address_lines].join(' · ');
  doc
    .font(FONT)
    .fontSize(6.5)
    .fillColor(COLOR.muted)
    .text(senderLine, MARGIN.left, 140, { width: 240, lineBreak: false, ellipsis: true });
  doc
    .moveTo(MARGIN.left, 149)
    .lineTo(MARGIN.left + 240, 149)
    .lineWidth(0.4)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.font(FONT).fontSize(10).fillColor(COLOR.text).text(input.tenant.name, MARGIN.left, 158, { width: 240 });
  for (const line of input.tenant.address_lines) doc.text(line, { width: 240 });

  const info: [string, string][] = [
    ['Datum', formatDate(input.statementDate)],
    ...(input.property ? ([['Objekt', input.property]] as [string, string][]) : []),
    ['Wohnung', occ.unit],
    ['Abrechnungszeitraum', `${formatDate(r.period.from)} – ${formatDate(r.period.to)}`],
    ['Ihr Nutzungszeitraum', `${formatDate(occ.from)} – ${formatDate(occ.to)}`],
    ['Nutzungstage', `${occ.days} von ${r.period.days} Tagen`],
  ];
  let y = 150;
  for (const [label, value] of info) {
    doc.font(FONT).fontSize(8).fillColor(COLOR.muted).text(label, rightX, y, { width: 85 });
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(COLOR.text)
      .text(value, rightX + 85, y, { width: rightW - 85 });
    y = Math.max(doc.y, y + 11) + 1;
  }

  flow.y = Math.max(255, y + 14);
  doc
    .font(BOLD)
    .fontSize(15)
    .fillColor(COLOR.text)
    .text(`Heiz- und Betriebskostenabrechnung ${periodTitle(r)}`, MARGIN.left, flow.y, {
      width: CONTENT_WIDTH,
    });
  flow.y = doc.y + 8;
  flow.paragraph('Sehr geehrte Damen und Herren,', { size: 9.5 });
  flow.space(2);
  flow.paragraph(
    `nachfolgend erhalten Sie die Abrechnung der Heiz- und Betriebskosten für den Zeitraum vom ${formatDate(r.period.from)} ` +
      `bis ${formatDate(r.period.to)}. Auf Ihre Nutzung der Wohnung ${occ.unit} entfallen ${occ.days} von ${r.period.days} Tagen. ` +
      'Die Kosten wurden nach den vereinbarten Umlageschlüsseln, der Betriebskostenverordnung und der Heizkostenverordnung ' +
      'verteilt; jede Position zeigt ihren Rechenweg.',
    { size: 9.5 },
  );
  flow.space(4);
}

function balanceText(occ: OccupancyCalculation): { label: string; amount: string } {
  if (occ.balance_cents > 0) return { label: 'Nachzahlung', amount: formatCents(occ.balance_cents) };
  if (occ.balance_cents < 0) return { label: 'Guthaben', amount: formatCents(-occ.balance_cents) };
  return { label: 'Ausgeglichen', amount: formatCents(0) };
}

function summaryBox(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const { doc } = flow;
  const h = 62;
  flow.ensure(h + 10);
  const x = MARGIN.left;
  doc.roundedRect(x, flow.y, CONTENT_WIDTH, h, 4).fillAndStroke(COLOR.zebra, COLOR.rule);
  const rows: [string, string, boolean][] = [
    ['Ihre Kosten im Abrechnungszeitraum', formatCents(occ.total_cents), false],
    ['abzüglich Ihrer Vorauszahlungen', formatCents(-occ.advance_payments_cents), false],
  ];
  const b = balanceText(occ);
  rows.push([`${b.label}`, b.amount, true]);
  let y = flow.y + 9;
  for (const [label, value, bold] of rows) {
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 11 : 9.5)
      .fillColor(bold ? COLOR.accent : COLOR.text);
    doc.text(label, x + 12, y, { width: 300 });
    doc.text(value, x + CONTENT_WIDTH - 162, y, { width: 150, align: 'right' });
    y += bold ? 17 : 14;
  }
  doc.fillColor(COLOR.text);
  flow.y += h + 6;
  flow.paragraph(paymentText(input, occ), { size: 9 });
}

function paymentText(input: StatementDocument, occ: OccupancyCalculation): string {
  const due = formatDate(addDays(input.statementDate, input.paymentDays));
  if (occ.balance_cents > 0) {
    const bank = input.landlord.iban
      ? ` auf das Konto IBAN ${input.landlord.iban}${input.landlord.bank ? ` (${input.landlord.bank})` : ''}`
      : '';
    return `Bitte überweisen Sie die Nachzahlung von ${formatCents(occ.balance_cents)} bis zum ${due}${bank}.`;
  }
  if (occ.balance_cents < 0) {
    return `Das Guthaben von ${formatCents(-occ.balance_cents)} erstatten wir Ihnen bis zum ${due} auf Ihr Konto.`;
  }
  return 'Es ergibt sich weder eine Nachzahlung noch ein Guthaben.';
}

function operatingSection(flow: Flow, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.section === 'operating');
  if (lines.length === 0) return;
  flow.heading('1. Betriebskosten (§556 BGB, Betriebskostenverordnung)');
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    { cells: ['Summe Betriebskosten', '', '', '', formatCents(sum)], bold: true, ruleAbove: true },
  ]);
}

function heatingSection(flow: Flow, r: BillingCalculation, occ: OccupancyCalculation): void {
  const h = r.heating;
  if (!h) return;
  flow.heading('2. Heiz- und Warmwasserkosten (Heizkostenverordnung)');
  const shared = formatCents(h.total_cents);
  const split =
    h.hot_water_method === 'none'
      ? `Die gemeinsamen Kosten von ${shared} entfallen vollständig auf die Heizung.`
      : `Von den gemeinsamen Kosten für Heizung und Warmwasser (${shared}) entfällt auf das Warmwasser ein Anteil von ` +
        `${formatNumber(h.hot_water_fraction * 100, 2)} % (§9 Abs. 2 HeizkostenV, ${METHOD_TEXT[h.hot_water_method]}` +
        `${h.hot_water_heat_kwh !== null ? `: ${formatQuantity(h.hot_water_heat_kwh, 0)} kWh` : ''}).`;
  flow.paragraph(split);
  flow.table(
    [
      { header: 'Kostenaufteilung', width: 200 },
      { header: 'Heizung', width: 95, align: 'right' },
      { header: 'Warmwasser', width: 95, align: 'right' },
      { header: 'Summe', width: CONTENT_WIDTH - 390, align: 'right' },
    ],
    [
      {
        cells: [
          'Gemeinsame Kosten (§9 HeizkostenV)',
          formatCents(h.heating_cents - h.heating_only_cents),
          formatCents(h.hot_water_cents - h.hot_water_only_cents),
          formatCents(h.total_cents),
        ],
      },
      {
        cells: [
          'Gesonderte Kosten',
          formatCents(h.heating_only_cents),
          formatCents(h.hot_water_only_cents),
          formatCents(h.heating_only_cents + h.hot_water_only_cents),
        ],
      },
      {
        cells: [
          'Kosten gesamt',
          formatCents(h.heating_cents),
          formatCents(h.hot_water_cents),
          formatCents(h.heating_cents + h.hot_water_cents),
        ],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [
          `davon Verbrauchskosten (${formatQuantity(h.consumption_share_percent)} % / ${formatQuantity(h.hot_water_consumption_share_percent)} %)`,
          formatCents(h.heating_consumption_cents),
          formatCents(h.hot_water_consumption_cents),
          formatCents(h.heating_consumption_cents + h.hot_water_consumption_cents),
        ],
        muted: true,
      },
      {
        cells: [
          'davon Grundkosten nach Wohnfläche',
          formatCents(h.heating_fixed_cents),
          formatCents(h.hot_water_fixed_cents),
          formatCents(h.heating_fixed_cents + h.hot_water_fixed_cents),
        ],
        muted: true,
      },
    ],
  );
  const lines = occ.lines.filter((l) => l.section !== 'operating');
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    {
      cells: ['Summe Heiz- und Warmwasserkosten', '', '', '', formatCents(sum)],
      bold: true,
      ruleAbove: true,
    },
  ]);
  if (h.fixed_split === 'degree_days' && lines.some((l) => l.time_share?.unit.startsWith('Gradtag'))) {
    flow.paragraph(
      'Gradtagszahlen nach VDI 2067 (‰ des Jahres): Jan 170, Feb 150, Mär 130, Apr 80, Mai 40, Jun–Aug je 40/3, ' +
        'Sep 30, Okt 80, Nov 120, Dez 160; innerhalb eines Monats gleichmäßig auf die Tage verteilt.',
      { size: 7.5, color: COLOR.muted },
    );
  }

  const co2 = r.co2;
  if (co2) {
    const emitted =
      `CO2-Ausstoß des Gebäudes: ${formatQuantity(co2.kg_total, 0)} kg, das sind ${formatNumber(co2.kg_per_m2, 2)} kg CO2 je m² ` +
      'Wohnfläche und Jahr.';
    const split = (p: number) => `${formatQuantity(p)} % der CO2-Kosten, Sie ${formatQuantity(100 - p)} %.`;
    let text: string;
    if (co2.stage === null) {
      text = `${emitted} Für Nichtwohngebäude gilt keine Stufe (§8 CO2KostAufG): Der Vermieter trägt ${split(co2.stage_landlord_percent)}`;
    } else {
      const stage = CO2_STAGES[co2.stage - 1];
      const lower = co2.stage === 1 ? 0 : (CO2_STAGES[co2.stage - 2]?.below ?? 0);
      const range =
        stage && stage.below !== Number.POSITIVE_INFINITY
          ? `${lower} bis unter ${stage.below} kg`
          : `ab ${lower} kg`;
      text = `${emitted} Damit gilt Stufe ${co2.stage} (${range} CO2/m²/Jahr): Der Vermieter trägt ${split(co2.stage_landlord_percent)}`;
    }
    if (co2.restriction !== 'none') {
      text +=
        co2.landlord_percent === 0
          ? ' Wegen öffentlich-rechtlicher Beschränkungen von Gebäude und Wärmeversorgung werden die CO2-Kosten nicht aufgeteilt (§9 Abs. 2 CO2KostAufG).'
          : ` Wegen öffentlich-rechtlicher Beschränkungen ist der Vermieteranteil auf ${formatQuantity(co2.landlord_percent)} % halbiert (§9 Abs. 1 CO2KostAufG).`;
    }
    flow.heading('CO2-Kostenaufteilung (Kohlendioxidkostenaufteilungsgesetz)', 10);
    flow.paragraph(text);
    flow.table(
      [
        { header: 'CO2-Kosten', width: 290 },
        { header: 'Betrag', width: CONTENT_WIDTH - 290, align: 'right' },
      ],
      [
        {
          cells: [
            'CO2-Kosten des Gebäudes (in den Brennstoffkosten enthalten)',
            formatCents(co2.total_cents),
          ],
        },
        {
          cells: [
            'Ihr Anteil (entsprechend Ihrem Anteil an den Brennstoffkosten)',
            formatCents(occ.co2.share_cents),
          ],
        },
        {
          cells: [
            `Vom Vermieter zu tragen (${formatQuantity(co2.landlord_percent)} %) – Gutschrift`,
            formatCents(-occ.co2.landlord_credit_cents),
          ],
          bold: true,
        },
      ],
    );
  }
}

function totalsSection(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const operating = occ.lines.filter((l) => l.section === 'operating').reduce((a, l) => a + l.share_cents, 0);
  flow.heading('3. Zusammenstellung');
  const rows: Row[] = [{ cells: ['Betriebskosten', formatCents(operating)] }];
  if (input.result.heating) {
    rows.push({ cells: ['Heizkosten', formatCents(occ.heating.heating_cents)] });
    rows.push({ cells: ['Warmwasserkosten', formatCents(occ.heating.hot_water_cents)] });
  }
  if (occ.co2.landlord_credit_cents > 0) {
    rows.push({
      cells: ['abzüglich CO2-Kostenanteil des Vermieters', formatCents(-occ.co2.landlord_credit_cents)],
    });
  }
  for (const red of occ.reductions) {
    if (!red.applied) continue;
    rows.push({
      cells: [
        `abzüglich Kürzung ${formatQuantity(red.percent)} % (${red.law})`,
        formatCents(-red.amount_cents),
      ],
    });
  }
  rows.push({ cells: ['Ihre Kosten gesamt', formatCents(occ.total_cents)], bold: true, ruleAbove: true });
  rows.push({ cells: ['abzüglich geleisteter Vorauszahlungen', formatCents(-occ.advance_payments_cents)] });
  const b = balanceText(occ);
  rows.push({ cells: [b.label, b.amount], bold: true, ruleAbove: true });
  flow.table(
    [
      { header: 'Position', width: 330 },
      { header: 'Betrag', width: CONTENT_WIDTH - 330, align: 'right' },
    ],
    rows,
    8.5,
  );
  flow.paragraph(paymentText(input, occ));
}

function advanceSection(
  flow: Flow,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  if (occ.new_monthly_advance_cents === null) return;
  flow.heading('4. Anpassung der Vorauszahlungen (§560 Abs. 4 BGB)');
  const basis =
    occ.days < r.period.days
      ? `Ihre Kosten von ${formatCents(occ.total_cents)} für ${occ.days} Tage, auf ein Jahr hochgerechnet und durch 12 geteilt`
      : `Ihre Kosten von ${formatCents(occ.total_cents)} geteilt durch 12`;
  flow.paragraph(
    `Auf Grundlage dieser Abrechnung beträgt die angemessene monatliche Vorauszahlung für Heiz- und Betriebskosten ` +
      `${formatCents(occ.new_monthly_advance_cents)} (${basis}, auf volle Euro gerundet, ohne Sicherheitszuschlag). ` +
      `Wir passen Ihre Vorauszahlung ab dem ${formatDate(firstOfMonthAfterNext(input.statementDate))} entsprechend an.`,
  );
}

function section35a(flow: Flow, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.labour_share_cents !== null && l.labour_share_cents > 0);
  if (lines.length === 0) return;
  flow.heading('5. Bescheinigung nach §35a EStG');
  flow.paragraph(
    'In Ihren Betriebskosten sind die folgenden Arbeitskosten (ohne Material) enthalten. Sie können sie in Ihrer ' +
      'Einkommensteuererklärung als haushaltsnahe Dienstleistungen (§35a Abs. 2 EStG) bzw. Handwerkerleistungen ' +
      '(§35a Abs. 3 EStG) geltend machen.',
  );
  const kind = (k: LineCalculation['labour_kind']) =>
    k === 'services' ? 'Haushaltsnahe Dienstleistung' : 'Handwerkerleistung';
  flow.table(
    [
      { header: 'Kostenart', width: 250 },
      { header: 'Art', width: 130 },
      { header: 'Ihr Anteil Arbeitskosten', width: CONTENT_WIDTH - 380, align: 'right' },
    ],
    [
      ...lines.map((l) => ({ cells: [l.name, kind(l.labour_kind), formatCents(l.labour_share_cents ?? 0)] })),
      {
        cells: [
          'Summe haushaltsnahe Dienstleistungen (Abs. 2)',
          '',
          formatCents(occ.section35a.services_labour_cents),
        ],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: ['Summe Handwerkerleistungen (Abs. 3)', '', formatCents(occ.section35a.craft_labour_cents)],
        bold: true,
      },
    ],
  );
}

function notesSection(
  flow: Flow,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  flow.heading('Hinweise');
  const standard = [
    'Die Anteile wurden centgenau nach dem Verfahren der größten Reste verteilt; die Summe aller Anteile ergibt ' +
      'genau die Gesamtkosten. Leerstände trägt der Vermieter.',
    'Sie können die Belege zu dieser Abrechnung nach vorheriger Terminvereinbarung einsehen (§259 BGB).',
    'Einwendungen gegen diese Abrechnung teilen Sie uns bitte spätestens bis zum Ablauf des zwölften Monats nach ' +
      'Zugang mit (§556 Abs. 3 Satz 5 BGB).',
  ];
  if (input.statementDate <= r.deadline) {
    standard.push(`Die Abrechnungsfrist nach §556 Abs. 3 BGB endet am ${formatDate(r.deadline)}.`);
  }
  flow.bullets([...occ.notes, ...standard]);
  flow.space(8);
  flow.paragraph('Mit freundlichen Grüßen', { size: 9.5 });
  flow.space(10);
  flow.paragraph(input.landlord.name, { size: 9.5 });
}

function footers(
  doc: InstanceType<typeof PDFDocument>,
  input: StatementDocument,
  occ: OccupancyCalculation,
): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = PAGE.height - 40;
    doc
      .moveTo(MARGIN.left, y - 6)
      .lineTo(PAGE.width - MARGIN.right, y - 6)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font(FONT).fontSize(7).fillColor(COLOR.muted);
    doc.text(
      `${input.landlord.name} · Heiz- und Betriebskostenabrechnung ${periodTitle(input.result)} · ${occ.name}, Wohnung ${occ.unit}`,
      MARGIN.left,
      y,
      { width: CONTENT_WIDTH - 80, lineBreak: false, ellipsis: true },
    );
    doc.text(`Seite ${i + 1} von ${range.count}`, PAGE.width - MARGIN.right - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}
