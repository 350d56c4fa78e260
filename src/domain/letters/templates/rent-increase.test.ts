import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildRentIncrease } from './rent-increase.ts';

const comparative = {
  variant: 'comparative' as const,
  current_rent: 60_000,
  new_rent: 66_000,
  rent_unchanged_since: '2023-01-01',
  comparative_rent_per_sqm: 950,
  mietspiegel: 'den Leipziger Mietspiegel 2025',
  mietspiegel_category: 'Baujahr 1950–1969, mittlere Wohnlage, 60–80 m²',
};

describe('rent-increase letter', () => {
  it('to the comparative rent: figures, cap, consent deadline and consent line', () => {
    const r = buildRentIncrease(letterContext, comparative);
    expect(r.outcome).toMatchObject({
      variant: 'comparative',
      consentDeadline: '2027-02-28',
      effectiveFrom: '2027-03-01',
      comparativeMaxCents: 68_875,
    });
    const lines = documentLines(r.document);
    expect(lines).toContain('Bisherige Nettokaltmiete | 600,00 €');
    expect(lines).toContain('Neue Nettokaltmiete | 660,00 €');
    expect(lines).toContain('Erhöhung | 60,00 €');
    expect(lines).toContain('Ortsübliche Vergleichsmiete (9,50 € je m² × 72,5 m²) | 688,75 €');
    expect(lines).toContain(
      'Die Kappungsgrenze von 20 % in drei Jahren (§ 558 Abs. 3 BGB) ist eingehalten: Ausgangsmiete 600,00 €, höchstens 720,00 €.',
    );
    expect(lines).toContain(
      'Bitte erteilen Sie Ihre Zustimmung bis zum 28.02.2027 (§ 558b Abs. 2 BGB). Die neue Miete schulden Sie ab dem 01.03.2027 (§ 558b Abs. 1 BGB).',
    );
    expect(lines).toContain('☐ Ich stimme der Erhöhung der Nettokaltmiete zu.');
    expect(lines.some((l) => l.includes('Baujahr 1950–1969'))).toBe(true);
    expect(r.document.signatures).toHaveLength(2);
  });

  it('refuses the cap and the waiting period, naming the maximum and the earliest date', () => {
    expect(() =>
      buildRentIncrease(letterContext, {
        ...comparative,
        capped_municipality: true,
        new_rent: 69_500,
        comparative_rent_per_sqm: 1_200,
      }),
    ).toThrow('Höchstens zulässig sind 690,00 €.');
    expect(() =>
      buildRentIncrease(letterContext, {
        ...comparative,
        rent_unchanged_since: '2026-01-01',
        rent_three_years_ago: 60_000,
      }),
    ).toThrow('frühestens am 01.01.2027 zugehen');
  });

  it('asks for what the comparative variant needs', () => {
    const { new_rent: _n, ...withoutNew } = comparative;
    expect(() => buildRentIncrease(letterContext, withoutNew)).toThrow(
      'Bitte die neue Nettokaltmiete angeben.',
    );
    const noArea = { ...letterContext, dwelling: { label: 'Whg. 3', area_m2: null } };
    expect(() => buildRentIncrease(noArea, comparative)).toThrow('Bitte die Wohnfläche angeben');
    expect(buildRentIncrease(noArea, { ...comparative, area_m2: 70 }).outcome).toMatchObject({
      comparativeMaxCents: 66_500,
    });
  });

  it('index rent: index change and new rent stated (§ 557b Abs. 3 BGB)', () => {
    const r = buildRentIncrease(letterContext, {
      variant: 'index',
      current_rent: 66_000,
      rent_unchanged_since: '2025-09-01',
      old_index: 117.4,
      old_index_month: 'Juni 2025',
      new_index: 121.2,
      new_index_month: 'Oktober 2026',
    });
    expect(r.outcome).toEqual({
      variant: 'index',
      newRentCents: 68_136,
      increaseCents: 2_136,
      effectiveFrom: '2027-02-01',
    });
    const lines = documentLines(r.document);
    expect(lines).toContain('Bisheriger Indexwert (Juni 2025) | 117,4');
    expect(lines).toContain('Aktueller Indexwert (Oktober 2026) | 121,2');
    expect(lines).toContain('Änderung des Indexes | 3,24 %');
    expect(lines).toContain('Berechnung: 660,00 € × 121,2 ÷ 117,4 = 681,36 €.');
    expect(lines).toContain('Die geänderte Miete ist ab dem 01.02.2027 zu zahlen (§ 557b Abs. 3 BGB).');
    expect(() =>
      buildRentIncrease(letterContext, {
        variant: 'index',
        current_rent: 1,
        rent_unchanged_since: '2020-01-01',
      }),
    ).toThrow('Verbraucherpreisindex');
  });
});
