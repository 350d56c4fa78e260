/**
 * The billing rules whose data the statement settings and tenant rows hold: tenant reductions
 * (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG), billing without measurement, co-ownership shares,
 * dated person counts, user groups, metering-service results and the CO2KostAufG §§8, 9 split.
 * Each example is computed by hand in its comments.
 */
import { describe, expect, it } from 'vitest';
import { calculateBilling } from '../billing/calculation/calculate.ts';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { buildStatements } from './build-statements.ts';
import { DEFAULT_STATEMENT_SETTINGS, toEngineInput, type StatementSettings } from './engine-input.ts';
import { meter, reading, stored, tenant } from '../../../tests/fixtures/statements/stored-data.ts';

const AFTER_YEAR = '2026-02-01';

/** Two flats of 50 m² with their tenants all year; Anna's allocators count 300, Ben's 100. */
const tenants = [
  tenant({ id: 1, firstName: 'Anna', lastName: 'Adler', floor: 'EG', areaM2: '50.00', moveIn: '2020-01-01' }),
  tenant({ id: 2, firstName: 'Ben', lastName: 'Berg', floor: 'OG', areaM2: '50.00', moveIn: '2020-01-01' }),
];
const allocators = [
  meter({
    id: 1,
    tenantId: 1,
    meterType: 'Heizkostenverteiler',
    meterNumber: 'HKV-A',
    sourceType: 'gateway',
    readings: [reading('2024-12-31', '0'), reading('2025-12-31', '300')],
  }),
  meter({
    id: 2,
    tenantId: 2,
    meterType: 'Heizkostenverteiler',
    meterNumber: 'HKV-B',
    sourceType: 'gateway',
    readings: [reading('2024-12-31', '0'), reading('2025-12-31', '100')],
  }),
];
const heatingDraft = (extra: Partial<DraftPayload> = {}): DraftPayload => ({
  costs: [{ key: 'heating_main', name: 'Heizung', allocation: 'Verbrauch', amount: 1000, group: 'heating' }],
  tenants: [],
  ...extra,
});
const settings = (s: Partial<StatementSettings>): StatementSettings => ({
  ...DEFAULT_STATEMENT_SETTINGS,
  ...s,
});
const byId = (result: ReturnType<typeof calculateBilling>, id: string) =>
  result.occupancies.find((o) => o.id === id)!;

describe('tenant reductions from the settings (§12 HeizkostenV)', () => {
  // 1.000,00 €, 70 % by consumption: 700,00 € × 300/400 = 525,00 € and × 100/400 = 175,00 €;
  // 30 % by area: 150,00 € each. Anna 675,00 €, Ben 325,00 €.
  const base = { tenants, meters: allocators, draft: heatingDraft() };

  it('takes off exactly 3 % when the monthly information was not given, and only names it when told so', () => {
    const full = calculateBilling(toEngineInput(stored(base)).input);
    expect(byId(full, '1').total_cents).toBe(67_500);
    expect(byId(full, '2').total_cents).toBe(32_500);

    const cut = toEngineInput(
      stored({ ...base, settings: settings({ duties: { monthly_information_given: false } }) }),
    ).input;
    expect(cut.heating?.apply_tenant_reductions).toBeUndefined();
    const reduced = calculateBilling(cut);
    // 3 % of 675,00 € = 20,25 €; 3 % of 325,00 € = 9,75 €.
    expect(byId(reduced, '1').total_cents).toBe(67_500 - 2_025);
    expect(byId(reduced, '2').total_cents).toBe(32_500 - 975);
    expect(reduced.landlord.reductions_cents).toBe(3_000);

    const named = toEngineInput(
      stored({
        ...base,
        settings: settings({ duties: { monthly_information_given: false }, applyTenantReductions: false }),
      }),
    ).input;
    expect(named.heating?.apply_tenant_reductions).toBe(false);
    const notice = calculateBilling(named);
    expect(byId(notice, '1').total_cents).toBe(67_500);
    expect(byId(notice, '1').reductions).toEqual([
      expect.objectContaining({ rule: 'monthly_information_missing', amount_cents: 2_025, applied: false }),
    ]);
    expect(notice.landlord.reductions_cents).toBe(0);
  });

  it('bills without measurement at 0 % by area and cuts 15 %, and warns with the amount', () => {
    const data = stored({
      tenants,
      meters: [],
      draft: heatingDraft(),
      settings: settings({ heatingConsumptionSharePercent: 0 }),
    });
    const { input, notes } = toEngineInput(data);
    expect(input.heating?.consumption_share_percent).toBe(0);
    expect(notes.map((n) => n.kind)).not.toContain('heating_meters_missing');
    // All by area: 500,00 € each; 15 % = 75,00 €.
    const result = calculateBilling(input);
    expect(byId(result, '1').total_cents).toBe(50_000 - 7_500);
    expect(result.landlord.reductions_cents).toBe(15_000);

    const built = buildStatements(data, AFTER_YEAR);
    expect(built.response.checks).toContainEqual({
      level: 'warning',
      message:
        'Die Heizkosten werden ohne Verbrauchserfassung nur nach Wohnfläche verteilt. Die Mieter haben deshalb ' +
        'das Recht, ihren Anteil um 15 % zu kürzen (§12 Abs. 1 S. 1 HeizkostenV); die Kürzung von zusammen ' +
        '150,00\u00a0€ ist abgezogen.',
      field: 'settings.heating_consumption_share_percent',
    });
  });

  it('names missing heat meters with the ways out, once, in place of the engine refusal', () => {
    const built = buildStatements(stored({ tenants, meters: [], draft: heatingDraft() }), AFTER_YEAR);
    const errors = built.response.checks.filter((c) => c.level === 'error' && c.field === 'meters');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('Verbrauchsanteil 0 % (ohne Verbrauchserfassung)');
  });

  it('refuses a share other than 70 % for an older oil or gas building (§7 Abs. 1 S. 2) at the setting', () => {
    const built = buildStatements(
      stored({
        tenants,
        meters: allocators,
        draft: heatingDraft(),
        settings: settings({
          heatingConsumptionSharePercent: 60,
          building: {
            insulation_standard_1994_met: false,
            fuel: 'gas',
            exposed_pipes_mostly_insulated: true,
          },
        }),
      }),
      AFTER_YEAR,
    );
    expect(built.calculation).toBeNull();
    expect(built.response.checks).toContainEqual(
      expect.objectContaining({
        level: 'error',
        field: 'settings.heating_consumption_share_percent',
        message: expect.stringContaining('§7 Abs. 1 S. 2 HeizkostenV'),
      }),
    );
  });
});

describe('CO2KostAufG settings', () => {
  // 100 m², 2.500 kg a year = 25 kg/m²: stage 4, landlord 30 %.
  const draft = heatingDraft({
    metrics: { heating: { kwh: null, co2_emissions_kg: '2500', co2_amount_eur: 200 } },
  });

  it('passes building type, restriction and the information duty into the CO2 input', () => {
    const { input } = toEngineInput(
      stored({
        tenants,
        meters: allocators,
        draft,
        settings: settings({
          co2BuildingType: 'non_residential',
          co2Restriction: 'building',
          co2InformationGiven: false,
        }),
      }),
    );
    expect(input.heating?.co2).toEqual({
      emissions_kg: '2500.000',
      cost_cents: 20_000,
      building_type: 'non_residential',
      restriction: 'building',
      information_given: false,
    });
    const result = calculateBilling(input);
    // §8: 50 % instead of the stage's 30 %; §9 Abs. 1 halves it: 25 %.
    expect(result.co2).toMatchObject({ stage: null, stage_landlord_percent: 50, landlord_percent: 25 });
    // Anna's CO2 share: 200,00 € × 675/1.000 = 135,00 €; 25 % credit = 33,75 €; 3 % of 675,00 € = 20,25 €.
    expect(byId(result, '1').co2.landlord_credit_cents).toBe(3_375);
    expect(byId(result, '1').total_cents).toBe(67_500 - 3_375 - 2_025);
  });

  it('leaves the defaults (residential, no restriction, information given) out of the input', () => {
    const { input } = toEngineInput(
      stored({
        tenants,
        meters: allocators,
        draft,
        settings: settings({
          co2BuildingType: 'residential',
          co2Restriction: 'none',
          co2InformationGiven: true,
        }),
      }),
    );
    expect(input.heating?.co2).toEqual({ emissions_kg: '2500.000', cost_cents: 20_000 });
  });
});

describe('co-ownership shares (key MEA)', () => {
  const draft: DraftPayload = {
    costs: [{ key: 'v', name: 'Verwaltung WEG', allocation: 'MEA', amount: 1000, group: 'general' }],
    tenants: [],
  };

  it('splits by the dwellings\u2019 shares: 89 and 911 of 1.000', () => {
    const withMea = [
      { ...tenants[0]!, mea: '89.000' },
      { ...tenants[1]!, mea: '911' },
    ];
    const { input, notes } = toEngineInput(stored({ tenants: withMea, draft }));
    expect(input.costs).toEqual([{ id: 'v', name: 'Verwaltung WEG', amount_cents: 100_000, key: 'mea' }]);
    expect(input.units.map((u) => u.mea)).toEqual(['89.000', '911.000']);
    expect(notes).toEqual([]);
    const result = calculateBilling(input);
    // 1.000,00 € × 89/1.000 = 89,00 €; × 911/1.000 = 911,00 €.
    expect(byId(result, '1').total_cents).toBe(8_900);
    expect(byId(result, '2').total_cents).toBe(91_100);
  });

  it('names the dwelling without a share as an error at its tenant', () => {
    const data = stored({ tenants: [{ ...tenants[0]!, mea: '89' }, tenants[1]!], draft });
    const built = buildStatements(data, AFTER_YEAR);
    expect(built.response.checks.filter((c) => c.level === 'error')).toEqual([
      {
        level: 'error',
        message:
          'Für die Wohnung „OG“ ist kein Miteigentumsanteil (MEA) erfasst, es werden aber Kosten nach ' +
          'Miteigentumsanteilen verteilt. Bitte den MEA beim Mieter eintragen.',
        field: 'tenant:2',
      },
    ]);
  });
});

describe('dated person counts', () => {
  const draft: DraftPayload = {
    costs: [{ key: 'm', name: 'Müllabfuhr', allocation: 'Nutzer', amount: 1000, group: 'general' }],
    tenants: [],
  };

  it('counts each number for its days: 2 until June, 3 from July', () => {
    const grown = [
      {
        ...tenants[0]!,
        usageUnits: '9',
        // The entry of 2023 holds at the start of the year and wins over the single count.
        personsHistory: [
          { from: '2025-07-01', persons: 3 },
          { from: '2023-05-01', persons: 2 },
        ],
      },
      { ...tenants[1]!, usageUnits: '1' },
    ];
    const { input } = toEngineInput(stored({ tenants: grown, draft }));
    expect(input.occupancies[0]!.persons).toEqual([
      { from: '2025-01-01', persons: 2 },
      { from: '2025-07-01', persons: 3 },
    ]);
    expect(input.occupancies[1]!.persons).toBe(1);
    const result = calculateBilling(input);
    // Anna 2 × 181 + 3 × 184 = 914 person-days, Ben 365; 1.000,00 € × 914/1.279 = 714,62 €,
    // × 365/1.279 = 285,38 € (largest remainder: 71.462,08 and 28.537,92 cents).
    expect(byId(result, '1').total_cents).toBe(71_462);
    expect(byId(result, '2').total_cents).toBe(28_538);
  });

  it('falls back to the single count before the first entry, else to the first recorded count, and says so', () => {
    const later = [
      { ...tenants[0]!, usageUnits: '2', personsHistory: [{ from: '2025-07-01', persons: 3 }] },
      { ...tenants[1]!, personsHistory: [{ from: '2025-03-01', persons: 1 }] },
    ];
    const { input, notes } = toEngineInput(stored({ tenants: later, draft }));
    expect(input.occupancies[0]!.persons).toEqual([
      { from: '2025-01-01', persons: 2 },
      { from: '2025-07-01', persons: 3 },
    ]);
    // The count entered with the tenancy holds from its start: nothing is asked a second time.
    expect(input.occupancies[1]!.persons).toBe(1);
    expect(notes).toEqual([
      {
        kind: 'persons_start_missing',
        message:
          'Für „Ben Berg“ ist die Personenzahl erst ab dem 01.03.2025 erfasst; für die Zeit ab dem ' +
          '01.01.2025 davor wird die erste erfasste Zahl angenommen (1 Person).',
        tenantId: 2,
      },
    ]);
    const checks = buildStatements(stored({ tenants: later, draft }), AFTER_YEAR).response.checks;
    expect(checks.filter((c) => c.field === 'tenant:2')).toEqual([
      { level: 'warning', message: notes[0]!.message, field: 'tenant:2' },
    ]);
    expect(checks.filter((c) => c.level === 'error')).toEqual([]);
  });
});

describe('user groups (Vorerfassung, §5 Abs. 2, §6 Abs. 2 HeizkostenV)', () => {
  const three = [
    ...tenants,
    tenant({
      id: 3,
      firstName: 'Cem',
      lastName: 'Cakir',
      floor: 'HH',
      areaM2: '50.00',
      moveIn: '2020-01-01',
    }),
  ];
  const meters = [
    ...allocators,
    meter({
      id: 3,
      tenantId: 3,
      meterType: 'Heizkostenverteiler',
      meterNumber: 'HKV-C',
      sourceType: 'gateway',
      readings: [reading('2024-12-31', '0'), reading('2025-12-31', '50')],
    }),
  ];

  it('splits by the group meters first, then within each group', () => {
    const { input, notes } = toEngineInput(
      stored({
        tenants: three,
        meters,
        draft: heatingDraft(),
        settings: settings({
          userGroups: [
            { name: 'Vorderhaus', tenantIds: [1, 2], heatKwh: '6000.000' },
            { name: 'Hinterhaus', tenantIds: [3], heatKwh: '4000' },
          ],
        }),
      }),
    );
    expect(notes).toEqual([]);
    expect(input.heating?.groups).toEqual([
      { id: 'Vorderhaus', units: ['W1', 'W2'], heat_kwh: '6000.000' },
      { id: 'Hinterhaus', units: ['W3'], heat_kwh: '4000' },
    ]);
    const result = calculateBilling(input);
    // Vorderhaus 6.000/10.000 of 1.000,00 € = 600,00 €: 70 % = 420,00 € × 300/400 = 315,00 € and
    // × 100/400 = 105,00 €; 30 % = 180,00 € by area, 90,00 € each. Hinterhaus 400,00 € to Cem alone.
    expect(byId(result, '1').total_cents).toBe(40_500);
    expect(byId(result, '2').total_cents).toBe(19_500);
    expect(byId(result, '3').total_cents).toBe(40_000);
  });

  it('names a dwelling in no group and a tenant who is gone', () => {
    const built = buildStatements(
      stored({
        tenants: three,
        meters,
        draft: heatingDraft(),
        settings: settings({ userGroups: [{ name: 'Vorderhaus', tenantIds: [1, 2, 77], heatKwh: '6000' }] }),
      }),
      AFTER_YEAR,
    );
    const errors = built.response.checks.filter(
      (c) => c.level === 'error' && c.field === 'settings.user_groups',
    );
    expect(errors.map((c) => c.message)).toEqual([
      'Die Nutzergruppe „Vorderhaus“ nennt den Mieter 77, der nicht (mehr) zu dieser Liegenschaft gehört. ' +
        'Bitte die Einstellungen korrigieren.',
      'Die Wohnung „HH“ ist keiner Nutzergruppe zugeordnet. Bei Vorerfassung (§5 Abs. 2, §6 Abs. 2 ' +
        'HeizkostenV) gehört jede Wohnung zu genau einer Gruppe.',
    ]);
  });
});

describe('metering-service results', () => {
  it('takes the amounts per dwelling, with the labour for §35a', () => {
    const { input, notes } = toEngineInput(
      stored({
        tenants,
        meters: [],
        draft: heatingDraft(),
        settings: settings({
          serviceResult: {
            totalCents: 100_000,
            units: [
              { tenantId: 1, amountCents: 60_000, labourCents: 5_000 },
              { tenantId: 2, amountCents: 40_000 },
            ],
          },
        }),
      }),
    );
    // No allocators needed: the service has split the costs.
    expect(notes).toEqual([]);
    expect(input.heating?.service_result).toEqual({
      total_cents: 100_000,
      units: [
        { unit: 'W1', amount_cents: 60_000, labour_cents: 5_000 },
        { unit: 'W2', amount_cents: 40_000 },
      ],
    });
    const result = calculateBilling(input);
    expect(byId(result, '1').total_cents).toBe(60_000);
    expect(byId(result, '1').section35a.craft_labour_cents).toBe(5_000);
    expect(byId(result, '2').total_cents).toBe(40_000);
  });

  it('names a total that is not the sum, nor the heating costs, and a dwelling without an amount', () => {
    const built = buildStatements(
      stored({
        tenants,
        meters: [],
        draft: heatingDraft(),
        settings: settings({
          serviceResult: { totalCents: 90_000, units: [{ tenantId: 1, amountCents: 60_000 }] },
        }),
      }),
      AFTER_YEAR,
    );
    const errors = built.response.checks.filter(
      (c) => c.level === 'error' && c.field === 'settings.service_result',
    );
    expect(errors.map((c) => c.message)).toEqual([
      'Die Beträge des Messdienstes je Wohnung ergeben 600,00\u00a0€, als Gesamtbetrag sind aber 900,00\u00a0€ ' +
        'angegeben. Bitte die Beträge mit der Abrechnung des Messdienstes abgleichen.',
      'Der Gesamtbetrag des Messdienstes (900,00\u00a0€) weicht von den Heizkosten der Kostenerfassung ' +
        '(1.000,00\u00a0€) ab. Der Messdienst muss genau die erfassten Heizkosten verteilen.',
      'Für die Wohnung „OG“ fehlt der Betrag des Messdienstes.',
    ]);
  });
});
