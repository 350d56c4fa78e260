/**
 * End to end: a house of ten dwellings as a new landlord models it — one tenant change on 30 June,
 * one flat empty all year (no tenancy at all), meters that belong to the dwellings — billed for the
 * year through the real statements API. Every tenancy's figures are computed by hand below.
 *
 * Dwellings (m², persons, water m³ = cold + hot):
 *   W1  50 m²  Alt 01.01.–30.06. (2 persons, 30 m³ = 20 + 10), Neu 01.07.– (1 person, 20 m³ = 15 + 5)
 *   W2  60 m²  1 person,  40 m³ = 30 + 10      W6 110 m²  1 person,  35 m³ = 25 + 10
 *   W3  70 m²  2 persons, 50 m³ = 35 + 15      W7 120 m²  4 persons, 80 m³ = 55 + 25
 *   W4  80 m²  3 persons, 60 m³ = 40 + 20      W8 130 m²  2 persons, 55 m³ = 40 + 15
 *   W5  90 m²  2 persons, 45 m³ = 30 + 15      W9 140 m²  3 persons, 85 m³ = 60 + 25
 *   W10 150 m² empty all year (vacancy: 1 person by default, its cold-water meter stands still)
 * Sum: 1,000 m²; 365 days; water 500 m³.
 *
 * Costs of 2025:
 *   Grundsteuer by m²: 3,650.00 € = 365,000 ct over 1,000 m² × 365 days → 1 ct per m²-day.
 *   Müllabfuhr by persons: 748.10 € = 74,810 ct over person-days: Alt 2 × 181 = 362, Neu 1 × 184 = 184,
 *     W2–W9 18 persons × 365 = 6,570, vacancy 1 × 365 = 365; 7,481 person-days → 10 ct per person-day.
 *   Wasser/Abwasser by m³: 1,500.00 € = 150,000 ct over 500 m³ → 300 ct per m³ (cold + hot, the default).
 * Alt lived 181 days (January to June 2025), Neu 184 days.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementsResponse } from '../../src/domain/schemas/statements.ts';
import { billingDrafts, dwellings } from '../../src/server/db/schema.ts';
import { aMeter, aProperty, aTenant, type ReadingRow } from '../factories/index.ts';
import { bearer, createTestApp, OTHER_CUSTOMER, type TestApp } from '../helpers/app.ts';

const YEAR = 2025;
let t: TestApp;
let token: string;
let propertyId: number;
const tenantIds: Record<string, number> = {};
const dir = mkdtempSync(join(tmpdir(), 'ten-dwellings-'));

interface Flat {
  label: string;
  area: string;
  /** Tenancies in the flat: name, persons, annual advance in cents, move-in, move-out, cold/hot readings. */
  tenancies: Array<{ name: string; persons: number; annual: number; moveIn: string; moveOut?: string }>;
  cold: readonly ReadingRow[];
  hot?: readonly ReadingRow[];
}

const START = '2024-12-31';
const END = '2025-12-31';
const yearOf = (cold: number, hot: number) => ({
  cold: [
    [START, '100'],
    [END, String(100 + cold)],
  ] as const,
  hot: [
    [START, '50'],
    [END, String(50 + hot)],
  ] as const,
});
const allYear = (name: string, persons: number) => [{ name, persons, annual: 120_000, moveIn: '2019-05-01' }];

const FLATS: Flat[] = [
  {
    label: 'EG links',
    area: '50.00',
    tenancies: [
      // 170 €/month, 175 €/month.
      { name: 'Alt', persons: 2, annual: 204_000, moveIn: '2018-03-01', moveOut: '2025-06-30' },
      { name: 'Neu', persons: 1, annual: 210_000, moveIn: '2025-07-01' },
    ],
    // Interim readings on the change date (the last day of the old tenancy).
    cold: [
      [START, '0'],
      ['2025-06-30', '20'],
      [END, '35'],
    ],
    hot: [
      [START, '0'],
      ['2025-06-30', '10'],
      [END, '15'],
    ],
  },
  { label: 'EG rechts', area: '60.00', tenancies: allYear('Zwei', 1), ...yearOf(30, 10) },
  { label: '1. OG links', area: '70.00', tenancies: allYear('Drei', 2), ...yearOf(35, 15) },
  { label: '1. OG rechts', area: '80.00', tenancies: allYear('Vier', 3), ...yearOf(40, 20) },
  { label: '2. OG links', area: '90.00', tenancies: allYear('Fünf', 2), ...yearOf(30, 15) },
  { label: '2. OG rechts', area: '110.00', tenancies: allYear('Sechs', 1), ...yearOf(25, 10) },
  { label: '3. OG links', area: '120.00', tenancies: allYear('Sieben', 4), ...yearOf(55, 25) },
  { label: '3. OG rechts', area: '130.00', tenancies: allYear('Acht', 2), ...yearOf(40, 15) },
  { label: 'DG links', area: '140.00', tenancies: allYear('Neun', 3), ...yearOf(60, 25) },
  {
    label: 'DG rechts',
    area: '150.00',
    tenancies: [],
    cold: [
      [START, '7'],
      [END, '7'],
    ],
  },
];

async function buildHouse() {
  const db = t.ctx.db;
  propertyId = (await aProperty(db, { customerId: t.other.customerId })).id;
  for (const [index, flat] of FLATS.entries()) {
    const [d] = await db
      .insert(dwellings)
      .values({ propertyId, label: flat.label, areaM2: flat.area, sortIndex: index })
      .returning();
    let predecessorId: number | null = null;
    for (const x of flat.tenancies) {
      const row = await aTenant(db, {
        propertyId,
        dwellingId: d!.id,
        lastName: x.name,
        floor: flat.label,
        areaM2: flat.area,
        usageUnits: String(x.persons),
        annualAdvanceCents: x.annual,
        moveIn: x.moveIn,
        moveOut: x.moveOut ?? null,
        predecessorId,
        sortIndex: index,
      });
      predecessorId = row.id;
      tenantIds[x.name] = row.id;
    }
    // The meters belong to the dwelling (no tenant): they stay when the tenant changes.
    await aMeter(db, { propertyId, dwellingId: d!.id, meterNumber: `KW-${index + 1}`, readings: flat.cold });
    if (flat.hot)
      await aMeter(db, {
        propertyId,
        dwellingId: d!.id,
        meterNumber: `WW-${index + 1}`,
        hotWater: true,
        readings: flat.hot,
      });
  }
  await db.insert(billingDrafts).values({
    propertyId,
    year: YEAR,
    payload: {
      costs: [
        { key: 'gs', name: 'Grundsteuer', allocation: 'm²', amount: '3650.00', group: 'general' },
        { key: 'muell', name: 'Müllabfuhr', allocation: 'Nutzer', amount: '748.10', group: 'general' },
        { key: 'wasser', name: 'Wasser/Abwasser', allocation: 'm³', amount: '1500.00', group: 'general' },
      ],
      tenants: [],
    },
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
let answer: StatementsResponse;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-02T10:00:00Z');
  token = await t.login(OTHER_CUSTOMER);
  await buildHouse();
  const res = await get(`/api/properties/${propertyId}/statements?year=${YEAR}`);
  expect(res.statusCode).toBe(200);
  answer = res.json() as StatementsResponse;
});

afterAll(async () => {
  await t?.close();
  await t?.dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const statementOf = (name: string) => {
  const s = answer.statements.find((x) => x.tenant_id === tenantIds[name]);
  if (!s) throw new Error(`keine Abrechnung für ${name}`);
  return s;
};

describe('a ten-dwelling house with a tenant change on 30 June and a flat empty all year', () => {
  it('allocates every cent without errors: 3,650.00 + 748.10 + 1,500.00 = 5,898.10 €', () => {
    expect(answer.checks.filter((c) => c.level === 'error')).toEqual([]);
    expect(answer.entered_cents).toBe(589_810);
    expect(answer.allocated_cents).toBe(589_810);
    expect(answer.statements).toHaveLength(10);
  });

  // [name, area ct, persons ct, water ct, total, advances credited]
  //   area = m² × 365 ct (Alt 50 × 181, Neu 50 × 184); persons = persons × 365 × 10 ct (Alt 2 × 181 × 10,
  //   Neu 1 × 184 × 10); water = m³ × 300 ct.
  const EXPECTED: Array<[string, number, number, number, number, number]> = [
    // Alt: 9,050 + 3,620 + 30 × 300 = 21,670; advances 6 × 170,00 € = 1,020.00 € (§556 Abs. 2 BGB).
    ['Alt', 9_050, 3_620, 9_000, 21_670, 102_000],
    // Neu: 9,200 + 1,840 + 20 × 300 = 17,040; advances 6 × 175,00 € = 1,050.00 €.
    ['Neu', 9_200, 1_840, 6_000, 17_040, 105_000],
    // 60 × 365 = 21,900; 1 × 3,650; 40 × 300 = 12,000 → 37,550; 12 × 100,00 € = 1,200.00 €.
    ['Zwei', 21_900, 3_650, 12_000, 37_550, 120_000],
    ['Drei', 25_550, 7_300, 15_000, 47_850, 120_000], // 70 × 365; 2 × 3,650; 50 × 300
    ['Vier', 29_200, 10_950, 18_000, 58_150, 120_000], // 80 × 365; 3 × 3,650; 60 × 300
    ['Fünf', 32_850, 7_300, 13_500, 53_650, 120_000], // 90 × 365; 2 × 3,650; 45 × 300
    ['Sechs', 40_150, 3_650, 10_500, 54_300, 120_000], // 110 × 365; 1 × 3,650; 35 × 300
    ['Sieben', 43_800, 14_600, 24_000, 82_400, 120_000], // 120 × 365; 4 × 3,650; 80 × 300
    ['Acht', 47_450, 7_300, 16_500, 71_250, 120_000], // 130 × 365; 2 × 3,650; 55 × 300
    ['Neun', 51_100, 10_950, 25_500, 87_550, 120_000], // 140 × 365; 3 × 3,650; 85 × 300
  ];

  it.each(EXPECTED)(
    '%s: costs, advances and balance to the cent',
    (name, area, persons, water, total, advances) => {
      const s = statementOf(name);
      const share = (cost: string) => s.lines.find((l) => l.cost === cost)?.share_cents;
      expect([share('gs'), share('muell'), share('wasser')]).toEqual([area, persons, water]);
      expect(s.total_cents).toBe(total);
      expect(s.advance_payments_cents).toBe(advances);
      expect(s.balance_cents).toBe(total - advances);
    },
  );

  it('the flat empty all year is a vacancy billed to the landlord: 54,750 + 3,650 + 0 = 584.00 €', () => {
    // 150 m² × 365 = 54,750 ct; 1 person (vacancy default) × 365 × 10 = 3,650 ct; 0 m³ of water.
    expect(answer.landlord.vacancy_cents).toBe(58_400);
    // Tenants 531,410 + vacancy 58,400 = 589,810: every cent.
    const tenants = answer.statements.reduce((sum, s) => sum + s.total_cents, 0);
    expect(tenants).toBe(531_410);
  });

  it('the half-year tenancies: advances by months, the monthly rate as the previous advance, §560 like with like', () => {
    const alt = statementOf('Alt');
    expect(alt.details.advance).toEqual({ monthly_cents: 17_000, whole_months: 6, partial_months: [] });
    expect(alt.new_monthly_advance_cents).toBeNull(); // moved out
    const neu = statementOf('Neu');
    expect(neu.details.previous_monthly_advance_cents).toBe(17_500);
    // 170.40 € for 184 days, annualised: 17,040 × 365 / 184 / 12 = 2,816.8 ct → 28 € (whole euros).
    expect(neu.new_monthly_advance_cents).toBe(2_800);
    expect(neu.details.unit_label).toBe('EG links');
    // Neu's water: the dwelling's cold and hot meters, 15 + 5 m³ after the interim reading.
    expect(neu.details.water_meters).toEqual(['KW-1', 'WW-1']);
    expect(neu.lines.find((l) => l.cost === 'wasser')).toMatchObject({ basis_share: 20, basis_total: 500 });
  });

  it('the PDF names the dwelling, the months of the advances and the water meters', async () => {
    const res = await get(`/api/properties/${propertyId}/statements/${tenantIds.Alt}.pdf?year=${YEAR}`);
    expect(res.statusCode).toBe(200);
    if (spawnSync('pdftotext', ['-v']).error) return; // poppler-utils absent: the figures above decide
    const file = join(dir, 'alt.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('EG links');
    expect(text).toContain('6 × 170,00 €');
    expect(text).toContain('KW-1, WW-1');
    expect(text).not.toMatch(/Wohnung W\d/);
  });
});
