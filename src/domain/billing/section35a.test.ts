import { describe, expect, it } from 'vitest';
import { calc, input, occ } from '../../../tests/fixtures/billing/test-support.ts';

const flats = {
  units: [
    { id: 'W1', area_m2: 50 },
    { id: 'W2', area_m2: 30 },
    { id: 'W3', area_m2: 20 },
  ],
  occupancies: [
    { id: '1', unit: 'W1', name: 'A', from: '2020-01-01' },
    { id: '2', unit: 'W2', name: 'B', from: '2020-01-01' },
    { id: '3', unit: 'W3', name: 'C', from: '2020-01-01' },
  ],
};

describe('§35a EStG labour shares', () => {
  it('labour of a line is split by the line’s key', () => {
    // labour 600,00 € by area 50/30/20 → 300/180/120 €
    const r = calc(
      input({
        ...flats,
        costs: [
          {
            id: 'g',
            name: 'Garten',
            amount_cents: 100_000,
            key: 'area',
            labour_cents: 60_000,
            section35a: 'services',
          },
        ],
      }),
    );
    expect(r.occupancies.map((o) => o.section35a.services_labour_cents)).toEqual([30_000, 18_000, 12_000]);
    expect(occ(r, '1').lines[0]).toMatchObject({ labour_share_cents: 30_000, labour_kind: 'services' });
  });

  it('only the allocable part of the labour is certified', () => {
    // allocable 85 %: labour 60000 · 85000/100000 = 51000 → 25500 / 15300 / 10200
    const r = calc(
      input({
        ...flats,
        costs: [
          {
            id: 'h',
            name: 'Hauswart',
            amount_cents: 100_000,
            key: 'area',
            allocable_percent: 85,
            labour_cents: 60_000,
            section35a: 'services',
          },
        ],
      }),
    );
    expect(r.occupancies.map((o) => o.section35a.services_labour_cents)).toEqual([25_500, 15_300, 10_200]);
  });

  it('services and craft are summed separately', () => {
    const r = calc(
      input({
        ...flats,
        costs: [
          {
            id: 'r',
            name: 'Reinigung',
            amount_cents: 10_000,
            key: 'area',
            labour_cents: 10_000,
            section35a: 'services',
          },
          {
            id: 'm',
            name: 'Rauchmelder',
            amount_cents: 3_000,
            key: 'units',
            labour_cents: 1_500,
            section35a: 'craft',
          },
        ],
      }),
    );
    // services 10000 · 50 % = 5000; craft 1500 / 3 = 500
    expect(occ(r, '1').section35a).toEqual({ services_labour_cents: 5_000, craft_labour_cents: 500 });
  });

  it.each([
    ['negative', -1],
    ['above the amount', 10_001],
  ])('a labour amount %s is not certified and is flagged', (_label, labour) => {
    const r = calc(
      input({
        ...flats,
        costs: [
          {
            id: 'g',
            name: 'Garten',
            amount_cents: 10_000,
            key: 'area',
            labour_cents: labour,
            section35a: 'craft',
          },
        ],
      }),
    );
    expect(occ(r, '1').section35a).toEqual({ services_labour_cents: 0, craft_labour_cents: 0 });
    expect(occ(r, '1').lines[0]?.labour_share_cents).toBeNull();
    expect(occ(r, '1').notes.join(' ')).toContain('kein Lohnanteil nach §35a EStG');
    expect(r.notes.join(' ')).toContain('„Garten“');
  });

  it('labour without its kind is an input error', () => {
    expect(() =>
      calc(
        input({
          ...flats,
          costs: [{ id: 'g', name: 'Garten', amount_cents: 10_000, key: 'area', labour_cents: 100 }],
        }),
      ),
    ).toThrow('costs.0.section35a');
  });
});
