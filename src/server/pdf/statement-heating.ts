/** Heating and hot water (HeizkostenV): the invoices, the §9 hot-water formula and the split. */
import { formatNumberDe, formatQuantityDe } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { allocationKeyLabels, billingTexts } from '../../domain/texts/billing.ts';
import type {
  BillingCalculation,
  HeatingResult,
  LineCalculation,
  OccupancyCalculation,
} from '../../domain/billing/schema.ts';
import { COLOR, CONTENT_WIDTH, Flow, SIZE, type Row } from './layout.ts';
import { COST_COLUMNS, lineRow } from './statement-operating.ts';
import {
  Sections,
  type StatementDetailsShown,
  decimalNumber,
  decimalText,
  keyValueColumns,
  t,
} from './statement-parts.ts';

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

/** The fixed-cost lines of heating and hot water (a user group's too), split by the basis of §7 Abs. 1 S. 5. */
const isFixedLine = (l: LineCalculation) => /^(heating|hot_water)_fixed(:|$)/.test(l.cost);

/**
 * What the HeizkostenV decided for this building and tenant beyond the split: the basis of the fixed costs
 * (§7 Abs. 1 S. 5), the §11 exemption in place of a breach, a recording defect with its 15 % (§12 Abs. 1 S. 1),
 * shortly; the notes at the end give the full sentences (and why a unit outside the hot-water plant bears none).
 */
function heatingRules(flow: Flow, h: HeatingResult, occ: OccupancyCalculation, basisAfter: string): void {
  const hasHotWater = h.hot_water_cents > 0;
  flow.paragraph(t.heating.fixedBasis(basisAfter, hasHotWater));
  if (h.exempt) flow.paragraph(t.heating.exemption, { bold: true });
  const defect = occ.reductions.some((x) => x.rule === 'recording_defect');
  if (h.recording_defect && defect) {
    flow.paragraph(t.heating.recordingDefect(t.heating.recordingDefectSubjects[h.recording_defect]), {
      bold: true,
    });
  }
}

export function heatingSection(
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

  const basisAfter = billingTexts.fixedBases[h.fixed_basis].after;
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
          t.heating.fixedCosts(basisAfter),
          formatMoneyDe(h.heating_fixed_cents, 'plain'),
          formatMoneyDe(h.hot_water_fixed_cents, 'plain'),
          formatMoneyDe(h.heating_fixed_cents + h.hot_water_fixed_cents, 'plain'),
        ],
        muted: true,
      },
    ],
  );
  if (!h.service_result) heatingRules(flow, h, occ, basisAfter);
  const lines = occ.lines.filter((l) => l.section !== 'operating');
  const fixedName = billingTexts.fixedBases[h.fixed_basis].name;
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.subheading(t.heating.shareHeading);
  if (h.fixed_split === 'degree_days' && lines.some((l) => l.time_share?.unit.startsWith('Gradtag'))) {
    flow.paragraph(t.heating.degreeDays, { size: SIZE.note, color: COLOR.muted });
  }
  flow.table(COST_COLUMNS, [
    ...lines.map((l) => lineRow(l, isFixedLine(l) ? fixedName : allocationKeyLabels[l.key])),
    {
      cells: [t.heating.sum, '', '', '', formatMoneyDe(sum, 'plain')],
      bold: true,
      ruleAbove: true,
    },
  ]);
  flow.endSection();
}
