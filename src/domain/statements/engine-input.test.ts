import { describe, expect, it } from 'vitest';
import { calculateBilling } from '../billing/calculation/calculate.ts';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { demoProperty } from '../../../tests/fixtures/statements/demo-property.ts';
import { toEngineInput } from './engine-input.ts';
import { meter, reading, stored, tenant } from '../../../tests/fixtures/statements/stored-data.ts';

describe('toEngineInput: tenancies and operating costs', () => {
  it('maps dwellings, tenancies, persons, advances and keys; fills gaps with vacancies', () => {
    const draft: DraftPayload = {
      costs: [
        {
          key: '12',
          name: 'Grundsteuer',
          allocation: 'm²',
          amount: 1000.1,
          group: 'general',
          category_id: 12,
        },
        { key: '13', name: 'Müllabfuhr', allocation: 'Nutzer', amount: '300.30', group: 'general' },
        { key: '14', name: 'Hausstrom', allocation: 'm²', amount: null, group: 'general' },
        { key: '12', name: 'Grundsteuer Nachtrag', allocation: 'm²', amount_cents: 5000, group: 'general' },
        { key: '15', name: 'Abwasser', allocation: 'm³', amount: 200, group: 'general' },
      ],
      tenants: [
        // The draft keeps the year's last day as the end of a continuing tenancy.
        {
          id: 1,
          name: 'Anna Schneider',
          move_in: '2025-01-01',
          move_out: '2025-12-31',
          monthly_advance: 1234.56,
          area_m2: 62.5,
          usage_units: 3,
        },
        { id: 99, name: 'Otto Alt', move_in: '2025-01-01', move_out: '2025-12-31' },
      ],
    };
    const tenants = [
      tenant({
        id: 1,
        firstName: 'Anna',
        lastName: 'Schneider',
        floor: 'EG',
        areaM2: '60.00',
        usageUnits: '2',
        moveIn: '2019-04-01',
        annualAdvanceCents: 100_000,
      }),
      tenant({
        id: 2,
        lastName: 'Korn',
        company: 'Bäckerei Korn GmbH',
        floor: 'OG',
        areaM2: '40.50',
        usageUnits: '1.00',
        moveIn: '2025-03-01',
        moveOut: '2025-10-31',
        annualAdvanceCents: 50_000,
      }),
      tenant({ id: 3, lastName: 'Früher', floor: 'DG', moveIn: '2010-01-01', moveOut: '2024-12-31' }),
      tenant({
        id: 4,
        lastName: 'Leerstand',
        floor: 'DG',
        areaM2: '30.00',
        usageUnits: '0',
        moveIn: '2025-01-01',
        annualAdvanceCents: 0,
      }),
      tenant({
        id: 5,
        firstName: 'Karl',
        lastName: 'Klein',
        floor: 'KG',
        areaM2: '20.00',
        usageUnits: '1.50',
        moveIn: '2020-01-01',
        moveOut: '2026-03-31',
        annualAdvanceCents: 1_000,
      }),
    ];

    const { input, notes } = toEngineInput(stored({ draft, tenants }));

    expect(input).toEqual({
      period: { from: '2025-01-01', to: '2025-12-31' },
      time_split: 'days',
      units: [
        { id: 'W1', area_m2: '62.500' },
        { id: 'W2', area_m2: '40.500' },
        { id: 'W4', area_m2: '30.000' },
        { id: 'W5', area_m2: '20.000' },
      ],
      occupancies: [
        // Continuing: the tenancy row has no move-out, so no `to` although the draft says 31.12.
        // Draft values win over the row: area 62,5 m², 3 persons, 1.234,56 € as 123456 cents.
        {
          id: '1',
          unit: 'W1',
          name: 'Anna Schneider',
          from: '2025-01-01',
          persons: 3,
          advance_payments_cents: 123_456,
        },
        {
          id: 'W2-leer-2025-01-01',
          unit: 'W2',
          name: 'Leerstand',
          from: '2025-01-01',
          to: '2025-02-28',
          vacancy: true,
        },
        {
          id: '2',
          unit: 'W2',
          name: 'Bäckerei Korn GmbH',
          from: '2025-03-01',
          to: '2025-10-31',
          persons: 1,
          // 01.03.–31.10.: 8 whole months of 500,00 € / 12 = 41,67 € (§556 Abs. 2 BGB) = 333,36 €
          advance_payments_cents: 33_336,
        },
        { id: 'W2-leer-2025-11-01', unit: 'W2', name: 'Leerstand', from: '2025-11-01', vacancy: true },
        // An empty flat with 0 persons takes the property's vacancy persons; no advances.
        { id: '4', unit: 'W4', name: 'Leerstand', from: '2025-01-01', vacancy: true },
        // Moves out after the year: continuing within it. 1,5 persons cannot be counted.
        { id: '5', unit: 'W5', name: 'Karl Klein', from: '2025-01-01', advance_payments_cents: 1_000 },
      ],
      costs: [
        { id: '12', name: 'Grundsteuer', amount_cents: 100_010, key: 'area' },
        { id: '13', name: 'Müllabfuhr', amount_cents: 30_030, key: 'persons' },
        { id: '12-2', name: 'Grundsteuer Nachtrag', amount_cents: 5_000, key: 'area' },
        // No water meters: cubic metres can only be the dwellings' volume.
        { id: '15', name: 'Abwasser', amount_cents: 20_000, key: 'volume' },
      ],
    });
    expect(notes.map((n) => n.kind)).toEqual([
      'draft_tenant_unknown',
      // Anna's draft figure (1.234,56 €) is credited as entered, but exceeds her 12 months of
      // 1.000,00 € / 12 (§556 Abs. 2 BGB): a warning.
      'advance_above_share',
      'persons_not_whole',
      'vacancy_added',
      'vacancy_added',
    ]);
    expect(notes[2]!.message).toBe(
      'Die Personenzahl von „Karl Klein“ (1,5) ist keine ganze Zahl und wird nicht verwendet.',
    );
    expect(notes[3]!.message).toBe(
      'Die Wohnung „OG“ ist vom 01.01.2025 bis 28.02.2025 keinem Mieter zugeordnet und wird als Leerstand ' +
        'abgerechnet; diesen Anteil trägt der Vermieter.',
    );
  });

  it('treats a tenancy that moves out on the last day of the year as ending', () => {
    const { input } = toEngineInput(
      stored({
        tenants: [
          tenant({ id: 7, lastName: 'Ende', areaM2: '50', moveIn: '2020-01-01', moveOut: '2025-12-31' }),
        ],
      }),
    );
    expect(input.occupancies).toEqual([
      { id: '7', unit: 'W7', name: 'Ende', from: '2025-01-01', to: '2025-12-31' },
    ]);
  });
});

describe('toEngineInput: meters and heating', () => {
  it('reads consumption at tenancy boundaries, interpolating water and following §9b Abs. 3 for heating', () => {
    const tenants = [
      tenant({
        id: 10,
        lastName: 'Becker',
        floor: '1. OG',
        areaM2: '50.00',
        usageUnits: '1',
        moveIn: '2018-01-01',
        moveOut: '2025-06-15',
        annualAdvanceCents: 60_000,
      }),
      tenant({
        id: 11,
        lastName: 'Wagner',
        floor: '1. OG',
        areaM2: '50.00',
        usageUnits: '2',
        moveIn: '2025-06-16',
        annualAdvanceCents: 70_000,
        predecessorId: 10,
      }),
      tenant({
        id: 12,
        lastName: 'Yilmaz',
        floor: '2. OG',
        areaM2: '70.00',
        usageUnits: '4',
        moveIn: '2016-09-01',
        annualAdvanceCents: 90_000,
      }),
    ];
    const meters = [
      // The flat's meters are assigned to its current tenant and serve the predecessor too.
      meter({
        id: 1,
        tenantId: 11,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-1',
        readings: [
          reading('2024-12-31', '100.000'),
          reading('2025-05-31', '110.000'),
          reading('2025-06-30', '112.000'),
          reading('2025-12-31', '130.000', true),
        ],
      }),
      meter({
        id: 2,
        tenantId: 11,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-1',
        readings: [reading('2024-12-31', '0'), reading('2025-12-31', '1500')],
      }),
      meter({
        id: 3,
        tenantId: 12,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-2',
        readings: [reading('2024-12-31', '50'), reading('2025-12-31', '80')],
      }),
      // Read on 1 January: the day after the boundary counts as the boundary reading.
      meter({
        id: 4,
        tenantId: 12,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-2',
        readings: [reading('2025-01-01', '0'), reading('2025-12-31', '2500')],
      }),
      // The building's gas meter belongs to no tenant.
      meter({
        id: 5,
        tenantId: null,
        meterType: 'Gaszähler',
        meterNumber: 'G-1',
        readings: [reading('2025-12-31', '9')],
      }),
    ];
    const draft: DraftPayload = {
      costs: [
        {
          key: 'heating_main',
          name: 'Brennstoffkosten Gas',
          allocation: 'Verbrauch',
          amount: 5000,
          group: 'heating',
        },
        { key: 'x1', name: 'Wartung Heizungsanlage', allocation: 'm²', amount: 300.5, group: 'heating' },
        { key: '20', name: 'Kaltwasser', allocation: 'm³', amount: 800, group: 'general' },
      ],
      tenants: [],
      metrics: { heating: { kwh: '50000.000', co2_emissions_kg: null, co2_amount_eur: 450.25 } },
    };

    const { input, notes } = toEngineInput(stored({ tenants, meters, draft }));

    expect(input.costs).toEqual([
      { id: '20', name: 'Kaltwasser', amount_cents: 80_000, key: 'consumption', meter_kind: 'cold_water' },
    ]);
    // Fuel 5.000,00 € + maintenance 300,50 € form one heating pot (§7 Abs. 2 HeizkostenV).
    expect(input.heating).toEqual({
      total_cents: 530_050,
      consumption_share_percent: 70,
      hot_water_consumption_share_percent: 70,
      hot_water: { method: 'none' },
      fixed_split: 'degree_days',
      co2: { fuel_kwh: '50000.000', cost_cents: 45_025 },
    });
    expect(input.consumption).toEqual([
      // 15.06.: 110 + (112 − 110) × 15 ÷ 30 days = 111 m³ → Becker 111 − 100 = 11, Wagner 130 − 111 = 19
      // (estimated end reading).
      { occupancy: '10', kind: 'cold_water', value: '11.000' },
      { occupancy: '11', kind: 'cold_water', value: '19.000', estimated: true },
      // No allocator reading at the change: the flat's year goes to the flat (§9b Abs. 3 HeizkostenV).
      { unit: 'W10', kind: 'heating', value: '1500.000' },
      { occupancy: '12', kind: 'cold_water', value: '30.000' },
      { occupancy: '12', kind: 'heating', value: '2500.000' },
    ]);
    expect(notes).toEqual([
      {
        kind: 'interpolated',
        message:
          'Der Stand des Zählers WZ-1 zum 15.06.2025 wurde aus den Ablesungen vom 31.05.2025 und 30.06.2025 ' +
          'linear nach Tagen ermittelt. Das ist eine Umrechnung abgelesener Werte, keine Schätzung im Sinne ' +
          'des §9a HeizkostenV.',
        meterId: 1,
        date: '2025-06-15',
      },
      expect.objectContaining({ kind: 'no_interim_reading', meterId: 2, date: '2025-06-15' }),
    ]);

    const result = calculateBilling(input);
    expect(result.check).toEqual({ costs_cents: 610_050, allocated_cents: 610_050 });
    const becker = result.occupancies.find((o) => o.id === '10')!;
    expect(becker.notes.some((n) => n.includes('§9b Abs. 3 HeizkostenV'))).toBe(true);
    // Interpolated from real readings is no estimate; the estimated end reading marks the successor.
    expect(becker.lines.find((l) => l.cost === '20')?.estimated).toBe(false);
    const wagner = result.occupancies.find((o) => o.id === '11')!;
    expect(wagner.lines.find((l) => l.cost === '20')?.estimated).toBe(true);
  });

  it('counts on after a meter exchange and never yields negative consumption', () => {
    const tenants = [tenant({ id: 1, lastName: 'Schneider', areaM2: '60', moveIn: '2020-01-01' })];
    const meters = [
      meter({
        id: 1,
        tenantId: 1,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-alt-neu',
        // Old meter's final and new meter's first reading on the exchange day; given out of order.
        readings: [
          reading('2025-12-31', '45.500'),
          reading('2024-12-31', '500.000'),
          reading('2025-08-01', '620.000'),
          reading('2025-08-01', '0.000'),
        ],
      }),
      meter({
        id: 2,
        tenantId: 1,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-B',
        // A roll-over without the old meter's final reading: the month before it is not counted.
        readings: [
          reading('2024-12-31', '900'),
          reading('2025-04-30', '950'),
          reading('2025-05-31', '10'),
          reading('2025-12-31', '30'),
        ],
      }),
    ];
    const { input, notes } = toEngineInput(stored({ tenants, meters }));
    // (620 − 500) + 45,5 = 165,5 m³ and (950 − 900) + (30 − 10) = 70 m³: 235,5 m³.
    expect(input.consumption).toEqual([{ occupancy: '1', kind: 'cold_water', value: '235.500' }]);
    expect(notes.map((n) => [n.kind, n.meterId, n.date])).toEqual([
      ['meter_exchange', 1, '2025-08-01'],
      ['meter_exchange', 2, '2025-05-31'],
    ]);
  });

  it('interpolates the state at the period start and names a boundary without readings', () => {
    const tenants = [
      tenant({ id: 1, lastName: 'A', areaM2: '60', moveIn: '2020-01-01' }),
      tenant({ id: 2, lastName: 'B', areaM2: '40', moveIn: '2020-01-01' }),
    ];
    const meters = [
      meter({
        id: 1,
        tenantId: 1,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-A',
        // 31.12.2024 lies 30 of 61 days after 01.12.2024: 61 × 30 ÷ 61 = 30 m³.
        readings: [reading('2024-12-01', '0'), reading('2025-01-31', '61'), reading('2025-12-31', '100')],
      }),
      meter({
        id: 2,
        tenantId: 2,
        meterType: 'Wasserzähler',
        meterNumber: 'WZ-B',
        readings: [reading('2025-03-01', '5'), reading('2025-12-31', '9')],
      }),
    ];
    const { input, notes } = toEngineInput(stored({ tenants, meters }));
    expect(input.consumption).toEqual([{ occupancy: '1', kind: 'cold_water', value: '70.000' }]);
    expect(notes.map((n) => [n.kind, n.meterId, n.date])).toEqual([
      ['interpolated', 1, '2024-12-31'],
      ['reading_missing', 2, '2024-12-31'],
    ]);
  });
});

describe('toEngineInput: the seeded demo property', () => {
  it('maps the demo property without a database and the engine allocates every cent', () => {
    const data = demoProperty(2025);
    const { input, notes } = toEngineInput(data);
    expect(notes).toEqual([]);
    expect(input.occupancies.map((o) => [o.id, o.from, o.to ?? null, o.vacancy ?? false])).toEqual([
      ['1', '2025-01-01', null, false],
      ['2', '2025-01-01', null, false],
      ['3', '2025-01-01', '2025-06-30', false],
      ['4', '2025-07-01', null, false],
      ['5', '2025-01-01', null, true],
      ['6', '2025-01-01', null, false],
    ]);

    const result = calculateBilling(input);
    const entered = data.draft!.costs.reduce((sum, c) => sum + (c.amount_cents ?? 0), 0);
    expect(entered).toBe(1_550_898);
    expect(result.check).toEqual({ costs_cents: entered, allocated_cents: entered });
    // Continuing tenants get a new advance; the one who moved out does not.
    expect(result.occupancies.find((o) => o.id === '3')!.new_monthly_advance_cents).toBeNull();
    expect(result.occupancies.find((o) => o.id === '4')!.new_monthly_advance_cents).not.toBeNull();
  });
});

describe('toEngineInput: notes on incomplete data', () => {
  it('names a missing draft, differing areas, a guessed meter kind and CO2 costs without basis', () => {
    const tenants = [
      tenant({
        id: 1,
        lastName: 'Alt',
        floor: 'EG',
        areaM2: '50.00',
        moveIn: '2020-01-01',
        moveOut: '2025-03-31',
      }),
      tenant({
        id: 2,
        lastName: 'Neu',
        floor: 'EG',
        areaM2: '52.25',
        moveIn: '2025-04-01',
        predecessorId: 1,
      }),
    ];
    const none = toEngineInput(stored({ tenants, draft: null }));
    expect(none.input.costs).toEqual([]);
    expect(none.input.units).toEqual([{ id: 'W1', area_m2: '52.250' }]);
    expect(none.notes.map((n) => n.kind)).toEqual(['draft_missing', 'area_differs']);
    expect(none.notes[1]!.message).toContain('(52,25 m²)');

    const meters = [
      meter({
        id: 1,
        tenantId: 2,
        meterType: 'Stromzähler',
        meterNumber: 'S-1',
        unit: 'kWh',
        readings: [
          reading('2024-12-31', '1000'),
          reading('2025-03-31', '1200'),
          reading('2025-12-31', '2000'),
        ],
      }),
    ];
    const draft: DraftPayload = {
      costs: [
        { key: 'a', name: 'Waschküche', allocation: 'Verbrauch', amount: 120, group: 'general' },
        { key: 'heating_main', name: 'Fernwärme', allocation: 'Verbrauch', amount: 900, group: 'heating' },
      ],
      tenants: [],
      metrics: { heating: { kwh: null, co2_emissions_kg: null, co2_amount_eur: 80 } },
    };
    const { input, notes } = toEngineInput(stored({ tenants, meters, draft }));
    // The only tenant meters are electricity meters, so "by consumption" means theirs.
    expect(input.costs).toEqual([
      { id: 'a', name: 'Waschküche', amount_cents: 12_000, key: 'consumption', meter_kind: 'electricity' },
    ]);
    expect(input.consumption).toEqual([
      { occupancy: '1', kind: 'electricity', value: '200.000' },
      { occupancy: '2', kind: 'electricity', value: '800.000' },
    ]);
    expect(input.heating?.co2).toBeUndefined();
    // No tenant has a heat cost allocator or heat meter either: the heating costs cannot be split by use.
    expect(notes.map((n) => n.kind)).toEqual([
      'area_differs',
      'meter_kind_guessed',
      'co2_without_basis',
      'heating_meters_missing',
    ]);
  });
});

describe('toEngineInput: a counter that did not move at the change of tenant', () => {
  it('takes the equal readings around the change as the interim reading (§9b Abs. 1 HeizkostenV)', () => {
    const tenants = [
      tenant({ id: 10, lastName: 'Becker', areaM2: '50.00', moveIn: '2020-01-01', moveOut: '2025-06-15' }),
      tenant({ id: 11, lastName: 'Wagner', areaM2: '50.00', moveIn: '2025-06-16', predecessorId: 10 }),
    ];
    const meters = [
      meter({
        id: 2,
        tenantId: 11,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-1',
        // 600 on 1 June and still 600 on 1 July: on 15 June the allocator stood at exactly 600.
        readings: [
          reading('2024-12-31', '0'),
          reading('2025-06-01', '600'),
          reading('2025-07-01', '600'),
          reading('2025-12-31', '1500'),
        ],
      }),
    ];
    const draft: DraftPayload = {
      costs: [
        { key: 'h', name: 'Brennstoffkosten Gas', allocation: 'Verbrauch', amount: 1000, group: 'heating' },
      ],
      tenants: [],
    };
    const { input, notes } = toEngineInput(stored({ tenants, meters, draft }));
    // Becker 600 − 0 = 600, Wagner 1500 − 600 = 900: each tenancy by its own reading, no §9b Abs. 3
    // split of the flat's 1500 by degree days.
    expect(input.consumption).toEqual([
      { occupancy: '10', kind: 'heating', value: '600.000' },
      { occupancy: '11', kind: 'heating', value: '900.000' },
    ]);
    expect(notes.filter((n) => n.kind === 'no_interim_reading' || n.kind === 'interpolated')).toEqual([]);
    // So neither tenancy has the 15 % reduction right of §12 Abs. 1 HeizkostenV for missing readings.
    const result = calculateBilling(input);
    for (const o of result.occupancies) {
      expect(o.reductions).toEqual([]);
      expect(o.notes.some((n) => n.includes('§9b Abs. 3 HeizkostenV'))).toBe(false);
    }
  });

  it('still estimates when the counter moved between the readings', () => {
    const tenants = [
      tenant({ id: 10, lastName: 'Becker', areaM2: '50.00', moveIn: '2020-01-01', moveOut: '2025-06-15' }),
      tenant({ id: 11, lastName: 'Wagner', areaM2: '50.00', moveIn: '2025-06-16', predecessorId: 10 }),
    ];
    const meters = [
      meter({
        id: 2,
        tenantId: 11,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-1',
        readings: [
          reading('2024-12-31', '0'),
          reading('2025-06-01', '600'),
          reading('2025-07-01', '601'),
          reading('2025-12-31', '1500'),
        ],
      }),
    ];
    const draft: DraftPayload = {
      costs: [
        { key: 'h', name: 'Brennstoffkosten Gas', allocation: 'Verbrauch', amount: 1000, group: 'heating' },
      ],
      tenants: [],
    };
    const { input, notes } = toEngineInput(stored({ tenants, meters, draft }));
    expect(input.consumption).toEqual([{ unit: expect.any(String), kind: 'heating', value: '1500.000' }]);
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: 'no_interim_reading', meterId: 2, date: '2025-06-15' }),
    );
  });
});
