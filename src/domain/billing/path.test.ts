import { describe, expect, it } from 'vitest';
import { calculateBilling } from './calculation/calculate.ts';
import { calculationPath, withCalculationPaths } from './path.ts';
import { sampleInput } from '../../../tests/fixtures/billing/sample.ts';
import { billingResultSchema, type BillingInput } from './schema.ts';

const line = {
  total_cents: 100_000,
  basis_total: 100,
  basis_share: 40,
  basis_unit: 'm²',
  time_share: { value: 91, total: 366, unit: 'Tage' },
  share_cents: 9_945,
};

describe('calculation path', () => {
  it('is built from the structured fields of a line', () => {
    expect(calculationPath(line)).toBe('1.000,00 € × 40 m² ÷ 100 m² × 91 ÷ 366 Tage = 99,45 €');
    expect(calculationPath({ ...line, time_share: null, basis_share: 62.5, basis_total: 1_234.125 })).toBe(
      '1.000,00 € × 62,5 m² ÷ 1.234,125 m² = 99,45 €',
    );
    expect(calculationPath({ ...line, time_share: { value: 5.5, total: 12, unit: 'Monate' } })).toBe(
      '1.000,00 € × 40 m² ÷ 100 m² × 5,5 ÷ 12 Monate = 99,45 €',
    );
  });

  it('shows directly assigned amounts as money', () => {
    const direct = { ...line, basis_unit: '€', basis_share: 333.33, basis_total: 1_000, time_share: null };
    expect(calculationPath(direct)).toBe('1.000,00 € × 333,33 € ÷ 1.000,00 € = 99,45 €');
  });

  it('the API answer is the engine result plus the path of every line, in the shape of the API schema', () => {
    const input: BillingInput = {
      ...sampleInput(),
      time_split: 'months',
      costs: [
        ...sampleInput().costs,
        {
          id: 'rep',
          name: 'Reparatur',
          amount_cents: 30_000,
          key: 'direct',
          direct: { '1': 10_000, '2': 20_000 },
        },
      ],
    };
    const engine = calculateBilling(input);
    const api = withCalculationPaths(engine);
    expect(billingResultSchema.safeParse(api).success).toBe(true);
    expect({ ...api, occupancies: [] }).toEqual({ ...engine, occupancies: [] });
    api.occupancies.forEach((o, i) => {
      const e = engine.occupancies[i]!;
      expect({ ...o, lines: [] }).toEqual({ ...e, lines: [] });
      expect(o.lines).toEqual(e.lines.map((l) => ({ ...l, path: calculationPath(l) })));
      for (const l of o.lines)
        expect(Object.keys(l)).toEqual(
          Object.keys(billingResultSchema.shape.occupancies.element.shape.lines.element.shape),
        );
    });
    const paths = api.occupancies.flatMap((o) => o.lines.map((l) => l.path));
    expect(paths.some((p) => p.includes('Monate'))).toBe(true);
    expect(paths.some((p) => / € ÷ .* € = /.test(p))).toBe(true);
  });
});
