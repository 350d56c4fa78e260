import { describe, expect, it } from 'vitest';
import { hyphenate } from './hyphenate.ts';

describe('hyphenate', () => {
  it('adds soft hyphens to long compounds and nothing else', () => {
    expect(hyphenate('Heiz- und Nebenkostenabrechnung')).toBe('Heiz- und Nebenkosten\u00ADabrechnung');
    expect(hyphenate('Datenschutzerklärung')).toBe('Datenschutz\u00ADerklärung');
    expect(hyphenate('Kontakt')).toBe('Kontakt');
  });

  it('reads the same once the soft hyphens are removed', () => {
    const text = 'Betriebskostenabrechnung und Heizkostenabrechnung';
    expect(hyphenate(text).replaceAll('\u00AD', '')).toBe(text);
  });
});
