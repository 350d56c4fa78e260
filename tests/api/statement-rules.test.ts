/**
 * The billing rules whose data is stored per property and year (statement settings) or per
 * tenancy (co-ownership share, dated person counts), through the API: saved, refused with German
 * messages, and reflected in the statements computed from the stored data.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftPayload } from '../../src/domain/schemas/billing-drafts.ts';
import type { StatementsResponse } from '../../src/domain/schemas/statements.ts';
import { billingDrafts } from '../../src/server/db/schema.ts';
import type { TestApp } from '../helpers/app.ts';
import { STATEMENT_YEAR, statementsSuite, type StatementsSuite } from '../helpers/statements-suite.ts';

const { suite, call, base, statements } = statementsSuite();
const YEAR = STATEMENT_YEAR;
let t: TestApp;
let tokens: StatementsSuite['tokens'];
let otherCustomer: string;
let propertyId: number;
beforeAll(() => {
  ({ t, tokens, otherCustomer, propertyId } = suite);
});
const basic = {
  year: YEAR,
  heating_consumption_share_percent: 70,
  hot_water_consumption_share_percent: 70,
  fixed_split: 'degree_days',
  time_split: 'days',
  vacancy_persons: null,
  remote_readable: null,
  monthly_information_given: null,
};
const putSettings = (body: object, token = tokens.customer) =>
  call('PUT', `${base()}/settings`, token, { ...basic, ...body });
const tenantsOfYear = async (): Promise<Array<{ tenant_id: number; name: string }>> =>
  (await statements()).statements.map((s) => ({ tenant_id: s.tenant_id, name: s.name }));

describe('statement settings of the billing rules', () => {
  it('saves building, CO2, reductions, user groups and the metering-service result and answers them', async () => {
    const [a, b] = await tenantsOfYear();
    const body = {
      building: { insulation_standard_1994_met: true, fuel: 'gas', exposed_pipes_mostly_insulated: false },
      co2_building_type: 'non_residential',
      co2_restriction: 'building',
      co2_information_given: true,
      apply_tenant_reductions: false,
      user_groups: [{ name: 'Vorderhaus', tenant_ids: [a!.tenant_id, b!.tenant_id], heat_kwh: '12500,5' }],
      service_result: {
        total_cents: 1000,
        units: [{ tenant_id: a!.tenant_id, amount_cents: 1000, labour_cents: 100 }],
      },
    };
    const saved = await putSettings(body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...basic,
      year: undefined,
      ...body,
      user_groups: [{ name: 'Vorderhaus', tenant_ids: [a!.tenant_id, b!.tenant_id], heat_kwh: '12500.500' }],
      hot_water: null,
      water_basis: 'total',
      heating_exempt: false,
      fixed_basis: 'area',
      recording_defect: null,
      // Without bookings of the year on the property's account the advances are credited as agreed.
      advances: 'agreed',
      advances_chosen: null,
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.employee)).json()).toEqual(expected);

    // Fields left out keep their value; null clears one.
    const kept = await putSettings({ service_result: null, user_groups: null });
    expect(kept.json()).toMatchObject({
      co2_building_type: 'non_residential',
      apply_tenant_reductions: false,
      user_groups: null,
      service_result: null,
    });
    const reset = await putSettings({
      building: null,
      co2_building_type: 'residential',
      co2_restriction: 'none',
      co2_information_given: null,
      apply_tenant_reductions: true,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses bad input with German messages and changes nothing', async () => {
    const [a, b] = await tenantsOfYear();
    const cases: Array<[object, string]> = [
      [
        {
          building: {
            insulation_standard_1994_met: false,
            fuel: 'coal',
            exposed_pipes_mostly_insulated: true,
          },
        },
        'Bitte einen Energieträger wählen: Öl, Gas, Fernwärme, Wärmepumpe oder Sonstiges.',
      ],
      [{ building: 'alt' }, 'Bitte die Gebäudemerkmale vollständig angeben'],
      [{ co2_building_type: 'office' }, 'Bitte „Wohngebäude“ (residential) oder „Nichtwohngebäude“'],
      [{ co2_restriction: 'all' }, 'Bitte „keine“ (none), „Gebäude“ (building)'],
      [{ apply_tenant_reductions: 'ja' }, 'Bitte angeben, ob die Kürzungen abgezogen'],
      [
        { user_groups: [{ name: 'A', tenant_ids: [a!.tenant_id], heat_kwh: 'viel' }] },
        'Bitte die Wärmemenge in kWh als Zahl ab 0 mit höchstens 3 Nachkommastellen angeben.',
      ],
      [
        {
          user_groups: [
            { name: 'A', tenant_ids: [a!.tenant_id], heat_kwh: 1 },
            { name: 'A', tenant_ids: [b!.tenant_id], heat_kwh: 1 },
          ],
        },
        'Die Nutzergruppe „A“ ist zweimal angegeben.',
      ],
      [
        {
          service_result: {
            total_cents: 100,
            units: [{ tenant_id: a!.tenant_id, amount_cents: 100, labour_cents: 200 }],
          },
        },
        'Der Lohnanteil darf nicht größer sein als der Betrag der Wohnung.',
      ],
      [
        { service_result: { total_cents: -1, units: [{ tenant_id: a!.tenant_id, amount_cents: 1 }] } },
        'Bitte Beträge als ganze, nicht negative Centbeträge angeben.',
      ],
      [
        { user_groups: [{ name: 'Fremd', tenant_ids: [t.other.tenantId], heat_kwh: 1 }] },
        `Der Mieter ${t.other.tenantId} gehört nicht zu dieser Liegenschaft.`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putSettings(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const stored = (await call('GET', `${base()}/settings?year=${YEAR}`, tokens.customer)).json();
    expect(stored).toMatchObject({ building: null, user_groups: null, service_result: null });
  });

  it('stores the §9 hot-water split and refuses one that could never be computed, in German', async () => {
    const split = { method: 'area', area_m2: '250.5', fuel_kwh_total: 40_000, heat_pump: true };
    const saved = await putSettings({ hot_water: split });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hot_water).toEqual(split);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.employee)).json().hot_water).toEqual(
      split,
    );

    const cases: Array<[object, string, string]> = [
      [
        { method: 'heat_meter', fuel_kwh_total: 40_000 },
        'hot_water.heat_kwh',
        'Bei Messung mit Wärmezähler bitte die gemessene Wärmemenge für Warmwasser in kWh angeben.',
      ],
      [
        { method: 'volume', volume_m3: 100 },
        'hot_water.fuel_kwh_total',
        'Bitte den gesamten Energieeinsatz der Anlage im Jahr in kWh angeben (größer als 0)',
      ],
      [
        { method: 'area', fuel_kwh_total: 40_000, heat_pump: true, gross_calorific: true },
        'hot_water.heat_pump',
        'Eine monovalente Wärmepumpe verbrennt kein Erdgas: „Wärmepumpe“ und „Brennwert“ schließen sich aus',
      ],
      [
        { method: 'area', fuel_kwh_total: 40_000, heat_pump: true, district_heat: true },
        'hot_water.heat_pump',
        'Eine monovalente Wärmepumpe ist keine Fernwärme',
      ],
      [
        { method: 'volume', volume_m3: 100, temperature_c: 8, fuel_kwh_total: 40_000 },
        'hot_water.temperature_c',
        'Die Warmwassertemperatur muss über 10 °C liegen.',
      ],
      [{ method: 'steam', fuel_kwh_total: 40_000 }, 'hot_water.method', 'Das Feld „Verfahren“'],
      [
        { method: 'area', fuel_kwh_total: '40.000,5' },
        'hot_water.fuel_kwh_total',
        'Das Feld „Brennstoff gesamt (kWh)“',
      ],
    ];
    for (const [hotWater, field, message] of cases) {
      const res = await putSettings({ hot_water: hotWater });
      expect(res.statusCode, JSON.stringify(hotWater)).toBe(400);
      expect(res.json()).toMatchObject({ field });
      expect(res.json().message).toContain(message);
    }
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.customer)).json().hot_water).toEqual(
      split,
    );

    // "none" is no split at all; null clears it.
    expect((await putSettings({ hot_water: { method: 'none' } })).json().hot_water).toBeNull();
    await putSettings({ hot_water: split });
    expect((await putSettings({ hot_water: null })).json().hot_water).toBeNull();
  });

  it('answers 401 without a token, 403 to tenants and 404 for another customer', async () => {
    expect((await call('PUT', `${base()}/settings`, undefined, basic)).statusCode).toBe(401);
    expect((await putSettings({ co2_restriction: 'building' }, tokens.tenant)).statusCode).toBe(403);
    expect((await putSettings({ co2_restriction: 'building' }, otherCustomer)).statusCode).toBe(404);
  });
});

describe('the statements reflect the stored rules', () => {
  it('changes each tenant’s total by exactly the §12 cut, deducted or only named', async () => {
    await putSettings({});
    const plain = await statements();
    await putSettings({ monthly_information_given: false, apply_tenant_reductions: true });
    const cut = await statements();
    let sum = 0;
    for (const s of cut.statements) {
      const before = plain.statements.find((p) => p.tenant_id === s.tenant_id)!;
      const reduction = s.reductions.filter((r) => r.rule === 'monthly_information_missing');
      expect(reduction).toHaveLength(1);
      // 3 % of the tenant's heating and hot-water share, half up.
      expect(reduction[0]!.amount_cents).toBe(Math.round((reduction[0]!.base_cents * 3) / 100));
      expect(s.total_cents).toBe(before.total_cents - reduction[0]!.amount_cents);
      sum += reduction[0]!.amount_cents;
    }
    expect(sum).toBeGreaterThan(0);
    expect(cut.landlord.reductions_cents).toBe(sum);

    await putSettings({ monthly_information_given: false, apply_tenant_reductions: false });
    const named = await statements();
    expect(named.statements.map((s) => s.total_cents)).toEqual(plain.statements.map((s) => s.total_cents));
    expect(named.landlord.reductions_cents).toBe(0);
    expect(named.statements[0]!.reductions[0]).toMatchObject({ applied: false });
    expect(named.checks).toContainEqual(
      expect.objectContaining({ level: 'warning', field: 'settings.monthly_information_given' }),
    );
    await putSettings({ apply_tenant_reductions: true });
  });

  it('splits the CO2 costs 50/50 for a non-residential building and halves that for a restriction', async () => {
    await putSettings({ co2_building_type: 'non_residential', co2_restriction: 'building' });
    const r = await statements();
    expect(r.checks.filter((c) => c.level === 'error')).toEqual([]);
    const credits = r.statements.reduce((s, x) => s + x.co2_credit_cents, 0);
    expect(credits).toBe(r.landlord.co2_cents);
    expect(credits).toBeGreaterThan(0);
    await putSettings({ co2_building_type: 'residential', co2_restriction: 'building_and_supply' });
    expect((await statements()).landlord.co2_cents).toBe(0);
    await putSettings({ co2_restriction: 'none' });
  });

  it('splits a combined system into heating and hot water by the stored §9 setting', async () => {
    await putSettings({});
    const plain = await statements();
    const heatingLines = (r: StatementsResponse, section: string) =>
      r.statements.flatMap((s) => s.lines).filter((l) => l.section === section);
    // The pot of the shared heating costs: the total of each heating line, once.
    const potOf = (r: StatementsResponse) =>
      [...new Map(heatingLines(r, 'heating').map((l) => [l.cost, l.total_cents])).values()].reduce(
        (a, b) => a + b,
        0,
      );
    const pot = potOf(plain);
    expect(pot).toBeGreaterThan(0);
    expect(heatingLines(plain, 'hot_water')).toEqual([]);

    // Without hot-water meters the hot water goes by area (0 %), with the tenants' 15 % cut.
    await putSettings({
      hot_water_consumption_share_percent: 0,
      hot_water: { method: 'area', fuel_kwh_total: 40_000 },
    });
    const split = await statements();
    expect(split.checks.filter((c) => c.level === 'error')).toEqual([]);
    const hotWater = heatingLines(split, 'hot_water');
    expect(hotWater.length).toBe(split.statements.length);
    const area = hotWater[0]!.basis_total;
    // Q = 32 kWh/(m²·a) × area (a full year); hot-water pot = pot × Q ÷ 40.000 kWh, half up.
    const hotWaterPot = Math.round((pot * 32 * area) / 40_000);
    expect(hotWater.every((l) => l.cost === 'hot_water_fixed' && l.total_cents === hotWaterPot)).toBe(true);
    expect(potOf(split)).toBe(pot - hotWaterPot);
    expect(split.checks).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        field: 'settings.hot_water_consumption_share_percent',
        message: expect.stringMatching(/^Die Warmwasserkosten werden ohne Verbrauchserfassung/),
      }),
    );
    for (const s of split.statements) {
      const cut = s.reductions.find((r) => r.rule === 'unmeasured')!;
      const own = s.lines.find((l) => l.section === 'hot_water')!;
      expect(cut.base_cents).toBe(own.share_cents);
      expect(cut.amount_cents).toBe(Math.round((own.share_cents * 15) / 100));
    }

    // A monovalent heat pump: Q × 0,30.
    await putSettings({
      hot_water_consumption_share_percent: 0,
      hot_water: { method: 'area', fuel_kwh_total: 40_000, heat_pump: true },
    });
    const heatPump = heatingLines(await statements(), 'hot_water');
    expect(heatPump[0]!.total_cents).toBe(Math.round((pot * 32 * area * 3) / 10 / 40_000));
    await putSettings({ hot_water: null });
  });

  it('names in the settings what a stored hot-water split lacks', async () => {
    await putSettings({ hot_water: { method: 'volume', fuel_kwh_total: 40_000 } });
    const r = await statements();
    const errors = r.checks.filter((c) => c.level === 'error');
    expect(errors).toContainEqual({
      level: 'error',
      field: 'settings.hot_water_consumption_share_percent',
      message: expect.stringContaining('keine Wohnung hat einen Warmwasserzähler'),
    });
    expect(errors).toContainEqual({
      level: 'error',
      field: 'settings.hot_water',
      message: expect.stringContaining('Bitte das Warmwasservolumen des Jahres in m³'),
    });
    // The engine's own refusal is not repeated beside them.
    expect(errors.some((c) => c.message.startsWith('Die Abrechnung kann so nicht berechnet'))).toBe(false);
    expect(r.statements).toEqual([]);
    await putSettings({ hot_water: null });
  });

  it('names an incomplete metering-service result and takes a complete one', async () => {
    const r = await statements();
    const heating = r.statements.flatMap((s) => s.lines).filter((l) => l.section !== 'operating');
    expect(heating.length).toBeGreaterThan(0);
    const [first] = r.statements;
    await putSettings({
      service_result: { total_cents: 100, units: [{ tenant_id: first!.tenant_id, amount_cents: 90 }] },
    });
    const wrong = await statements();
    const errors = wrong.checks.filter((c) => c.field === 'settings.service_result').map((c) => c.message);
    expect(errors).toContain(
      'Die Beträge des Messdienstes je Wohnung ergeben 0,90\u00a0€, als Gesamtbetrag sind aber 1,00\u00a0€ ' +
        'angegeben. Bitte die Beträge mit der Abrechnung des Messdienstes abgleichen.',
    );
    expect(errors.some((m) => m.startsWith('Der Gesamtbetrag des Messdienstes (1,00\u00a0€) weicht'))).toBe(
      true,
    );
    expect(
      errors.some(
        (m) => m.startsWith('Für die Wohnung „') && m.endsWith('fehlt der Betrag des Messdienstes.'),
      ),
    ).toBe(true);
    await putSettings({ service_result: null });
  });

  it('applies a user group setting and names dwellings outside every group', async () => {
    const [a] = await tenantsOfYear();
    await putSettings({ user_groups: [{ name: 'Nur eine', tenant_ids: [a!.tenant_id], heat_kwh: 1000 }] });
    const r = await statements();
    const missing = r.checks.filter((c) => c.field === 'settings.user_groups');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing[0]).toMatchObject({ level: 'error' });
    expect(missing[0]!.message).toMatch(/ist keiner Nutzergruppe zugeordnet/);
    await putSettings({ user_groups: null });
  });
});

describe('co-ownership shares and dated person counts of a tenancy', () => {
  it('stores the share on the tenant (admin and landlord calls), refusing bad input', async () => {
    const [a] = await tenantsOfYear();
    const admin = await call('PUT', `/api/tenants/${a!.tenant_id}`, tokens.admin, { mea: '89,5' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().mea).toBe(89.5);
    const landlord = await call('PUT', `/api/customer/tenants/${a!.tenant_id}`, tokens.customer, { mea: 89 });
    expect(landlord.json().mea).toBe(89);
    const bad = await call('PUT', `/api/customer/tenants/${a!.tenant_id}`, tokens.customer, { mea: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Der Miteigentumsanteil darf nicht negativ sein.');
    const text = await call('PUT', `/api/tenants/${a!.tenant_id}`, tokens.admin, { mea: 'viel' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('Bitte den Miteigentumsanteil als Zahl');
  });

  it('splits a cost by MEA once every dwelling has its share, and names the missing ones before', async () => {
    const [row] = await t.ctx.db
      .select()
      .from(billingDrafts)
      .where(and(eq(billingDrafts.propertyId, propertyId), eq(billingDrafts.year, YEAR)));
    const payload = row!.payload as DraftPayload;
    const withMea: DraftPayload = {
      ...payload,
      costs: [
        ...payload.costs,
        { key: 'weg', name: 'Verwaltung WEG', allocation: 'MEA', amount: 1000, group: 'general' },
      ],
    };
    await t.ctx.db.update(billingDrafts).set({ payload: withMea }).where(eq(billingDrafts.id, row!.id));
    try {
      const missing = await statements();
      const meaErrors = missing.checks.filter((c) => c.message.includes('Miteigentumsanteil (MEA)'));
      expect(meaErrors.length).toBeGreaterThan(0);
      expect(meaErrors.every((c) => c.level === 'error' && c.field?.startsWith('tenant:'))).toBe(true);
      expect(missing.checks.some((c) => c.message.startsWith('Die Abrechnung kann so nicht berechnet'))).toBe(
        false,
      );

      for (const c of meaErrors) {
        const id = Number(c.field!.slice('tenant:'.length));
        expect((await call('PUT', `/api/tenants/${id}`, tokens.admin, { mea: 100 })).statusCode).toBe(200);
      }
      const split = await statements();
      expect(split.checks.filter((c) => c.message.includes('Miteigentumsanteil'))).toEqual([]);
      const lines = split.statements.flatMap((s) => s.lines).filter((l) => l.cost === 'weg');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.key === 'mea' && l.basis_unit === 'MEA')).toBe(true);
    } finally {
      await t.ctx.db.update(billingDrafts).set({ payload }).where(eq(billingDrafts.id, row!.id));
    }
  });

  it('keeps a household’s person counts with their dates and counts each for its days', async () => {
    const year = await tenantsOfYear();
    const [a] = year;
    const url = `/api/tenants/${a!.tenant_id}/persons`;
    expect((await call('GET', url, tokens.customer)).json()).toEqual({
      tenant_id: a!.tenant_id,
      entries: [],
    });
    const saved = await call('PUT', url, tokens.customer, {
      entries: [
        { from: '2025-07-01', persons: 3 },
        { from: '2024-01-01', persons: 2 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().entries).toEqual([
      { from: '2024-01-01', persons: 2 },
      { from: '2025-07-01', persons: 3 },
    ]);
    expect((await call('GET', url, tokens.employee)).json().entries).toHaveLength(2);
    // Everyone else: one person since long before the year.
    for (const other of year.slice(1))
      await call('PUT', `/api/tenants/${other.tenant_id}/persons`, tokens.customer, {
        entries: [{ from: '2000-01-01', persons: 1 }],
      });

    const [row] = await t.ctx.db
      .select()
      .from(billingDrafts)
      .where(and(eq(billingDrafts.propertyId, propertyId), eq(billingDrafts.year, YEAR)));
    const payload = row!.payload as DraftPayload;
    const byPersons: DraftPayload = {
      ...payload,
      costs: [
        ...payload.costs,
        { key: 'muell', name: 'Müllabfuhr', allocation: 'Nutzer', amount: 500, group: 'general' },
      ],
    };
    await t.ctx.db.update(billingDrafts).set({ payload: byPersons }).where(eq(billingDrafts.id, row!.id));
    try {
      const r = await statements();
      expect(r.checks.filter((c) => c.level === 'error')).toEqual([]);
      const mine = r.statements.find((s) => s.tenant_id === a!.tenant_id)!;
      const line = mine.lines.find((l) => l.cost === 'muell')!;
      // 2 persons until 30 June, 3 from 1 July, each for the tenancy's own days in 2025.
      const days = (from: string, to: string) =>
        Math.max(0, (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1);
      const firstHalf = days(mine.from, mine.to < '2025-06-30' ? mine.to : '2025-06-30');
      const secondHalf = days(mine.from > '2025-07-01' ? mine.from : '2025-07-01', mine.to);
      expect(line.basis_share).toBe(2 * firstHalf + 3 * secondHalf);
    } finally {
      await t.ctx.db.update(billingDrafts).set({ payload }).where(eq(billingDrafts.id, row!.id));
    }
    expect((await call('PUT', url, tokens.customer, { entries: [] })).json().entries).toEqual([]);
  });

  it('refuses bad person counts in German and guards the calls', async () => {
    const [a] = await tenantsOfYear();
    const url = `/api/tenants/${a!.tenant_id}/persons`;
    const badDate = await call('PUT', url, tokens.customer, {
      entries: [{ from: '2025-02-30', persons: 2 }],
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('Bitte das Datum im Format JJJJ-MM-TT angeben.');
    const badCount = await call('PUT', url, tokens.customer, {
      entries: [{ from: '2025-02-01', persons: 1.5 }],
    });
    expect(badCount.json().message).toContain('Bitte eine ganze Personenzahl von 0 bis 99 angeben.');
    const twice = await call('PUT', url, tokens.customer, {
      entries: [
        { from: '2025-02-01', persons: 1 },
        { from: '2025-02-01', persons: 2 },
      ],
    });
    expect(twice.json().message).toContain('Für den 01.02.2025 ist mehr als eine Personenzahl angegeben.');

    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, tokens.tenant)).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.tenant, { entries: [] })).statusCode).toBe(403);
    expect((await call('GET', url, otherCustomer)).statusCode).toBe(404);
    expect((await call('PUT', url, otherCustomer, { entries: [] })).statusCode).toBe(404);
  });
});
