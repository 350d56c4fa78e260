import { describe, expect, it } from 'vitest';
import type { BillingInput, HeatingInput } from '../schema.ts';
import { calc, occ, shares, YEAR_2024 } from '../../../../tests/fixtures/billing/test-support.ts';

/**
 * A shop (S, 100 m², group "Gewerbe") and two flats (W1 60 m², W2 40 m², group "Wohnen"), each group with its own
 * heat meter; heating only, 10.000,00 € in 2024. Heat cost allocator readings: S 5000, W1 600, W2 400.
 */
function base(heating: Partial<HeatingInput> = {}): BillingInput {
  return {
    period: YEAR_2024,
    units: [
      { id: 'S', area_m2: 100 },
      { id: 'W1', area_m2: 60 },
      { id: 'W2', area_m2: 40 },
    ],
    occupancies: [
      { id: '1', unit: 'S', name: 'Laden', from: '2020-01-01' },
      { id: '2', unit: 'W1', name: 'Eins', from: '2020-01-01' },
      { id: '3', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
    ],
    costs: [],
    consumption: [
      { occupancy: '1', kind: 'heating', value: 5000 },
      { occupancy: '2', kind: 'heating', value: 600 },
      { occupancy: '3', kind: 'heating', value: 400 },
    ],
    heating: {
      total_cents: 1_000_000,
      hot_water: { method: 'none' },
      groups: [
        { id: 'Gewerbe', units: ['S'], heat_kwh: 30_000 },
        { id: 'Wohnen', units: ['W1', 'W2'], heat_kwh: 70_000 },
      ],
      ...heating,
    },
  };
}

describe('user groups (Vorerfassung, §5 Abs. 2, §6 Abs. 2 HeizkostenV)', () => {
  it('splits the heating costs by the group meters first, then within each group by §7', () => {
    // Groups by heat: 1000000 · 30000/100000 = 300000 (Gewerbe), 700000 (Wohnen).
    // Gewerbe: consumption 70 % = 210000, fixed 90000 → the shop alone: 300000.
    // Wohnen: consumption 490000, fixed 210000; W1: 210000 · 60/100 + 490000 · 600/1000 = 126000 + 294000 = 420000;
    //         W2: 84000 + 196000 = 280000.
    const r = calc(base());
    expect(r.heating?.groups).toEqual([
      {
        id: 'Gewerbe',
        heat_kwh: 30_000,
        heating_cents: 300_000,
        heating_consumption_cents: 210_000,
        heating_fixed_cents: 90_000,
      },
      {
        id: 'Wohnen',
        heat_kwh: 70_000,
        heating_cents: 700_000,
        heating_consumption_cents: 490_000,
        heating_fixed_cents: 210_000,
      },
    ]);
    expect(r.heating).toMatchObject({ heating_consumption_cents: 700_000, heating_fixed_cents: 300_000 });
    expect(occ(r, '1').heating.heating_cents).toBe(300_000);
    expect(occ(r, '2').heating.heating_cents).toBe(420_000);
    expect(occ(r, '3').heating.heating_cents).toBe(280_000);
    // Each statement shows only its group's lines, with the group's own basis (W1: 60 of 100 m², 600 of 1000).
    expect(occ(r, '2').lines.map((l) => l.cost)).toEqual([
      'heating_fixed:Wohnen',
      'heating_consumption:Wohnen',
    ]);
    expect(occ(r, '2').lines[0]).toMatchObject({ total_cents: 210_000, basis_share: 60, basis_total: 100 });
    expect(occ(r, '2').lines[1]).toMatchObject({ total_cents: 490_000, basis_share: 600, basis_total: 1000 });
    expect(shares(r, 'heating_fixed:Gewerbe')).toEqual({ '1': 90_000 });
    expect(r.check).toEqual({ costs_cents: 1_000_000, allocated_cents: 1_000_000 });
  });

  it('the CO2 costs follow each occupancy’s exact share of the fuel costs across the groups', () => {
    // Fuel shares: S 30 %, W1 42 %, W2 28 % → CO2 10000: 3000, 4200, 2800.
    const r = calc(base({ co2: { emissions_kg: 1_000, cost_cents: 10_000 } }));
    expect(r.occupancies.map((o) => o.co2.share_cents)).toEqual([3_000, 4_200, 2_800]);
  });

  it.each([
    [
      'a dwelling in no group',
      { groups: [{ id: 'A', units: ['S', 'W1'], heat_kwh: 1 }] },
      'heating.groups',
      /Wohnung „W2“ gehört zu keiner Nutzergruppe/,
    ],
    [
      'a dwelling in two groups',
      {
        groups: [
          { id: 'A', units: ['S', 'W1'], heat_kwh: 1 },
          { id: 'B', units: ['W1', 'W2'], heat_kwh: 1 },
        ],
      },
      'heating.groups.1.units.0',
      /gehört bereits zur Nutzergruppe „A“/,
    ],
    [
      'an unknown dwelling',
      { groups: [{ id: 'A', units: ['S', 'W1', 'W2', 'W9'], heat_kwh: 1 }] },
      'heating.groups.0.units.3',
      /„W9“ ist unter den Wohnungen nicht angegeben/,
    ],
    [
      'no heat measured at all',
      { groups: [{ id: 'A', units: ['S', 'W1', 'W2'], heat_kwh: 0 }] },
      'heating.groups',
      /Summe der Wärmemengen der Nutzergruppen ist 0/,
    ],
  ])('%s is an error naming the field', (_name, heating, field, message) => {
    let error: unknown;
    try {
      calc(base(heating as Partial<HeatingInput>));
    } catch (e) {
      error = e;
    }
    expect((error as { field: string }).field).toBe(field);
    expect((error as Error).message).toMatch(message);
  });
});
