import { describe, expect, it } from 'vitest';
import { draftTotals } from './totals.ts';
import { sampleDraft } from './test-draft.ts';

describe('draftTotals', () => {
  it('adds in cents without float drift and computes the balance', () => {
    const draft = sampleDraft(
      [
        { group: 'heating', amount: 0.1 },
        { group: 'heating', amount: 0.2 },
        { group: 'general', amount: 1000.05 },
        { group: 'general', amount: null },
      ],
      [{ monthly_advance: 500 }, { monthly_advance: 600.1 }],
    );
    expect(draftTotals(draft)).toEqual({
      heating: 30,
      general: 100_005,
      costs: 100_035,
      advances: 110_010,
      balance: -9_975,
    });
  });
});
