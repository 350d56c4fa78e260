import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingInput } from '../../src/domain/billing/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * §560 Abs. 4 BGB through the calculation API: a part-year tenant's proposed advance annualises
 * the heating costs by the degree days of §9b HeizkostenV, everything else by days.
 */
let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginRoles()).admin;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(admin) });

/**
 * W1 100 m², A until 30.09.2023, B from 01.10.2023. Heating only 1.000,00 €, 50 % by consumption;
 * operating costs 365,00 € by area. Worked out by hand:
 * - fixed 500,00 € split at the change by degree days: B Oct 80 + Nov 120 + Dec 160 = 360 ‰ → 180,00 €;
 * - consumption 500,00 € by the interim reading A 640 / B 360 → B 180,00 €;
 * - operating costs by days: B 92/365 × 365,00 € = 92,00 €.
 * B's new advance: (360,00 × 1000/360 + 92,00 × 365/92) / 12 = 1.365,00 / 12 = 113,75 € → 114 €;
 * by days alone it would be 452,00 × 365/92 / 12 = 149,44 € → 149 €.
 */
function quarter(): BillingInput {
  return {
    period: { from: '2023-01-01', to: '2023-12-31' },
    units: [{ id: 'W1', area_m2: 100 }],
    occupancies: [
      { id: 'A', unit: 'W1', name: 'Alt', from: '2020-01-01', to: '2023-09-30' },
      { id: 'B', unit: 'W1', name: 'Neu', from: '2023-10-01', advance_payments_cents: 30_000 },
    ],
    costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 36_500, key: 'area' }],
    consumption: [
      { occupancy: 'A', kind: 'heating', value: 640 },
      { occupancy: 'B', kind: 'heating', value: 360 },
    ],
    heating: {
      total_cents: 0,
      heating_only_cents: 100_000,
      consumption_share_percent: 50,
      hot_water: { method: 'none' },
    },
  };
}

describe('§560 Abs. 4 BGB by degree days', () => {
  it('POST /api/billing/calculate proposes 114 € for the tenant who moved in on 1 October', async () => {
    const res = await post('/api/billing/calculate', quarter());
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().occupancies.find((o: { id: string }) => o.id === 'B');
    expect(b.total_cents).toBe(45_200);
    expect(b.new_monthly_advance_cents).toBe(11_400);
    expect(b.new_advance_basis).toEqual({ heating_cents: 36_000, heating_permille: 360, other_cents: 9_200 });
    const a = res.json().occupancies.find((o: { id: string }) => o.id === 'A');
    expect(a.new_monthly_advance_cents).toBeNull();
    expect(a.new_advance_basis).toBeNull();
  });

  it('without heating costs the proposal stays by days and carries no degree-day basis', async () => {
    // 92,00 € for 92 of 365 days: 92,00 × 365/92 / 12 = 30,42 € → 30 €.
    const { heating: _, consumption: __, ...rest } = quarter();
    const res = await post('/api/billing/calculate', rest);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().occupancies.find((o: { id: string }) => o.id === 'B');
    expect(b.new_monthly_advance_cents).toBe(3_000);
    expect(b.new_advance_basis).toBeNull();
  });

  it('the statement PDF explains the degree-day annualising', async () => {
    const res = await post('/api/billing/statement.pdf', {
      ...quarter(),
      occupancy: 'B',
      landlord: {
        name: 'Hausverwaltung Sommer GmbH',
        address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
      },
      tenant: { name: 'Nora Neu', address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
      property: 'Lindenstraße 12, 04109 Leipzig',
      statement_date: '2024-03-14',
    });
    expect(res.statusCode, res.body).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'advance-'));
    try {
      const file = join(dir, 'b.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
      expect(text).toContain('Ihre Heizkosten von 360,00 € für 360 ‰ der Gradtagzahlen eines Jahres');
      expect(text).toContain('Ihre übrigen Kosten von 92,00 € für 92 Tage');
      expect(text).toMatch(/Neue monatliche Vorauszahlung ab \d\d\.\d\d\.\d{4} 114,00 €/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('400 in German for a wrong heating input, nothing calculated', async () => {
    const input = quarter();
    const res = await post('/api/billing/calculate', {
      ...input,
      heating: { ...input.heating, consumption_share_percent: 'viel' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Verbrauchsanteil/);
  });
});
