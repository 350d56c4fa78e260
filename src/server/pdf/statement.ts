/**
 * A tenant's heating and operating cost statement as an A4 PDF (German).
 * It shows what the courts require of a formally correct statement
 * (BGH, 23.11.1981, VIII ZR 298/80): total costs per line, the key explained, the share
 * computed, advances deducted, the balance – plus what a tenant (or the tenant's lawyer) needs to
 * check it: the composition of the heating costs, the §9 HeizkostenV hot-water formula with the
 * numbers used, the meters with their readings and how each value came about (§9a HeizkostenV),
 * the CO2 information of §7 Abs. 3 CO2KostAufG, the consumption comparison of §6a HeizkostenV,
 * the §35a EStG certificate and the §560 BGB advance proposal beside the previous advance.
 */
import {
  formatDecimalDe,
  formatNumberDe,
  formatQuantityDe,
  parseDecimalPlain,
} from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { addDays, dayOf, formatDateDe, parseIsoDate, partsOf, toIsoDate } from '../../domain/dates.ts';
import { allocationKeyLabels, formatCount } from '../../domain/texts/billing.ts';
import type {
  BillingCalculation,
  HeatingResult,
  LineCalculation,
  OccupancyCalculation,
} from '../../domain/billing/schema.ts';
import { CO2_STAGES } from '../../domain/billing/co2/stage.ts';
import { letterGreeting } from '../../domain/greeting.ts';
import { nextBusinessDay } from '../../domain/holidays.ts';
import type { MeterShown, MeterState, StatementDetails } from '../../domain/schemas/statements.ts';
import { statementTexts } from '../../domain/texts/statements.ts';
import {
  BOLD,
  COLOR,
  CONTENT_WIDTH,
  FONT,
  Flow,
  MARGIN,
  PAGE,
  SIZE,
  createDocument,
  keepTogether,
  shown,
  type Column,
  type Row,
} from './layout.ts';
import type { Party } from './statement-schema.ts';

/**
 * What the statement shows beyond the engine's numbers. The statements service passes the stored
 * `StatementDetails`; the meter ids there are for the screens and are not printed.
 */
export type StatementDetailsShown = Omit<StatementDetails, 'meters'> & {
  meters: Omit<MeterShown, 'meter_id'>[];
};

export interface StatementDocument {
  result: BillingCalculation;
  occupancyId: string;
  landlord: Party;
  tenant: Party;
  property: string | null;
  /** ISO date of the statement. */
  statementDate: string;
  paymentDays: number;
  details?: StatementDetailsShown;
}

/**
 * The day a balance is due: `paymentDays` after the statement date, moved to the next business
 * day when that is a Saturday, Sunday or nationwide public holiday (§193 BGB).
 */
export function paymentDueDate(statementDate: string, paymentDays: number): string {
  return nextBusinessDay(addDays(statementDate, paymentDays));
}

function firstOfMonthAfterNext(iso: string): string {
  const d = parseIsoDate(iso);
  if (d === null) throw new RangeError(`Ungültiges Datum ${iso}`);
  const { y, m } = partsOf(d);
  return toIsoDate(dayOf(y, m + 2, 1));
}

export function periodTitle(r: BillingCalculation): string {
  const from = parseIsoDate(r.period.from) as number;
  const to = parseIsoDate(r.period.to) as number;
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.m === 1 && a.d === 1 && b.m === 12 && b.d === 31 && a.y === b.y) return String(a.y);
  return `${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)}`;
}

/** A stored decimal string ("1234.500") in de-DE notation with the decimals it needs ("1.234,5"). */
function decimalText(value: string, places = 3): string {
  const scaled = parseDecimalPlain(value, { places });
  return scaled === null ? value : formatDecimalDe(scaled, places, 0);
}

function decimalNumber(value: string, places = 3): number | null {
  const scaled = parseDecimalPlain(value, { places });
  return scaled === null ? null : scaled / 10 ** places;
}

/** Money with an explicit sign for changes: "+42,00 €", "-8,00 €". */
function signedCents(cents: number): string {
  return cents > 0 ? `+${formatMoneyDe(cents, 'plain')}` : formatMoneyDe(cents, 'plain');
}

function distributionText(line: LineCalculation): string {
  const unit = line.basis_unit;
  const amount = (v: number, dative: boolean) =>
    unit === '€' ? formatMoneyDe(Math.round(v * 100), 'plain') : formatCount(v, unit, { dative });
  let s =
    line.key === 'units'
      ? `${formatQuantityDe(line.basis_share)} von ${formatCount(line.basis_total, 'Wohneinheiten', { dative: true })}`
      : `${amount(line.basis_share, false)} von ${amount(line.basis_total, true)}`;
  if (line.time_share) {
    s += `\n× ${formatQuantityDe(line.time_share.value, 2)}/${formatQuantityDe(line.time_share.total, 2)} ${line.time_share.unit}`;
  }
  if (line.estimated) s += '\n(Verbrauch geschätzt, §9a HeizkostenV)';
  return s;
}

function lineRow(line: LineCalculation): Row {
  const nonAllocable = line.amount_cents - line.total_cents;
  const name =
    nonAllocable > 0
      ? `${line.name}\n(nicht umlagefähig: ${formatMoneyDe(nonAllocable, 'plain')})`
      : line.name;
  return {
    cells: [
      name,
      formatMoneyDe(line.total_cents, 'plain'),
      allocationKeyLabels[line.key],
      distributionText(line),
      formatMoneyDe(line.share_cents, 'plain'),
    ],
  };
}

/** Widths hold the longest words at 9 pt ("Miteigentumsanteile", "Gesamtkosten") without breaking them. */
const COST_COLUMNS: Column[] = [
  { header: 'Kostenart', width: 120 },
  { header: 'Gesamtkosten', width: 70, align: 'right' },
  { header: 'Schlüssel', width: 88 },
  { header: 'Ihr Anteil an der Verteilungsgrundlage', width: 145 },
  { header: 'Ihr Anteil', width: CONTENT_WIDTH - 120 - 70 - 88 - 145, align: 'right' },
];

/** Two columns: what, and the amount or value (right-aligned). */
function keyValueColumns(header: string, valueHeader = 'Betrag', labelWidth = 300): Column[] {
  return [
    { header, width: labelWidth },
    { header: valueHeader, width: CONTENT_WIDTH - labelWidth, align: 'right' },
  ];
}

/** Numbers the sections that are present, in order. */
class Sections {
  private n = 0;
  next(title: string): string {
    this.n += 1;
    return `${this.n}. ${title}`;
  }
}

export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  const r = input.result;
  const occ = r.occupancies.find((o) => o.id === input.occupancyId);
  if (!occ) throw new RangeError(`Nutzung ${input.occupancyId} nicht im Ergebnis`);

  const title = `Heiz- und Betriebskostenabrechnung ${periodTitle(r)}`;
  // Tagged PDF 1.7 with language and title: readable by screen readers (docs/pdf.md).
  const { doc, bytes } = createDocument({
    Title: `${title} – ${occ.name}, Wohnung ${occ.unit}`,
    Author: input.landlord.name,
    Subject: 'Heiz- und Betriebskostenabrechnung',
    Keywords: 'Betriebskostenabrechnung, Heizkostenabrechnung, HeizkostenV, CO2KostAufG',
  });

  const flow = new Flow(doc);
  const sections = new Sections();
  letterHead(flow, input, occ, title);
  summaryBox(flow, input, occ);
  operatingSection(flow, sections, occ);
  heatingSection(flow, sections, r, occ, input.details);
  co2Section(flow, sections, r, occ);
  totalsSection(flow, sections, input, occ);
  advanceSection(flow, sections, input, r, occ);
  metersSection(flow, sections, input.details);
  comparisonSection(flow, sections, input.details);
  section35a(flow, sections, occ);
  notesSection(flow, input, r, occ);
  flow.footers(`${title} · ${occ.name}, Wohnung ${occ.unit}`);
  doc.end();
  return bytes;
}

function letterHead(flow: Flow, input: StatementDocument, occ: OccupancyCalculation, title: string): void {
  const { doc } = flow;
  const r = input.result;
  const rightX = 330;
  const rightW = PAGE.width - MARGIN.right - rightX;
  const leftW = 240;
  const l = input.landlord;

  flow.block(rightX, 48, rightW, [
    { text: l.name, bold: true, size: 11, color: COLOR.accent },
    ...l.address_lines.map((text) => ({ text, size: SIZE.table })),
    ...(l.phone ? [{ text: `Telefon ${l.phone}`, size: SIZE.table }] : []),
    ...(l.email ? [{ text: l.email, size: SIZE.table }] : []),
  ]);

  // Return address above the window of a DIN 5008 envelope (45 mm from the top).
  const senderLine = [l.name, ...l.address_lines].join(' · ');
  let y = flow.block(MARGIN.left, 128, leftW, [{ text: senderLine, size: SIZE.note, color: COLOR.muted }]);
  y += 2;
  flow.artifact(() =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + leftW, y)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke(),
  );
  const addressBottom = flow.block(MARGIN.left, Math.max(y + 8, 160), leftW, [
    { text: input.tenant.name, size: 10 },
    ...input.tenant.address_lines.map((text) => ({ text, size: 10 })),
  ]);

  const info: [string, string][] = [
    ['Datum', formatDateDe(input.statementDate)],
    ...(input.property ? ([['Objekt', input.property]] as [string, string][]) : []),
    ['Wohnung', occ.unit],
    ['Abrechnungszeitraum', `${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)}`],
    ['Ihr Nutzungszeitraum', `${formatDateDe(occ.from)} – ${formatDateDe(occ.to)}`],
    ['Nutzungstage', `${occ.days} von ${formatCount(r.period.days, 'Tage', { dative: true })}`],
  ];
  const labelW = 98;
  let iy = 128;
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
      ? `Sie haben die Wohnung ${occ.unit} im ganzen Abrechnungszeitraum genutzt.`
      : `Ihre Nutzung der Wohnung ${occ.unit} umfasst ${occ.days} der ${r.period.days} Tage des Abrechnungszeitraums.`;
  flow.paragraph(
    `nachfolgend erhalten Sie die Abrechnung der Heiz- und Betriebskosten für den Zeitraum vom ${formatDateDe(r.period.from)} ` +
      `bis ${formatDateDe(r.period.to)}. ${usage} Die Kosten wurden nach den vereinbarten Umlageschlüsseln, der ` +
      'Betriebskostenverordnung und der Heizkostenverordnung verteilt; jede Position zeigt ihren Rechenweg.',
  );
  flow.space(4);
}

function balanceText(occ: OccupancyCalculation): { label: string; amount: string } {
  if (occ.balance_cents > 0)
    return { label: 'Nachzahlung', amount: formatMoneyDe(occ.balance_cents, 'plain') };
  if (occ.balance_cents < 0) return { label: 'Guthaben', amount: formatMoneyDe(-occ.balance_cents, 'plain') };
  return { label: 'Ausgeglichen', amount: formatMoneyDe(0, 'plain') };
}

function summaryBox(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const { doc } = flow;
  const h = 62;
  flow.ensure(h + 10);
  const x = MARGIN.left;
  const top = flow.y;
  flow.artifact(() => doc.roundedRect(x, top, CONTENT_WIDTH, h, 4).fillAndStroke(COLOR.zebra, COLOR.rule));
  const rows: [string, string, boolean][] = [
    ['Ihre Kosten im Abrechnungszeitraum', formatMoneyDe(occ.total_cents, 'plain'), false],
    ['abzüglich Ihrer Vorauszahlungen', formatMoneyDe(-occ.advance_payments_cents, 'plain'), false],
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

function paymentText(input: StatementDocument, occ: OccupancyCalculation): string {
  const due = formatDateDe(paymentDueDate(input.statementDate, input.paymentDays));
  if (occ.balance_cents > 0) {
    const bank = input.landlord.iban
      ? ` auf das Konto IBAN ${input.landlord.iban}${input.landlord.bank ? ` (${input.landlord.bank})` : ''}`
      : '';
    return `Bitte überweisen Sie die Nachzahlung von ${formatMoneyDe(occ.balance_cents, 'plain')} bis zum ${due}${bank}.`;
  }
  if (occ.balance_cents < 0) {
    return `Das Guthaben von ${formatMoneyDe(-occ.balance_cents, 'plain')} erstatten wir Ihnen bis zum ${due} auf Ihr Konto.`;
  }
  return 'Es ergibt sich weder eine Nachzahlung noch ein Guthaben.';
}

function operatingSection(flow: Flow, sections: Sections, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.section === 'operating');
  if (lines.length === 0) return;
  flow.section(sections.next('Betriebskosten (§556 BGB, Betriebskostenverordnung)'));
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    { cells: ['Summe Betriebskosten', '', '', '', formatMoneyDe(sum, 'plain')], bold: true, ruleAbove: true },
  ]);
  flow.endSection();
}

/** "20.424 kWh" with up to three decimals, as the engine computed it. */
const kwh = (v: number) => `${formatQuantityDe(v, 3)} kWh`;

/**
 * §9 Abs. 2 HeizkostenV with the figures used, so that the printed result is the Q the costs were
 * split by: the gross-calorific factor (Erdgas nach Brennwert, × 1,11), the district-heating factor
 * (÷ 1,15) and the heat-pump factor (monovalente Wärmepumpe, × 0,30) appear in the formula whenever
 * they were applied.
 */
export function hotWaterFormula(h: HeatingResult): string[] {
  const q = h.hot_water_heat_kwh;
  if (h.hot_water_method === 'none' || q === null) return [];
  const c = h.hot_water_calculation;
  const share = `${formatNumberDe(h.hot_water_fraction * 100, 2)} %`;
  if (!c) return [`Wärmemenge für Warmwasser Q = ${kwh(q)}; Anteil am Energieeinsatz ${share}.`];
  let f = '';
  const terms: string[] = [];
  if (c.gross_calorific) {
    f += ' × 1,11';
    terms.push('× 1,11: das Erdgas wird nach dem Brennwert abgerechnet');
  }
  if (c.district_heat) {
    f += ' ÷ 1,15';
    terms.push('÷ 1,15: Fernwärme bzw. Wärmelieferung');
  }
  if (c.heat_pump) {
    f += ' × 0,30';
    terms.push('× 0,30: monovalente Wärmepumpe (§9 Abs. 2 S. 6 Nr. 3 HeizkostenV)');
  }
  const lines: string[] = [];
  if (h.hot_water_method === 'heat_meter') {
    lines.push(`Q = mit einem Wärmezähler gemessene Wärmemenge = ${kwh(q)}`);
  } else if (h.hot_water_method === 'volume' && c.volume_m3 !== null && c.temperature_c !== null) {
    lines.push(
      `Q = 2,5 kWh/(m³·K) × V × (tw – 10 °C)${f} = 2,5 × ${formatQuantityDe(c.volume_m3)} m³ × ` +
        `(${formatQuantityDe(c.temperature_c)} – 10) K${f} = ${kwh(q)}`,
    );
    terms.unshift(
      `V: Warmwasservolumen${c.volume_from_meters ? ', Summe der Warmwasserzähler' : ''}`,
      'tw: mittlere Warmwassertemperatur',
    );
  } else if (c.area_m2 !== null) {
    const time = c.period_days === c.year_days ? '' : ` × ${c.period_days}/${c.year_days} Tage`;
    lines.push(
      `Q = 32 kWh/(m²·a) × versorgte Wohnfläche${time ? ' × Anteil am Jahr' : ''}${f} = 32 × ` +
        `${formatQuantityDe(c.area_m2)} m²${time}${f} = ${kwh(q)}`,
    );
  } else {
    lines.push(`Q = ${kwh(q)}`);
  }
  if (terms.length > 0) lines.push(`${terms.join('; ')}.`);
  lines.push(
    `Anteil Warmwasser = Q ÷ Energieeinsatz der Anlage = ${kwh(q)} ÷ ${kwh(c.fuel_kwh_total)} = ${share}`,
  );
  return lines;
}

function heatingCostsBreakdown(
  flow: Flow,
  h: HeatingResult,
  costs: NonNullable<StatementDetailsShown['heating_costs']>,
): void {
  flow.subheading('Zusammensetzung der Heiz- und Warmwasserkosten');
  const itemsSum = costs.items.reduce((a, i) => a + i.amount_cents, 0);
  const rows: Row[] = costs.items.map((i) => ({ cells: [i.name, formatMoneyDe(i.amount_cents, 'plain')] }));
  rows.push({ cells: ['Summe', formatMoneyDe(itemsSum, 'plain')], bold: true, ruleAbove: true });
  flow.table(keyValueColumns('Kostenart laut Rechnungen'), rows);
  const fuelKwh = costs.fuel_kwh === null ? null : decimalNumber(costs.fuel_kwh);
  if (fuelKwh !== null && costs.fuel_kwh !== null) {
    const fuelCents = costs.items.filter((i) => i.is_fuel).reduce((a, i) => a + i.amount_cents, 0);
    const quantity = `Brennstoffverbrauch laut Rechnung: ${decimalText(costs.fuel_kwh)} kWh.`;
    const price =
      fuelCents > 0 && fuelKwh > 0
        ? ` Brennstoffkosten ${formatMoneyDe(fuelCents, 'plain')} ÷ ${decimalText(costs.fuel_kwh)} kWh = ` +
          `${formatNumberDe(fuelCents / fuelKwh, 2)} Cent je kWh.`
        : '';
    flow.paragraph(quantity + price);
  }
  const engineTotal = h.total_cents + h.heating_only_cents + h.hot_water_only_cents;
  if (itemsSum !== engineTotal) {
    flow.paragraph(
      `Verteilt wurden Heiz- und Warmwasserkosten von ${formatMoneyDe(engineTotal, 'plain')}; die Differenz von ` +
        `${formatMoneyDe(itemsSum - engineTotal, 'plain')} zur Summe der Rechnungen ist nicht umlagefähig.`,
      { color: COLOR.muted, size: SIZE.note },
    );
  }
}

function heatingSection(
  flow: Flow,
  sections: Sections,
  r: BillingCalculation,
  occ: OccupancyCalculation,
  details: StatementDetailsShown | undefined,
): void {
  const h = r.heating;
  if (!h) return;
  flow.section(sections.next('Heiz- und Warmwasserkosten (Heizkostenverordnung)'));
  if (details?.heating_costs && details.heating_costs.items.length > 0) {
    heatingCostsBreakdown(flow, h, details.heating_costs);
  }

  flow.subheading('Aufteilung auf Heizung und Warmwasser (§9 HeizkostenV)');
  const shared = formatMoneyDe(h.total_cents, 'plain');
  if (h.service_result) {
    flow.paragraph(
      `Die Heiz- und Warmwasserkosten von ${shared} hat der Messdienst je Wohnung berechnet; ` +
        'die Beträge sind unverändert übernommen.',
    );
  } else if (h.hot_water_method === 'none') {
    flow.paragraph(`Die gemeinsamen Kosten von ${shared} entfallen vollständig auf die Heizung.`);
  } else {
    flow.paragraph(
      `Von den gemeinsamen Kosten für Heizung und Warmwasser (${shared}) entfällt auf das Warmwasser der Anteil ` +
        'seiner Wärmemenge am gesamten Energieeinsatz der Anlage (§9 Abs. 2 HeizkostenV):',
    );
    for (const line of hotWaterFormula(h)) flow.paragraph(line, { indent: 12 });
  }
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
          formatMoneyDe(h.heating_cents - h.heating_only_cents, 'plain'),
          formatMoneyDe(h.hot_water_cents - h.hot_water_only_cents, 'plain'),
          formatMoneyDe(h.total_cents, 'plain'),
        ],
      },
      {
        cells: [
          'Gesonderte Kosten',
          formatMoneyDe(h.heating_only_cents, 'plain'),
          formatMoneyDe(h.hot_water_only_cents, 'plain'),
          formatMoneyDe(h.heating_only_cents + h.hot_water_only_cents, 'plain'),
        ],
      },
      {
        cells: [
          'Kosten gesamt',
          formatMoneyDe(h.heating_cents, 'plain'),
          formatMoneyDe(h.hot_water_cents, 'plain'),
          formatMoneyDe(h.heating_cents + h.hot_water_cents, 'plain'),
        ],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [
          `davon Verbrauchskosten (${formatQuantityDe(h.consumption_share_percent)} % / ${formatQuantityDe(h.hot_water_consumption_share_percent)} %)`,
          formatMoneyDe(h.heating_consumption_cents, 'plain'),
          formatMoneyDe(h.hot_water_consumption_cents, 'plain'),
          formatMoneyDe(h.heating_consumption_cents + h.hot_water_consumption_cents, 'plain'),
        ],
        muted: true,
      },
      {
        cells: [
          'davon Grundkosten nach Wohnfläche',
          formatMoneyDe(h.heating_fixed_cents, 'plain'),
          formatMoneyDe(h.hot_water_fixed_cents, 'plain'),
          formatMoneyDe(h.heating_fixed_cents + h.hot_water_fixed_cents, 'plain'),
        ],
        muted: true,
      },
    ],
  );
  const lines = occ.lines.filter((l) => l.section !== 'operating');
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.subheading('Ihr Anteil an den Heiz- und Warmwasserkosten');
  if (h.fixed_split === 'degree_days' && lines.some((l) => l.time_share?.unit.startsWith('Gradtag'))) {
    flow.paragraph(
      'Gradtagszahlen nach VDI 2067 (‰ des Jahres): Jan 170, Feb 150, Mär 130, Apr 80, Mai 40, Jun–Aug je 40/3, ' +
        'Sep 30, Okt 80, Nov 120, Dez 160; innerhalb eines Monats gleichmäßig auf die Tage verteilt.',
      { size: SIZE.note, color: COLOR.muted },
    );
  }
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    {
      cells: ['Summe Heiz- und Warmwasserkosten', '', '', '', formatMoneyDe(sum, 'plain')],
      bold: true,
      ruleAbove: true,
    },
  ]);
  flow.endSection();
}

function stageText(co2: NonNullable<BillingCalculation['co2']>): string {
  if (co2.stage === null) return 'Nichtwohngebäude: hälftige Teilung (§8 CO2KostAufG)';
  const stage = CO2_STAGES[co2.stage - 1];
  const lower = co2.stage === 1 ? 0 : (CO2_STAGES[co2.stage - 2]?.below ?? 0);
  const range =
    stage && stage.below !== Number.POSITIVE_INFINITY
      ? `${lower} bis unter ${stage.below} kg`
      : `ab ${lower} kg`;
  return `${range} CO2 je m² und Jahr (Anlage zum CO2KostAufG)`;
}

/**
 * §7 Abs. 3 CO2KostAufG: the statement tells the tenant the building's CO2 emissions and what
 * they were computed from, its emissions per m² of living area and year, the resulting stage and
 * split between landlord and tenant, and the tenant's CO2 costs and credit. Without this
 * information the tenant may cut its CO2 share by 3 % (§7 Abs. 4).
 */
function co2Section(flow: Flow, sections: Sections, r: BillingCalculation, occ: OccupancyCalculation): void {
  const co2 = r.co2;
  if (!co2) return;
  flow.section(sections.next('CO2-Kosten (Kohlendioxidkostenaufteilungsgesetz)'));
  flow.paragraph(
    'Die Kosten für die CO2-Abgabe sind in den Brennstoffkosten enthalten. Sie werden nach dem CO2-Ausstoß des ' +
      'Gebäudes je Quadratmeter Wohnfläche und Jahr zwischen Vermieter und Mieter aufgeteilt; der Anteil des ' +
      'Vermieters wird Ihnen gutgeschrieben.',
  );
  const b = co2.basis;
  const kg = `${formatQuantityDe(co2.kg_total, 0)} kg`;
  const landlord = co2.landlord_percent;
  const tenant = 100 - landlord;
  const rows: Row[] = [
    {
      cells: ['CO2-Kosten des Gebäudes', 'laut Brennstoffrechnung', formatMoneyDe(co2.total_cents, 'plain')],
    },
  ];
  if (b && b.fuel_kwh !== null && b.factor_kg_per_kwh !== null) {
    rows.push({
      cells: [
        'Brennstoffverbrauch',
        b.gross_calorific ? 'Erdgas, nach dem Brennwert' : '',
        `${formatQuantityDe(b.fuel_kwh)} kWh`,
      ],
    });
    rows.push({
      cells: [
        'CO2-Ausstoß des Gebäudes',
        `${formatQuantityDe(b.fuel_kwh)} kWh${b.gross_calorific ? ' × 0,903 (auf den Heizwert)' : ''} × ` +
          `${formatQuantityDe(b.factor_kg_per_kwh, 6)} kg je kWh (Emissionsfaktor)`,
        kg,
      ],
    });
  } else {
    rows.push({ cells: ['CO2-Ausstoß des Gebäudes', 'laut Brennstoffrechnung', kg] });
  }
  if (b) {
    const year = b.period_days === b.year_days ? '' : ` × ${b.year_days}/${b.period_days} Tage`;
    rows.push({ cells: ['Wohnfläche des Gebäudes', '', `${formatQuantityDe(b.area_m2)} m²`] });
    rows.push({
      cells: [
        'CO2-Ausstoß je m² Wohnfläche und Jahr',
        `${kg} ÷ ${formatQuantityDe(b.area_m2)} m²${year}`,
        `${formatNumberDe(co2.kg_per_m2, 2)} kg`,
      ],
    });
  } else {
    rows.push({
      cells: ['CO2-Ausstoß je m² Wohnfläche und Jahr', '', `${formatNumberDe(co2.kg_per_m2, 2)} kg`],
    });
  }
  rows.push({ cells: ['Einstufung', stageText(co2), co2.stage === null ? '–' : `Stufe ${co2.stage}`] });
  rows.push({
    cells: [
      'Aufteilung der CO2-Kosten',
      'Vermieter / Mieter',
      `${formatQuantityDe(landlord)} % / ${formatQuantityDe(tenant)} %`,
    ],
  });
  rows.push({
    cells: [
      'Ihr Anteil an den CO2-Kosten',
      'wie Ihr Anteil an den Brennstoffkosten',
      formatMoneyDe(occ.co2.share_cents, 'plain'),
    ],
  });
  rows.push({
    cells: [
      'davon trägt der Vermieter',
      `${formatQuantityDe(landlord)} % von ${formatMoneyDe(occ.co2.share_cents, 'plain')}, Ihnen gutgeschrieben`,
      formatMoneyDe(-occ.co2.landlord_credit_cents, 'plain'),
    ],
  });
  rows.push({
    cells: [
      'Ihr Anteil nach der Aufteilung',
      `${formatQuantityDe(tenant)} %`,
      formatMoneyDe(occ.co2.share_cents - occ.co2.landlord_credit_cents, 'plain'),
    ],
    bold: true,
    ruleAbove: true,
  });
  flow.table(
    [
      { header: 'Angabe (§7 Abs. 3 CO2KostAufG)', width: 165 },
      { header: 'Grundlage', width: 225 },
      { header: 'Wert', width: CONTENT_WIDTH - 390, align: 'right' },
    ],
    rows,
  );
  if (co2.restriction !== 'none') {
    flow.paragraph(
      co2.landlord_percent === 0
        ? 'Wegen öffentlich-rechtlicher Beschränkungen von Gebäude und Wärmeversorgung werden die CO2-Kosten nicht aufgeteilt (§9 Abs. 2 CO2KostAufG).'
        : `Wegen öffentlich-rechtlicher Beschränkungen ist der Vermieteranteil von ${formatQuantityDe(co2.stage_landlord_percent)} % auf ` +
            `${formatQuantityDe(co2.landlord_percent)} % halbiert (§9 Abs. 1 CO2KostAufG).`,
    );
  }
  flow.endSection();
}

function totalsSection(
  flow: Flow,
  sections: Sections,
  input: StatementDocument,
  occ: OccupancyCalculation,
): void {
  const operating = occ.lines.filter((l) => l.section === 'operating').reduce((a, l) => a + l.share_cents, 0);
  flow.section(sections.next('Zusammenstellung'));
  const rows: Row[] = [{ cells: ['Betriebskosten', formatMoneyDe(operating, 'plain')] }];
  if (input.result.heating) {
    rows.push({ cells: ['Heizkosten', formatMoneyDe(occ.heating.heating_cents, 'plain')] });
    rows.push({ cells: ['Warmwasserkosten', formatMoneyDe(occ.heating.hot_water_cents, 'plain')] });
  }
  if (occ.co2.landlord_credit_cents > 0) {
    rows.push({
      cells: [
        'abzüglich CO2-Kostenanteil des Vermieters',
        formatMoneyDe(-occ.co2.landlord_credit_cents, 'plain'),
      ],
    });
  }
  for (const red of occ.reductions) {
    if (!red.applied) continue;
    rows.push({
      cells: [
        `abzüglich Kürzung ${formatQuantityDe(red.percent)} % (${red.law})`,
        formatMoneyDe(-red.amount_cents, 'plain'),
      ],
    });
  }
  rows.push({
    cells: ['Ihre Kosten gesamt', formatMoneyDe(occ.total_cents, 'plain')],
    bold: true,
    ruleAbove: true,
  });
  rows.push({
    cells: ['abzüglich geleisteter Vorauszahlungen', formatMoneyDe(-occ.advance_payments_cents, 'plain')],
  });
  const b = balanceText(occ);
  rows.push({ cells: [b.label, b.amount], bold: true, ruleAbove: true });
  flow.table(keyValueColumns('Position', 'Betrag', 330), rows);
  flow.paragraph(paymentText(input, occ));
  flow.endSection();
}

function advanceSection(
  flow: Flow,
  sections: Sections,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  if (occ.new_monthly_advance_cents === null) return;
  flow.section(sections.next('Anpassung der Vorauszahlungen (§560 Abs. 4 BGB)'));
  const from = formatDateDe(firstOfMonthAfterNext(input.statementDate));
  const basis =
    occ.days < r.period.days
      ? `Ihre Kosten von ${formatMoneyDe(occ.total_cents, 'plain')} für ${formatCount(occ.days, 'Tage')}, auf ein Jahr hochgerechnet und durch 12 geteilt`
      : `Ihre Kosten von ${formatMoneyDe(occ.total_cents, 'plain')} geteilt durch 12`;
  flow.paragraph(
    `Auf Grundlage dieser Abrechnung beträgt die angemessene monatliche Vorauszahlung für Heiz- und Betriebskosten ` +
      `${formatMoneyDe(occ.new_monthly_advance_cents, 'plain')} (${basis}, auf volle Euro gerundet, ohne Sicherheitszuschlag). ` +
      `Wir passen Ihre Vorauszahlung ab dem ${from} entsprechend an.`,
  );
  const previous = input.details?.previous_monthly_advance_cents ?? null;
  const rows: Row[] = [];
  if (previous !== null)
    rows.push({ cells: ['Bisherige monatliche Vorauszahlung', formatMoneyDe(previous, 'plain')] });
  rows.push({
    cells: [
      `Neue monatliche Vorauszahlung ab ${from}`,
      formatMoneyDe(occ.new_monthly_advance_cents, 'plain'),
    ],
    bold: true,
  });
  if (previous !== null) {
    rows.push({ cells: ['Veränderung je Monat', signedCents(occ.new_monthly_advance_cents - previous)] });
  }
  flow.table(keyValueColumns('Monatliche Vorauszahlung', 'Betrag', 330), rows);
  flow.endSection();
}

function stateCell(state: MeterState | null, unit: string): string {
  if (!state) return 'nicht erfasst';
  const mark =
    state.source === 'interpolated'
      ? '\numgerechnet'
      : state.source === 'estimated'
        ? '\ngeschätzt, §9a HeizkostenV'
        : '';
  return `${formatDateDe(state.date)}\n${decimalText(state.value)} ${unit}${mark}`;
}

/**
 * The tenant's meters with number, readings at the start and end of its use and the consumption
 * between, so each consumption figure of the statement can be checked against the meter. A value
 * converted linearly by days between two readings is marked "umgerechnet"; it is no estimate in
 * the sense of §9a HeizkostenV, which is marked "geschätzt".
 */
function metersSection(flow: Flow, sections: Sections, details: StatementDetailsShown | undefined): void {
  const meters = details?.meters ?? [];
  if (meters.length === 0) return;
  flow.section(sections.next('Ihre Zähler und Zählerstände'));
  const rows: Row[] = meters.map((m) => ({
    cells: [
      `${m.meter_number}\n${m.meter_type}`,
      stateCell(m.start, m.unit),
      stateCell(m.end, m.unit),
      (m.consumption === null ? 'nicht ermittelt' : `${decimalText(m.consumption)} ${m.unit}`) +
        (m.exchange ? '\nZählerwechsel im Zeitraum' : ''),
    ],
  }));
  flow.table(
    [
      { header: 'Zähler (Nummer, Art)', width: 118 },
      { header: 'Anfangsstand', width: 122, align: 'right' },
      { header: 'Endstand', width: 122, align: 'right' },
      { header: 'Verbrauch', width: CONTENT_WIDTH - 362, align: 'right' },
    ],
    rows,
  );
  const sources = new Set(meters.flatMap((m) => [m.start?.source, m.end?.source]));
  const legend = ['Ohne Vermerk: abgelesener Zählerstand.'];
  if (sources.has('interpolated')) {
    legend.push(
      '„umgerechnet“: Stand zum Stichtag, aus den Ablesungen davor und danach linear nach Tagen ermittelt – ' +
        'eine Umrechnung abgelesener Werte, keine Schätzung.',
    );
  }
  if (sources.has('estimated')) {
    legend.push(
      '„geschätzt“: Der Wert konnte nicht abgelesen werden und wurde nach §9a HeizkostenV ermittelt ' +
        '(Vergleichszeiträume oder vergleichbare Räume).',
    );
  }
  if (meters.some((m) => m.exchange)) {
    legend.push('Zählerwechsel: Der Verbrauch des alten und des neuen Zählers ist zusammengezählt.');
  }
  flow.paragraph(legend.join(' '), { size: SIZE.note, color: COLOR.muted });
  flow.endSection();
}

/**
 * §6a Abs. 3 HeizkostenV with its Anlage: the statement compares the tenant's consumption with
 * the same period of the previous year and with an average user of the property. A figure that
 * is not known (first year, no comparable users) says so instead of being left out.
 */
function comparisonSection(flow: Flow, sections: Sections, details: StatementDetailsShown | undefined): void {
  const items = details?.comparison ?? [];
  if (items.length === 0) return;
  flow.section(sections.next('Ihr Verbrauch im Vergleich (§6a HeizkostenV)'));
  flow.paragraph(
    'Ihr Verbrauch in diesem Abrechnungszeitraum, im gleichen Zeitraum des Vorjahres und der durchschnittliche ' +
      'Verbrauch vergleichbarer Nutzer dieser Liegenschaft, auf Ihre Wohnfläche umgerechnet:',
  );
  const value = (v: string | null, unit: string) =>
    v === null ? 'nicht verfügbar' : `${decimalText(v)} ${unit}`;
  flow.table(
    [
      { header: 'Verbrauch', width: 110 },
      { header: 'Dieser Zeitraum', width: 125, align: 'right' },
      { header: 'Gleicher Zeitraum im Vorjahr', width: 125, align: 'right' },
      { header: 'Durchschnitt der Liegenschaft', width: CONTENT_WIDTH - 360, align: 'right' },
    ],
    items.map((c) => ({
      cells: [
        statementTexts.kindLabels[c.kind],
        value(c.current, c.unit),
        value(c.previous_year, c.unit),
        value(c.property_average, c.unit),
      ],
    })),
  );
  comparisonChart(flow, items);
  flow.endSection();
}

/**
 * The Anlage to §6a HeizkostenV asks for the comparison "in grafischer Form": one bar per figure,
 * each kind of consumption scaled to its own largest value. The table above holds the same
 * numbers, so the chart is a figure with a text alternative.
 */
function comparisonChart(flow: Flow, items: StatementDetailsShown['comparison']): void {
  const { doc } = flow;
  const barRow = 13;
  const labelW = 150;
  const barMax = CONTENT_WIDTH - labelW - 110;
  const height = items.length * (3 * barRow + 16);
  flow.ensure(height + 6);
  const alt = items
    .map(
      (c) =>
        `${statementTexts.kindLabels[c.kind]}: dieser Zeitraum ${decimalText(c.current)} ${c.unit}, Vorjahr ` +
        `${c.previous_year === null ? 'nicht verfügbar' : `${decimalText(c.previous_year)} ${c.unit}`}, ` +
        `Durchschnitt ${c.property_average === null ? 'nicht verfügbar' : `${decimalText(c.property_average)} ${c.unit}`}`,
    )
    .join('; ');
  const figure = doc.struct('Figure', { alt: `Balkendiagramm des Verbrauchsvergleichs. ${alt}.` });
  const content = doc.markStructureContent('Figure');
  let y = flow.y;
  for (const c of items) {
    const bars: [string, number | null, string][] = [
      ['Dieser Zeitraum', decimalNumber(c.current), COLOR.accent],
      ['Vorjahr', c.previous_year === null ? null : decimalNumber(c.previous_year), '#7a9cc6'],
      ['Durchschnitt', c.property_average === null ? null : decimalNumber(c.property_average), '#9aa3ad'],
    ];
    const max = Math.max(...bars.map(([, v]) => v ?? 0), 0);
    doc
      .font(BOLD)
      .fontSize(SIZE.note)
      .fillColor(COLOR.text)
      .text(statementTexts.kindLabels[c.kind], MARGIN.left, y, { width: CONTENT_WIDTH, lineBreak: false });
    y += 14;
    for (const [label, v, color] of bars) {
      doc
        .font(FONT)
        .fontSize(SIZE.note)
        .fillColor(COLOR.muted)
        .text(label, MARGIN.left + 8, y, { width: labelW - 8, lineBreak: false });
      const w = v === null || max === 0 ? 0 : Math.max(1, (v / max) * barMax);
      if (w > 0) doc.rect(MARGIN.left + labelW, y + 1, w, barRow - 4).fill(color);
      doc
        .font(FONT)
        .fontSize(SIZE.note)
        .fillColor(COLOR.text)
        .text(
          shown(v === null ? 'nicht verfügbar' : `${formatQuantityDe(v)} ${c.unit}`).text,
          MARGIN.left + labelW + w + 6,
          y,
          { width: 110, lineBreak: false },
        );
      y += barRow;
    }
    y += 2;
  }
  doc.endMarkedContent();
  figure.add(content);
  figure.end();
  flow.attach(figure);
  flow.y = y + 6;
  doc.fillColor(COLOR.text);
}

function section35a(flow: Flow, sections: Sections, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.labour_share_cents !== null && l.labour_share_cents > 0);
  if (lines.length === 0) return;
  flow.section(sections.next('Bescheinigung nach §35a EStG'));
  flow.paragraph(
    'In Ihren Betriebskosten sind die folgenden Arbeitskosten (ohne Material) enthalten. Sie können sie in Ihrer ' +
      'Einkommensteuererklärung als haushaltsnahe Dienstleistungen (§35a Abs. 2 EStG) bzw. Handwerkerleistungen ' +
      '(§35a Abs. 3 EStG) geltend machen.',
  );
  const kind = (k: LineCalculation['labour_kind']) =>
    k === 'services' ? 'Haushaltsnahe Dienstleistung' : 'Handwerkerleistung';
  flow.table(
    [
      { header: 'Kostenart', width: 230 },
      { header: 'Art', width: 140 },
      { header: 'Ihr Anteil Arbeitskosten', width: CONTENT_WIDTH - 370, align: 'right' },
    ],
    [
      ...lines.map((l) => ({
        cells: [l.name, kind(l.labour_kind), formatMoneyDe(l.labour_share_cents ?? 0, 'plain')],
      })),
      {
        cells: [
          'Summe haushaltsnahe Dienstleistungen (Abs. 2)',
          '',
          formatMoneyDe(occ.section35a.services_labour_cents, 'plain'),
        ],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [
          'Summe Handwerkerleistungen (Abs. 3)',
          '',
          formatMoneyDe(occ.section35a.craft_labour_cents, 'plain'),
        ],
        bold: true,
      },
    ],
  );
  flow.endSection();
}

function notesSection(
  flow: Flow,
  input: StatementDocument,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
  flow.section('Hinweise');
  const standard = [
    'Die Anteile wurden centgenau nach dem Verfahren der größten Reste verteilt; die Summe aller Anteile ergibt ' +
      'genau die Gesamtkosten. Leerstände trägt der Vermieter.',
    'Sie können die Belege zu dieser Abrechnung nach vorheriger Terminvereinbarung einsehen (§259 BGB).',
    'Einwendungen gegen diese Abrechnung teilen Sie uns bitte spätestens bis zum Ablauf des zwölften Monats nach ' +
      'Zugang mit (§556 Abs. 3 Satz 5 BGB).',
  ];
  if (input.statementDate <= r.deadline) {
    standard.push(`Die Abrechnungsfrist nach §556 Abs. 3 BGB endet am ${formatDateDe(r.deadline)}.`);
  }
  flow.bullets([...occ.notes, ...standard]);
  flow.endSection();
  flow.space(8);
  flow.paragraph('Mit freundlichen Grüßen');
  flow.space(10);
  flow.paragraph(input.landlord.name);
}
