/**
 * The one list of checks: the statements endpoint's checks are what the cost screen, its summary
 * and the statement screen show. Cost data gaps and the remote-reading duty device by device are
 * in it, finalizing is blocked exactly by its errors, and the drafts' keys "Wohneinheiten" and
 * "Personen" ("Nutzer" on old drafts) reach the statements; `units` is the calculation API's key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftPayload } from '../../src/domain/schemas/billing-drafts.ts';
import type { StatementsResponse } from '../../src/domain/schemas/statements.ts';
import { tenantPersons } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, OTHER_CUSTOMER, type TestApp } from '../helpers/app.ts';
import { aDwelling, aMeter, aProperty, aTenant } from '../factories/index.ts';

const YEAR = 2025;
let t: TestApp;
let landlord: string;
let employee: string;
let propertyId: number;
let draftId: number;
let version: number;
const ids = { a: 0, b: 0, m1: 0, m2: 0 };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function checksOf(token = landlord): Promise<StatementsResponse['checks']> {
  const res = await call('GET', `/api/properties/${propertyId}/statements?year=${YEAR}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as StatementsResponse).checks;
}

/** The draft; `snow` null leaves a line empty, `levyKey` MEA asks for shares no dwelling has. */
function payload(snow: number | null, levyKey: 'MEA' | 'm²' = 'MEA'): DraftPayload {
  return {
    costs: [
      { key: 'heating_main', name: 'Gas', allocation: 'Verbrauch', amount: 2000, group: 'heating' },
      { key: 'tv', name: 'Kabel', allocation: 'Wohneinheiten', amount: 300, group: 'general' },
      { key: 'waste', name: 'Müllabfuhr', allocation: 'Personen', amount: 300, group: 'general' },
      { key: 'old', name: 'Straßenreinigung', allocation: 'Nutzer', amount: 100, group: 'general' },
      { key: 'snow', name: 'Winterdienst', allocation: 'm²', amount: snow, group: 'general' },
      { key: 'levy', name: 'Verwaltung WEG', allocation: levyKey, amount: 100, group: 'general' },
    ],
    tenants: [],
    metrics: { heating: { kwh: 20000, co2_emissions_kg: 4000, co2_amount_eur: 180 } },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-02T10:00:00Z');
  landlord = await t.login(OTHER_CUSTOMER);
  employee = (await t.loginRoles()).employee;
  const db = t.ctx.db;
  const property = await aProperty(db, { customerId: t.other.customerId, heatingSystem: 'Gasheizung' });
  propertyId = property.id;
  const left = await aDwelling(db, { propertyId, label: 'EG links', areaM2: '60' });
  const right = await aDwelling(db, { propertyId, label: 'EG rechts', areaM2: '40' });
  const a = await aTenant(db, {
    propertyId,
    dwellingId: left.id,
    lastName: 'Adam',
    areaM2: '60',
    annualAdvanceCents: 150_000,
  });
  const b = await aTenant(db, {
    propertyId,
    dwellingId: right.id,
    lastName: 'Berg',
    areaM2: '40',
    annualAdvanceCents: 100_000,
    moveIn: '2021-05-01',
  });
  // Persons entered with the tenancies from their move-in; no single count anywhere else.
  await db.insert(tenantPersons).values([
    { tenantId: a.id, validFrom: '2020-01-01', persons: 2 },
    { tenantId: b.id, validFrom: '2021-05-01', persons: 1 },
  ]);
  ids.a = a.id;
  ids.b = b.id;
  const readings = [
    ['2024-12-31', '0'],
    ['2025-12-31', '100'],
  ] as const;
  const allocator = { propertyId, meterType: 'Heizkostenverteiler', unit: 'Einheiten', readings } as const;
  ids.m1 = (
    await aMeter(db, {
      ...allocator,
      tenantId: a.id,
      dwellingId: left.id,
      meterNumber: 'HKV-NEU',
      installedOn: '2021-12-02',
      remoteReadable: false,
    })
  ).id;
  ids.m2 = (
    await aMeter(db, {
      ...allocator,
      tenantId: b.id,
      dwellingId: right.id,
      meterNumber: 'HKV-ALT',
      installedOn: '2021-11-30',
      remoteReadable: false,
    })
  ).id;
  const created = await call('POST', '/api/billing_drafts', landlord, {
    property_id: propertyId,
    year: YEAR,
    payload: payload(null),
  });
  expect(created.statusCode).toBe(201);
  ({ id: draftId, version } = created.json());
});
afterAll(async () => {
  await t?.close();
});

describe('the one list of checks', () => {
  it('names the cost data’s gaps and blocks finalizing by exactly its errors', async () => {
    const checks = await checksOf();
    // Every screen reads this list; the operator's employee sees the same.
    expect(await checksOf(employee)).toEqual(checks);
    // The cost screen's gaps are in it: an empty line bills nothing, so it is named, not blocking.
    expect(checks).toContainEqual({
      level: 'warning',
      message: 'Winterdienst: Betrag fehlt',
      field: 'costs:amount:snow',
    });
    const errors = checks.filter((c) => c.level === 'error');
    expect(errors.map((c) => c.message)).toEqual([
      expect.stringMatching(/^Für die Wohnung „EG links“ ist kein Miteigentumsanteil/),
      expect.stringMatching(/^Für die Wohnung „EG rechts“ ist kein Miteigentumsanteil/),
    ]);
    // Finalizing is blocked by exactly these errors.
    const blocked = await call('POST', `/api/properties/${propertyId}/statements/finalize`, landlord, {
      year: YEAR,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('Miteigentumsanteil');
  });

  it('drops a fixed point for every screen at once and names the device that breaks the remote-reading duty', async () => {
    const saved = await call('PUT', `/api/billing_drafts/${draftId}`, landlord, {
      payload: payload(120, 'm²'),
      version,
    });
    expect(saved.statusCode).toBe(200);
    version = saved.json().version;
    const checks = await checksOf();
    expect(checks.filter((c) => c.field?.startsWith('costs:amount'))).toEqual([]);
    expect(checks.filter((c) => c.level === 'error')).toEqual([]);
    expect(await checksOf(employee)).toEqual(checks);
    // The persons were given with the tenancies: not asked a second time.
    expect(checks.filter((c) => /Personenzahl/.test(c.message))).toEqual([]);
    // Only the device installed after 1 December 2021 is named, with its dwelling.
    const remote = checks.filter((c) => /fernablesbar/.test(c.message));
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({ level: 'warning', field: `meters:${ids.m1}` });
    expect(remote[0]!.message).toMatch(
      /^Nicht fernablesbar in „EG links“: Zähler HKV-NEU \(eingebaut am 02\.12\.2021\)/,
    );
    expect(remote[0]!.message).toMatch(/zusammen \d+,\d\d\s€\.$/);
  });
});

describe('keys as people read them', () => {
  it('bills "Wohneinheiten" by dwelling and "Personen" like the old "Nutzer"', async () => {
    const res = await call('GET', `/api/properties/${propertyId}/statements?year=${YEAR}`, landlord);
    const { statements } = res.json() as StatementsResponse;
    const line = (tenant: number, cost: string) =>
      statements.find((s) => s.tenant_id === tenant)!.lines.find((l) => l.cost === cost)!;
    // Two dwellings occupied all year: 150,00 € each.
    expect(line(ids.a, 'tv')).toMatchObject({ key: 'units', share_cents: 15_000 });
    expect(line(ids.b, 'tv')).toMatchObject({ key: 'units', share_cents: 15_000 });
    // 2 : 1 persons: 200,00 € and 100,00 € of 300,00 €.
    expect(line(ids.a, 'waste')).toMatchObject({ key: 'persons', share_cents: 20_000 });
    expect(line(ids.a, 'old')).toMatchObject({ key: 'persons' });
    // The same key on an old draft: 100,00 € by 2 : 1.
    expect(line(ids.a, 'old').share_cents).toBe(6_667);
  });

  it('refuses an unknown key in a draft with a German message naming the keys', async () => {
    const bad = payload(120, 'm²');
    (bad.costs[1] as { allocation: string }).allocation = 'Zimmer';
    const res = await call('PUT', `/api/billing_drafts/${draftId}`, landlord, { payload: bad, version });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Personen, Wohneinheiten');
  });

  it('takes the key units in POST /api/billing/calculate', async () => {
    const res = await call('POST', '/api/billing/calculate', landlord, {
      period: { from: '2025-01-01', to: '2025-12-31' },
      units: [
        { id: 'W1', area_m2: 90 },
        { id: 'W2', area_m2: 30 },
        { id: 'W3', area_m2: 30 },
      ],
      occupancies: [
        { id: '1', unit: 'W1', name: 'Eins', from: '2020-01-01' },
        { id: '2', unit: 'W2', name: 'Zwei', from: '2020-01-01' },
        { id: '3', unit: 'W3', name: 'Drei', from: '2020-01-01', to: '2025-06-30' },
        { id: 'L', unit: 'W3', name: 'Leerstand', from: '2025-07-01', vacancy: true },
      ],
      costs: [{ id: 'tv', name: 'Kabel', amount_cents: 36_500, key: 'units' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const share = (id: string) => body.occupancies.find((o: { id: string }) => o.id === id).total_cents;
    // A dwelling counts one whatever its size; W3 is empty from July: the landlord bears those days.
    expect(share('1')).toBe(12_167);
    expect(share('2')).toBe(12_167);
    expect(share('3')).toBe(6_033);
    expect(body.landlord.vacancy_cents).toBe(6_133);
  });
});
