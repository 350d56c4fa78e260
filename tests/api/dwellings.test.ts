import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dwellings, tenants } from '../../src/server/db/schema.ts';
import { dwellingTexts, propertyTexts, tenantTexts, validationTexts } from '../../src/domain/texts/index.ts';
import { aDwelling, aMeter, aProperty, aTenant } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let customerId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const countOf = async (propertyId: number) =>
  (await t.ctx.db.select({ n: count() }).from(dwellings).where(eq(dwellings.propertyId, propertyId)))[0]!.n;

/** A fresh property of the demo landlord, so each test starts without dwellings. */
const ownProperty = async () => (await aProperty(t.ctx.db, { customerId })).id;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  const [first] = (await call('GET', '/api/properties', tokens.customer)).json() as Array<{
    customer_id: number;
  }>;
  customerId = first!.customer_id;
});
afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  it('answers 401 without sign-in and 403 to a tenant on every call', async () => {
    const propertyId = await ownProperty();
    const dwelling = await aDwelling(t.ctx.db, { propertyId, label: 'EG' });
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/api/properties/${propertyId}/dwellings`],
      ['POST', `/api/properties/${propertyId}/dwellings`, { label: 'X' }],
      ['POST', `/api/properties/${propertyId}/dwellings/bulk`, { rows: [{ label: 'Y' }] }],
      ['GET', `/api/dwellings/${dwelling.id}`],
      ['PUT', `/api/dwellings/${dwelling.id}`, { label: 'Z' }],
      ['DELETE', `/api/dwellings/${dwelling.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tokens.tenant, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await countOf(propertyId)).toBe(1);
  });

  it('answers 404 to a landlord for another landlord’s property and dwelling, and changes nothing', async () => {
    const other = t.other.propertyId;
    const theirs = await aDwelling(t.ctx.db, { propertyId: other, label: 'Fremd', areaM2: '50.00' });
    const list = await call('GET', `/api/properties/${other}/dwellings`, tokens.customer);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe(propertyTexts.notFound);
    for (const [method, url, body] of [
      ['POST', `/api/properties/${other}/dwellings`, { label: 'Neu' }],
      ['POST', `/api/properties/${other}/dwellings/bulk`, { rows: [{ label: 'Neu' }] }],
    ] as const)
      expect((await call(method, url, tokens.customer, body)).json().message).toBe(propertyTexts.notFound);
    for (const [method, body] of [['GET'], ['PUT', { area_m2: 1 }], ['DELETE']] as const) {
      const res = await call(method, `/api/dwellings/${theirs.id}`, tokens.customer, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(dwellingTexts.notFound);
    }
    const [row] = await t.ctx.db.select().from(dwellings).where(eq(dwellings.id, theirs.id));
    expect(row).toMatchObject({ label: 'Fremd', areaM2: '50.00' });
    expect(await countOf(other)).toBe(1);
  });

  it('lets employees and admins work on any landlord’s dwellings', async () => {
    const propertyId = await ownProperty();
    for (const token of [tokens.employee, tokens.admin]) {
      const label = token === tokens.admin ? 'Admin' : 'Mitarbeiter';
      const res = await call('POST', `/api/properties/${propertyId}/dwellings`, token, { label });
      expect(res.statusCode, res.body).toBe(201);
      expect((await call('GET', `/api/dwellings/${res.json().id}`, token)).statusCode).toBe(200);
    }
    const list = await call('GET', `/api/properties/${t.other.propertyId}/dwellings`, tokens.employee);
    expect(list.statusCode).toBe(200);
  });
});

describe('POST /api/properties/{id}/dwellings and GET', () => {
  it('creates a dwelling with German decimals and answers exactly the record', async () => {
    const propertyId = await ownProperty();
    const res = await call('POST', `/api/properties/${propertyId}/dwellings`, tokens.customer, {
      label: '  2. OG rechts ',
      area_m2: '65,4',
      mea: 89,
      volume_m3: '170,04',
      heated_area_m2: 60,
      heated_volume_m3: '150,5',
      hot_water_supplied: false,
      persons: '3',
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record).toEqual({
      id: record.id,
      property_id: propertyId,
      label: '2. OG rechts',
      area_m2: 65.4,
      mea: 89,
      hot_water_supplied: false,
      heated_area_m2: 60,
      heated_volume_m3: 150.5,
      volume_m3: 170.04,
      persons: 3,
      sort_index: 0,
    });
    expect((await call('GET', `/api/dwellings/${record.id}`, tokens.customer)).json()).toEqual(record);
    const defaults = await call('POST', `/api/properties/${propertyId}/dwellings`, tokens.customer, {
      label: 'EG',
    });
    expect(defaults.json()).toMatchObject({
      area_m2: null,
      persons: null,
      hot_water_supplied: true,
      sort_index: 1,
    });
  });

  it('refuses bad input with the German sentence and stores nothing', async () => {
    const propertyId = await ownProperty();
    const cases: Array<[object, string]> = [
      [{}, dwellingTexts.labelRequired],
      [{ label: '   ' }, dwellingTexts.labelRequired],
      [{ label: 'x'.repeat(101) }, dwellingTexts.labelTooLong],
      [{ label: 'A', area_m2: 'viel' }, validationTexts.areaInvalid],
      [{ label: 'A', area_m2: '-3' }, validationTexts.areaNegative],
      [{ label: 'A', volume_m3: 'groß' }, dwellingTexts.volumeInvalid],
      [{ label: 'A', heated_volume_m3: '-1' }, dwellingTexts.volumeNegative],
      [{ label: 'A', heated_area_m2: 'x' }, validationTexts.areaInvalid],
      [{ label: 'A', mea: 'abc' }, tenantTexts.meaInvalid],
      [{ label: 'A', persons: 100 }, dwellingTexts.personsInvalid],
      [{ label: 'A', persons: 2.5 }, dwellingTexts.personsInvalid],
      [{ label: 'A', hot_water_supplied: 'ja' }, dwellingTexts.hotWaterInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/api/properties/${propertyId}/dwellings`, tokens.customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countOf(propertyId)).toBe(0);
    const missing = await call('POST', `/api/properties/999999/dwellings`, tokens.admin, { label: 'A' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps labels unique within the property regardless of case (409 naming the label)', async () => {
    const propertyId = await ownProperty();
    await call('POST', `/api/properties/${propertyId}/dwellings`, tokens.customer, { label: 'EG links' });
    const res = await call('POST', `/api/properties/${propertyId}/dwellings`, tokens.customer, {
      label: 'eg LINKS',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(dwellingTexts.labelTaken('eg LINKS'));
    expect(await countOf(propertyId)).toBe(1);
    // Another property may have the same label.
    const other = await ownProperty();
    const elsewhere = await call('POST', `/api/properties/${other}/dwellings`, tokens.customer, {
      label: 'EG links',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lists in the table’s order, pages with the total and searches labels', async () => {
    const propertyId = await ownProperty();
    await aDwelling(t.ctx.db, { propertyId, label: 'C', sortIndex: 2 });
    await aDwelling(t.ctx.db, { propertyId, label: 'A', sortIndex: 0 });
    await aDwelling(t.ctx.db, { propertyId, label: 'B', sortIndex: 1 });
    await aDwelling(t.ctx.db, { propertyId, label: 'B2', sortIndex: 1 });
    const all = await call('GET', `/api/properties/${propertyId}/dwellings`, tokens.customer);
    expect(all.json().map((d: { label: string }) => d.label)).toEqual(['A', 'B', 'B2', 'C']);
    expect(all.headers['x-total-count']).toBe('4');
    const page = await call(
      'GET',
      `/api/properties/${propertyId}/dwellings?limit=2&offset=1`,
      tokens.customer,
    );
    expect(page.json().map((d: { label: string }) => d.label)).toEqual(['B', 'B2']);
    expect(page.headers['x-total-count']).toBe('4');
    const found = await call('GET', `/api/properties/${propertyId}/dwellings?q=b`, tokens.customer);
    expect(found.json().map((d: { label: string }) => d.label)).toEqual(['B', 'B2']);
    expect(found.headers['x-total-count']).toBe('2');
    const bad = await call('GET', `/api/properties/${propertyId}/dwellings?sort=area`, tokens.customer);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/dwellings/{id}', () => {
  it('saves one field, and copies area, share and volume to every tenancy of the dwelling', async () => {
    const propertyId = await ownProperty();
    const flat = await aDwelling(t.ctx.db, { propertyId, label: '1. OG', areaM2: '60.00' });
    const next = await aDwelling(t.ctx.db, { propertyId, label: '2. OG', areaM2: '70.00' });
    const before = await aTenant(t.ctx.db, {
      propertyId,
      dwellingId: flat.id,
      areaM2: '60.00',
      moveOut: '2025-06-30',
    });
    const after = await aTenant(t.ctx.db, {
      propertyId,
      dwellingId: flat.id,
      areaM2: '60.00',
      moveIn: '2025-07-01',
    });
    const neighbour = await aTenant(t.ctx.db, { propertyId, dwellingId: next.id, areaM2: '70.00' });
    const res = await call('PUT', `/api/dwellings/${flat.id}`, tokens.customer, {
      area_m2: '72,5',
      mea: '120,5',
      volume_m3: 180,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ label: '1. OG', area_m2: 72.5, mea: 120.5, volume_m3: 180 });
    for (const id of [before.id, after.id]) {
      const [row] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, id));
      expect(row).toMatchObject({ areaM2: '72.50', mea: '120.500', volumeM3: '180.000' });
    }
    const [untouched] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, neighbour.id));
    expect(untouched).toMatchObject({ areaM2: '70.00', mea: null });
    // A field that is no area leaves the tenancies' areas alone.
    await call('PUT', `/api/dwellings/${flat.id}`, tokens.customer, { persons: 2 });
    const [kept] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, after.id));
    expect(kept!.areaM2).toBe('72.50');
  });

  it('refuses a taken label (409), bad values and an empty save (400), and changes nothing', async () => {
    const propertyId = await ownProperty();
    await aDwelling(t.ctx.db, { propertyId, label: 'Dach' });
    const flat = await aDwelling(t.ctx.db, { propertyId, label: 'Keller', areaM2: '30.00' });
    const taken = await call('PUT', `/api/dwellings/${flat.id}`, tokens.customer, { label: 'DACH' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(dwellingTexts.labelTaken('DACH'));
    const same = await call('PUT', `/api/dwellings/${flat.id}`, tokens.customer, { label: 'keller' });
    expect(same.statusCode).toBe(200);
    expect(same.json().label).toBe('keller');
    for (const [body, message] of [
      [{}, tenantTexts.nothingToSave],
      [{ area_m2: '1,2,3' }, validationTexts.areaInvalid],
      [{ label: '' }, dwellingTexts.labelRequired],
      [{ persons: -1 }, dwellingTexts.personsInvalid],
    ] as const) {
      const res = await call('PUT', `/api/dwellings/${flat.id}`, tokens.customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await t.ctx.db.select().from(dwellings).where(eq(dwellings.id, flat.id));
    expect(row).toMatchObject({ label: 'keller', areaM2: '30.00', persons: null });
  });
});

describe('DELETE /api/dwellings/{id}', () => {
  it('refuses while a tenancy or a meter refers to it (409) and deletes a free one', async () => {
    const propertyId = await ownProperty();
    const rented = await aDwelling(t.ctx.db, { propertyId, label: 'Vermietet' });
    await aTenant(t.ctx.db, { propertyId, dwellingId: rented.id });
    const metered = await aDwelling(t.ctx.db, { propertyId, label: 'Mit Zähler' });
    await aMeter(t.ctx.db, { propertyId, dwellingId: metered.id });
    const free = await aDwelling(t.ctx.db, { propertyId, label: 'Frei' });

    const refused = await call('DELETE', `/api/dwellings/${rented.id}`, tokens.customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(dwellingTexts.inUse('Vermietet', 1, 0));
    const refusedMeter = await call('DELETE', `/api/dwellings/${metered.id}`, tokens.customer);
    expect(refusedMeter.statusCode).toBe(409);
    expect(refusedMeter.json().message).toBe(dwellingTexts.inUse('Mit Zähler', 0, 1));
    expect(await countOf(propertyId)).toBe(3);

    expect((await call('DELETE', `/api/dwellings/${free.id}`, tokens.customer)).statusCode).toBe(204);
    expect((await call('GET', `/api/dwellings/${free.id}`, tokens.customer)).statusCode).toBe(404);
    expect(await countOf(propertyId)).toBe(2);
  });
});

describe('POST /api/properties/{id}/dwellings/bulk', () => {
  const rowsOf = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      label: `Wohnung ${i + 1}`,
      area_m2: `${50 + i},5`,
      persons: i % 4,
    }));

  it('creates ten pasted rows in order, at the end of the table', async () => {
    const propertyId = await ownProperty();
    await aDwelling(t.ctx.db, { propertyId, label: 'Bestand', sortIndex: 4 });
    const res = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, {
      rows: rowsOf(10),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Array<{
      label: string;
      area_m2: number;
      persons: number;
      sort_index: number;
    }>;
    expect(created).toHaveLength(10);
    expect(created[0]).toMatchObject({ label: 'Wohnung 1', area_m2: 50.5, persons: 0, sort_index: 5 });
    expect(created[9]).toMatchObject({ label: 'Wohnung 10', area_m2: 59.5, persons: 1, sort_index: 14 });
    expect(await countOf(propertyId)).toBe(11);
  });

  it('refuses the whole paste for one bad cell, naming row and column (400)', async () => {
    const propertyId = await ownProperty();
    const rows = rowsOf(5);
    rows[2] = { ...rows[2]!, area_m2: 'sechzig' };
    const res = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, { rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      dwellingTexts.rowInvalid(3, dwellingTexts.columns.area, validationTexts.areaInvalid),
    );
    const noLabel = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, {
      rows: [{ label: 'A' }, { label: ' ', area_m2: 40 }],
    });
    expect(noLabel.json().message).toBe(
      dwellingTexts.rowInvalid(2, dwellingTexts.columns.label, dwellingTexts.labelRequired),
    );
    const persons = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, {
      rows: [{ label: 'A', persons: 'drei' }],
    });
    expect(persons.json().message).toBe(
      dwellingTexts.rowInvalid(1, dwellingTexts.columns.persons, dwellingTexts.personsInvalid),
    );
    for (const [body, message] of [
      [{ rows: [] }, dwellingTexts.rowsRequired],
      [{ rows: rowsOf(501) }, dwellingTexts.tooManyRows(500)],
    ] as const) {
      const refused = await call(
        'POST',
        `/api/properties/${propertyId}/dwellings/bulk`,
        tokens.customer,
        body,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await countOf(propertyId)).toBe(0);
  });

  it('refuses a label twice among the rows or already taken (409), storing nothing', async () => {
    const propertyId = await ownProperty();
    await aDwelling(t.ctx.db, { propertyId, label: 'EG' });
    const twice = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, {
      rows: [{ label: '1. OG' }, { label: '2. OG' }, { label: '1. og' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(dwellingTexts.labelTwice('1. OG', [1, 3]));
    const taken = await call('POST', `/api/properties/${propertyId}/dwellings/bulk`, tokens.customer, {
      rows: [{ label: '1. OG' }, { label: 'eg' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(dwellingTexts.labelTaken('eg'));
    expect(await countOf(propertyId)).toBe(1);
  });
});
