import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings, meters } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let ownPropertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  t.clock.now = new Date('2026-03-15T10:00:00Z');
  ownPropertyId = (await call('GET', '/api/properties', tokens.customer)).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const meterCount = async () => (await t.ctx.db.select({ n: count() }).from(meters))[0]!.n;
const readingCount = async () => (await t.ctx.db.select({ n: count() }).from(meterReadings))[0]!.n;

const manualMeter = (fields: object = {}) =>
  call('POST', '/api/meters', tokens.admin, {
    property_id: t.other.propertyId,
    meter_type: 'Wasserzähler',
    meter_number: `WZ-${Math.random().toString(36).slice(2, 8)}`,
    tenant_id: t.other.tenantId,
    source_type: 'manual',
    ...fields,
  });
const addReading = (meterId: number, body: object) =>
  call('POST', `/api/meters/${meterId}/readings`, tokens.admin, body);

describe('POST /api/meters', () => {
  it('names every missing field of an empty form in the form’s order and stores nothing', async () => {
    const before = await meterCount();
    const res = await call('POST', '/api/meters', tokens.admin, { property_id: t.other.propertyId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Bitte folgende Angaben ergänzen: Zählerart, Zuweisung, Zählernummer, Gateway-ID, Gateway-Kanal.',
    );
    const manual = await call('POST', '/api/meters', tokens.admin, {
      property_id: t.other.propertyId,
      source_type: 'manual',
      meter_type: 'Stromzähler',
    });
    expect(manual.json().message).toBe('Bitte folgende Angaben ergänzen: Zuweisung, Zählernummer.');
    expect(await meterCount()).toBe(before);
  });

  it('takes the default unit of the type and keeps a manual meter unsynced', async () => {
    const res = await manualMeter();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      meter_type: 'Wasserzähler',
      unit: 'm³',
      source_type: 'manual',
      auto_sync: true,
      tenant_id: t.other.tenantId,
      assignment_label: null,
      last_gateway_status: null,
    });
    const hkv = await manualMeter({ meter_type: 'Heizkostenverteiler' });
    expect(hkv.json().unit).toBe('Einheiten');
  });

  it('allows only the types of an assignment and tenants of the same property', async () => {
    const wrongType = await call('POST', '/api/meters', tokens.admin, {
      property_id: t.other.propertyId,
      meter_type: 'Wasserzähler',
      meter_number: 'A-1',
      assignment_label: 'Allgemeinstrom',
      source_type: 'manual',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(
      'Die Zuweisung Allgemeinstrom erlaubt nur: Stromzähler, Zwischenzähler, Einspeisezähler.',
    );
    const heating = await call('POST', '/api/meters', tokens.admin, {
      property_id: t.other.propertyId,
      meter_type: 'Stromzähler',
      meter_number: 'A-2',
      assignment_label: 'Allgemeinheizung',
      source_type: 'manual',
    });
    expect(heating.statusCode).toBe(400);
    const otherTenant = await manualMeter({ property_id: ownPropertyId });
    expect(otherTenant.statusCode).toBe(400);
    expect(otherTenant.json().message).toBe('Der Mieter gehört nicht zu dieser Liegenschaft.');
    expect((await manualMeter({ meter_type: 'Kuckucksuhr' })).statusCode).toBe(400);
    expect((await manualMeter({ property_id: 99_999 })).statusCode).toBe(404);
  });

  it('syncs a gateway meter right away and keeps the reason when there is no gateway, with no reading', async () => {
    const before = await readingCount();
    const res = await call('POST', '/api/meters', tokens.admin, {
      property_id: t.other.propertyId,
      meter_type: 'Stromzähler',
      meter_number: 'GW-1',
      assignment_label: 'Allgemeinstrom',
      gateway_id: 'gw-hafenweg',
      gateway_channel: '1',
      _actor: 'admin',
      _actor_role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      source_type: 'gateway',
      auto_sync: true,
      unit: 'kWh',
      last_gateway_status: 'Kein Gateway konfiguriert',
    });
    expect(res.json().last_sync_at).toBe('2026-03-15T10:00:00.000Z');
    expect(await readingCount()).toBe(before);

    const sync = await call('POST', `/api/meters/${res.json().id}/sync`, tokens.admin);
    expect(sync.statusCode).toBe(503);
    expect(sync.json().message).toBe('Kein Gateway konfiguriert');
    const manual = (await manualMeter()).json();
    const notGateway = await call('POST', `/api/meters/${manual.id}/sync`, tokens.admin);
    expect(notGateway.statusCode).toBe(400);
    expect(notGateway.json().message).toBe('Manuelle Zähler werden nicht synchronisiert.');
    const manualReading = await addReading(res.json().id, { reading_value: '12,5' });
    expect(manualReading.statusCode).toBe(400);
    expect(manualReading.json().message).toBe(
      'Zählerstände können nur für manuelle Zähler erfasst werden; Gateway-Zähler liefern sie selbst.',
    );
  });
});

describe('hot-water meters', () => {
  it('marks a water meter as hot water and refuses the mark on any other type, storing nothing', async () => {
    const res = await manualMeter({ hot_water: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ meter_type: 'Wasserzähler', hot_water: true });
    expect((await call('GET', `/api/meters/${res.json().id}`, tokens.admin)).json().hot_water).toBe(true);
    const [row] = await t.ctx.db.select().from(meters).where(eq(meters.id, res.json().id));
    expect(row!.hotWater).toBe(true);
    expect((await manualMeter()).json().hot_water).toBe(false);

    const before = await meterCount();
    const power = await manualMeter({ meter_type: 'Stromzähler', hot_water: true });
    expect(power.statusCode).toBe(400);
    expect(power.json().message).toBe('Nur ein Wasserzähler kann als Warmwasserzähler markiert werden.');
    expect(await meterCount()).toBe(before);

    const unmarked = await call('PUT', `/api/meters/${res.json().id}`, tokens.admin, {
      meter_type: 'Stromzähler',
      hot_water: true,
    });
    expect(unmarked.statusCode).toBe(400);
    const [unchanged] = await t.ctx.db.select().from(meters).where(eq(meters.id, res.json().id));
    expect(unchanged).toMatchObject({ meterType: 'Wasserzähler', hotWater: true });

    // A change of type leaves the mark behind; the database refuses it on any other type as well.
    const retyped = await call('PUT', `/api/meters/${res.json().id}`, tokens.admin, {
      meter_type: 'Gaszähler',
    });
    expect(retyped.json()).toMatchObject({ meter_type: 'Gaszähler', hot_water: false });
    await expect(
      t.ctx.db.update(meters).set({ hotWater: true }).where(eq(meters.id, res.json().id)),
    ).rejects.toThrow();
  });
});

describe('PUT and DELETE /api/meters/{id}', () => {
  it('saves single fields, null for unused, and keeps the meter complete', async () => {
    const meter = (await manualMeter()).json();
    const res = await call('PUT', `/api/meters/${meter.id}`, tokens.admin, {
      meter_number: 'WZ-neu',
      gateway_id: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ meter_number: 'WZ-neu', gateway_id: null, unit: 'm³' });
    const emptied = await call('PUT', `/api/meters/${meter.id}`, tokens.admin, { meter_number: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('Bitte folgende Angaben ergänzen: Zählernummer.');
    const toLabel = await call('PUT', `/api/meters/${meter.id}`, tokens.admin, {
      tenant_id: null,
      assignment_label: 'Gewerbe',
    });
    expect(toLabel.json()).toMatchObject({ tenant_id: null, assignment_label: 'Gewerbe' });
    expect((await call('PUT', `/api/meters/${meter.id}`, tokens.admin, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/meters/99999', tokens.admin, { meter_number: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('deletes a meter with its readings', async () => {
    const meter = (await manualMeter()).json();
    await addReading(meter.id, { reading_value: 1, reading_date: '2026-01-01' });
    expect((await call('DELETE', `/api/meters/${meter.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/meters/${meter.id}`, tokens.admin)).statusCode).toBe(404);
    const left = await t.ctx.db.select().from(meterReadings).where(eq(meterReadings.meterId, meter.id));
    expect(left).toEqual([]);
    expect((await call('DELETE', `/api/meters/${meter.id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('readings', () => {
  it('takes German input rounded to 3 decimals, today as the default date and the meter’s unit', async () => {
    const meter = (await manualMeter()).json();
    const res = await addReading(meter.id, { reading_value: '1.234,5678' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reading_value: '1234.568',
      reading_date: '2026-03-15',
      unit: 'm³',
      is_estimated: false,
    });
    const negative = await addReading(meter.id, { reading_value: -2.0004, reading_date: '2026-03-16' });
    expect(negative.json().reading_value).toBe('-2.000');
  });

  it('refuses values of 10,000,000 and more with the spec’s messages, storing nothing', async () => {
    const meter = (await manualMeter()).json();
    const before = await readingCount();
    for (const value of ['10.000.000', 10_000_000, '-10000000'])
      expect((await addReading(meter.id, { reading_value: value })).json().message).toBe(
        'Wert ist zu groß. Maximal 9.999.999,999.',
      );
    expect((await addReading(meter.id, { reading_value: '9.999.999,999' })).statusCode).toBe(201);
    expect((await addReading(meter.id, {})).json().message).toBe('Bitte einen Zählerstand eingeben.');
    expect((await addReading(meter.id, { reading_value: 'viel' })).statusCode).toBe(400);
    expect((await addReading(meter.id, { reading_value: 1, reading_date: '2026-02-30' })).statusCode).toBe(
      400,
    );
    expect(await readingCount()).toBe(before + 1);
    expect((await addReading(99_999, { reading_value: 1 })).statusCode).toBe(404);
  });

  it('lists by date either way, paged with the total, and corrects and deletes single readings', async () => {
    const meter = (await manualMeter()).json();
    for (const [date, value] of [
      ['2026-02-01', 20],
      ['2026-01-01', 10],
      ['2026-03-01', 30],
    ] as const)
      await addReading(meter.id, { reading_date: date, reading_value: value });
    const ascending = await call('GET', `/api/meters/${meter.id}/readings`, tokens.admin);
    expect(ascending.json().map((r: { reading_date: string }) => r.reading_date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    const page = await call(
      'GET',
      `/api/meters/${meter.id}/readings?sort=-reading_date&limit=2&offset=0`,
      tokens.admin,
    );
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: { reading_value: string }) => r.reading_value)).toEqual(['30.000', '20.000']);
    expect((await call('GET', `/api/meters/${meter.id}/readings?sort=wert`, tokens.admin)).statusCode).toBe(
      400,
    );

    const first = ascending.json()[0];
    const edited = await call('PUT', `/api/meter_readings/${first.id}`, tokens.admin, {
      reading_value: '11,25',
      reading_date: '2026-01-02',
    });
    expect(edited.json()).toMatchObject({ reading_value: '11.250', reading_date: '2026-01-02' });
    const tooLarge = await call('PUT', `/api/meter_readings/${first.id}`, tokens.admin, {
      reading_value: '99.999.999',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('Wert ungültig oder zu groß (max. 9.999.999,999)');
    expect((await call('DELETE', `/api/meter_readings/${first.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/meter_readings/${first.id}`, tokens.admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/meter_readings/${first.id}`, tokens.admin, { reading_value: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('yearly consumption', () => {
  it('is the difference at the year’s boundaries, interpolated where no reading falls on them', async () => {
    const meter = (await manualMeter({ meter_type: 'Wärmemengenzähler', assignment_label: null })).json();
    // Start read on 31.12.; the end interpolated between 01.12. (2.000) and 30.01. (2.600):
    // 60 days, the boundary 30 days after the first → 2.300; consumption 2.300 − 1.000,5 = 1.299,5.
    for (const [date, value] of [
      ['2024-12-31', '1.000,5'],
      ['2025-06-30', '1.500'],
      ['2025-12-01', '2.000'],
      ['2026-01-30', '2.600'],
    ] as const)
      await addReading(meter.id, { reading_date: date, reading_value: value });
    const res = await call(
      'GET',
      `/api/properties/${t.other.propertyId}/meter_consumption?year=2025`,
      tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().find((m: { meter_id: number }) => m.meter_id === meter.id)).toMatchObject({
      meter_type: 'Wärmemengenzähler',
      tenant_id: t.other.tenantId,
      status: 'ok',
      consumption: 1299.5,
      start: { value: '1000.500', interpolated: false },
      end: { value: '2300.000', interpolated: true },
      message: null,
    });
    const years = await call('GET', `/api/meters/${meter.id}/consumption`, tokens.admin);
    // 2026: from the interpolated start (2.300) to the last reading of the year (2.600), with the
    // warning kept; 2024: only the reading of 31.12., so nothing was consumed.
    expect(
      years
        .json()
        .map((y: { year: number; status: string; consumption: number }) => [y.year, y.status, y.consumption]),
    ).toEqual([
      [2026, 'missing_end', 300],
      [2025, 'ok', 1299.5],
      [2024, 'missing_start', 0],
    ]);
    expect(years.json()[0].message).toBe(
      'Für das Ende des Jahres 2026 fehlt ein Zählerstand (am 31.12. oder 01.01., sonst je einer davor und danach).',
    );
  });

  it('counts a meter read only during the year from its first to its last reading, and 0 without readings', async () => {
    const meter = (
      await manualMeter({ meter_type: 'Gaszähler', tenant_id: null, assignment_label: 'Allgemeinheizung' })
    ).json();
    const unread = (await manualMeter({ meter_type: 'Wärmemengenzähler' })).json();
    for (const [date, value] of [
      ['2025-02-01', '100'],
      ['2025-11-30', '350,25'],
    ] as const)
      await addReading(meter.id, { reading_date: date, reading_value: value });
    const rows = (
      await call('GET', `/api/properties/${t.other.propertyId}/meter_consumption?year=2025`, tokens.admin)
    ).json();
    expect(rows.find((m: { meter_id: number }) => m.meter_id === meter.id)).toMatchObject({
      status: 'missing_start',
      consumption: 250.25,
      start: { value: '100.000', interpolated: false },
      end: { value: '350.250', interpolated: false },
    });
    expect(rows.find((m: { meter_id: number }) => m.meter_id === unread.id)).toMatchObject({
      status: 'missing_start',
      consumption: 0,
      start: null,
      end: null,
    });
  });

  it('reports a meter exchange instead of a negative consumption', async () => {
    const meter = (await manualMeter()).json();
    for (const [date, value] of [
      ['2024-12-31', '800'],
      ['2025-07-01', '3'],
      ['2025-12-31', '95'],
    ] as const)
      await addReading(meter.id, { reading_date: date, reading_value: value });
    const [year] = (await call('GET', `/api/meters/${meter.id}/consumption`, tokens.admin)).json();
    expect(year).toMatchObject({ year: 2025, status: 'reset', consumption: null });
    expect(year.message).toContain('Am 01.07.2025 ist der Zählerstand niedriger als zuvor');
  });

  it('needs a year', async () => {
    for (const query of ['', '?year=25', '?year=20x5', '?year=1800'])
      expect(
        (await call('GET', `/api/properties/${t.other.propertyId}/meter_consumption${query}`, tokens.admin))
          .statusCode,
      ).toBe(400);
  });
});

describe('who may do what', () => {
  it('answers 401 without a token on every call', async () => {
    const meter = (await manualMeter()).json();
    for (const [method, url] of [
      ['GET', '/api/meters'],
      ['GET', `/api/meters/${meter.id}`],
      ['POST', '/api/meters'],
      ['PUT', `/api/meters/${meter.id}`],
      ['DELETE', `/api/meters/${meter.id}`],
      ['POST', `/api/meters/${meter.id}/sync`],
      ['GET', `/api/meters/${meter.id}/readings`],
      ['POST', `/api/meters/${meter.id}/readings`],
      ['GET', `/api/meters/${meter.id}/consumption`],
      ['PUT', '/api/meter_readings/1'],
      ['DELETE', '/api/meter_readings/1'],
      ['GET', `/api/properties/${t.other.propertyId}/meter_consumption?year=2025`],
    ] as const)
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(
        401,
      );
  });

  it('lets landlords read and write only their own meters, employees read all, and admins write all', async () => {
    const other = (await manualMeter()).json();
    const own = (await call('GET', `/api/meters?property_id=${ownPropertyId}`, tokens.customer)).json();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m: { property_id: number }) => m.property_id === ownPropertyId)).toBe(true);
    const all = await call('GET', '/api/meters?limit=500', tokens.customer);
    expect(all.json().some((m: { id: number }) => m.id === other.id)).toBe(false);
    expect((await call('GET', `/api/meters/${other.id}`, tokens.customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/meters/${other.id}/readings`, tokens.customer)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/properties/${t.other.propertyId}/meter_consumption?year=2025`,
          tokens.customer,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/meters/${own[0].id}/readings`, tokens.customer)).statusCode).toBe(200);
    expect((await call('GET', `/api/meters/${other.id}`, tokens.employee)).statusCode).toBe(200);

    // A landlord's writes reach its own meters only: another's property and meter are not found.
    const meterOfOther = { meter_type: 'Wasserzähler', meter_number: 'X-1', source_type: 'manual' };
    expect(
      (
        await call('POST', '/api/meters', tokens.customer, {
          ...meterOfOther,
          property_id: t.other.propertyId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/meters/${other.id}`, tokens.customer, { meter_number: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/meters/${other.id}`, tokens.customer)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/meters/${other.id}/readings`, tokens.customer, { reading_value: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/meters/${other.id}`, tokens.admin)).statusCode).toBe(200);

    for (const token of [tokens.employee, tokens.tenant]) {
      expect((await call('POST', '/api/meters', token, { property_id: ownPropertyId })).statusCode).toBe(403);
      expect((await call('PUT', `/api/meters/${own[0].id}`, token, { meter_number: 'x' })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/meters/${own[0].id}`, token)).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/meters/${own[0].id}/readings`, token, { reading_value: 1 })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/meters', tokens.tenant)).statusCode).toBe(403);
  });

  it('pages and searches the meter list', async () => {
    await manualMeter({ meter_number: 'SUCH-4711' });
    const res = await call('GET', '/api/meters?q=such-47&limit=1', tokens.admin);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()[0].meter_number).toBe('SUCH-4711');
    for (const query of ['?limit=0', '?limit=abc', '?property_id=x', '?sort=preis'])
      expect((await call('GET', `/api/meters${query}`, tokens.admin)).statusCode, query).toBe(400);
    expect((await call('GET', '/api/meters/abc', tokens.admin)).statusCode).toBe(400);
  });
});
