import { describe, expect, it } from 'vitest';
import { BillingInputError } from './errors.ts';
import { calc, input, shares, YEAR_2023 } from '../../../tests/fixtures/billing/test-support.ts';

describe('co-ownership shares (Miteigentumsanteile, §16 Abs. 2 WEG): key "mea"', () => {
  it('splits by the shares of 1.000, time-weighted at a tenant change', () => {
    // W1 89, W2 111, W3 800 of 1.000; 1.000,00 € in 2023 (365 days); W1 changes hands on 01.04. (90 + 275 days).
    // A: 100000 · 89/1000 · 90/365 = 2194.52; B: 100000 · 89/1000 · 275/365 = 6705.48;
    // W2: 11100; W3: 80000. Floors 2194 + 6705 + 11100 + 80000 = 99999 → the missing cent to the largest
    // remainder (0.52, A) → A 2195, B 6705.
    const r = calc(
      input({
        period: YEAR_2023,
        units: [
          { id: 'W1', area_m2: 50, mea: 89 },
          { id: 'W2', area_m2: 60, mea: 111 },
          { id: 'W3', area_m2: 400, mea: 800 },
        ],
        occupancies: [
          { id: 'A', unit: 'W1', name: 'A', from: '2020-01-01', to: '2023-03-31' },
          { id: 'B', unit: 'W1', name: 'B', from: '2023-04-01' },
          { id: 'C', unit: 'W2', name: 'C', from: '2020-01-01' },
          { id: 'D', unit: 'W3', name: 'D', from: '2020-01-01' },
        ],
        costs: [{ id: 'verwaltung', name: 'Hausgeld-Umlage', amount_cents: 100_000, key: 'mea' }],
      }),
    );
    expect(shares(r, 'verwaltung')).toEqual({ A: 2_195, B: 6_705, C: 11_100, D: 80_000 });
    const line = r.occupancies.find((o) => o.id === 'C')!.lines[0]!;
    expect(line).toMatchObject({ basis_share: 111, basis_total: 1000, basis_unit: 'MEA' });
  });

  it('a dwelling without its share is an error naming the field', () => {
    expect(() =>
      calc(
        input({
          units: [
            { id: 'W1', area_m2: 50, mea: 500 },
            { id: 'W2', area_m2: 50 },
          ],
          occupancies: [
            { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
            { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
          ],
          costs: [{ id: 'k', name: 'Kosten', amount_cents: 100, key: 'mea' }],
        }),
      ),
    ).toThrow(/units\.1\.mea: .*Miteigentumsanteil der Wohnung „W2“/);
  });
});

describe('persons key: vacancies and households that change size', () => {
  const flats = [
    { id: 'W1', area_m2: 50 },
    { id: 'W2', area_m2: 50 },
  ];
  const cost = { id: 'muell', name: 'Müllbeseitigung', amount_cents: 36_500, key: 'persons' as const };

  it('a vacancy counts with 1 person by default', () => {
    // 2 · 365 = 730 and 1 · 365 = 365 person-days: 36500 · 730/1095 = 24333.33 → 24333; 12166.67 → 12167
    const r = calc(
      input({
        units: flats,
        occupancies: [
          { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01', persons: 2 },
          { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
        ],
        costs: [cost],
      }),
    );
    expect(shares(r, 'muell')).toEqual({ '1': 24_333, '2': 12_167 });
  });

  it('a vacancy may count with 0 persons, given on it or as the property’s setting vacancy_persons', () => {
    // 730 and 0 person-days: everything to the tenant, nothing to the empty flat
    const occupancies = [
      { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01', persons: 2 },
      { id: '2', unit: 'W2', name: 'Leerstand', from: '2020-01-01', vacancy: true },
    ];
    const onVacancy = calc(
      input({
        units: flats,
        occupancies: occupancies.map((o) => (o.vacancy ? { ...o, persons: 0 } : o)),
        costs: [cost],
      }),
    );
    expect(shares(onVacancy, 'muell')).toEqual({ '1': 36_500, '2': 0 });
    const bySetting = calc(input({ units: flats, occupancies, costs: [cost], vacancy_persons: 0 }));
    expect(shares(bySetting, 'muell')).toEqual({ '1': 36_500, '2': 0 });
  });

  it('several person counts in one occupancy: each holds until the next starts', () => {
    // 2023: 2 persons 01.01.–30.06. (181 days) and 3 persons from 01.07. (184 days): 362 + 552 = 914 person-days;
    // the other flat 1 person all year = 365. 127900 · 914/1279 = 91400; 127900 · 365/1279 = 36500.
    const r = calc(
      input({
        units: flats,
        occupancies: [
          {
            id: '1',
            unit: 'W1',
            name: 'Familie',
            from: '2020-01-01',
            persons: [
              { from: '2020-01-01', persons: 2 },
              { from: '2023-07-01', persons: 3 },
            ],
          },
          { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01', persons: 1 },
        ],
        costs: [{ ...cost, amount_cents: 127_900 }],
      }),
    );
    expect(shares(r, 'muell')).toEqual({ '1': 91_400, '2': 36_500 });
    expect(r.occupancies[0]!.lines[0]).toMatchObject({ basis_share: 914, basis_total: 1279 });
  });

  it('the first count must hold from the occupancy’s first day in the period', () => {
    let error: unknown;
    try {
      calc(
        input({
          units: flats,
          occupancies: [
            {
              id: '1',
              unit: 'W1',
              name: 'Eins',
              from: '2020-01-01',
              persons: [{ from: '2023-02-01', persons: 2 }],
            },
            { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01', persons: 1 },
          ],
          costs: [cost],
        }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BillingInputError);
    expect((error as BillingInputError).field).toBe('occupancies.0.persons.0.from');
    expect((error as BillingInputError).message).toMatch(/spätestens am 01\.01\.2023/);
  });
});
