import { describe, expect, it } from 'vitest';
import { autosaveMessage, needsSave } from './autosave-status.ts';

describe('autosave status', () => {
  it('says the four states word for word', () => {
    expect(autosaveMessage({ kind: 'scheduled' })).toBe('Automatisches Speichern steht an…');
    expect(autosaveMessage({ kind: 'saving' })).toBe('Speichere automatisch…');
    expect(autosaveMessage({ kind: 'saved', at: new Date('2026-03-01T09:05:00Z') })).toBe(
      'Zuletzt automatisch gespeichert um 10:05 Uhr.',
    );
    expect(autosaveMessage({ kind: 'error' })).toBe('Automatisches Speichern fehlgeschlagen.');
    expect(autosaveMessage({ kind: 'idle' })).toBeNull();
  });
  it('saves nothing when the content equals the last saved snapshot', () => {
    expect(needsSave('a', 'a')).toBe(false);
    expect(needsSave('a', null)).toBe(true);
  });
});
