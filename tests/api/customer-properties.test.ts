import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingYears, customers, properties } from '../../src/server/db/schema.ts';
import {
  propertySetupTexts,
  propertyTexts,
  SETUP_STEP_IDS,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { aCustomer, aLogin, aProperty } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
/** A landlord of its own, starting with nothing, and one whose login has no customer record. */
let landlord: string;
let landlordCustomerId: number;
let orphan: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

interface Step {
  id: string;
  done: boolean;
  missing: string[];
  href: string;
}
const setupOf = async (propertyId: number, token = landlord) => {
  const res = await call('GET', `/api/properties/${propertyId}/setup`, token);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { year: number; steps: Step[] };
  return { year: body.year, step: (id: string) => body.steps.find((s) => s.id === id)!, steps: body.steps };
};
const propertyCount = async () => (await t.ctx.db.select({ n: count() }).from(properties))[0]!.n;

const HOUSE = { street: 'Lindenweg', house_number: '3', zip: '04109', city: 'Leipzig' };

beforeAll(async () => {
  t = await createTestApp();
  // Berlin's 1 March 2026: the open billing year is 2025.
  t.clock.now = new Date('2026-03-01T10:00:00Z');
  tokens = await t.loginRoles();
  const login = await aLogin(t.ctx.db, {
    role: 'customer',
    username: 'neu.vermieter',
    password: 'Neu-Passwort-1',
  });
  landlordCustomerId = (
    await aCustomer(t.ctx.db, { userId: login.id, firstName: 'Nora', lastName: 'Neumann', email: null })
  ).id;
  landlord = await t.login({ username: 'neu.vermieter', password: 'Neu-Passwort-1' });
  await aLogin(t.ctx.db, { role: 'customer', username: 'ohne.kunde', password: 'Ohne-Passwort-1' });
  orphan = await t.login({ username: 'ohne.kunde', password: 'Ohne-Passwort-1' });
});
afterAll(async () => {
  await t.close();
});

describe('POST and PUT /api/customer/properties', () => {
  it('creates the landlord’s own property with its heating answers', async () => {
    const res = await call('POST', '/api/customer/properties', landlord, {
      ...HOUSE,
      heating_system: 'Fernwärme',
      central_hot_water: true,
      co2_building_type: 'residential',
      co2_restriction: 'none',
    });
    expect(res.statusCode).toBe(201);
    const property = res.json();
    expect(property).toMatchObject({
      customer_id: landlordCustomerId,
      address: 'Lindenweg 3, 04109 Leipzig, Deutschland',
      heating_system: 'Fernwärme',
      central_hot_water: true,
      co2_building_type: 'residential',
      co2_restriction: 'none',
      status: 'active',
    });
    const mine = (await call('GET', '/api/properties', landlord)).json() as Array<{ id: number }>;
    expect(mine.map((p) => p.id)).toContain(property.id);
  });

  it('refuses a missing address part, unknown answers, other roles and a login without customer record', async () => {
    const before = await propertyCount();
    const noCity = await call('POST', '/api/customer/properties', landlord, { ...HOUSE, city: '' });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().message).toBe(validationTexts.cityRequired);
    const badType = await call('POST', '/api/customer/properties', landlord, {
      ...HOUSE,
      co2_building_type: 'castle',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain(propertySetupTexts.co2BuildingTypeInvalid);
    expect((await call('POST', '/api/customer/properties', undefined, HOUSE)).statusCode).toBe(401);
    for (const role of ['admin', 'employee', 'tenant'] as const)
      expect((await call('POST', '/api/customer/properties', tokens[role], HOUSE)).statusCode, role).toBe(
        403,
      );
    const none = await call('POST', '/api/customer/properties', orphan, HOUSE);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(propertySetupTexts.noCustomerRecord);
    expect(await propertyCount()).toBe(before);
  });

  it('saves the heating answers alone, the address only in full, and never another landlord’s property', async () => {
    const { id } = (await call('POST', '/api/customer/properties', landlord, HOUSE)).json();
    const saved = await call('PUT', `/api/customer/properties/${id}`, landlord, {
      heating_system: 'Elektroheizung',
      central_hot_water: false,
      co2_restriction: 'building',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      address: 'Lindenweg 3, 04109 Leipzig, Deutschland',
      heating_system: 'Elektroheizung',
      central_hot_water: false,
      co2_building_type: null,
      co2_restriction: 'building',
    });
    const partial = await call('PUT', `/api/customer/properties/${id}`, landlord, { street: 'Neuweg' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(validationTexts.addressPartsRequired);
    const moved = await call('PUT', `/api/customer/properties/${id}`, landlord, {
      ...HOUSE,
      house_number: '5',
    });
    expect(moved.json().address).toBe('Lindenweg 5, 04109 Leipzig, Deutschland');

    const foreign = await call('PUT', `/api/customer/properties/${t.other.propertyId}`, landlord, {
      central_hot_water: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(propertyTexts.notFound);
    const [theirs] = await t.ctx.db.select().from(properties).where(eq(properties.id, t.other.propertyId));
    expect(theirs!.centralHotWater).toBeNull();
    expect(
      (await call('PUT', `/api/customer/properties/${id}`, tokens.employee, { zip: '1' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/customer/properties/${id}`, tokens.tenant, { zip: '1' })).statusCode,
    ).toBe(403);
  });

  it('makes the answers the defaults of a year without stored statement settings, and stored ones win', async () => {
    const { id } = (
      await call('POST', '/api/customer/properties', landlord, {
        ...HOUSE,
        heating_system: 'Fernwärme',
        central_hot_water: true,
        co2_building_type: 'non_residential',
        co2_restriction: 'supply',
      })
    ).json();
    const url = `/api/properties/${id}/statements/settings`;
    const settings = (await call('GET', `${url}?year=2025`, landlord)).json();
    expect(settings).toMatchObject({
      co2_building_type: 'non_residential',
      co2_restriction: 'supply',
      hot_water: { method: 'volume', district_heat: true },
    });
    await call('PUT', `/api/customer/properties/${id}`, landlord, { central_hot_water: false });
    expect((await call('GET', `${url}?year=2025`, landlord)).json().hot_water).toBeNull();
    await call('PUT', `/api/customer/properties/${id}`, landlord, { central_hot_water: true });
    const stored = await call('PUT', url, landlord, {
      year: 2024,
      heating_consumption_share_percent: 70,
      hot_water_consumption_share_percent: 70,
      fixed_split: 'degree_days',
      time_split: 'days',
      vacancy_persons: null,
      remote_readable: null,
      monthly_information_given: null,
      co2_restriction: 'none',
    });
    expect(stored.statusCode).toBe(200);
    await call('PUT', `/api/customer/properties/${id}`, landlord, { co2_restriction: 'building' });
    expect((await call('GET', `${url}?year=2024`, landlord)).json().co2_restriction).toBe('none');
    expect((await call('GET', `${url}?year=2025`, landlord)).json().co2_restriction).toBe('building');
  });
});

describe('GET and PUT /api/customer/profile', () => {
  it('saves the letterhead, IBAN and BIC in their electronic form', async () => {
    const res = await call('PUT', '/api/customer/profile', landlord, {
      address: 'Ringstraße 1, 04109 Leipzig, Deutschland',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      account_holder: 'Nora Neumann',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: landlordCustomerId,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      account_holder: 'Nora Neumann',
    });
    expect((await call('GET', '/api/customer/profile', landlord)).json()).toMatchObject({
      last_name: 'Neumann',
      address: 'Ringstraße 1, 04109 Leipzig, Deutschland',
      iban: 'DE89370400440532013000',
    });
    // The record's own route shows them too.
    expect((await call('GET', `/api/customers/${landlordCustomerId}`, landlord)).json().bic).toBe(
      'COBADEFFXXX',
    );
  });

  it('refuses a wrong IBAN or BIC with German 400 and keeps what was stored', async () => {
    const badIban = await call('PUT', '/api/customer/profile', landlord, {
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toContain(propertySetupTexts.ibanInvalid);
    const badBic = await call('PUT', '/api/customer/profile', landlord, { bic: 'XX1' });
    expect(badBic.statusCode).toBe(400);
    expect(badBic.json().message).toContain(propertySetupTexts.bicInvalid);
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, landlordCustomerId));
    expect(row).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('answers other roles 403, no sign-in 401 and a login without customer record 409', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      expect((await call(method, '/api/customer/profile', undefined, { iban: null })).statusCode).toBe(401);
      for (const role of ['admin', 'employee', 'tenant'] as const)
        expect((await call(method, '/api/customer/profile', tokens[role], { iban: null })).statusCode).toBe(
          403,
        );
      const none = await call(method, '/api/customer/profile', orphan, { iban: null });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(propertySetupTexts.noCustomerRecord);
    }
  });

  it('keeps the names the administrator’s', async () => {
    const res = await call('PUT', '/api/customer/profile', landlord, { last_name: 'Anders' });
    expect(res.statusCode).toBe(403);
  });
});

describe('meters with installation day and remote reading', () => {
  it('creates, reads and updates installed_on and remote_readable', async () => {
    const { id: propertyId } = (await call('POST', '/api/customer/properties', landlord, HOUSE)).json();
    const dwelling = (
      await call('POST', `/api/properties/${propertyId}/dwellings`, landlord, { label: 'EG', area_m2: 50 })
    ).json();
    const created = await call('POST', '/api/meters', landlord, {
      property_id: propertyId,
      dwelling_id: dwelling.id,
      meter_type: 'Heizkostenverteiler',
      meter_number: 'HKV-1',
      source_type: 'manual',
      installed_on: '2022-03-01',
      remote_readable: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ installed_on: '2022-03-01', remote_readable: false });
    const meterId = created.json().id;
    const updated = await call('PUT', `/api/meters/${meterId}`, landlord, { remote_readable: true });
    expect(updated.json()).toMatchObject({ installed_on: '2022-03-01', remote_readable: true });
    const cleared = await call('PUT', `/api/meters/${meterId}`, landlord, { installed_on: '' });
    expect(cleared.json().installed_on).toBeNull();
    expect((await call('GET', `/api/meters/${meterId}`, landlord)).json().remote_readable).toBe(true);
    const bad = await call('PUT', `/api/meters/${meterId}`, landlord, { installed_on: '31.02.2022' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(propertySetupTexts.installedOnInvalid);
    const badFlag = await call('PUT', `/api/meters/${meterId}`, landlord, { remote_readable: 'ja' });
    expect(badFlag.statusCode).toBe(400);
  });
});

describe('GET /api/properties/{id}/setup', () => {
  it('lists every step in order, and each becomes done as the data is entered', async () => {
    const { id } = (await call('POST', '/api/customer/properties', landlord, HOUSE)).json();
    await call('PUT', '/api/customer/profile', landlord, { address: null, iban: null });
    let setup = await setupOf(id);
    expect(setup.year).toBe(2025);
    expect(setup.steps.map((s) => s.id)).toEqual([...SETUP_STEP_IDS]);
    expect(setup.step('address')).toMatchObject({ done: true, missing: [] });
    expect(setup.step('heating').done).toBe(false);
    expect(setup.step('heating').missing).toContain(propertySetupTexts.missing.heatingSystem);
    expect(setup.step('heating').href).toBe(`/customer/property-setup?id=${id}&step=heating`);
    expect(setup.step('letterhead').missing).toEqual([
      propertySetupTexts.missing.landlordAddress,
      propertySetupTexts.missing.iban,
    ]);
    expect(setup.step('dwellings').missing).toEqual([propertySetupTexts.missing.noDwellings]);
    expect(setup.step('readings').href).toBe(`/customer/readings?property_id=${id}&year=2025`);
    expect(setup.step('costs')).toMatchObject({
      done: false,
      missing: [propertySetupTexts.missing.noDraft(2025)],
      href: `/customer/costs-data?property_id=${id}&year=2025`,
    });

    await call('PUT', `/api/customer/properties/${id}`, landlord, {
      heating_system: 'Gasheizung',
      central_hot_water: true,
      co2_building_type: 'residential',
      co2_restriction: 'none',
    });
    await call('PUT', '/api/customer/profile', landlord, {
      address: 'Ringstraße 1, 04109 Leipzig, Deutschland',
      iban: 'DE89370400440532013000',
    });
    setup = await setupOf(id);
    expect(setup.step('heating')).toMatchObject({ done: true, missing: [] });
    expect(setup.step('letterhead')).toMatchObject({ done: true, missing: [] });

    const eg = (
      await call('POST', `/api/properties/${id}/dwellings`, landlord, { label: 'EG', area_m2: 60 })
    ).json();
    const og = (await call('POST', `/api/properties/${id}/dwellings`, landlord, { label: 'OG' })).json();
    setup = await setupOf(id);
    expect(setup.step('dwellings').missing).toEqual([propertySetupTexts.missing.dwellingArea('OG')]);
    await call('PUT', `/api/dwellings/${og.id}`, landlord, { area_m2: 55 });
    setup = await setupOf(id);
    expect(setup.step('dwellings').done).toBe(true);
    expect(setup.step('tenants').missing).toEqual([
      propertySetupTexts.missing.occupancy('EG', 2025),
      propertySetupTexts.missing.occupancy('OG', 2025),
    ]);

    const tenant = await call('POST', `/api/customer/properties/${id}/tenants`, landlord, {
      salutation: 'Frau',
      last_name: 'Becker',
      first_name: 'Anna',
      delivery_method: 'post',
      street_house_no: 'Lindenweg 3',
      zipcode: '04109',
      city: 'Leipzig',
      move_in: '2024-05-01',
      dwelling_id: eg.id,
    });
    expect(tenant.statusCode).toBe(201);
    const tenantId = tenant.json().id;
    await call('POST', `/api/customer/properties/${id}/tenants`, landlord, {
      last_name: 'Leerstand',
      move_in: '2025-01-01',
      dwelling_id: og.id,
    });
    setup = await setupOf(id);
    expect(setup.step('tenants').missing).toEqual([
      propertySetupTexts.missing.persons('Anna Becker'),
      propertySetupTexts.missing.advance('Anna Becker'),
    ]);
    await call('PUT', `/api/tenants/${tenantId}/persons`, landlord, {
      entries: [{ from: '2024-05-01', persons: 2 }],
    });
    await call('PUT', `/api/tenants/${tenantId}/advance`, landlord, { annual_advance: 1200 });
    setup = await setupOf(id);
    expect(setup.step('tenants')).toMatchObject({ done: true, missing: [] });
    expect(setup.step('meters').missing).toEqual([
      propertySetupTexts.missing.noMeters('EG'),
      propertySetupTexts.missing.noMeters('OG'),
    ]);

    const meter = async (dwellingId: number, hotWater: boolean) =>
      (
        await call('POST', '/api/meters', landlord, {
          property_id: id,
          dwelling_id: dwellingId,
          meter_type: 'Wasserzähler',
          meter_number: `W-${dwellingId}-${hotWater ? 'w' : 'k'}`,
          hot_water: hotWater,
          source_type: 'manual',
        })
      ).json().id as number;
    const egWarm = await meter(eg.id, true);
    const egCold = await meter(eg.id, false);
    const ogCold = await meter(og.id, false);
    setup = await setupOf(id);
    expect(setup.step('meters').missing).toEqual([
      propertySetupTexts.missing.meterKindMissing(propertySetupTexts.meterChoices.hotWater, 'OG'),
    ]);
    const ogWarm = await meter(og.id, true);
    setup = await setupOf(id);
    expect(setup.step('meters').done).toBe(true);
    expect(setup.step('readings').missing).toHaveLength(8);

    for (const meterId of [egWarm, egCold, ogCold, ogWarm])
      for (const [date, value] of [
        ['2024-12-31', 10],
        ['2025-12-31', 20],
      ] as const) {
        const res = await call('POST', `/api/meters/${meterId}/readings`, landlord, {
          reading_date: date,
          reading_value: value,
        });
        expect(res.statusCode).toBe(201);
      }
    // A reading on another day is no start or end reading of the table.
    setup = await setupOf(id);
    expect(setup.step('readings')).toMatchObject({ done: true, missing: [] });

    const draft = await call('POST', '/api/billing_drafts', landlord, {
      property_id: id,
      year: 2025,
      payload: { costs: [], tenants: [] },
    });
    expect(draft.statusCode).toBe(201);
    setup = await setupOf(id);
    expect(setup.step('costs').missing).toEqual([propertySetupTexts.missing.noCosts(2025)]);
    await call('PUT', `/api/billing_drafts/${draft.json().id}`, landlord, {
      version: 1,
      payload: {
        costs: [
          { key: 'grundsteuer', name: 'Grundsteuer', allocation: 'm²', amount: 480.5, group: 'general' },
        ],
        tenants: [],
      },
    });
    setup = await setupOf(id);
    expect(setup.steps.every((s) => s.done)).toBe(true);

    // Admin and employee read it too; ?year= checks another year.
    expect((await setupOf(id, tokens.admin)).steps).toEqual(setup.steps);
    const employee = await call('GET', `/api/properties/${id}/setup?year=2026`, tokens.employee);
    expect(employee.json().year).toBe(2026);
    expect(employee.json().steps.find((s: Step) => s.id === 'readings').done).toBe(false);
  });

  it('answers 401, 403 to a tenant, 404 for another landlord’s property and 400 for a bad year', async () => {
    const { id } = (await call('POST', '/api/customer/properties', landlord, HOUSE)).json();
    expect((await call('GET', `/api/properties/${id}/setup`)).statusCode).toBe(401);
    expect((await call('GET', `/api/properties/${id}/setup`, tokens.tenant)).statusCode).toBe(403);
    const foreign = await call('GET', `/api/properties/${t.other.propertyId}/setup`, landlord);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(propertyTexts.notFound);
    expect((await call('GET', `/api/properties/${id}/setup`, tokens.customer)).statusCode).toBe(404);
    const badYear = await call('GET', `/api/properties/${id}/setup?year=abc`, landlord);
    expect(badYear.statusCode).toBe(400);
  });

  it('moves on to the next year once the last one is finalized', async () => {
    const customer = await aCustomer(t.ctx.db);
    const property = await aProperty(t.ctx.db, { customerId: customer.id });
    await t.ctx.db.insert(billingYears).values({ propertyId: property.id, year: 2025, closedAt: new Date() });
    expect((await setupOf(property.id, tokens.admin)).year).toBe(2026);
  });
});
