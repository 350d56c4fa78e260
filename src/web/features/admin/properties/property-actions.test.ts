import { describe, expect, it } from 'vitest';
import { actionsFor, isDeleteWord } from './property-actions.ts';

describe('actionsFor', () => {
  it('offers archive or reactivate for ended, unarchive or delete for archived, nothing for active', () => {
    expect(actionsFor('ended')).toEqual(['archive', 'reactivate']);
    expect(actionsFor('archived')).toEqual(['unarchive', 'delete']);
    expect(actionsFor('active')).toEqual([]);
  });
});

describe('isDeleteWord', () => {
  it('accepts LÖSCHEN in any letter case and with surrounding spaces', () => {
    for (const typed of ['LÖSCHEN', 'löschen', ' Löschen ', 'lÖsChEn'])
      expect(isDeleteWord(typed, 'LÖSCHEN')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'LOESCHEN', 'LOSCHEN', 'löschen!', 'ja'])
      expect(isDeleteWord(typed, 'LÖSCHEN')).toBe(false);
  });
});
