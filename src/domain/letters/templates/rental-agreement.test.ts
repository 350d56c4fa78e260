import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildRentalAgreement } from './rental-agreement.ts';

const fields = {
  start_date: '2027-01-01',
  net_rent: 66_000,
  deposit: 198_000,
  advances: [
    { cost_group: 'Heizung und Warmwasser', amount: 9_550 },
    { cost_group: 'übrige Betriebskosten', amount: 12_000 },
  ],
};

describe('rental agreement', () => {
  it('parties, dwelling, rent with advances per cost group, BetrKV list and deposit in three instalments', () => {
    const r = buildRentalAgreement(letterContext, fields);
    expect(r.total_rent_cents).toBe(87_550);
    const lines = documentLines(r.document);
    expect(lines).toContain('Vermieter: Erika Mustermann, Hauptstraße 1, 04109 Leipzig');
    expect(lines).toContain('Mieter: Sophie Schäfer, Gartenweg 5, 04109 Leipzig');
    expect(lines).toContain(
      'Vermietet wird die Wohnung Whg. 3 links im Haus Gartenweg 5, 04109 Leipzig mit einer Wohnfläche von 72,5 m².',
    );
    expect(lines).toContain('Nettokaltmiete | 660,00 €');
    expect(lines).toContain('Vorauszahlung Heizung und Warmwasser | 95,50 €');
    expect(lines).toContain('Gesamtmiete | 875,50 €');
    expect(lines.filter((l) => /^• Nr\. \d+ /.test(l))).toHaveLength(17);
    expect(lines).toContain('1. Rate | 01.01.2027 | 660,00 €');
    expect(lines).toContain('2. Rate | 03.02.2027 | 660,00 €');
    expect(lines).toContain('3. Rate | 03.03.2027 | 660,00 €');
    expect(r.document.signatures.map((s) => s.name)).toEqual(['Erika Mustermann', 'Sophie Schäfer']);
    expect(r.problems).toEqual([]);
  });

  it('refuses a deposit above three net rents (§ 551 BGB)', () => {
    expect(() => buildRentalAgreement(letterContext, { ...fields, deposit: 198_001 })).toThrow(
      'also 1.980,00 €',
    );
  });

  it('warns without advances', () => {
    expect(buildRentalAgreement(letterContext, { ...fields, advances: undefined }).problems).toEqual([
      'Es sind keine Vorauszahlungen eingetragen; dann trägt der Vermieter die Betriebskosten.',
    ]);
  });
});
