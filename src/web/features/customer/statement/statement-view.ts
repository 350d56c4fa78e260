import { formatDecimalDe, formatQuantityDe, parseDecimalPlain } from '../../../../domain/decimal.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import type { TenantStatement } from '../../../api/statements.ts';

type Line = TenantStatement['lines'][number];
export type Section = Line['section'];

const texts = statementScreenTexts.statements;

/** Operating costs first, then heating and hot water, as the printed statement orders them. */
const SECTION_ORDER: readonly Section[] = ['operating', 'heating', 'hot_water'];

export function linesBySection(lines: readonly Line[]): Array<{ section: Section; lines: Line[] }> {
  return SECTION_ORDER.map((section) => ({
    section,
    lines: lines.filter((l) => l.section === section),
  })).filter((group) => group.lines.length > 0);
}

function basis(value: number, unit: string): string {
  // Direct amounts are weights in euros: money, not "12,5 €".
  return unit === '€' ? formatMoneyDe(Math.round(value * 100)) : `${formatQuantityDe(value)} ${unit}`;
}

/** "80 m² von 400 m²": the tenant's part of the line's distribution basis. */
export function shareText(line: Line): string {
  if (line.key === 'units')
    return texts.shareOf(
      formatQuantityDe(line.basis_share),
      `${formatQuantityDe(line.basis_total)} ${texts.keys.units}`,
    );
  return texts.shareOf(basis(line.basis_share, line.basis_unit), basis(line.basis_total, line.basis_unit));
}

/** "× 183/366 Tage" when the tenant used the flat for part of the period only. */
export function timeShareText(line: Line): string | null {
  const t = line.time_share;
  return t ? `× ${formatQuantityDe(t.value, 2)}/${formatQuantityDe(t.total, 2)} ${t.unit}` : null;
}

/** A stored decimal ("1234.500") in German notation with the decimals it needs ("1.234,5"). */
export function decimalText(value: string | null): string | null {
  if (value === null) return null;
  const scaled = parseDecimalPlain(value, { places: 3 });
  return scaled === null ? value : formatDecimalDe(scaled, 3, 0);
}

/** A percentage of the engine (e.g. 3 or 47.5) in German notation. */
export const percentText = (value: number) => `${formatQuantityDe(value)} %`;

/** Sum of the tenant's shares before the CO2 credit and the reductions are taken off. */
export const sharesTotal = (statement: TenantStatement) =>
  statement.lines.reduce((sum, line) => sum + line.share_cents, 0);

export const appliedReductions = (statement: TenantStatement) =>
  statement.reductions.filter((r) => r.applied).reduce((sum, r) => sum + r.amount_cents, 0);
