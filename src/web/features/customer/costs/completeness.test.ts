import { describe, expect, it } from 'vitest';
import { fieldId, missingInputs, openPoints, percent, progress } from './completeness.ts';
import { sampleDraft } from './test-draft.ts';

describe('completeness', () => {
  it('needs amounts, advances, areas and the heating kWh', () => {
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
    expect(missingInputs(draft).map((m) => m.label)).toEqual([
      'Grundsteuer: Betrag fehlt',
      'Anna: Fläche fehlt',
      'Ole: Vorauszahlung fehlt',
      'Ole: Fläche fehlt',
      'Heizverbrauch (kWh) fehlt',
    ]);
    expect(openPoints(draft).at(-1)!.label).toBe('Grundsteuer: Datum ungültig');
    expect(fieldId(missingInputs(draft)[0]!.field)).toBe('cost-amount-3');
    expect(progress(draft)).toEqual({ costs: { done: 1, all: 2 }, tenants: { done: 1, all: 3 } });
    expect(percent({ done: 1, all: 3 })).toBe(33);
  });

  it('is complete when everything is there', () => {
    const draft = sampleDraft([{ group: 'general', amount: 5 }], [{ monthly_advance: 1, area_m2: 1 }]);
    expect(missingInputs(draft)).toEqual([]);
    expect(percent({ done: 0, all: 0 })).toBe(100);
  });
});
