import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dwellings, meterReadings } from '../../src/server/db/schema.ts';
import { aMeter, aProperty, aTenant } from '../factories/index.ts';
import { OTHER_CUSTOMER, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The readings table of 2025 of a house with two dwellings and building meters: "EG links", whose
 * tenant moved out on 30.06.2025 (an interim reading), and "1. OG", whose tenant moves out on
 * 31.12.2025 (the end reading itself, no interim).
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let propertyId: number;
let dwellingA: number;
let dwellingB: number;
let tenantB: number;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tableUrl = (id = propertyId, year = 2025) => `/api/properties/${id}/readings-table?year=${year}`;
const readingCount = async () => (await t.ctx.db.select({ n: count() }).from(meterReadings))[0]!.n;
const readingsOf = (meterId: number) =>
  t.ctx.db
    .select({ date: meterReadings.readingDate, value: meterReadings.readingValue })
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(meterReadings.readingDate);
const cell = (date: string, value: string | number | null = null) => ({ date, value });
const row = (
  meterId: number,
  values: { start?: string; end?: string | number; interim?: string[] } = {},
) => ({
  meter_id: meterId,
  start: cell('2024-12-31', values.start ?? null),
  end: cell('2025-12-31', values.end ?? null),
  interim: (values.interim ?? []).map((v) => cell('2025-06-30', v)),
});

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  t.clock.now = new Date('2026-01-15T10:00:00Z');
  const db = t.ctx.db;
  const own = (await call('GET', '/api/properties', tokens.customer)).json()[0];
  propertyId = (await aProperty(db, { customerId: own.customer_id })).id;
  // Inserted in the other order than they are sorted: the table follows the sort index.
  dwellingB = (
    await db
      .insert(dwellings)
      .values({ propertyId, label: '1. OG', sortIndex: 2 })
      .returning({ id: dwellings.id })
  )[0]!.id;
  dwellingA = (
    await db
      .insert(dwellings)
      .values({ propertyId, label: 'EG links', sortIndex: 1 })
      .returning({ id: dwellings.id })
  )[0]!.id;
  await aTenant(db, { propertyId, dwellingId: dwellingA, moveIn: '2020-01-01', moveOut: '2025-06-30' });
  await aTenant(db, { propertyId, dwellingId: dwellingA, moveIn: '2025-07-01' });
  tenantB = (await aTenant(db, { propertyId, dwellingId: dwellingB, moveOut: '2025-12-31' })).id;
  ids.gateway = (
    await aMeter(db, {
      propertyId,
      meterNumber: 'GW-1',
      meterType: 'Stromzähler',
      unit: 'kWh',
      sourceType: 'gateway',
      gatewayId: 'gw-1',
      gatewayChannel: 'ch-1',
      assignmentLabel: 'Allgemeinstrom',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('meters of a landlord', () => {
  it('creates meters of its own property with a dwelling, a tenant’s dwelling or the building', async () => {
    const manual = { property_id: propertyId, source_type: 'manual' };
    const a = await call('POST', '/api/meters', tokens.customer, {
      ...manual,
      meter_type: 'Wasserzähler',
      meter_number: 'WZ-A',
      dwelling_id: dwellingA,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ dwelling_id: dwellingA, dwelling_label: 'EG links', tenant_id: null });
    ids.a = a.json().id;
    const b = await call('POST', '/api/meters', tokens.customer, {
      ...manual,
      meter_type: 'Wasserzähler',
      meter_number: 'WZ-B',
      tenant_id: tenantB,
    });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ dwelling_id: dwellingB, dwelling_label: '1. OG', tenant_id: tenantB });
    ids.b = b.json().id;
    const building = await call('POST', '/api/meters', tokens.customer, {
      ...manual,
      meter_type: 'Stromzähler',
      meter_number: 'AS-1',
      assignment_label: 'Allgemeinstrom',
    });
    expect(building.statusCode).toBe(201);
    expect(building.json()).toMatchObject({ dwelling_id: null, dwelling_label: null });
    ids.building = building.json().id;
  });

  it('refuses another landlord’s property (404) and a dwelling of another property (400)', async () => {
    const body = { meter_type: 'Wasserzähler', meter_number: 'X-1', source_type: 'manual' };
    expect(
      (await call('POST', '/api/meters', tokens.customer, { ...body, property_id: t.other.propertyId }))
        .statusCode,
    ).toBe(404);
    const foreign = await call('POST', '/api/meters', tokens.admin, {
      ...body,
      property_id: t.other.propertyId,
      dwelling_id: dwellingA,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Die Wohnung gehört nicht zu dieser Liegenschaft.');
    const unknown = await call('PUT', `/api/meters/${ids.a}`, tokens.customer, { dwelling_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    const moved = await call('PUT', `/api/meters/${ids.a}`, tokens.customer, { dwelling_id: dwellingB });
    expect(moved.json()).toMatchObject({ dwelling_id: dwellingB, dwelling_label: '1. OG' });
    await call('PUT', `/api/meters/${ids.a}`, tokens.customer, { dwelling_id: dwellingA });
  });
});

describe('GET /api/properties/{id}/readings-table', () => {
  it('answers a row per meter, in dwelling order, with interim days at a tenant change', async () => {
    await t.ctx.db
      .insert(meterReadings)
      .values({ meterId: ids.a!, readingDate: '2024-12-31', readingValue: '100.5', unit: 'm³' });
    const res = await call('GET', tableUrl(), tokens.customer);
    expect(res.statusCode).toBe(200);
    const table = res.json();
    expect(table.year).toBe(2025);
    expect(table.dwellings).toEqual([
      { id: dwellingA, label: 'EG links' },
      { id: dwellingB, label: '1. OG' },
    ]);
    expect(table.rows.map((r: { meter_number: string }) => r.meter_number)).toEqual([
      'WZ-A',
      'WZ-B',
      'AS-1',
      'GW-1',
    ]);
    expect(table.rows[0]).toEqual({
      meter_id: ids.a,
      dwelling_id: dwellingA,
      label: 'EG links',
      meter_number: 'WZ-A',
      meter_type: 'Wasserzähler',
      unit: 'm³',
      source_type: 'manual',
      start: { date: '2024-12-31', value: '100.500' },
      end: { date: '2025-12-31', value: null },
      interim: [{ date: '2025-06-30', value: null }],
    });
    expect(table.rows[1]).toMatchObject({ label: '1. OG', interim: [] });
    expect(table.rows[2]).toMatchObject({ label: 'Gebäude', dwelling_id: null, interim: [] });
  });

  it('refuses a missing or bad year', async () => {
    expect(
      (await call('GET', `/api/properties/${propertyId}/readings-table`, tokens.customer)).statusCode,
    ).toBe(400);
    expect((await call('GET', tableUrl(propertyId, 99), tokens.customer)).statusCode).toBe(400);
  });
});

describe('PUT /api/properties/{id}/readings-table', () => {
  it('stores every value as a reading on its day, updates typed ones, leaves empty cells alone', async () => {
    const before = await readingCount();
    const res = await call('PUT', tableUrl(), tokens.customer, {
      rows: [row(ids.a!, { start: '100.5', end: '150', interim: ['120.25'] }), row(ids.b!, { end: 7 })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({
      start: { value: '100.500' },
      end: { value: '150.000' },
      interim: [{ date: '2025-06-30', value: '120.250' }],
    });
    expect(await readingCount()).toBe(before + 3);
    const corrected = await call('PUT', tableUrl(), tokens.customer, {
      rows: [row(ids.a!, { start: '101' })],
    });
    expect(corrected.json().rows[0]).toMatchObject({
      start: { value: '101.000' },
      end: { value: '150.000' },
    });
    expect(await readingCount()).toBe(before + 3);
    expect(await readingsOf(ids.a!)).toEqual([
      { date: '2024-12-31', value: '101.000' },
      { date: '2025-06-30', value: '120.250' },
      { date: '2025-12-31', value: '150.000' },
    ]);
  });

  it('answers 400 naming meter number and column for a bad cell, and stores nothing', async () => {
    const before = await readingCount();
    const cases: Array<[object, string]> = [
      [row(ids.b!, { end: 'abc' }), 'Zähler WZ-B, Endstand: Bitte eine gültige Zahl eingeben.'],
      [
        row(ids.a!, { end: '160', interim: ['1,5'] }),
        'Zähler WZ-A, Zwischenstand: Bitte eine gültige Zahl eingeben.',
      ],
      [
        row(ids.b!, { start: '99999999' }),
        'Zähler WZ-B, Anfangsstand: Wert ist zu groß. Maximal 9.999.999,999.',
      ],
      [{ ...row(ids.b!), end: cell('2025-12-30', '5') }, 'Zähler WZ-B, Endstand: Der Stichtag 30.12.2025'],
      [{ ...row(ids.b!), interim: [cell('2025-06-30', '5')] }, 'Zähler WZ-B, Zwischenstand: Der Stichtag'],
      [row(ids.gateway!, { end: '5' }), 'Zähler GW-1, Endstand: Der Stand wurde vom Gateway gemessen'],
    ];
    for (const [bad, message] of cases) {
      const res = await call('PUT', tableUrl(), tokens.customer, {
        rows: [row(ids.building!, { start: '5' }), bad],
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await readingCount()).toBe(before);
    expect((await readingsOf(ids.a!)).at(-1)).toEqual({ date: '2025-12-31', value: '150.000' });
  });

  it('refuses a meter of another property and a meter twice', async () => {
    const foreign = (await aMeter(t.ctx.db, { propertyId: t.other.propertyId })).id;
    const res = await call('PUT', tableUrl(), tokens.admin, { rows: [row(foreign, { end: '1' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Der Zähler ${foreign} gehört nicht zu dieser Liegenschaft.`);
    const twice = await call('PUT', tableUrl(), tokens.admin, { rows: [row(ids.b!), row(ids.b!)] });
    expect(twice.json().message).toBe('Der Zähler WZ-B steht mehrfach in der Tabelle.');
  });

  it('marks a value below the reading before it as a possible exchange, as the import does', async () => {
    const res = await call('PUT', `/api/properties/${propertyId}/readings-table?year=2026`, tokens.admin, {
      rows: [{ meter_id: ids.a, start: cell('2025-12-31', '150'), end: cell('2026-12-31', '3') }],
    });
    expect(res.statusCode).toBe(200);
    const [reading] = await t.ctx.db
      .select({ exchange: meterReadings.suspectedExchange })
      .from(meterReadings)
      .where(eq(meterReadings.readingDate, '2026-12-31'));
    expect(reading!.exchange).toBe(true);
  });
});

describe('who may use the readings table', () => {
  it('admits admin and landlord to both calls, employees to reading; tenants 403, others 404', async () => {
    const body = { rows: [] };
    expect((await call('GET', tableUrl())).statusCode).toBe(401);
    expect((await call('PUT', tableUrl(), undefined, body)).statusCode).toBe(401);
    expect((await call('GET', tableUrl(), tokens.tenant)).statusCode).toBe(403);
    expect((await call('PUT', tableUrl(), tokens.tenant, body)).statusCode).toBe(403);
    expect((await call('GET', tableUrl(), tokens.employee)).statusCode).toBe(200);
    expect((await call('PUT', tableUrl(), tokens.employee, body)).statusCode).toBe(403);
    expect((await call('GET', tableUrl(), tokens.admin)).statusCode).toBe(200);
    expect((await call('PUT', tableUrl(), tokens.admin, body)).statusCode).toBe(200);
    const other = await t.login(OTHER_CUSTOMER);
    expect((await call('GET', tableUrl(), other)).statusCode).toBe(404);
    expect((await call('PUT', tableUrl(), other, body)).statusCode).toBe(404);
    expect((await call('GET', tableUrl(999_999), tokens.admin)).statusCode).toBe(404);
  });
});
