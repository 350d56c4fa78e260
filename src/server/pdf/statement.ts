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
import { letterGreeting } from '../../domain/statements/greeting.ts';
import { nextBusinessDay } from '../../domain/holidays.ts';
import type { MeterShown, MeterState, StatementDetails } from '../../domain/schemas/statements.ts';
import { statementPdfTexts } from '../../domain/texts/statement-pdf.ts';
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

const t = statementPdfTexts;

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
      ? t.costTable.unitsShare(line.basis_share, line.basis_total)
      : t.costTable.shareOf(amount(line.basis_share, false), amount(line.basis_total, true));
  if (line.time_share) {
    s += `\n× ${formatQuantityDe(line.time_share.value, 2)}/${formatQuantityDe(line.time_share.total, 2)} ${line.time_share.unit}`;
  }
  if (line.estimated) s += `\n${t.costTable.estimated}`;
  return s;
}

function lineRow(line: LineCalculation): Row {
  const nonAllocable = line.amount_cents - line.total_cents;
  const name = nonAllocable > 0 ? `${line.name}\n${t.costTable.nonAllocable(nonAllocable)}` : line.name;
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
  { header: t.costTable.cost, width: 120 },
  { header: t.costTable.total, width: 70, align: 'right' },
  { header: t.costTable.key, width: 88 },
  { header: t.costTable.basis, width: 145 },
  { header: t.costTable.share, width: CONTENT_WIDTH - 120 - 70 - 88 - 145, align: 'right' },
];

/** Two columns: what, and the amount or value (right-aligned). */
function keyValueColumns(header: string, valueHeader: string, labelWidth = 300): Column[] {
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

  const title = t.document.title(periodTitle(r));
  // Tagged PDF 1.7 with language and title: readable by screen readers (docs/pdf.md).
  const { doc, bytes } = createDocument({
    Title: t.document.infoTitle(title, occ.name, unitName(input, occ)),
    Author: input.landlord.name,
    Subject: t.document.subject,
    Keywords: t.document.keywords,
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
  metersSection(flow, sections, input.details, occ);
  comparisonSection(flow, sections, input.details);
  section35a(flow, sections, occ);
  notesSection(flow, input, r, occ);
  flow.footers(t.document.footer(title, occ.name, unitName(input, occ)));
  doc.end();
  return bytes;
}

/** The dwelling as the house names it (its label); the engine's unit id only where none is given. */
const unitName = (input: StatementDocument, occ: OccupancyCalculation): string =>
  input.details?.unit_label?.trim() || occ.unit;

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
    ...(l.phone ? [{ text: t.letter.phone(l.phone), size: SIZE.table }] : []),
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
    [t.letter.date, formatDateDe(input.statementDate)],
    ...(input.property ? ([[t.letter.property, input.property]] as [string, string][]) : []),
    [t.letter.unit, unitName(input, occ)],
    [t.letter.period, `${formatDateDe(r.period.from)} – ${formatDateDe(r.period.to)}`],
    [t.letter.usagePeriod, `${formatDateDe(occ.from)} – ${formatDateDe(occ.to)}`],
    [t.letter.usageDays, t.letter.usageDaysValue(occ.days, r.period.days)],
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
      ? t.letter.usedWholePeriod(unitName(input, occ))
      : t.letter.usedPartOfPeriod(unitName(input, occ), occ.days, r.period.days);
  flow.paragraph(t.letter.intro(r.period.from, r.period.to, usage));
  flow.space(4);
}

function balanceText(occ: OccupancyCalculation): { label: string; amount: string } {
  if (occ.balance_cents > 0)
    return { label: t.result.backPayment, amount: formatMoneyDe(occ.balance_cents, 'plain') };
  if (occ.balance_cents < 0)
    return { label: t.result.credit, amount: formatMoneyDe(-occ.balance_cents, 'plain') };
  return { label: t.result.settled, amount: formatMoneyDe(0, 'plain') };
}

function summaryBox(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
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

function paymentText(input: StatementDocument, occ: OccupancyCalculation): string {
  const due = paymentDueDate(input.statementDate, input.paymentDays);
  if (occ.balance_cents > 0) {
    return t.result.payBackPayment(occ.balance_cents, due, input.landlord.iban, input.landlord.bank);
  }
  if (occ.balance_cents < 0) return t.result.refundCredit(-occ.balance_cents, due);
  return t.result.nothingDue;
}

function operatingSection(flow: Flow, sections: Sections, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.section === 'operating');
  if (lines.length === 0) return;
  flow.section(sections.next(t.operating.title));
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    { cells: [t.operating.sum, '', '', '', formatMoneyDe(sum, 'plain')], bold: true, ruleAbove: true },
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
  if (!c) return [t.hotWater.heatOnly(kwh(q), share)];
  let f = '';
  const terms: string[] = [];
  if (c.gross_calorific) {
    f += ' × 1,11';
    terms.push(t.hotWater.grossCalorific);
  }
  if (c.district_heat) {
    f += ' ÷ 1,15';
    terms.push(t.hotWater.districtHeat);
  }
  if (c.heat_pump) {
    f += ' × 0,30';
    terms.push(t.hotWater.heatPump);
  }
  const lines: string[] = [];
  if (h.hot_water_method === 'heat_meter') {
    lines.push(t.hotWater.heatMeter(kwh(q)));
  } else if (h.hot_water_method === 'volume' && c.volume_m3 !== null && c.temperature_c !== null) {
    lines.push(t.hotWater.volume(f, c.volume_m3, c.temperature_c, kwh(q)));
    terms.unshift(t.hotWater.volumeTerm(c.volume_from_meters), t.hotWater.temperatureTerm);
  } else if (c.area_m2 !== null) {
    lines.push(t.hotWater.area(f, c.area_m2, c.period_days, c.year_days, kwh(q)));
  } else {
    lines.push(`Q = ${kwh(q)}`);
  }
  if (terms.length > 0) lines.push(`${terms.join('; ')}.`);
  lines.push(t.hotWater.share(kwh(q), kwh(c.fuel_kwh_total), share));
  return lines;
}

function heatingCostsBreakdown(
  flow: Flow,
  h: HeatingResult,
  costs: NonNullable<StatementDetailsShown['heating_costs']>,
): void {
  flow.subheading(t.heatingCosts.heading);
  const itemsSum = costs.items.reduce((a, i) => a + i.amount_cents, 0);
  const rows: Row[] = costs.items.map((i) => ({ cells: [i.name, formatMoneyDe(i.amount_cents, 'plain')] }));
  rows.push({ cells: [t.heatingCosts.sum, formatMoneyDe(itemsSum, 'plain')], bold: true, ruleAbove: true });
  flow.table(keyValueColumns(t.heatingCosts.cost, t.heatingCosts.amount), rows);
  const fuelKwh = costs.fuel_kwh === null ? null : decimalNumber(costs.fuel_kwh);
  if (fuelKwh !== null && costs.fuel_kwh !== null) {
    const fuelCents = costs.items.filter((i) => i.is_fuel).reduce((a, i) => a + i.amount_cents, 0);
    const quantity = t.heatingCosts.fuelQuantity(decimalText(costs.fuel_kwh));
    const price =
      fuelCents > 0 && fuelKwh > 0
        ? ` ${t.heatingCosts.fuelPrice(fuelCents, decimalText(costs.fuel_kwh), fuelCents / fuelKwh)}`
        : '';
    flow.paragraph(quantity + price);
  }
  const engineTotal = h.total_cents + h.heating_only_cents + h.hot_water_only_cents;
  if (itemsSum !== engineTotal) {
    flow.paragraph(t.heatingCosts.notAllocated(engineTotal, itemsSum - engineTotal), {
      color: COLOR.muted,
      size: SIZE.note,
    });
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
  flow.section(sections.next(t.heating.title));
  if (details?.heating_costs && details.heating_costs.items.length > 0) {
    heatingCostsBreakdown(flow, h, details.heating_costs);
  }

  flow.subheading(t.heating.splitHeading);
  if (h.service_result) {
    flow.paragraph(t.heating.byService(h.total_cents));
  } else if (h.hot_water_method === 'none') {
    flow.paragraph(t.heating.heatingOnly(h.total_cents));
  } else {
    flow.paragraph(t.heating.hotWaterShare(h.total_cents));
    for (const line of hotWaterFormula(h)) flow.paragraph(line, { indent: 12 });
  }
  flow.table(
    [
      { header: t.heating.split, width: 200 },
      { header: t.heating.heatingColumn, width: 95, align: 'right' },
      { header: t.heating.hotWaterColumn, width: 95, align: 'right' },
      { header: t.heating.sumColumn, width: CONTENT_WIDTH - 390, align: 'right' },
    ],
    [
      {
        cells: [
          t.heating.sharedCosts,
          formatMoneyDe(h.heating_cents - h.heating_only_cents, 'plain'),
          formatMoneyDe(h.hot_water_cents - h.hot_water_only_cents, 'plain'),
          formatMoneyDe(h.total_cents, 'plain'),
        ],
      },
      {
        cells: [
          t.heating.separateCosts,
          formatMoneyDe(h.heating_only_cents, 'plain'),
          formatMoneyDe(h.hot_water_only_cents, 'plain'),
          formatMoneyDe(h.heating_only_cents + h.hot_water_only_cents, 'plain'),
        ],
      },
      {
        cells: [
          t.heating.totalCosts,
          formatMoneyDe(h.heating_cents, 'plain'),
          formatMoneyDe(h.hot_water_cents, 'plain'),
          formatMoneyDe(h.heating_cents + h.hot_water_cents, 'plain'),
        ],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [
          t.heating.consumptionCosts(h.consumption_share_percent, h.hot_water_consumption_share_percent),
          formatMoneyDe(h.heating_consumption_cents, 'plain'),
          formatMoneyDe(h.hot_water_consumption_cents, 'plain'),
          formatMoneyDe(h.heating_consumption_cents + h.hot_water_consumption_cents, 'plain'),
        ],
        muted: true,
      },
      {
        cells: [
          t.heating.fixedCosts,
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
  flow.subheading(t.heating.shareHeading);
  if (h.fixed_split === 'degree_days' && lines.some((l) => l.time_share?.unit.startsWith('Gradtag'))) {
    flow.paragraph(t.heating.degreeDays, { size: SIZE.note, color: COLOR.muted });
  }
  flow.table(COST_COLUMNS, [
    ...lines.map(lineRow),
    {
      cells: [t.heating.sum, '', '', '', formatMoneyDe(sum, 'plain')],
      bold: true,
      ruleAbove: true,
    },
  ]);
  flow.endSection();
}

function stageText(co2: NonNullable<BillingCalculation['co2']>): string {
  if (co2.stage === null) return t.co2.nonResidential;
  const stage = CO2_STAGES[co2.stage - 1];
  const lower = co2.stage === 1 ? 0 : (CO2_STAGES[co2.stage - 2]?.below ?? 0);
  const range =
    stage && stage.below !== Number.POSITIVE_INFINITY
      ? t.co2.stageRange(lower, stage.below)
      : t.co2.stageFrom(lower);
  return t.co2.stageText(range);
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
  flow.section(sections.next(t.co2.title));
  flow.paragraph(t.co2.intro);
  const b = co2.basis;
  const kg = `${formatQuantityDe(co2.kg_total, 0)} kg`;
  const landlord = co2.landlord_percent;
  const tenant = 100 - landlord;
  const rows: Row[] = [
    {
      cells: [t.co2.costs, t.co2.perFuelInvoice, formatMoneyDe(co2.total_cents, 'plain')],
    },
  ];
  if (b && b.fuel_kwh !== null && b.factor_kg_per_kwh !== null) {
    rows.push({
      cells: [
        t.co2.fuel,
        b.gross_calorific ? t.co2.gasGrossCalorific : '',
        `${formatQuantityDe(b.fuel_kwh)} kWh`,
      ],
    });
    rows.push({
      cells: [
        t.co2.emissions,
        t.co2.emissionsFormula(b.fuel_kwh, b.gross_calorific, b.factor_kg_per_kwh),
        kg,
      ],
    });
  } else {
    rows.push({ cells: [t.co2.emissions, t.co2.perFuelInvoice, kg] });
  }
  if (b) {
    rows.push({ cells: [t.co2.area, '', `${formatQuantityDe(b.area_m2)} m²`] });
    rows.push({
      cells: [
        t.co2.perArea,
        t.co2.perAreaFormula(kg, b.area_m2, b.period_days, b.year_days),
        `${formatNumberDe(co2.kg_per_m2, 2)} kg`,
      ],
    });
  } else {
    rows.push({
      cells: [t.co2.perArea, '', `${formatNumberDe(co2.kg_per_m2, 2)} kg`],
    });
  }
  rows.push({ cells: [t.co2.stage, stageText(co2), co2.stage === null ? '–' : t.co2.stageValue(co2.stage)] });
  rows.push({
    cells: [t.co2.split, t.co2.splitBasis, `${formatQuantityDe(landlord)} % / ${formatQuantityDe(tenant)} %`],
  });
  rows.push({
    cells: [t.co2.tenantShare, t.co2.tenantShareBasis, formatMoneyDe(occ.co2.share_cents, 'plain')],
  });
  rows.push({
    cells: [
      t.co2.landlordPart,
      t.co2.landlordPartBasis(landlord, occ.co2.share_cents),
      formatMoneyDe(-occ.co2.landlord_credit_cents, 'plain'),
    ],
  });
  rows.push({
    cells: [
      t.co2.afterSplit,
      `${formatQuantityDe(tenant)} %`,
      formatMoneyDe(occ.co2.share_cents - occ.co2.landlord_credit_cents, 'plain'),
    ],
    bold: true,
    ruleAbove: true,
  });
  flow.table(
    [
      { header: t.co2.item, width: 165 },
      { header: t.co2.basis, width: 225 },
      { header: t.co2.value, width: CONTENT_WIDTH - 390, align: 'right' },
    ],
    rows,
  );
  if (co2.restriction !== 'none') {
    flow.paragraph(
      co2.landlord_percent === 0
        ? t.co2.notSplit
        : t.co2.halved(co2.stage_landlord_percent, co2.landlord_percent),
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
      cells: [t.totals.reduction(red.percent, red.law), formatMoneyDe(-red.amount_cents, 'plain')],
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
  flow.section(sections.next(t.advance.title));
  const from = firstOfMonthAfterNext(input.statementDate);
  const basis =
    occ.days < r.period.days
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

function stateCell(state: MeterState | null, unit: string): string {
  if (!state) return t.meters.notRecorded;
  const mark =
    state.source === 'interpolated'
      ? `\n${t.meters.interpolated}`
      : state.source === 'estimated'
        ? `\n${t.meters.estimated}`
        : '';
  return `${formatDateDe(state.date)}\n${decimalText(state.value)} ${unit}${mark}`;
}

/**
 * The tenant's meters with number, readings at the start and end of its use and the consumption
 * between, so each consumption figure of the statement can be checked against the meter. A value
 * converted linearly by days between two readings is marked "umgerechnet"; it is no estimate in
 * the sense of §9a HeizkostenV, which is marked "geschätzt".
 */
/** The advances line with the months credited, where the statements service names them. */
function advancesLabel(details: StatementDetailsShown | undefined): string {
  const a = details?.advance;
  if (a === undefined) return t.totals.lessAdvances;
  const how =
    a === null
      ? t.totals.advanceEntered
      : t.totals.advanceMonths(a.whole_months, a.monthly_cents, a.partial_months);
  return `${t.totals.lessAdvances}\n(${how})`;
}

function metersSection(
  flow: Flow,
  sections: Sections,
  details: StatementDetailsShown | undefined,
  occ: OccupancyCalculation,
): void {
  const meters = details?.meters ?? [];
  if (meters.length === 0) return;
  flow.section(sections.next(t.meters.title));
  const rows: Row[] = meters.map((m) => ({
    cells: [
      `${m.meter_number}\n${m.meter_type}`,
      stateCell(m.start, m.unit),
      stateCell(m.end, m.unit),
      (m.consumption === null ? t.meters.notDetermined : `${decimalText(m.consumption)} ${m.unit}`) +
        (m.exchange ? `\n${t.meters.exchange}` : ''),
    ],
  }));
  flow.table(
    [
      { header: t.meters.meter, width: 118 },
      { header: t.meters.start, width: 122, align: 'right' },
      { header: t.meters.end, width: 122, align: 'right' },
      { header: t.meters.consumption, width: CONTENT_WIDTH - 362, align: 'right' },
    ],
    rows,
  );
  const sources = new Set(meters.flatMap((m) => [m.start?.source, m.end?.source]));
  const legend: string[] = [t.meters.legendRead];
  if (sources.has('interpolated')) legend.push(t.meters.legendInterpolated);
  if (sources.has('estimated')) legend.push(t.meters.legendEstimated);
  if (meters.some((m) => m.exchange)) legend.push(t.meters.legendExchange);
  flow.paragraph(legend.join(' '), { size: SIZE.note, color: COLOR.muted });
  const water = details?.water_meters ?? [];
  const byWater = occ.lines.some(
    (l) => l.key === 'consumption' && l.section === 'operating' && l.basis_unit === 'm³',
  );
  if (water.length > 0 && byWater) flow.paragraph(t.meters.waterFrom(water), { size: SIZE.note });
  flow.endSection();
}

/** A figure of the comparison with its unit, or that it is not known. */
function comparisonValue(v: string | null, unit: string): string {
  return v === null ? t.comparison.notAvailable : `${decimalText(v)} ${unit}`;
}

/**
 * §6a Abs. 3 HeizkostenV with its Anlage: the statement compares the tenant's consumption with
 * the same period of the previous year and with an average user of the property. A figure that
 * is not known (first year, no comparable users) says so instead of being left out.
 */
function comparisonSection(flow: Flow, sections: Sections, details: StatementDetailsShown | undefined): void {
  const items = details?.comparison ?? [];
  if (items.length === 0) return;
  flow.section(sections.next(t.comparison.title));
  flow.paragraph(t.comparison.intro);
  flow.table(
    [
      { header: t.comparison.consumption, width: 110 },
      { header: t.comparison.current, width: 125, align: 'right' },
      { header: t.comparison.previousYear, width: 125, align: 'right' },
      { header: t.comparison.average, width: CONTENT_WIDTH - 360, align: 'right' },
    ],
    items.map((c) => ({
      cells: [
        statementTexts.kindLabels[c.kind],
        comparisonValue(c.current, c.unit),
        comparisonValue(c.previous_year, c.unit),
        comparisonValue(c.property_average, c.unit),
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
    .map((c) =>
      t.comparison.chartItem(
        statementTexts.kindLabels[c.kind],
        comparisonValue(c.current, c.unit),
        comparisonValue(c.previous_year, c.unit),
        comparisonValue(c.property_average, c.unit),
      ),
    )
    .join('; ');
  const figure = doc.struct('Figure', { alt: t.comparison.chartAlt(alt) });
  const content = doc.markStructureContent('Figure');
  let y = flow.y;
  for (const c of items) {
    const bars: [string, number | null, string][] = [
      [t.comparison.current, decimalNumber(c.current), COLOR.accent],
      [
        t.comparison.barPreviousYear,
        c.previous_year === null ? null : decimalNumber(c.previous_year),
        '#7a9cc6',
      ],
      [
        t.comparison.barAverage,
        c.property_average === null ? null : decimalNumber(c.property_average),
        '#9aa3ad',
      ],
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
          shown(v === null ? t.comparison.notAvailable : `${formatQuantityDe(v)} ${c.unit}`).text,
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
  flow.section(sections.next(t.section35a.title));
  flow.paragraph(t.section35a.intro);
  const kind = (k: LineCalculation['labour_kind']) =>
    k === 'services' ? t.section35a.services : t.section35a.craft;
  flow.table(
    [
      { header: t.section35a.cost, width: 230 },
      { header: t.section35a.kind, width: 140 },
      { header: t.section35a.labour, width: CONTENT_WIDTH - 370, align: 'right' },
    ],
    [
      ...lines.map((l) => ({
        cells: [l.name, kind(l.labour_kind), formatMoneyDe(l.labour_share_cents ?? 0, 'plain')],
      })),
      {
        cells: [t.section35a.servicesSum, '', formatMoneyDe(occ.section35a.services_labour_cents, 'plain')],
        bold: true,
        ruleAbove: true,
      },
      {
        cells: [t.section35a.craftSum, '', formatMoneyDe(occ.section35a.craft_labour_cents, 'plain')],
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
  flow.section(t.notes.title);
  const standard: string[] = [t.notes.largestRemainder, t.notes.receipts, t.notes.objections];
  if (input.statementDate <= r.deadline) standard.push(t.notes.deadline(r.deadline));
  flow.bullets([...occ.notes, ...standard]);
  flow.endSection();
  flow.space(8);
  flow.paragraph(t.letter.closing);
  flow.space(10);
  flow.paragraph(input.landlord.name);
}
