import { describe, expect, it } from 'vitest';
import { calculationPath } from './path.ts';
import {
  calc,
  input,
  occ,
  shares,
  YEAR_2023,
  YEAR_2024,
} from '../../../tests/fixtures/billing/test-support.ts';

const threeFlats = {
  units: [
    { id: 'W1', area_m2: 50, volume_m3: 150 },
    { id: 'W2', area_m2: 30, volume_m3: 100 },
    { id: 'W3', area_m2: 20, volume_m3: 50 },
  ],
  occupancies: [
    { id: '1', unit: 'W1', name: 'A', from: '2020-01-01', persons: 2 },
    { id: '2', unit: 'W2', name: 'B', from: '2020-01-01', persons: 1 },
    { id: '3', unit: 'W3', name: 'C', from: '2020-01-01', persons: 1 },
  ],
};

describe('key: area (m²)', () => {
  it('full year: 1.000,00 € over 50/30/20 m² = 500/300/200 €', () => {
    const r = calc(
      input({ ...threeFlats, costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }] }),
    );
    expect(shares(r, 'g')).toEqual({ '1': 50_000, '2': 30_000, '3': 20_000 });
    expect(calculationPath(occ(r, '1').lines[0]!)).toBe('1.000,00 € × 50 m² ÷ 100 m² = 500,00 €');
  });

  it('tenant change in a leap year is split by days (366)', () => {
    // W1 60 m² all year; W2 40 m²: A 01.01.–31.03.2024 = 31+29+31 = 91 days, B 01.04.–31.12. = 275 days.
    // exact: W1 = 100000·60/100 = 60000
    //        A  = 100000·40·91/(100·366)  = 9945.355 → 9945 (r .355)
    //        B  = 100000·40·275/(100·366) = 30054.644 → 30054 (r .644)
    // floors 99999 → 1 cent to B (largest remainder) → 30055
    const r = calc({
      period: YEAR_2024,
      units: [
        { id: 'W1', area_m2: 60 },
        { id: 'W2', area_m2: 40 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
        { id: 'A', unit: 'W2', name: 'A', from: '2020-01-01', to: '2024-03-31' },
        { id: 'B', unit: 'W2', name: 'B', from: '2024-04-01' },
      ],
      costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }],
    });
    expect(shares(r, 'g')).toEqual({ '1': 60_000, A: 9_945, B: 30_055 });
    expect(occ(r, 'A').days).toBe(91);
    expect(occ(r, 'B').days).toBe(275);
    expect(occ(r, 'A').lines[0]?.time_share).toEqual({ value: 91, total: 366, unit: 'Tage' });
  });

  it('split by months: three of twelve months are exactly a quarter', () => {
    // A Jan–Mar = 3 months: 100000 · 40/100 · 3/12 = 10000; B 9 months = 30000
    const r = calc({
      period: YEAR_2024,
      time_split: 'months',
      units: [
        { id: 'W1', area_m2: 60 },
        { id: 'W2', area_m2: 40 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
        { id: 'A', unit: 'W2', name: 'A', from: '2020-01-01', to: '2024-03-31' },
        { id: 'B', unit: 'W2', name: 'B', from: '2024-04-01' },
      ],
      costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }],
    });
    expect(shares(r, 'g')).toEqual({ '1': 60_000, A: 10_000, B: 30_000 });
    expect(occ(r, 'A').lines[0]?.time_share).toEqual({ value: 3, total: 12, unit: 'Monate' });
  });

  it('split by months: a partial month counts with its share of that month’s days', () => {
    // A to 14.02.2024: 1 + 14/29 = 43/29 months; B: 15/29 + 10 = 305/29 months; total 348/29 = 12.
    // A = 40000 · 43/348  = 4942.528 → 4942 (r .528)
    // B = 40000 · 305/348 = 35057.471 → 35057 (r .471)
    // floors incl. W1 60000 = 99999 → 1 cent to A → 4943
    const r = calc({
      period: YEAR_2024,
      time_split: 'months',
      units: [
        { id: 'W1', area_m2: 60 },
        { id: 'W2', area_m2: 40 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
        { id: 'A', unit: 'W2', name: 'A', from: '2020-01-01', to: '2024-02-14' },
        { id: 'B', unit: 'W2', name: 'B', from: '2024-02-15' },
      ],
      costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }],
    });
    expect(shares(r, 'g')).toEqual({ '1': 60_000, A: 4_943, B: 35_057 });
  });

  it('a vacancy keeps its share; the other tenants pay exactly what they would pay anyway', () => {
    const r = calc(
      input({
        ...threeFlats,
        occupancies: [
          threeFlats.occupancies[0]!,
          { id: 'L', unit: 'W2', name: 'Leerstand', from: '2023-01-01', vacancy: true },
          threeFlats.occupancies[2]!,
        ],
        costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 100_000, key: 'area' }],
      }),
    );
    expect(shares(r, 'g')).toEqual({ '1': 50_000, L: 30_000, '3': 20_000 });
    expect(r.landlord.vacancy_cents).toBe(30_000);
    expect(occ(r, 'L').balance_cents).toBe(0);
    expect(occ(r, 'L').new_monthly_advance_cents).toBeNull();
  });

  it('an occupancy that started before the period only counts inside it; open end continues', () => {
    const r = calc(input({ ...threeFlats, costs: [{ id: 'g', name: 'G', amount_cents: 100, key: 'area' }] }));
    expect(occ(r, '1').from).toBe('2023-01-01');
    expect(occ(r, '1').to).toBe('2023-12-31');
    expect(occ(r, '1').days).toBe(365);
  });
});

describe('key: volume (m³)', () => {
  it('600,00 € over 150/100/50 m³ = 300/200/100 €', () => {
    const r = calc(
      input({ ...threeFlats, costs: [{ id: 'v', name: 'V', amount_cents: 60_000, key: 'volume' }] }),
    );
    expect(shares(r, 'v')).toEqual({ '1': 30_000, '2': 20_000, '3': 10_000 });
  });
});

describe('key: persons (person-days)', () => {
  it('weights persons by days', () => {
    // 2023 (365 days). T1: 2 persons all year = 730 person-days.
    // W2: T2 1 person 01.01.–30.06. (181 days) = 181; T3 3 persons 01.07.–31.12. (184 days) = 552. Σ = 1463.
    // 50000 · 730/1463 = 24948.735 → 24948 (r .735)
    // 50000 · 181/1463 =  6185.919 →  6185 (r .919)
    // 50000 · 552/1463 = 18865.345 → 18865 (r .345)
    // floors 49998 → 2 cents: T2 (.919), T1 (.735)
    const r = calc({
      period: YEAR_2023,
      units: [
        { id: 'W1', area_m2: 50 },
        { id: 'W2', area_m2: 50 },
      ],
      occupancies: [
        { id: 'T1', unit: 'W1', name: 'T1', from: '2020-01-01', persons: 2 },
        { id: 'T2', unit: 'W2', name: 'T2', from: '2020-01-01', to: '2023-06-30', persons: 1 },
        { id: 'T3', unit: 'W2', name: 'T3', from: '2023-07-01', persons: 3 },
      ],
      costs: [{ id: 'm', name: 'Müll', amount_cents: 50_000, key: 'persons' }],
    });
    expect(shares(r, 'm')).toEqual({ T1: 24_949, T2: 6_186, T3: 18_865 });
    expect(occ(r, 'T3').lines[0]?.basis_share).toBe(552);
    expect(occ(r, 'T3').lines[0]?.basis_total).toBe(1463);
  });

  it('a vacancy counts as one person so its share is not shifted onto the tenants', () => {
    // W1: 2 persons · 365; W2 vacant: 1 person · 365 → 2:1 → 20000 / 10000
    const r = calc({
      period: YEAR_2023,
      units: [
        { id: 'W1', area_m2: 50 },
        { id: 'W2', area_m2: 50 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'T1', from: '2020-01-01', persons: 2 },
        { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
      ],
      costs: [{ id: 'm', name: 'Müll', amount_cents: 30_000, key: 'persons' }],
    });
    expect(shares(r, 'm')).toEqual({ '1': 20_000, '2': 10_000 });
  });
});

describe('key: units (per dwelling)', () => {
  it('each dwelling carries the same, split by time inside it', () => {
    // 3 dwellings → 30000/3 = 10000 each; W3 2024 split A 91/366, B 275/366:
    // A = 10000·91/366 = 2486.338 → 2486 (r .338); B = 10000·275/366 = 7513.661 → 7513 (r .661)
    // → 1 cent to B → 7514
    const r = calc({
      period: YEAR_2024,
      units: [
        { id: 'W1', area_m2: 1 },
        { id: 'W2', area_m2: 1 },
        { id: 'W3', area_m2: 1 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
        { id: '2', unit: 'W2', name: 'Y', from: '2020-01-01' },
        { id: 'A', unit: 'W3', name: 'A', from: '2020-01-01', to: '2024-03-31' },
        { id: 'B', unit: 'W3', name: 'B', from: '2024-04-01' },
      ],
      costs: [{ id: 'u', name: 'Kabel', amount_cents: 30_000, key: 'units' }],
    });
    expect(shares(r, 'u')).toEqual({ '1': 10_000, '2': 10_000, A: 2_486, B: 7_514 });
  });
});

describe('key: consumption (per meter kind)', () => {
  const two = {
    units: [
      { id: 'W1', area_m2: 50 },
      { id: 'W2', area_m2: 50 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
      { id: '2', unit: 'W2', name: 'Y', from: '2020-01-01' },
    ],
  };
  it('splits by the readings with three decimals', () => {
    // 30.5 + 19.5 = 50 m³; 12345 · 30.5/50 = 7530.45 → 7530 (r .45); 12345 · 19.5/50 = 4814.55 → 4814 (r .55)
    // 1 cent missing → "2" → 4815
    const r = calc(
      input({
        ...two,
        costs: [
          { id: 'w', name: 'Wasser', amount_cents: 12_345, key: 'consumption', meter_kind: 'cold_water' },
        ],
        consumption: [
          { occupancy: '1', kind: 'cold_water', value: 30.5 },
          { occupancy: '2', kind: 'cold_water', value: '19.500' },
        ],
      }),
    );
    expect(shares(r, 'w')).toEqual({ '1': 7_530, '2': 4_815 });
    expect(calculationPath(occ(r, '1').lines[0]!)).toBe('123,45 € × 30,5 m³ ÷ 50 m³ = 75,30 €');
  });

  it('keeps meter kinds apart', () => {
    const r = calc(
      input({
        ...two,
        costs: [
          { id: 's', name: 'Strom', amount_cents: 1_000, key: 'consumption', meter_kind: 'electricity' },
        ],
        consumption: [
          { occupancy: '1', kind: 'cold_water', value: 1 },
          { occupancy: '2', kind: 'cold_water', value: 99 },
          { occupancy: '1', kind: 'electricity', value: 300 },
          { occupancy: '2', kind: 'electricity', value: 100 },
        ],
      }),
    );
    expect(shares(r, 's')).toEqual({ '1': 750, '2': 250 });
  });

  it('a dwelling reading without interim reading is split by time and flagged', () => {
    // 2024: W1 60 m³; W2 40 m³ (no interim reading), A 91 days, B 275 days:
    // A = 100000·40/100·91/366 = 9945.355, B = 30054.644 → as for area: 9945 / 30055
    const r = calc({
      period: YEAR_2024,
      units: [
        { id: 'W1', area_m2: 1 },
        { id: 'W2', area_m2: 1 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'X', from: '2020-01-01' },
        { id: 'A', unit: 'W2', name: 'A', from: '2020-01-01', to: '2024-03-31' },
        { id: 'B', unit: 'W2', name: 'B', from: '2024-04-01' },
      ],
      costs: [
        { id: 'w', name: 'Wasser', amount_cents: 100_000, key: 'consumption', meter_kind: 'cold_water' },
      ],
      consumption: [
        { occupancy: '1', kind: 'cold_water', value: 60 },
        { unit: 'W2', kind: 'cold_water', value: 40 },
      ],
    });
    expect(shares(r, 'w')).toEqual({ '1': 60_000, A: 9_945, B: 30_055 });
    expect(occ(r, 'A').notes.join(' ')).toContain('zeitanteilig');
  });

  it('a vacancy without reading consumes nothing; an estimated value is flagged', () => {
    const r = calc(
      input({
        ...two,
        occupancies: [
          two.occupancies[0]!,
          { id: 'L', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
        ],
        costs: [
          { id: 'w', name: 'Wasser', amount_cents: 5_000, key: 'consumption', meter_kind: 'cold_water' },
        ],
        consumption: [{ occupancy: '1', kind: 'cold_water', value: 10, estimated: true }],
      }),
    );
    expect(shares(r, 'w')).toEqual({ '1': 5_000, L: 0 });
    expect(occ(r, '1').lines[0]?.estimated).toBe(true);
    expect(occ(r, '1').notes.join(' ')).toContain('geschätzt');
  });
});

describe('key: direct', () => {
  it('assigns amounts directly and leaves out lines of other tenants', () => {
    const r = calc(
      input({
        ...threeFlats,
        costs: [
          {
            id: 'd',
            name: 'Wartung Gastherme',
            amount_cents: 4_000,
            key: 'direct',
            direct: { '1': 1_500, '2': 2_500 },
          },
        ],
      }),
    );
    expect(shares(r, 'd')).toEqual({ '1': 1_500, '2': 2_500 });
    expect(occ(r, '3').lines).toHaveLength(0);
  });
  it('with an allocable part the direct amounts are the weights: 50 % of 40,00 € → 7,50 / 12,50 €', () => {
    const r = calc(
      input({
        ...threeFlats,
        costs: [
          {
            id: 'd',
            name: 'D',
            amount_cents: 4_000,
            key: 'direct',
            direct: { '1': 1_500, '2': 2_500 },
            allocable_percent: 50,
          },
        ],
      }),
    );
    expect(shares(r, 'd')).toEqual({ '1': 750, '2': 1_250 });
    expect(r.landlord.non_allocable_cents).toBe(2_000);
  });
});

describe('non-allocable parts', () => {
  it('85 % of a caretaker line is allocated, 15 % stays with the landlord and is shown', () => {
    // 100000 · 85 % = 85000 → 50/30/20 m² → 42500 / 25500 / 17000; landlord 15000
    const r = calc(
      input({
        ...threeFlats,
        costs: [{ id: 'h', name: 'Hauswart', amount_cents: 100_000, key: 'area', allocable_percent: 85 }],
      }),
    );
    expect(shares(r, 'h')).toEqual({ '1': 42_500, '2': 25_500, '3': 17_000 });
    expect(r.landlord.non_allocable_cents).toBe(15_000);
    expect(occ(r, '1').lines[0]).toMatchObject({ amount_cents: 100_000, total_cents: 85_000 });
    expect(r.check).toEqual({ costs_cents: 100_000, allocated_cents: 100_000 });
  });
  it('rounds the allocable part down to the cent: 33.333 % of 1,00 € = 0,33 €', () => {
    // 100 · 33.333/100 = 33.333 → 33
    const r = calc(
      input({
        ...threeFlats,
        costs: [{ id: 'h', name: 'H', amount_cents: 100, key: 'units', allocable_percent: '33.333' }],
      }),
    );
    expect(r.landlord.non_allocable_cents).toBe(67);
    expect(Object.values(shares(r, 'h')).reduce((a, b) => a + b)).toBe(33);
  });
  it('accepts the non-allocable part as an amount', () => {
    const r = calc(
      input({
        ...threeFlats,
        costs: [{ id: 'h', name: 'H', amount_cents: 10_000, key: 'area', non_allocable_cents: 2_500 }],
      }),
    );
    expect(shares(r, 'h')).toEqual({ '1': 3_750, '2': 2_250, '3': 1_500 });
  });
});

describe('totals and balance', () => {
  it('total = sum of lines; balance = total − advances (positive = Nachzahlung)', () => {
    const r = calc(
      input({
        ...threeFlats,
        occupancies: threeFlats.occupancies.map((o, i) => ({
          ...o,
          advance_payments_cents: [40_000, 40_000, 10_000][i],
        })),
        costs: [
          { id: 'g', name: 'G', amount_cents: 60_000, key: 'area' },
          { id: 'u', name: 'U', amount_cents: 30_000, key: 'units' },
        ],
      }),
    );
    // "1": 30000 + 10000 = 40000 − 40000 = 0; "2": 18000 + 10000 = 28000 − 40000 = −12000 (Guthaben);
    // "3": 12000 + 10000 = 22000 − 10000 = 12000 (Nachzahlung)
    expect(r.occupancies.map((o) => [o.total_cents, o.balance_cents])).toEqual([
      [40_000, 0],
      [28_000, -12_000],
      [22_000, 12_000],
    ]);
    expect(r.check).toEqual({ costs_cents: 90_000, allocated_cents: 90_000 });
  });
});
