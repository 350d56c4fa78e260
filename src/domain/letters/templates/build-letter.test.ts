import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { LETTER_TEMPLATES, letterFieldSchemas } from '../catalogue.ts';
import { documentLines } from '../letter-document.ts';
import { buildLetter, LETTER_BUILDERS } from './build-letter.ts';

describe('buildLetter', () => {
  it('has a builder for every template of the catalogue', () => {
    expect(Object.keys(LETTER_BUILDERS).sort()).toEqual(LETTER_TEMPLATES.map((t) => t.id).sort());
  });

  it('builds from the fields as the API receives them (euros as decimals, empty strings)', () => {
    const fields = letterFieldSchemas['rental-agreement'].parse({
      start_date: '2027-01-01',
      net_rent: '660.00',
      deposit: 1980,
      advances: [{ cost_group: 'Betriebskosten', amount: '210' }],
      note: '',
    });
    const r = buildLetter('rental-agreement', letterContext, fields, undefined);
    const lines = documentLines(r.document);
    expect(lines).toContain('Gesamtmiete | 870,00 €');
    expect(lines).toContain('1. Rate | 01.01.2027 | 660,00 €');
    expect(r.document.template).toBe('rental-agreement');
    expect(r.document.title).toBe('Mietvertrag für Wohnraum');
  });

  it('passes the rule refusals through as German sentences', () => {
    const fields = letterFieldSchemas.termination.parse({ party: 'landlord', reasons: [], end_date: '' });
    expect(() => buildLetter('termination', letterContext, fields, undefined)).toThrow(/§ 573 BGB/);
  });
});
