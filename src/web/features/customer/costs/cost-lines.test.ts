import { describe, expect, it } from 'vitest';
import {
  addCustomLine,
  addStandardLine,
  availableStandard,
  costNameProblem,
  nextCustomName,
  removeLine,
  sortCostLines,
} from './cost-lines.ts';
import { sampleDraft } from './test-draft.ts';

describe('cost lines', () => {
  it('sorts the heating line first, then standard lines, then own invoices, in German order', () => {
    const draft = sampleDraft([
      { key: 'custom_user_general_1', name: 'Rechnung' },
      { key: '5', name: 'Zaun' },
      { key: '6', name: 'Äpfel' },
      { key: 'heating_main', name: 'Heizung' },
      { key: '7', name: 'Abwasser' },
      { key: 'custom_user_general_2', name: 'Ablesung' },
    ]);
    expect(sortCostLines(draft.costs).map((c) => c.name)).toEqual([
      'Heizung',
      'Abwasser',
      'Äpfel',
      'Zaun',
      'Ablesung',
      'Rechnung',
    ]);
  });

  it('names own invoices Rechnung, then Rechnung 2, 3 …', () => {
    let draft = sampleDraft();
    expect(nextCustomName(draft, 'general')).toBe('Rechnung');
    draft = addCustomLine(draft, 'general', 1);
    draft = addCustomLine(draft, 'general', 2);
    expect(draft.costs.map((c) => c.name)).toEqual(['Rechnung', 'Rechnung 2']);
    expect(nextCustomName(draft, 'heating')).toBe('Rechnung');
    expect(draft.costs[0]!.key).toBe('custom_user_general_1');
  });

  it('refuses an empty name and a name already in the group, ignoring letter case', () => {
    const draft = sampleDraft([{ key: '1', name: 'Müllabfuhr', group: 'general' }]);
    expect(costNameProblem(draft, 'general', ' ')).toBe(
      'Bitte geben Sie eine Bezeichnung für die Kostenart ein.',
    );
    expect(costNameProblem(draft, 'general', 'MÜLLABFUHR')).toBe(
      'Diese Kostenart wurde bereits hinzugefügt.',
    );
    expect(costNameProblem(draft, 'heating', 'Müllabfuhr')).toBeNull();
    expect(costNameProblem(draft, 'general', 'Müllabfuhr', '1')).toBeNull();
    expect(addStandardLine(draft, 'general', { id: null, name: 'müllabfuhr' }, 1)).toEqual({
      error: 'Diese Kostenart wurde bereits hinzugefügt.',
    });
  });

  it('remembers deleted categories with an id and forgets them when added again; the heating line stays', () => {
    let draft = sampleDraft([
      { key: 'heating_main', name: 'Heizung', group: 'heating' },
      { key: '12', name: 'Grundsteuer' },
    ]);
    draft = removeLine(removeLine(draft, '12'), 'heating_main');
    expect(draft.costs.map((c) => c.key)).toEqual(['heating_main']);
    expect(draft.meta.removedCostIds).toEqual([12]);
    const added = addStandardLine(draft, 'general', { id: 12, name: 'Grundsteuer', allocation: 'm²' }, 5);
    if (!('draft' in added)) throw new Error(added.error);
    expect(added.draft.meta.removedCostIds).toEqual([]);
    expect(added.draft.costs.at(-1)).toMatchObject({ key: '12', allocation: 'm²' });
    const suggested = addStandardLine(draft, 'general', { id: null, name: 'Kaltwasser' }, 5);
    expect('draft' in suggested && suggested.draft.costs.at(-1)).toMatchObject({
      key: 'custom_std_general_5',
      allocation: 'm³',
    });
    expect(
      availableStandard(
        added.draft,
        [{ id: 12, name: 'Grundsteuer', allocation: 'm²', group: 'general' }],
        'general',
      ),
    ).toEqual([]);
  });
});
