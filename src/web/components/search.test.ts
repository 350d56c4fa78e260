import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search.ts';

describe('matchesSearch', () => {
  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch(['Kunden'], '')).toBe(true);
    expect(matchesSearch(['Kunden'], '   ')).toBe(true);
  });

  it('ignores letter case, including umlauts', () => {
    expect(matchesSearch(['Übersicht der Kunden'], 'übersicht')).toBe(true);
    expect(matchesSearch(['Gartenstraße 4'], 'GARTENSTRASSE')).toBe(false);
    expect(matchesSearch(['Gartenstraße 4'], 'GARTENSTRAßE')).toBe(true);
  });

  it('needs every word, in any field', () => {
    expect(matchesSearch(['Hauptstraße 1', '10115 Berlin'], 'berlin haupt')).toBe(true);
    expect(matchesSearch(['Hauptstraße 1', '10115 Berlin'], 'berlin köln')).toBe(false);
  });

  it('skips missing fields', () => {
    expect(matchesSearch([null, undefined, 'Mieter'], 'mieter')).toBe(true);
  });
});
