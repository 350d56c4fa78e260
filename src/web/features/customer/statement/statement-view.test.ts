import { describe, expect, it } from 'vitest';
import type { TenantStatement } from '../../../api/statements.ts';
import { balanceOf } from '../../../components/balance.ts';
import { decimalText, linesBySection, shareText, timeShareText } from './statement-view.ts';

type Line = TenantStatement['lines'][number];

const line = (over: Partial<Line>): Line => ({
  cost: 'water',
  name: 'Wasser',
  key: 'area',
  section: 'operating',
  amount_cents: 120_000,
  total_cents: 120_000,
  basis_total: 400,
  basis_share: 80,
  basis_unit: 'm²',
  time_share: null,
  share_cents: 24_000,
  estimated: false,
  labour_share_cents: null,
  labour_kind: null,
  path: '1.200,00 € × 80 m² ÷ 400 m² = 240,00 €',
  ...over,
});

describe('statement preview', () => {
  it('words the share of the basis as the PDF does', () => {
    expect(shareText(line({}))).toBe('80 m² von 400 m²');
    expect(shareText(line({ key: 'units', basis_share: 1, basis_total: 6, basis_unit: 'WE' }))).toBe(
      '1 von 6 Wohneinheiten',
    );
    expect(shareText(line({ key: 'direct', basis_share: 12.5, basis_total: 1000, basis_unit: '€' }))).toBe(
      '12,50\u00a0€ von 1.000,00\u00a0€',
    );
    expect(timeShareText(line({ time_share: { value: 183, total: 366, unit: 'Tage' } }))).toBe(
      '× 183/366 Tage',
    );
    expect(timeShareText(line({}))).toBeNull();
  });

  it('orders lines by section and drops empty sections', () => {
    const groups = linesBySection([
      line({ cost: 'hw', section: 'hot_water' }),
      line({ cost: 'a' }),
      line({ cost: 'h', section: 'heating' }),
      line({ cost: 'b' }),
    ]);
    expect(groups.map((g) => [g.section, g.lines.map((l) => l.cost)])).toEqual([
      ['operating', ['a', 'b']],
      ['heating', ['h']],
      ['hot_water', ['hw']],
    ]);
  });

  it('reads balances and stored decimals', () => {
    expect(balanceOf(1234)).toEqual({ kind: 'backPayment', cents: 1234 });
    expect(balanceOf(-50)).toEqual({ kind: 'credit', cents: 50 });
    expect(balanceOf(0)).toEqual({ kind: 'settled', cents: 0 });
    expect(decimalText('1234.500')).toBe('1.234,5');
    expect(decimalText(null)).toBeNull();
  });
});
