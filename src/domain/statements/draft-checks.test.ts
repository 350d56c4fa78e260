import { describe, expect, it } from 'vitest';
import { calculateBilling } from '../billing/calculation/calculate.ts';
import { buildStatements } from './build-statements.ts';
import { toEngineInput } from './engine-input.ts';
import { stored, tenant } from '../../../tests/fixtures/statements/stored-data.ts';

const tenants = [
  tenant({ id: 1, lastName: 'Adam', areaM2: '80', moveIn: '2020-01-01', annualAdvanceCents: 60_000 }),
  tenant({ id: 2, lastName: 'Berg', areaM2: '40', moveIn: '2020-01-01' }),
  tenant({ id: 3, lastName: 'Leerstand', areaM2: '30', moveIn: '2020-01-01' }),
];

describe('the cost data in the one list of checks', () => {
  it('names lines without amount, unreadable dates and missing advances without blocking', () => {
    const data = stored({
      tenants,
      draft: {
        costs: [
          {
            key: 'tax',
            name: 'Grundsteuer',
            allocation: 'm²',
            amount: 300,
            group: 'general',
            note: '31.02.2025',
          },
          { key: 'snow', name: 'Winterdienst', allocation: 'm²', amount: null, group: 'general' },
        ],
        tenants: [],
      },
    });
    const checks = buildStatements(data, '2026-02-01').response.checks;
    expect(checks.filter((c) => c.field?.startsWith('costs:'))).toEqual([
      { level: 'warning', message: 'Winterdienst: Betrag fehlt', field: 'costs:amount:snow' },
      { level: 'warning', message: 'Grundsteuer: Datum ungültig', field: 'costs:date:tax' },
      { level: 'warning', message: 'Berg: Vorauszahlung fehlt', field: 'costs:advance:2' },
    ]);
  });
});

describe('the key "Wohneinheiten" (every dwelling counts one, by its days)', () => {
  it('bills by the engine’s units key; "Nutzer" and "Personen" are both the persons key', () => {
    const data = stored({
      tenants: [
        { ...tenants[0]!, usageUnits: '3' },
        { ...tenants[1]!, usageUnits: '1', moveOut: '2025-06-30' },
        { ...tenants[2]!, predecessorId: 2, moveIn: '2025-07-01' },
      ],
      draft: {
        costs: [
          { key: 'tv', name: 'Kabel', allocation: 'Wohneinheiten', amount: 200, group: 'general' },
          { key: 'old', name: 'Müll alt', allocation: 'Nutzer', amount: 100, group: 'general' },
          { key: 'new', name: 'Müll neu', allocation: 'Personen', amount: 100, group: 'general' },
        ],
        tenants: [],
      },
    });
    const { input } = toEngineInput(data);
    expect(input.costs.map((c) => [c.id, c.key])).toEqual([
      ['tv', 'units'],
      ['old', 'persons'],
      ['new', 'persons'],
    ]);
    const result = calculateBilling(input);
    const share = (id: string, cost: string) =>
      result.occupancies.find((o) => o.id === id)!.lines.find((l) => l.cost === cost)!.share_cents;
    // Two dwellings, 100,00 € each; Berg's dwelling is empty from July: the landlord bears that half.
    expect(share('1', 'tv')).toBe(10_000);
    // 10.000 × 181/365 = 4.958,9 and 10.000 × 184/365 = 5.041,1 cents: largest remainder gives 4.959.
    expect(share('2', 'tv')).toBe(4_959);
    expect(result.landlord.vacancy_cents).toBeGreaterThanOrEqual(5_041);
    expect(share('1', 'old')).toBe(share('1', 'new'));
  });
});
