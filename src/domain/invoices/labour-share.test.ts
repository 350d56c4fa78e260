import { describe, expect, it } from 'vitest';
import { labourFromLines, labourFromNotes, lastAmountIn } from './labour-share.ts';

describe('labour share (§35a EStG)', () => {
  it('reads the last amount of a line, German or machine written', () => {
    expect(lastAmountIn('Lohnkosten 1.234,56 € von 2.000,00 €')).toBe(200_000);
    expect(lastAmountIn('Lohnanteil: 1234.56 EUR')).toBe(123_456);
    expect(lastAmountIn('19 % Steuer')).toBeNull();
  });

  it('takes the amount of a note that names labour', () => {
    expect(
      labourFromNotes(['Zahlbar sofort 10,00 €', 'Enthaltene Lohnkosten gem. § 35a EStG: 476,00 EUR']),
    ).toBe(47_600);
    expect(labourFromNotes(['Zahlbar innerhalb von 14 Tagen'])).toBeNull();
  });

  it('adds labour lines with their VAT, exactly', () => {
    const lines = [
      { description: 'Material', net_cents: 5_000, vat_percent: '19' },
      { description: 'Arbeitslohn Geselle', net_cents: 10_000, vat_percent: '19.00' },
      { description: 'Monteurstunden', net_cents: 333, vat_percent: '19' },
    ];
    expect(labourFromLines(lines)).toBe(11_900 + 396);
    expect(labourFromLines([{ description: 'Material', net_cents: 1, vat_percent: null }])).toBeNull();
    expect(labourFromLines([{ description: 'Arbeitslohn', net_cents: -1_000, vat_percent: '7' }])).toBe(
      -1_070,
    );
  });
});
