import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildAnnualPlan, type AnnualPlanData } from './annual-plan.ts';

const data: AnnualPlanData = {
  statement: {
    year: 2025,
    status: 'finalized',
    statements: [
      { tenant_id: 7, total_cents: 245_037, new_monthly_advance_cents: 20_420 },
      { tenant_id: 8, total_cents: 90_000, new_monthly_advance_cents: 15_000 },
      { tenant_id: 9, total_cents: 50_000, new_monthly_advance_cents: null },
    ],
  },
  tenants: [
    { id: 7, name: 'Sophie Schäfer', annual_advance_cents: 216_000, move_out: null },
    { id: 8, name: 'Familie Yilmaz', annual_advance_cents: 180_000, move_out: null },
    { id: 9, name: 'Jonas Weber', annual_advance_cents: 120_000, move_out: '2025-06-30' },
    { id: 10, name: 'Lea Braun', annual_advance_cents: 150_000, move_out: null },
  ],
};

describe('annual plan', () => {
  it('expected costs from the last statement and advances per tenant for the coming year', () => {
    const r = buildAnnualPlan(letterContext, { expected_change_percent: 5 }, data);
    expect(r.year).toBe(2027);
    expect(r.rows).toEqual([
      {
        tenant_id: 7,
        name: 'Sophie Schäfer',
        last_cost_cents: 245_037,
        expected_cost_cents: 257_292,
        advances_cents: 216_000,
        difference_cents: -41_292,
      },
      {
        tenant_id: 8,
        name: 'Familie Yilmaz',
        last_cost_cents: 90_000,
        expected_cost_cents: 189_000,
        advances_cents: 180_000,
        difference_cents: -9_000,
      },
      {
        tenant_id: 10,
        name: 'Lea Braun',
        last_cost_cents: null,
        expected_cost_cents: null,
        advances_cents: 150_000,
        difference_cents: null,
      },
    ]);
    const lines = documentLines(r.document);
    expect(lines).toContain('Sophie Schäfer | 2.450,37 € | 2.572,92 € | 2.160,00 € | -412,92 €');
    expect(lines).toContain('Lea Braun | – | – | 1.500,00 € | –');
    expect(lines).toContain('Summe | 3.350,37 € | 4.462,92 € | 5.460,00 € | -502,92 €');
    expect(lines).toContain('Angenommene Kostenänderung gegenüber der Abrechnung: 5 %.');
    expect(lines).toContain(
      'Die Abrechnung für 2027 muss den Mietern bis zum 31.12.2028 zugehen (§ 556 Abs. 3 BGB).',
    );
    expect(r.problems).toEqual([]);
  });

  it('without a finalized statement: advances only, with a warning', () => {
    const r = buildAnnualPlan(
      letterContext,
      { year: 2027 },
      { ...data, statement: { ...data.statement!, status: 'open' } },
    );
    expect(r.rows.every((row) => row.expected_cost_cents === null)).toBe(true);
    expect(r.problems).toEqual([
      'Es gibt noch keine abgeschlossene Abrechnung; die Übersicht nennt nur die Vorauszahlungen.',
    ]);
  });
});
