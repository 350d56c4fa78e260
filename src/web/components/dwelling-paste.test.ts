import { describe, expect, it } from 'vitest';
import { isTablePaste, parsePastedDwellings } from './dwelling-paste.ts';

describe('parsePastedDwellings', () => {
  it('reads tab-separated rows with German decimals, leaving empty lines out', () => {
    const text = 'EG links\t65,4\t2\r\n\r\n1. OG\t70\t\n2. OG rechts\t\t3\nDach\n';
    expect(parsePastedDwellings(text)).toEqual([
      { label: 'EG links', area_m2: '65,4', persons: '2' },
      { label: '1. OG', area_m2: '70', persons: null },
      { label: '2. OG rechts', area_m2: null, persons: '3' },
      { label: 'Dach', area_m2: null, persons: null },
    ]);
  });

  it('leaves out a first line of column headings', () => {
    expect(parsePastedDwellings('Bezeichnung\tWohnfläche\tPersonen\nEG\t50\t1')).toEqual([
      { label: 'EG', area_m2: '50', persons: '1' },
    ]);
  });

  it('tells a table from a single label', () => {
    expect(isTablePaste('EG links')).toBe(false);
    expect(isTablePaste('EG links\t65,4')).toBe(true);
    expect(isTablePaste('EG\nOG')).toBe(true);
    expect(isTablePaste('EG links\n')).toBe(false);
  });
});
