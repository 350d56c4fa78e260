/** The CO2 costs and their split between landlord and tenant (CO2KostAufG). */
import { formatNumberDe, formatQuantityDe } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { CO2_STAGES } from '../../domain/billing/co2/stage.ts';
import { CONTENT_WIDTH, Flow, type Row } from './layout.ts';
import { Sections, t } from './statement-parts.ts';

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
export function co2Section(
  flow: Flow,
  sections: Sections,
  r: BillingCalculation,
  occ: OccupancyCalculation,
): void {
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
