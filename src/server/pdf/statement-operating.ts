/** The operating costs (BetrKV) with each line's key and the tenant's share. */
import { formatQuantityDe } from '../../domain/decimal.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { allocationKeyLabels, formatCount } from '../../domain/texts/billing.ts';
import type { LineCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { CONTENT_WIDTH, Flow, type Column, type Row } from './layout.ts';
import { Sections, t } from './statement-parts.ts';

function distributionText(line: LineCalculation): string {
  const unit = line.basis_unit;
  const amount = (v: number, dative: boolean) =>
    unit === '€' ? formatMoneyDe(Math.round(v * 100), 'plain') : formatCount(v, unit, { dative, max: 2 });
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

/** `keyLabel` names a basis the key alone does not tell (the heated area of §7 Abs. 1 S. 5 HeizkostenV). */
export function lineRow(line: LineCalculation, keyLabel: string = allocationKeyLabels[line.key]): Row {
  const nonAllocable = line.amount_cents - line.total_cents;
  const name = nonAllocable > 0 ? `${line.name}\n${t.costTable.nonAllocable(nonAllocable)}` : line.name;
  return {
    cells: [
      name,
      formatMoneyDe(line.total_cents, 'plain'),
      keyLabel,
      distributionText(line),
      formatMoneyDe(line.share_cents, 'plain'),
    ],
  };
}

/** Widths hold the longest words at 9 pt ("Miteigentumsanteile", "Gesamtkosten") without breaking them. */
export const COST_COLUMNS: Column[] = [
  { header: t.costTable.cost, width: 120 },
  { header: t.costTable.total, width: 70, align: 'right' },
  { header: t.costTable.key, width: 88 },
  { header: t.costTable.basis, width: 145 },
  { header: t.costTable.share, width: CONTENT_WIDTH - 120 - 70 - 88 - 145, align: 'right' },
];

export function operatingSection(flow: Flow, sections: Sections, occ: OccupancyCalculation): void {
  const lines = occ.lines.filter((l) => l.section === 'operating');
  if (lines.length === 0) return;
  flow.section(sections.next(t.operating.title));
  const sum = lines.reduce((a, l) => a + l.share_cents, 0);
  flow.table(COST_COLUMNS, [
    ...lines.map((l) => lineRow(l)),
    { cells: [t.operating.sum, '', '', '', formatMoneyDe(sum, 'plain')], bold: true, ruleAbove: true },
  ]);
  flow.endSection();
}
