import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dwellings, tenants } from '../../src/server/db/schema.ts';
import { aProperty } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let otherToken: string;
let property: number;
let landlord: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

interface Tenant {
  id: number;
  dwelling_id: number | null;
  dwelling_label: string | null;
  area_m2: number | null;
  move_in: string | null;
  move_out: string | null;
}

const person = {
  salutation: 'Frau',
  first_name: 'Lena',
  street_house_no: 'Lindenstraße 12',
  zipcode: '10115',
  city: 'Berlin',
  delivery_method: 'post',
};

/** A property of the demo landlord of its own, so each test starts without dwellings. */
async function freshProperty() {
  return (await aProperty(t.ctx.db, { customerId: landlord })).id;
}

async function spec(propertyId: number, body: object, token = tokens.customer) {
  return call('POST', `/api/properties/${propertyId}/tenants`, token, { ...person, ...body });
}

async function created(propertyId: number, body: object): Promise<Tenant> {
  const res = await spec(propertyId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Tenant;
}

const dwellingsOf = async (propertyId: number) =>
  t.ctx.db.select().from(dwellings).where(eq(dwellings.propertyId, propertyId)).orderBy(dwellings.id);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  otherToken = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
  t.clock.now = new Date('2026-03-15T10:00:00Z');
  const properties = (await call('GET', '/api/properties', tokens.customer)).json() as Array<{ id: number }>;
  property = properties[0]!.id;
  landlord = (
    (await call('GET', `/api/properties/${property}`, tokens.customer)).json() as { customer_id: number }
  ).customer_id;
});
afterAll(async () => {
  await t.close();
});

describe('tenant records carry their dwelling', () => {
  it('shows dwelling_id and dwelling_label in every list and single record', async () => {
    const p = await freshProperty();
    const a = await created(p, { last_name: 'Adler', floor: 'EG links', move_in: '2025-01-01' });
    expect(a.dwelling_id).toEqual(expect.any(Number));
    expect(a.dwelling_label).toBe('EG links');
    for (const url of [`/api/tenants/${a.id}`]) {
      expect((await call('GET', url, tokens.customer)).json()).toMatchObject({
        dwelling_id: a.dwelling_id,
        dwelling_label: 'EG links',
      });
    }
    const ofProperty = (
      await call('GET', `/api/properties/${p}/tenants`, tokens.employee)
    ).json() as Tenant[];
    expect(ofProperty.find((r) => r.id === a.id)).toMatchObject({ dwelling_label: 'EG links' });
    const list = (await call('GET', `/api/tenants?q=Adler`, tokens.admin)).json() as Tenant[];
    expect(list.find((r) => r.id === a.id)).toMatchObject({ dwelling_id: a.dwelling_id });
    const page = (await call('GET', `/api/tenants?limit=500`, tokens.admin)).json() as Tenant[];
    expect(page.find((r) => r.id === a.id)).toMatchObject({ dwelling_label: 'EG links' });
  });
});

describe('where a new tenancy lives', () => {
  it('creates a new dwelling from floor and area, "Wohnung <n>" without floor', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: ' 1. OG ',
      area_m2: '61,5',
      move_in: '2025-01-01',
    });
    const b = await created(p, { last_name: 'Brandt', move_in: '2025-01-01' });
    expect(a.dwelling_label).toBe('1. OG');
    expect(b.dwelling_label).toBe('Wohnung 2');
    const rows = await dwellingsOf(p);
    expect(rows.map((d) => [d.label, d.areaM2])).toEqual([
      ['1. OG', '61.50'],
      ['Wohnung 2', null],
    ]);
  });

  it('joins the dwelling its floor names when the periods do not overlap, taking its area', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: '2. OG',
      area_m2: '70',
      move_in: '2024-01-01',
      move_out: '2025-06-30',
    });
    const b = await created(p, { last_name: 'Brandt', floor: '2. og', move_in: '2025-07-01' });
    expect(b.dwelling_id).toBe(a.dwelling_id);
    expect(b.area_m2).toBe(70);
    // Overlapping the spec's way (same floor, same time): a dwelling of its own, no refusal.
    const c = await created(p, { last_name: 'Conrad', floor: '2. OG', move_in: '2025-01-01' });
    expect(c.dwelling_id).not.toBe(a.dwelling_id);
    expect(c.dwelling_label).toBe('2. OG (2)');
  });

  it('gives a tenancy entered without persons the persons usually living in its dwelling', async () => {
    const p = await freshProperty();
    const [dwelling] = await t.ctx.db
      .insert(dwellings)
      .values({ propertyId: p, label: '1. OG', areaM2: '64.00', persons: 3 })
      .returning();
    const d = dwelling!.id;
    const usual = await created(p, {
      last_name: 'Ziegler',
      dwelling_id: d,
      move_in: '2025-01-01',
      move_out: '2025-03-31',
    });
    const counted = await created(p, {
      last_name: 'Yilmaz',
      dwelling_id: d,
      move_in: '2025-04-01',
      move_out: '2025-08-31',
      usage_units: '1',
    });
    const empty = await created(p, { last_name: 'Leerstand', dwelling_id: d, move_in: '2025-09-01' });
    const persons = async (id: number) =>
      (await t.ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0]!.usageUnits;
    expect(await persons(usual.id)).toBe('3.00');
    expect(await persons(counted.id)).toBe('1.00');
    // An empty flat's persons are the property's vacancy setting, not the usual household.
    expect(await persons(empty.id)).toBeNull();
  });

  it('places a tenancy in the dwelling named, refusing another property’s (400) and overlaps (409)', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Müller',
      floor: '3. OG',
      area_m2: '55',
      move_in: '2025-01-01',
      move_out: '2025-06-30',
    });
    const b = await created(p, {
      last_name: 'Neumann',
      floor: 'anders',
      move_in: '2025-07-01',
      dwelling_id: a.dwelling_id,
    });
    expect(b).toMatchObject({ dwelling_id: a.dwelling_id, dwelling_label: '3. OG', area_m2: 55 });

    const q = await freshProperty();
    const foreign = await spec(q, { last_name: 'Fremd', move_in: '2025-01-01', dwelling_id: a.dwelling_id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Die gewählte Wohnung gehört nicht zu dieser Liegenschaft.');
    const unknown = await spec(q, { last_name: 'Fremd', move_in: '2025-01-01', dwelling_id: 999_999 });
    expect(unknown.statusCode).toBe(400);

    const before = (await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, p))).length;
    const overlap = await spec(p, { last_name: 'Otto', move_in: '2025-03-01', dwelling_id: a.dwelling_id });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'Der Zeitraum von „Lena Otto“ (ab 01.03.2025) überschneidet sich mit „Lena Müller“ (01.01.2025–30.06.2025) in derselben Wohnung „3. OG“.',
    );
    expect((await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, p))).length).toBe(before);
  });

  it('lets a successor (customer call) move into its predecessor’s dwelling', async () => {
    const p = await freshProperty();
    const a = await created(p, { last_name: 'Adler', floor: 'DG', area_m2: '40', move_in: '2024-01-01' });
    const res = await call('POST', `/api/customer/properties/${p}/tenants`, tokens.customer, {
      ...person,
      last_name: 'Brandt',
      floor: 'etwas anderes',
      move_in: '2025-07-01',
      predecessor_id: a.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ dwelling_id: a.dwelling_id, area_m2: 40 });
    const vacancy = await call('POST', `/api/customer/properties/${p}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: '2025-04-01',
      dwelling_id: a.dwelling_id,
    });
    expect(vacancy.statusCode).toBe(409);
  });

  it('accepts dwelling_id on the customer call and refuses a foreign one', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: 'EG',
      move_in: '2024-01-01',
      move_out: '2024-12-31',
    });
    const ok = await call('POST', `/api/customer/properties/${p}/tenants`, tokens.customer, {
      ...person,
      last_name: 'Brandt',
      move_in: '2025-02-15',
      dwelling_id: a.dwelling_id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ dwelling_id: a.dwelling_id, move_in: '2025-02-15' });
    const q = await freshProperty();
    const foreign = await call('POST', `/api/customer/properties/${q}/tenants`, tokens.customer, {
      ...person,
      last_name: 'Fremd',
      move_in: '2025-02-15',
      dwelling_id: a.dwelling_id,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('changing a tenancy', () => {
  it('refuses a period or a move that overlaps another tenancy of the dwelling', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: 'A',
      move_in: '2024-01-01',
      move_out: '2024-12-31',
    });
    const b = await created(p, { last_name: 'Brandt', floor: 'A', move_in: '2025-01-01' });
    expect(b.dwelling_id).toBe(a.dwelling_id);
    const earlier = await call('PUT', `/api/tenants/${b.id}`, tokens.customer, { move_in: '2024-12-01' });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toContain('„Lena Adler“ (01.01.2024–31.12.2024)');
    const c = await created(p, { last_name: 'Conrad', floor: 'B', move_in: '2024-06-01' });
    const move = await call('PUT', `/api/tenants/${c.id}`, tokens.customer, { dwelling_id: a.dwelling_id });
    expect(move.statusCode).toBe(409);
    const q = await freshProperty();
    const other = await created(q, { last_name: 'Fremd', move_in: '2024-06-01' });
    const foreign = await call('PUT', `/api/tenants/${c.id}`, tokens.customer, {
      dwelling_id: other.dwelling_id,
    });
    expect(foreign.statusCode).toBe(400);
    const later = await call('PUT', `/api/tenants/${a.id}/move_out`, tokens.admin, {
      move_out: '2025-03-31',
    });
    expect(later.statusCode).toBe(409);
    const reopened = await call('PUT', `/api/tenants/${a.id}/move_out`, tokens.admin, { move_out: null });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toContain('„Lena Brandt“ (ab 01.01.2025)');
    expect((await call('GET', `/api/tenants/${a.id}`, tokens.customer)).json()).toMatchObject({
      move_out: '2024-12-31',
    });
  });

  it('moves a tenancy to a free dwelling, taking its area, and writes areas on the dwelling', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: 'A',
      area_m2: '50',
      move_in: '2024-01-01',
      move_out: '2024-12-31',
    });
    const b = await created(p, { last_name: 'Brandt', floor: 'B', area_m2: '80', move_in: '2025-01-01' });
    const moved = await call('PUT', `/api/customer/tenants/${b.id}`, tokens.customer, {
      dwelling_id: a.dwelling_id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ dwelling_id: a.dwelling_id, dwelling_label: 'A', area_m2: 50 });
    const area = await call('PUT', `/api/tenants/${b.id}/area`, tokens.customer, { area_m2: '52,5' });
    expect(area.statusCode).toBe(200);
    expect((await call('GET', `/api/tenants/${a.id}`, tokens.customer)).json()).toMatchObject({
      area_m2: 52.5,
    });
    const spec = await call('PUT', `/api/tenants/${a.id}`, tokens.customer, { mea: '120' });
    expect(spec.statusCode).toBe(200);
    expect((await call('GET', `/api/tenants/${b.id}`, tokens.customer)).json()).toMatchObject({ mea: 120 });
    const [dwelling] = await t.ctx.db.select().from(dwellings).where(eq(dwellings.id, a.dwelling_id!));
    expect([dwelling!.areaM2, dwelling!.mea]).toEqual(['52.50', '120.000']);
  });
});

describe('GET /api/properties/{id}/occupancy', () => {
  it('covers the year per dwelling with tenancies and vacancies', async () => {
    const p = await freshProperty();
    const a = await created(p, {
      last_name: 'Adler',
      floor: 'EG',
      move_in: '2024-01-01',
      move_out: '2025-06-30',
    });
    const b = await created(p, { last_name: 'Brandt', floor: 'EG', move_in: '2025-09-01' });
    const empty = await created(p, { last_name: 'Conrad', floor: 'OG', move_in: '2026-01-01' });
    const res = await call('GET', `/api/properties/${p}/occupancy?year=2025`, tokens.customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        dwelling_id: a.dwelling_id,
        label: 'EG',
        periods: [
          { from: '2025-01-01', to: '2025-06-30', kind: 'tenancy', tenant_id: a.id },
          { from: '2025-07-01', to: '2025-08-31', kind: 'vacancy', tenant_id: null },
          { from: '2025-09-01', to: '2025-12-31', kind: 'tenancy', tenant_id: b.id },
        ],
      },
      {
        dwelling_id: empty.dwelling_id,
        label: 'OG',
        periods: [{ from: '2025-01-01', to: '2025-12-31', kind: 'vacancy', tenant_id: null }],
      },
    ]);
    const employee = await call('GET', `/api/properties/${p}/occupancy?year=2025`, tokens.employee);
    expect(employee.statusCode).toBe(200);
  });

  it('answers 401, 403, 404 and 400 in German', async () => {
    const url = `/api/properties/${property}/occupancy?year=2025`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', url, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/properties/999999/occupancy?year=2025`, tokens.admin)).statusCode).toBe(
      404,
    );
    for (const year of ['abc', '1999', '']) {
      const bad = await call('GET', `/api/properties/${property}/occupancy?year=${year}`, tokens.customer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Bitte ein Jahr zwischen 2000 und 2100 angeben.');
    }
    expect((await call('GET', `/api/properties/${property}/occupancy`, tokens.customer)).statusCode).toBe(
      400,
    );
  });
});
