import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import {
  adjustmentEffectiveFrom,
  advanceAdjustment,
  NoFinalizedStatementError,
  type StatementForAdjustment,
} from './advance-adjustment.ts';

const statement: StatementForAdjustment = {
  year: 2025,
  status: 'finalized',
  period: { from: '2025-01-01', to: '2025-12-31' },
  statements: [
    {
      tenant_id: 7,
      from: '2025-01-01',
      to: '2025-12-31',
      total_cents: 245_037,
      new_monthly_advance_cents: 20_420,
      lines: [
        { section: 'operating', share_cents: 98_012 },
        { section: 'operating', share_cents: 12_345 },
        { section: 'heating', share_cents: 101_110 },
        { section: 'hot_water', share_cents: 35_070 },
      ],
    },
    {
      tenant_id: 8,
      from: '2025-01-01',
      to: '2025-06-30',
      total_cents: 90_000,
      new_monthly_advance_cents: null,
      lines: [],
    },
  ],
};

describe('§ 560 Abs. 4 BGB advance adjustment', () => {
  it('takes old and new advance and the groups from the finalized statement, to the cent', () => {
    const a = advanceAdjustment({
      statement,
      tenantId: 7,
      previousMonthlyCents: 18_000,
      receipt: '2026-12-02',
    });
    expect(a).toEqual({
      statementYear: '2025',
      period: { from: '2025-01-01', to: '2025-12-31' },
      tenancyPeriod: { from: '2025-01-01', to: '2025-12-31' },
      previousMonthlyCents: 18_000,
      newMonthlyCents: 20_420,
      changeCents: 2_420,
      effectiveFrom: '2027-01-01',
      groups: [
        { group: 'operating', costCents: 110_357 },
        { group: 'heating', costCents: 101_110 },
        { group: 'hot_water', costCents: 35_070 },
      ],
      otherCents: -1_500,
      totalCostCents: 245_037,
    });
  });

  it('is effective from the first of the month after receipt', () => {
    expect(adjustmentEffectiveFrom('2026-12-31')).toBe('2027-01-01');
    expect(adjustmentEffectiveFrom('2027-01-01')).toBe('2027-02-01');
  });

  it('refuses with a conflict when no finalized statement exists', () => {
    const open = { ...statement, status: 'open' as const };
    expect(() =>
      advanceAdjustment({ statement: open, tenantId: 7, previousMonthlyCents: 1, receipt: '2026-12-02' }),
    ).toThrow(NoFinalizedStatementError);
    try {
      advanceAdjustment({ statement: null, tenantId: 7, previousMonthlyCents: 1, receipt: '2026-12-02' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConflictError);
      expect((e as ConflictError).code).toBe('conflict');
      expect((e as Error).message).toMatch(/abgeschlossene Abrechnung \(§ 560 Abs. 4 BGB\)/);
    }
    expect.assertions(4);
  });

  it('refuses a tenant missing from the statement, and a tenancy that ended', () => {
    expect(() =>
      advanceAdjustment({ statement, tenantId: 9, previousMonthlyCents: null, receipt: '2026-12-02' }),
    ).toThrow(/kommt in der abgeschlossenen Abrechnung nicht vor/);
    expect(() =>
      advanceAdjustment({ statement, tenantId: 8, previousMonthlyCents: null, receipt: '2026-12-02' }),
    ).toThrow(/Anpassung der Vorauszahlungen entfällt/);
  });

  it('has no change without a stored previous advance', () => {
    expect(
      advanceAdjustment({ statement, tenantId: 7, previousMonthlyCents: null, receipt: '2026-12-02' })
        .changeCents,
    ).toBeNull();
  });
});
