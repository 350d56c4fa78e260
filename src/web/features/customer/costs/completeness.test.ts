import { describe, expect, it } from 'vitest';
import { fieldId, percent, progress } from './completeness.ts';
import { sampleDraft } from './test-draft.ts';

describe('completeness', () => {
  it('counts lines with an amount and tenants with what they need', () => {
    const draft = sampleDraft(
      [
        { key: 'heating_main', name: 'Heizung', group: 'heating', amount: 100 },
        { key: '3', name: 'Grundsteuer', amount: 0, note: '31.02.2025' },
      ],
      [
        { name: 'Anna', monthly_advance: 100, area_m2: 0 },
        { name: 'Leerstand', area_m2: 40 },
        { name: 'Ole' },
      ],
    );
    expect(progress(draft)).toEqual({ costs: { done: 1, all: 2 }, tenants: { done: 1, all: 3 } });
    expect(percent({ done: 1, all: 3 })).toBe(33);
    expect(percent({ done: 0, all: 0 })).toBe(100);
  });

  it('names the fields as the checks do', () => {
    expect(fieldId({ kind: 'cost-amount', key: '3' })).toBe('cost-amount-3');
    expect(fieldId({ kind: 'tenant-advance', id: 12 })).toBe('tenant-advance-12');
    expect(fieldId({ kind: 'kwh' })).toBe('heating-kwh');
  });
});
