/**
 * Dwellings as the billing units: a dwelling empty all year, meters that stay when the tenant
 * changes, the water pots (total vs cold), the units of the heating readings and the advances of a
 * half-year tenancy. Each figure is computed by hand in its comment.
 */
import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { buildStatements } from './build-statements.ts';
import { tenantUnits } from './dwelling-units.ts';
import { DEFAULT_STATEMENT_SETTINGS, toEngineInput, type StoredDwelling } from './engine-input.ts';
import {
  hotWaterMeter,
  meter,
  reading,
  stored,
  tenant,
} from '../../../tests/fixtures/statements/stored-data.ts';

const AFTER_YEAR = '2026-02-01';
const dwelling = (id: number, label: string, areaM2: string): StoredDwelling => ({
  id,
  label,
  areaM2,
  mea: null,
  volumeM3: null,
});
const draft = (costs: DraftPayload['costs']): DraftPayload => ({ costs, tenants: [] });
const byArea = (amount: number) =>
  draft([{ key: '1', name: 'Grundsteuer', allocation: 'm²', amount, group: 'general' }]);
const byWater = (amount: number) =>
  draft([{ key: '2', name: 'Wasser/Abwasser', allocation: 'm³', amount, group: 'general' }]);

describe('dwellings as billing units', () => {
  it('a dwelling without any tenancy in the year is vacant all year; the landlord bears its share', () => {
    const data = stored({
      draft: byArea(1000),
      dwellings: [dwelling(11, '1. OG links', '60.00'), dwelling(12, '1. OG rechts', '40.00')],
      tenants: [tenant({ id: 1, lastName: 'Adler', dwellingId: 11, moveIn: '2020-01-01', areaM2: '60.00' })],
    });
    const { input } = toEngineInput(data);
    expect(input.units.map((u) => [u.id, u.area_m2])).toEqual([
      ['W11', '60.000'],
      ['W12', '40.000'],
    ]);
    expect(input.occupancies.filter((o) => o.unit === 'W12')).toEqual([
      { id: 'W12-leer-2025-01-01', unit: 'W12', name: 'Leerstand', from: '2025-01-01', vacancy: true },
    ]);
    const built = buildStatements(data, AFTER_YEAR);
    // 1.000 € × 60/100 = 600 € for Adler, 1.000 € × 40/100 = 400 € vacancy.
    expect(built.response.statements.map((s) => s.total_cents)).toEqual([60_000]);
    expect(built.response.landlord.vacancy_cents).toBe(40_000);
    expect(built.response.checks.map((c) => c.message).join(' ')).toContain('„1. OG rechts“');
  });

  it("the dwelling's area wins over its tenancies'; the statement names the dwelling by its label", () => {
    const data = stored({
      draft: byArea(1000),
      dwellings: [dwelling(11, 'EG', '50.00'), dwelling(12, 'DG', '50.00')],
      tenants: [
        tenant({ id: 1, lastName: 'Adler', dwellingId: 11, floor: 'Parterre', areaM2: '70.00' }),
        tenant({ id: 2, lastName: 'Berg', dwellingId: 12, areaM2: '50.00' }),
      ],
    });
    const built = buildStatements(data, AFTER_YEAR);
    expect(built.input.units.map((u) => u.area_m2)).toEqual(['50.000', '50.000']);
    expect(built.response.statements.map((s) => s.total_cents)).toEqual([50_000, 50_000]);
    expect(built.response.statements.map((s) => s.details.unit_label)).toEqual(['EG', 'DG']);
  });

  it("meters of the dwelling stay at a tenant change: each tenancy gets its dwelling's use in its period", () => {
    const data = stored({
      draft: byWater(800),
      dwellings: [dwelling(11, 'EG', '50.00')],
      tenants: [
        tenant({ id: 1, lastName: 'Alt', dwellingId: 11, moveIn: '2020-01-01', moveOut: '2025-06-30' }),
        tenant({ id: 2, lastName: 'Neu', dwellingId: 11, moveIn: '2025-07-01' }),
      ],
      meters: [
        meter({
          id: 5,
          tenantId: null,
          dwellingId: 11,
          meterType: 'Wasserzähler',
          meterNumber: 'KW-1',
          readings: [
            reading('2024-12-31', '100'),
            reading('2025-06-30', '130'),
            reading('2025-12-31', '180'),
          ],
        }),
      ],
    });
    const { input } = toEngineInput(data);
    expect(input.consumption).toEqual([
      { occupancy: '1', kind: 'cold_water', value: '30.000' },
      { occupancy: '2', kind: 'cold_water', value: '50.000' },
    ]);
    // 800 € × 30/80 = 300 €, 800 € × 50/80 = 500 €.
    const built = buildStatements(data, AFTER_YEAR);
    expect(built.response.statements.map((s) => s.total_cents)).toEqual([30_000, 50_000]);
    expect(built.response.statements.map((s) => s.details.water_meters)).toEqual([['KW-1'], ['KW-1']]);
  });

  describe('water costs by m³ (§556a Abs. 1 BGB)', () => {
    // EG: cold 40 m³, hot 20 m³ (60 m³ in all); OG: cold 20 m³, hot 20 m³ (40 m³ in all).
    const water = (basis: 'total' | 'cold') =>
      stored({
        draft: byWater(1000),
        settings: { ...DEFAULT_STATEMENT_SETTINGS, waterBasis: basis },
        dwellings: [dwelling(11, 'EG', '50.00'), dwelling(12, 'OG', '50.00')],
        tenants: [
          tenant({ id: 1, lastName: 'Adler', dwellingId: 11 }),
          tenant({ id: 2, lastName: 'Berg', dwellingId: 12 }),
        ],
        meters: [
          meter({
            id: 1,
            tenantId: null,
            dwellingId: 11,
            meterType: 'Wasserzähler',
            meterNumber: 'KW-EG',
            readings: [reading('2024-12-31', '0'), reading('2025-12-31', '40')],
          }),
          hotWaterMeter({
            id: 2,
            tenantId: null,
            dwellingId: 11,
            meterNumber: 'WW-EG',
            readings: [reading('2024-12-31', '0'), reading('2025-12-31', '20')],
          }),
          meter({
            id: 3,
            tenantId: null,
            dwellingId: 12,
            meterType: 'Wasserzähler',
            meterNumber: 'KW-OG',
            readings: [reading('2024-12-31', '0'), reading('2025-12-31', '20')],
          }),
          hotWaterMeter({
            id: 4,
            tenantId: null,
            dwellingId: 12,
            meterNumber: 'WW-OG',
            readings: [reading('2024-12-31', '0'), reading('2025-12-31', '20')],
          }),
        ],
      });

    it('total (default): cold plus hot water of each dwelling', () => {
      const built = buildStatements(water('total'), AFTER_YEAR);
      // 1.000 € × 60/100 = 600 €, × 40/100 = 400 €.
      expect(built.response.statements.map((s) => s.total_cents)).toEqual([60_000, 40_000]);
      expect(built.response.statements[0]!.details.water_meters).toEqual(['KW-EG', 'WW-EG']);
      expect(built.response.statements[0]!.lines[0]).toMatchObject({ basis_share: 60, basis_unit: 'm³' });
    });

    it('cold: the cold-water meters only', () => {
      const built = buildStatements(water('cold'), AFTER_YEAR);
      // 1.000 € × 40/60 = 666,666… → 666,67 €, × 20/60 = 333,33 €.
      expect(built.response.statements.map((s) => s.total_cents)).toEqual([66_667, 33_333]);
      expect(built.response.statements[0]!.details.water_meters).toEqual(['KW-EG']);
    });
  });

  describe('the units of the heating readings follow the meters', () => {
    const heating = (meterType: 'Wärmemengenzähler' | 'Heizkostenverteiler', unit: string) =>
      stored({
        draft: draft([
          { key: 'heating_main', name: 'Heizung', allocation: 'Verbrauch', amount: 1000, group: 'heating' },
        ]),
        dwellings: [dwelling(11, 'EG', '50.00'), dwelling(12, 'OG', '50.00')],
        tenants: [
          tenant({ id: 1, lastName: 'Adler', dwellingId: 11 }),
          tenant({ id: 2, lastName: 'Berg', dwellingId: 12 }),
        ],
        meters: [11, 12].map((d) =>
          meter({
            id: d,
            tenantId: null,
            dwellingId: d,
            meterType,
            unit,
            meterNumber: `H-${d}`,
            sourceType: 'gateway',
            readings: [reading('2024-12-31', '0'), reading('2025-12-31', d === 11 ? '300' : '100')],
          }),
        ),
      });
    const consumptionLine = (data: ReturnType<typeof heating>) =>
      buildStatements(data, AFTER_YEAR).response.statements[0]!.lines.find(
        (l) => l.cost === 'heating_consumption',
      );

    it('heat meters: kWh', () => {
      expect(consumptionLine(heating('Wärmemengenzähler', 'kWh'))).toMatchObject({
        basis_unit: 'kWh',
        basis_share: 300,
        basis_total: 400,
      });
    });

    it('heat cost allocators: Einheiten', () => {
      expect(consumptionLine(heating('Heizkostenverteiler', 'Einheiten'))).toMatchObject({
        basis_unit: 'Einheiten',
      });
    });
  });

  describe('advances of a half-year tenancy (§556 Abs. 2 BGB, §560 Abs. 4 BGB)', () => {
    const halfYear = (draftAdvance?: number) =>
      stored({
        draft: {
          ...byArea(1200),
          tenants:
            draftAdvance === undefined
              ? []
              : [{ id: 1, name: 'Alt', move_in: null, move_out: null, monthly_advance: draftAdvance }],
        },
        dwellings: [dwelling(11, 'EG', '50.00')],
        tenants: [
          tenant({
            id: 1,
            lastName: 'Alt',
            dwellingId: 11,
            moveIn: '2020-01-01',
            moveOut: '2025-06-30',
            annualAdvanceCents: 204_000,
          }),
          tenant({
            id: 2,
            lastName: 'Neu',
            dwellingId: 11,
            moveIn: '2025-07-01',
            annualAdvanceCents: 120_000,
          }),
        ],
      });

    it('credits 6 × 170 € = 1.020,00 € and shows the monthly rate as the previous advance', () => {
      const built = buildStatements(halfYear(), AFTER_YEAR);
      const [alt, neu] = built.response.statements;
      expect(alt!.advance_payments_cents).toBe(102_000);
      expect(alt!.details.advance).toEqual({ monthly_cents: 17_000, whole_months: 6, partial_months: [] });
      // Neu: 6 × 100 € = 600 €; costs 1.200 € × 184/365 = 604,93 €; the §560 proposal compares
      // monthly with monthly: previous 100 €.
      expect(neu!.advance_payments_cents).toBe(60_000);
      expect(neu!.details.previous_monthly_advance_cents).toBe(10_000);
      expect(built.response.checks.some((c) => c.message.includes('Vorauszahlung von'))).toBe(false);
    });

    it('the draft copying the annual figure credits the months; a different entered figure is credited and checked', () => {
      expect(buildStatements(halfYear(2040), AFTER_YEAR).response.statements[0]!.advance_payments_cents).toBe(
        102_000,
      );
      const entered = buildStatements(halfYear(1500), AFTER_YEAR);
      const alt = entered.response.statements[0]!;
      expect(alt.advance_payments_cents).toBe(150_000);
      expect(alt.details.advance).toBeNull();
      // The monthly rate stays the tenancy's: 2.040 € / 12 = 170 €.
      expect(alt.details.previous_monthly_advance_cents).toBe(17_000);
      const plain = entered.response.checks.map((c) => ({
        ...c,
        message: c.message.replace(/\u00a0/g, ' '),
      }));
      expect(plain).toContainEqual({
        level: 'warning',
        field: 'tenant:1',
        message:
          'Für „Alt“ ist in der Kostenerfassung eine Vorauszahlung von 1.500,00 € erfasst; für die Monate der ' +
          'Nutzung im Jahr ergeben sich aus der vereinbarten Vorauszahlung nur 1.020,00 € (§556 Abs. 2 BGB). ' +
          'Angerechnet wird der erfasste Betrag; bitte prüfen.',
      });
    });
  });

  it("a tenancy stored without a dwelling joins its chain's dwelling, else the chain is its unit", () => {
    const units = tenantUnits(
      [
        tenant({ id: 1, lastName: 'A', dwellingId: 11 }),
        tenant({ id: 2, lastName: 'B', predecessorId: 1 }),
        tenant({ id: 3, lastName: 'C' }),
        tenant({ id: 4, lastName: 'D', predecessorId: 3 }),
        tenant({ id: 11, lastName: 'E' }),
      ],
      new Set([11]),
    );
    // B follows A in dwelling 11; C and D form a chain of their own; E's chain id would name the
    // stored dwelling 11, so it is told apart.
    expect([...units]).toEqual([
      [1, 'W11'],
      [2, 'W11'],
      [3, 'W3'],
      [4, 'W3'],
      [11, 'T11'],
    ]);
  });
});
