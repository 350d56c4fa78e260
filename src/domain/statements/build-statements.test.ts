import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { buildStatements } from './build-statements.ts';
import {
  hotWaterMeter,
  meter,
  reading,
  stored,
  tenant,
} from '../../../tests/fixtures/statements/stored-data.ts';

const draft = (costs: DraftPayload['costs']): DraftPayload => ({ costs, tenants: [] });
const heating = {
  key: 'heating_main',
  name: 'Brennstoffkosten Gas',
  allocation: 'Verbrauch',
  amount: 2000,
  group: 'heating',
} as const;
const tax = {
  key: 'grundsteuer',
  name: 'Grundsteuer',
  allocation: 'm²',
  amount: 1000,
  group: 'general',
} as const;

const building = () =>
  stored({
    draft: draft([heating, tax]),
    tenants: [
      tenant({
        id: 1,
        firstName: 'Anna',
        lastName: 'Schneider',
        salutation: 'Frau',
        areaM2: '60',
        usageUnits: '2',
        moveIn: '2020-01-01',
        annualAdvanceCents: 240_000,
      }),
      tenant({
        id: 2,
        lastName: 'Yilmaz',
        areaM2: '40',
        usageUnits: '1',
        moveIn: '2020-01-01',
        deliveryMethod: 'post',
      }),
    ],
    meters: [
      meter({
        id: 1,
        tenantId: 1,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-A',
        readings: [reading('2023-12-31', '0'), reading('2024-12-31', '100'), reading('2025-12-31', '300')],
      }),
      meter({
        id: 2,
        tenantId: 2,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-B',
        readings: [
          reading('2024-12-01', '40'),
          reading('2025-01-31', '71'),
          reading('2025-12-31', '250', true),
        ],
      }),
    ],
  });

describe('buildStatements: the facts behind each statement', () => {
  const { response, calculation } = buildStatements(building(), '2026-11-25');
  const [a, b] = response.statements;

  it('marks each meter state as read, converted (interpolated) or estimated, with the consumption', () => {
    expect(a!.details.meters).toEqual([
      {
        meter_id: 1,
        meter_number: 'HKV-A',
        meter_type: 'Heizkostenverteiler',
        unit: 'Einheiten',
        start: { date: '2024-12-31', value: '100.000', source: 'read' },
        end: { date: '2025-12-31', value: '300.000', source: 'read' },
        consumption: '200.000',
        exchange: false,
      },
    ]);
    // 31.12.2024 lies 30 of 61 days after 01.12.2024: 40 + 31 × 30/61 = 55,246 (an interpolation of
    // read values, not an estimate); the end state was estimated (§9a HeizkostenV).
    expect(b!.details.meters[0]).toMatchObject({
      start: { date: '2024-12-31', value: '55.246', source: 'interpolated' },
      end: { date: '2025-12-31', value: '250.000', source: 'estimated' },
      consumption: '194.754',
    });
  });

  it('compares with the previous year and with the property average per m² (§6a Abs. 3 HeizkostenV)', () => {
    // Average: (200 + 194,754) units on (60 + 40) m² = 3,94754 per m²; × 60 m² = 236,852; × 40 m² = 157,902.
    expect(a!.details.comparison).toEqual([
      {
        kind: 'heating',
        unit: 'Einheiten',
        current: '200.000',
        previous_year: '100.000',
        property_average: '236.852',
      },
    ]);
    // B's meter has no state at the end of 2023: no previous year, nothing invented.
    expect(b!.details.comparison[0]).toMatchObject({
      current: '194.754',
      previous_year: null,
      property_average: '157.902',
    });
  });

  it('carries the letter’s facts: salutation, previous advance, heating cost items, delivery method', () => {
    expect(a!.details.salutation).toBe('Frau');
    expect(a!.details.previous_monthly_advance_cents).toBe(20_000);
    expect(a!.details).toMatchObject({ first_name: 'Anna', last_name: 'Schneider', company: null });
    expect(a!.details.heating_costs).toEqual({
      items: [{ name: 'Brennstoffkosten Gas', amount_cents: 200_000, is_fuel: true }],
      fuel_kwh: null,
    });
    expect(a!.delivery_method).toBe('email');
    expect(b!.delivery_method).toBe('post');
  });

  it('takes every number from the engine and allocates every cent', () => {
    expect(response.entered_cents).toBe(300_000);
    expect(response.allocated_cents).toBe(300_000);
    expect(a!.total_cents + b!.total_cents).toBe(300_000);
    expect(a!.total_cents).toBe(calculation!.occupancies.find((o) => o.id === '1')!.total_cents);
    expect(a!.balance_cents).toBe(a!.total_cents - 240_000);
  });

  it('warns of the estimated value, the area split it forces and the near deadline, with nothing blocking', () => {
    expect(response.deadline).toBe('2026-12-31');
    expect(response.checks).toEqual([
      // The cost data's gaps that do not block: a tenancy without advances, heating without kWh.
      { level: 'warning', message: 'Yilmaz: Vorauszahlung fehlt', field: 'costs:advance:2' },
      { level: 'warning', message: 'Heizverbrauch (kWh) fehlt', field: 'costs:kwh' },
      {
        level: 'warning',
        message:
          'Der Verbrauch des Zählers HKV-B beruht auf einem geschätzten Stand (§9a HeizkostenV); die Abrechnung weist ihn als geschätzt aus.',
        field: 'meters:2',
      },
      {
        // B's 40 m² of 100 m² rest on an estimate: more than 25 %, so all by area (§9a Abs. 2).
        level: 'warning',
        message:
          '40 % der Wohnfläche sind mit geschätztem Verbrauch abgerechnet, mehr als die 25 %, die §9a Abs. 2 HeizkostenV zulässt: die Heiz- und Warmwasserkosten werden deshalb nur nach Wohnfläche verteilt.',
        field: 'meters',
      },
      {
        level: 'warning',
        message:
          'Die Abrechnungsfrist nach §556 Abs. 3 BGB endet am 31.12.2026 (in 36 Tagen): bis dahin muss die Abrechnung den Mietern zugegangen sein.',
        field: 'deadline',
      },
    ]);
  });
});

describe('buildStatements: checks that block finalizing', () => {
  it('names a missing boundary reading and missing persons where costs are split by persons', () => {
    const data = building();
    data.meters[1]!.readings = [reading('2025-03-01', '5'), reading('2025-12-31', '9')];
    data.draft = draft([heating, { ...tax, allocation: 'Nutzer' }]);
    data.tenants[1]!.usageUnits = null;
    const { response } = buildStatements(data, '2026-03-01');
    const errors = response.checks.filter((c) => c.level === 'error');
    expect(errors.map((c) => c.field)).toEqual(['meters:2', 'tenant:2']);
    expect(errors[1]!.message).toBe(
      'Für „Yilmaz“ ist keine Personenzahl erfasst, die Kosten werden aber auch nach Personen verteilt. Bitte die Personenzahl beim Mieter eintragen.',
    );
  });

  it('refuses a year that has not ended yet', () => {
    const { response } = buildStatements(building(), '2025-12-31');
    expect(response.checks[0]).toEqual({
      level: 'error',
      message:
        'Das Jahr 2025 ist noch nicht vorbei; abgerechnet werden kann erst nach dem Ende des Abrechnungszeitraums.',
      field: 'year',
    });
  });

  it('after the §556 deadline names the tenants whose additional payment can no longer be claimed', () => {
    const { response } = buildStatements(building(), '2027-01-01');
    const owing = response.statements.filter((s) => s.balance_cents > 0).map((s) => s.name);
    expect(owing.length).toBeGreaterThan(0);
    expect(response.checks).toContainEqual({
      level: 'error',
      message:
        `Die Abrechnungsfrist nach §556 Abs. 3 BGB ist am 31.12.2026 abgelaufen. Nachzahlungen von ${owing.join(', ')} ` +
        'können nicht mehr verlangt werden, es sei denn, Sie haben die Verspätung nicht zu vertreten; Guthaben bleiben auszuzahlen.',
      field: 'deadline',
    });
  });

  it('keeps the consumption shares within 50–70 % (§§7, 8 HeizkostenV)', () => {
    const data = building();
    data.settings = { ...data.settings, heatingConsumptionSharePercent: 45 };
    const { response } = buildStatements(data, '2026-03-01');
    expect(response.checks[0]).toMatchObject({
      level: 'error',
      field: 'settings.heating_consumption_share_percent',
    });
  });

  it('splits the heating costs into heating and hot water by the stored §9 setting', () => {
    const data = building();
    data.settings = {
      ...data.settings,
      hotWaterConsumptionSharePercent: 0,
      hotWater: { method: 'area', fuel_kwh_total: 10_000, heat_pump: true },
    };
    const { response, calculation } = buildStatements(data, '2026-03-01');
    expect(response.checks.filter((c) => c.level === 'error')).toEqual([]);
    // Q = 32 kWh/(m²·a) × 100 m² × 0,30 (monovalent heat pump) = 960 kWh; 960 ÷ 10.000 kWh = 9,6 %
    // of 2.000,00 € = 192,00 € hot water, by area (0 %): 60 m² → 115,20 €, 40 m² → 76,80 €.
    expect(calculation?.heating).toMatchObject({ hot_water_heat_kwh: 960, hot_water_cents: 19_200 });
    const hotWater = response.statements.map(
      (s) => s.lines.find((l) => l.section === 'hot_water')?.share_cents,
    );
    expect(hotWater).toEqual([11_520, 7_680]);
    // The screen names the basis of the fixed costs by the year's choice: area by default.
    expect(response.heating_fixed_basis).toBe('area');
    expect(response.checks).toContainEqual(
      expect.objectContaining({ level: 'warning', field: 'settings.hot_water_consumption_share_percent' }),
    );
  });

  it('names the basis the fixed heating costs were split by (§7 Abs. 1 S. 5 HeizkostenV)', () => {
    const data = building();
    data.settings = { ...data.settings, fixedBasis: 'volume' };
    for (const tenant of data.tenants) tenant.volumeM3 = '250';
    const { response } = buildStatements(data, '2026-03-01');
    expect(response.checks.filter((c) => c.level === 'error')).toEqual([]);
    expect(response.heating_fixed_basis).toBe('volume');
  });

  it('leads what a stored hot-water split lacks to the settings, not to the meters', () => {
    const data = building();
    data.settings = { ...data.settings, hotWater: { method: 'volume', fuel_kwh_total: 10_000 } };
    const fields = buildStatements(data, '2026-03-01')
      .response.checks.filter((c) => c.level === 'error')
      .map((c) => c.field);
    expect(fields).toEqual(['settings.hot_water_consumption_share_percent', 'settings.hot_water']);

    // Q above the total energy input: the engine's refusal, named at the hot-water setting.
    data.settings = {
      ...data.settings,
      hotWaterConsumptionSharePercent: 0,
      hotWater: { method: 'area', fuel_kwh_total: 1_000 },
    };
    const [refused] = buildStatements(data, '2026-03-01').response.checks.filter((c) => c.level === 'error');
    expect(refused).toMatchObject({ field: 'settings.hot_water' });
    expect(refused!.message).toMatch(/übersteigt den gesamten Energieeinsatz/);
  });

  it('splits the hot-water costs by the dwellings’ hot-water meters (§8 Abs. 1, §9 Abs. 2 HeizkostenV)', () => {
    const data = building();
    // Read rather than estimated, so that §9a Abs. 2 does not force the split by area.
    data.meters[1]!.readings = [reading('2024-12-31', '50'), reading('2025-12-31', '250')];
    data.meters.push(
      hotWaterMeter({
        id: 3,
        tenantId: 1,
        meterNumber: 'WW-A',
        readings: [reading('2024-12-31', '10'), reading('2025-12-31', '40')],
      }),
      hotWaterMeter({
        id: 4,
        tenantId: 2,
        meterNumber: 'WW-B',
        readings: [reading('2024-12-31', '5'), reading('2025-12-31', '15')],
      }),
    );
    data.settings = { ...data.settings, hotWater: { method: 'volume', fuel_kwh_total: 50_000 } };
    const { response, calculation } = buildStatements(data, '2026-03-01');
    expect(response.checks.filter((c) => c.level === 'error')).toEqual([]);
    // V = 30 m³ + 10 m³ = 40 m³; Q = 2,5 kWh/(m³·K) × 40 m³ × (60 − 10) K = 5.000 kWh, 10 % of the
    // 50.000 kWh burnt: 10 % of 2.000,00 € = 200,00 € hot water. 70 % by the hot-water meters:
    // 140,00 € × 30/40 = 105,00 €, × 10/40 = 35,00 €; 30 % by area: 60,00 € × 60/100 = 36,00 €,
    // × 40/100 = 24,00 €. Together 141,00 € and 59,00 €.
    expect(calculation?.heating).toMatchObject({
      hot_water_heat_kwh: 5_000,
      hot_water_cents: 20_000,
      hot_water_consumption_cents: 14_000,
    });
    const hotWater = response.statements.map((s) =>
      s.lines.filter((l) => l.section === 'hot_water').reduce((sum, l) => sum + l.share_cents, 0),
    );
    expect(hotWater).toEqual([14_100, 5_900]);
    expect(response.statements[0]!.details.meters.find((m) => m.meter_number === 'WW-A')).toMatchObject({
      meter_type: 'Wasserzähler (Warmwasser)',
      consumption: '30.000',
    });

    // A water meter not marked measures cold water: without hot-water meters the consumption share
    // cannot be computed, and the check says how to mark them.
    for (const m of data.meters) m.hotWater = false;
    const [missing] = buildStatements(data, '2026-03-01').response.checks.filter((c) => c.level === 'error');
    expect(missing).toMatchObject({ field: 'settings.hot_water_consumption_share_percent' });
    expect(missing!.message).toMatch(/in den Einstellungen des Zählers als Warmwasserzähler markieren/);
  });

  it('names the 3 % at stake when heat cost allocators are read on site (§5 Abs. 2, §12 Abs. 1 HeizkostenV)', () => {
    const data = building();
    for (const m of data.meters) m.sourceType = 'manual';
    const { response } = buildStatements(data, '2026-03-01');
    // 3 % of the tenants' heating costs of 2.000,00 €: 60,00 €.
    const check = response.checks.find((c) => c.field === 'settings.remote_readable');
    expect(check?.level).toBe('warning');
    expect(check?.message).toMatch(
      /^Die Heizkostenverteiler, Wärme- oder Warmwasserzähler sind nicht fernablesbar, wie es §5 Abs\. 2 HeizkostenV verlangt\. Die Mieter können ihren Anteil deshalb um 3 % kürzen \(§12 Abs\. 1 HeizkostenV\), zusammen 60,00\s€\.$/,
    );
  });

  it('counts hot-water meters read on site for the remote-reading duty, cold-water meters not (§5 Abs. 1, 2 HeizkostenV)', () => {
    const data = building();
    data.meters.push(
      hotWaterMeter({
        id: 3,
        tenantId: 1,
        meterNumber: 'WW-A',
        sourceType: 'manual',
        readings: [reading('2024-12-31', '10'), reading('2025-12-31', '40')],
      }),
    );
    const remote = (d: typeof data) =>
      buildStatements(d, '2026-03-01').response.checks.find((c) => c.field === 'settings.remote_readable');
    // The allocators are read remotely; the hot-water meter on site is enough for the warning.
    expect(remote(data)).toMatchObject({ level: 'warning' });
    expect(remote(data)!.message).toContain('zusammen 60,00');
    // A cold-water meter is outside the HeizkostenV.
    data.meters[2]!.hotWater = false;
    expect(remote(data)).toBeUndefined();
  });
});
