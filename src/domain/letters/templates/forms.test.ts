import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildHouseRules } from './house-rules.ts';
import { buildTenantDisclosure } from './tenant-disclosure.ts';

describe('tenant-disclosure form', () => {
  it('has the questions, the data-protection note and no addressee', () => {
    const r = buildTenantDisclosure(letterContext, { return_by: '2026-12-15' });
    expect(r.document.recipient).toEqual([]);
    expect(r.document.salutation).toBeNull();
    const lines = documentLines(r.document);
    expect(lines).toContain(
      'Für die Vermietung der Wohnung Whg. 3 links, Gartenweg 5, 04109 Leipzig bitte ich um die folgenden freiwilligen Angaben.',
    );
    expect(lines).toContain('Monatliches Nettoeinkommen: ____');
    expect(lines.some((l) => l.startsWith('• Nicht gefragt werden darf nach Schwangerschaft'))).toBe(true);
    expect(lines).toContain('Bitte geben Sie das ausgefüllte Formular bis zum 15.12.2026 zurück.');
    expect(r.document.signatures).toEqual([
      { label: 'Ort, Datum, Unterschrift Mietinteressent', name: null },
    ]);
  });
});

describe('house rules', () => {
  it('standard text with the property data, sections replaced and added', () => {
    const r = buildHouseRules(letterContext, {
      quiet_hours: '22:00 bis 7:00 Uhr',
      sections: [{ title: 'Fahrräder', text: 'Fahrräder gehören in den Fahrradkeller.' }],
    });
    const lines = documentLines(r.document);
    expect(lines).toContain(
      'Diese Hausordnung gilt für alle Bewohner des Hauses Gartenweg 5, Gartenweg 5, 04109 Leipzig. Sie soll ein rücksichtsvolles Zusammenleben ermöglichen.',
    );
    expect(lines.some((l) => l.includes('Ruhezeiten (22:00 bis 7:00 Uhr)'))).toBe(true);
    expect(lines).toContain('Fahrräder');
    expect(lines).toContain('Fahrräder gehören in den Fahrradkeller.');
    expect(lines.some((l) => l.startsWith('Treppenhaus, Flure und Kellergänge'))).toBe(true);
    expect(lines).toContain('Ansprechpartner bei Fragen und Schäden: Erika Mustermann.');
    expect(r.document.signatures).toEqual([]);
  });
});
