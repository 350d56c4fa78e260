import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meters, properties, tenants, users } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { aLogin, aMeter, aTenant } from '../factories/index.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const propertyCount = async () => (await t.ctx.db.select({ n: count() }).from(properties))[0]!.n;

async function newProperty(address = 'Birkenweg 5, 20095 Hamburg, Deutschland') {
  const res = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens.admin, {
    address,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; status: string; address: string };
}

describe('creating properties', () => {
  it('takes the address as one line or in parts, with Deutschland by default', async () => {
    const line = await newProperty('Birkenweg 5, 20095 Hamburg, Deutschland');
    expect(line).toMatchObject({
      address: 'Birkenweg 5, 20095 Hamburg, Deutschland',
      status: 'active',
      customer_id: t.other.customerId,
    });
    const parts = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens.admin, {
      street: 'Eichenallee',
      house_number: '12a',
      zip: '1010',
      city: 'Wien',
      heating_system: 'Fernwärme',
    });
    expect(parts.statusCode).toBe(201);
    expect(parts.json()).toMatchObject({
      address: 'Eichenallee 12a, 1010 Wien, Deutschland',
      heating_system: 'Fernwärme',
    });
  });

  it('names the first missing part, refuses other postcodes and unknown heating types, and stores nothing', async () => {
    const before = await propertyCount();
    const cases: Array<[object, string]> = [
      [{ street: '', house_number: '1', zip: '10115', city: 'Berlin' }, 'Bitte Straße angeben.'],
      [{ street: 'Weg', house_number: '', zip: '10115', city: 'Berlin' }, 'Bitte Hausnummer angeben.'],
      [{ street: 'Weg', house_number: '1', zip: '123', city: 'Berlin' }, 'Bitte PLZ angeben.'],
      [{ street: 'Weg', house_number: '1', zip: '10115', city: '' }, 'Bitte Ort angeben.'],
      [{}, 'Bitte Straße angeben.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const heating = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens.admin, {
      address: 'Weg 1, 10115 Berlin',
      heating_system: 'Kohleofen',
    });
    expect(heating.statusCode).toBe(400);
    expect(heating.json().message).toContain('Unbekannte Heizungsart.');
    expect(await propertyCount()).toBe(before);
  });

  it('also takes the customer in the body, and 404 for an unknown customer', async () => {
    const res = await call('POST', '/api/properties', tokens.admin, {
      customer_id: t.other.customerId,
      address: 'Ulmenweg 2, 04109 Leipzig',
    });
    expect(res.statusCode).toBe(201);
    const missing = await call('POST', '/api/properties', tokens.admin, {
      customer_id: 999999,
      address: 'Ulmenweg 2, 04109 Leipzig',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists a customer's properties for those who may see it", async () => {
    const list = await call('GET', `/api/customers/${t.other.customerId}/properties`, tokens.employee);
    expect(list.statusCode).toBe(200);
    expect(list.json().every((p: { customer_id: number }) => p.customer_id === t.other.customerId)).toBe(
      true,
    );
    expect(
      (await call('GET', `/api/customers/${t.other.customerId}/properties`, tokens.customer)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/customers/${t.other.customerId}/properties`, tokens.tenant)).statusCode,
    ).toBe(403);
  });

  it('is for admins only', async () => {
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      const res = await call('POST', `/api/customers/${t.other.customerId}/properties`, tokens[role], {
        address: 'Weg 1, 10115 Berlin',
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('editing a property', () => {
  it('saves the address and the heating type, asking for all four parts', async () => {
    const property = await newProperty();
    const res = await call('PUT', `/api/properties/${property.id}`, tokens.admin, {
      address: 'Birkenweg 7, 20095 Hamburg, Deutschland',
      heating_system: 'Gasheizung',
    });
    expect(res.json()).toMatchObject({
      address: 'Birkenweg 7, 20095 Hamburg, Deutschland',
      heating_system: 'Gasheizung',
    });
    const missing = await call('PUT', `/api/properties/${property.id}`, tokens.admin, {
      street: 'Birkenweg',
      house_number: '',
      zip: '20095',
      city: 'Hamburg',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Bitte Straße, Hausnummer, PLZ und Ort angeben.');
    expect(
      (await call('PUT', '/api/properties/999999', tokens.admin, { address: 'Weg 1, 10115 Berlin' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/properties/${property.id}`, tokens.employee, {
          address: 'Weg 1, 10115 Berlin',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the property's life", () => {
  it('ends on a date with every open tenancy, then reactivates', async () => {
    const property = await newProperty();
    await aTenant(t.ctx.db, { propertyId: property.id, lastName: 'Offen', moveIn: '2024-01-01' });
    await aTenant(t.ctx.db, {
      propertyId: property.id,
      lastName: 'Später',
      moveIn: '2024-01-01',
      moveOut: '2030-12-31',
    });
    await aTenant(t.ctx.db, {
      propertyId: property.id,
      lastName: 'Früher',
      moveIn: '2020-01-01',
      moveOut: '2022-06-30',
    });
    const missing = await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, {});
    expect(missing.json().message).toBe('Bitte geben Sie ein Enddatum an.');

    const ended = await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, {
      ended_at: '2025-06-30',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', ended_at: '2025-06-30' });
    const moveOuts = Object.fromEntries(
      (await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, property.id))).map((r) => [
        r.lastName,
        r.moveOut,
      ]),
    );
    expect(moveOuts).toEqual({ Offen: '2025-06-30', Später: '2025-06-30', Früher: '2022-06-30' });
    expect(
      (await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, { ended_at: '2025-07-31' }))
        .statusCode,
    ).toBe(409);

    const active = await call('PUT', `/api/properties/${property.id}/reactivate`, tokens.admin);
    expect(active.json()).toMatchObject({ status: 'active', ended_at: null });
    expect((await call('PUT', `/api/properties/${property.id}/reactivate`, tokens.admin)).statusCode).toBe(
      409,
    );
  });

  it('refuses to end before a tenant moves in, and changes nothing', async () => {
    const property = await newProperty();
    await aTenant(t.ctx.db, { propertyId: property.id, lastName: 'Zukunft', moveIn: '2026-01-01' });
    const res = await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, {
      ended_at: '2025-12-31',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ein Mieter zieht erst nach dem Enddatum ein. Bitte Enddatum oder Einzug anpassen.',
    );
    expect((await call('GET', `/api/properties/${property.id}`, tokens.admin)).json().status).toBe('active');
  });

  it('archives only ended properties, unarchives back to ended', async () => {
    const property = await newProperty();
    const early = await call('DELETE', `/api/properties/${property.id}`, tokens.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Bitte die Liegenschaft zuerst beenden.');
    await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, { ended_at: '2025-06-30' });
    expect((await call('DELETE', `/api/properties/${property.id}`, tokens.admin)).json().status).toBe(
      'archived',
    );
    expect((await call('PUT', `/api/properties/${property.id}/unarchive`, tokens.admin)).json().status).toBe(
      'ended',
    );
    expect((await call('PUT', `/api/properties/${property.id}/unarchive`, tokens.admin)).statusCode).toBe(
      409,
    );
  });

  it('deletes an archived property for good with its tenancies, meters and tenant logins', async () => {
    const property = await newProperty();
    const login = await aLogin(t.ctx.db, { role: 'tenant', username: 'mieter.weg' });
    const tenant = await aTenant(t.ctx.db, {
      propertyId: property.id,
      lastName: 'Weg',
      moveIn: '2024-01-01',
      userId: login.id,
    });
    await aMeter(t.ctx.db, { propertyId: property.id, tenantId: tenant.id, meterNumber: 'W-1' });

    const notArchived = await call('DELETE', `/api/properties/${property.id}?hard=1`, tokens.admin);
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json().message).toBe(
      'Nur archivierte Liegenschaften können endgültig gelöscht werden.',
    );

    await call('PUT', `/api/properties/${property.id}/end`, tokens.admin, { ended_at: '2025-06-30' });
    await call('DELETE', `/api/properties/${property.id}`, tokens.admin);
    const gone = await call('DELETE', `/api/properties/${property.id}?hard=1`, tokens.admin);
    expect(gone.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(properties).where(eq(properties.id, property.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, property.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(meters).where(eq(meters.propertyId, property.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, login.id))).toHaveLength(0);
  });

  it('keeps the life cycle to admins and answers 404 for unknown properties', async () => {
    for (const role of ['employee', 'customer', 'tenant'] as const) {
      expect(
        (
          await call('PUT', `/api/properties/${t.other.propertyId}/end`, tokens[role], {
            ended_at: '2025-01-31',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/properties/${t.other.propertyId}?hard=1`, tokens[role])).statusCode,
      ).toBe(403);
    }
    expect((await call('PUT', '/api/properties/999999/reactivate', tokens.admin)).statusCode).toBe(404);
    expect((await call('PUT', '/api/properties/1/end')).statusCode).toBe(401);
  });
});
