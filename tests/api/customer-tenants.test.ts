import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let otherToken: string;
/** A property of the demo landlord (the `customer` login). */
let ownProperty: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const person = {
  salutation: 'Frau',
  first_name: 'Lena',
  last_name: 'Berger',
  email: 'lena.berger@example.de',
  street_house_no: 'Lindenstraße 12',
  zipcode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
};

const rowOf = async (id: number) => (await t.ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0];
const countOf = async (propertyId: number) =>
  (await t.ctx.db.select().from(tenants).where(eq(tenants.propertyId, propertyId))).length;

/** A fresh tenancy of the landlord's property, in its own unit, so tests never share one. */
async function newTenant(floor: string, extra: object = {}) {
  const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
    ...person,
    floor,
    move_in: '2020-01-01',
    area_m2: '60,5',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; floor: string; move_out: string | null };
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  otherToken = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
  t.clock.now = new Date('2026-03-15T10:00:00Z');
  const properties = (await call('GET', '/api/properties', tokens.customer)).json() as Array<{ id: number }>;
  ownProperty = properties[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/customer/properties/{id}/tenants', () => {
  it('creates a tenant with move-in and area, and a vacancy with just its name', async () => {
    const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-02-01',
      area_m2: '48,25',
      delivery_method: 'email',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      last_name: 'Berger',
      move_in: '2026-02-01',
      area_m2: 48.25,
      delivery_method: 'email',
      is_vacancy: false,
      property_id: ownProperty,
    });
    const vacancy = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: '2026-02-01',
    });
    expect(vacancy.statusCode).toBe(201);
    expect(vacancy.json()).toMatchObject({ is_vacancy: true, delivery_method: 'post' });
  });

  it("answers the add form's messages in German and stores nothing", async () => {
    const before = await countOf(ownProperty);
    const cases: Array<[object, string]> = [
      [{ ...person, salutation: null }, 'Bitte Anrede wählen.'],
      [{ ...person, last_name: '' }, 'Bitte Nachname angeben.'],
      [{ ...person, email: null }, 'Bitte E‑Mail-Adresse angeben (Zustellmethode E‑Mail).'],
      [{ ...person, email: 'kein-at' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ ...person, street_house_no: null }, 'Bitte Straße angeben.'],
      [{ ...person, street_house_no: 'Lindenstraße' }, 'Bitte Hausnummer angeben.'],
      [{ ...person, zipcode: '' }, 'Bitte PLZ angeben.'],
      [{ ...person, city: '' }, 'Bitte Ort angeben.'],
      [{ ...person, area_m2: '-3' }, 'Fläche darf nicht negativ sein.'],
      [{ ...person, area_m2: 'viel' }, 'Bitte eine gültige Fläche angeben.'],
      [{ ...person, move_in: '2026-02-30' }, 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).'],
    ];
    for (const [body, message] of cases) {
      const res = await call(
        'POST',
        `/api/customer/properties/${ownProperty}/tenants`,
        tokens.customer,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countOf(ownProperty)).toBe(before);
  });

  it('lets landlords add only to their own properties, employees to all, tenants never', async () => {
    const url = (id: number) => `/api/customer/properties/${id}/tenants`;
    expect((await call('POST', url(t.other.propertyId), tokens.customer, person)).statusCode).toBe(404);
    expect((await call('POST', url(ownProperty), otherToken, person)).statusCode).toBe(404);
    expect((await call('POST', url(t.other.propertyId), tokens.employee, person)).statusCode).toBe(201);
    expect((await call('POST', url(ownProperty), tokens.tenant, person)).statusCode).toBe(403);
    expect((await call('POST', url(ownProperty), undefined, person)).statusCode).toBe(401);
  });
});

describe('successor in one transaction', () => {
  it('moves the predecessor out the day before the successor moves in, in its unit', async () => {
    const predecessor = await newTenant('Einheit A');
    const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      last_name: 'Nachfolger',
      move_in: '2026-07-01',
      predecessor_id: predecessor.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ move_in: '2026-07-01', floor: 'Einheit A', area_m2: 60.5 });
    expect((await rowOf(predecessor.id))!.moveOut).toBe('2026-06-30');
  });

  it('lets a vacancy follow a tenant and a new tenant follow the vacancy, never a second vacancy', async () => {
    const predecessor = await newTenant('Einheit B');
    const vacancy = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: '2026-04-01',
      predecessor_id: predecessor.id,
    });
    expect(vacancy.statusCode).toBe(201);
    expect((await rowOf(predecessor.id))!.moveOut).toBe('2026-03-31');
    const before = await countOf(ownProperty);
    const second = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'leerstand',
      move_in: '2026-09-01',
      predecessor_id: vacancy.json().id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Auf einen Leerstand muss ein neuer Mieter folgen, kein weiterer Leerstand.',
    );
    expect((await rowOf(vacancy.json().id))!.moveOut).toBeNull();
    expect(await countOf(ownProperty)).toBe(before);
    const tenant = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-09-01',
      predecessor_id: vacancy.json().id,
    });
    expect(tenant.statusCode).toBe(201);
    expect((await rowOf(vacancy.json().id))!.moveOut).toBe('2026-08-31');
  });

  it('stores nothing when the move-out would lie before the move-in', async () => {
    const predecessor = await newTenant('Einheit C', { move_in: '2026-05-10' });
    const before = await countOf(ownProperty);
    const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-05-10',
      predecessor_id: predecessor.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Auszug darf nicht vor Einzug liegen. Bitte Datum anpassen.');
    expect((await rowOf(predecessor.id))!.moveOut).toBeNull();
    expect(await countOf(ownProperty)).toBe(before);
  });

  it("stores nothing for a refused successor or another property's predecessor", async () => {
    const predecessor = await newTenant('Einheit D');
    const before = await countOf(ownProperty);
    const refused = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      salutation: null,
      move_in: '2026-07-01',
      predecessor_id: predecessor.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bitte Anrede wählen.');
    // As the employee (who sees both properties): the predecessor belongs to another property.
    const foreign = await call(
      'POST',
      `/api/customer/properties/${t.other.propertyId}/tenants`,
      tokens.employee,
      {
        ...person,
        move_in: '2026-07-01',
        predecessor_id: predecessor.id,
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Der Vorgänger gehört nicht zu dieser Liegenschaft.');
    // The landlord cannot even name another landlord's tenant as predecessor.
    const hidden = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-07-01',
      predecessor_id: t.other.tenantId,
    });
    expect(hidden.statusCode).toBe(404);
    expect((await rowOf(predecessor.id))!.moveOut).toBeNull();
    expect((await rowOf(t.other.tenantId))!.moveOut).toBeNull();
    expect(await countOf(ownProperty)).toBe(before);
  });

  it('undoes the move-out when saving the successor fails inside the transaction', async () => {
    const predecessor = await newTenant('Einheit E');
    // A database failure after the predecessor's move-out was written in the same transaction.
    await t.ctx.db.execute(sql`
      create function refuse_test_tenant() returns trigger language plpgsql as $$
      begin
        if new.last_name = 'Scheitert' then raise exception 'Testfehler'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(sql`
      create trigger refuse_test_tenant before insert on tenants
      for each row execute function refuse_test_tenant()`);
    try {
      const before = await countOf(ownProperty);
      const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
        ...person,
        last_name: 'Scheitert',
        move_in: '2026-07-01',
        predecessor_id: predecessor.id,
      });
      expect(res.statusCode).toBe(500);
      expect((await rowOf(predecessor.id))!.moveOut).toBeNull();
      expect(await countOf(ownProperty)).toBe(before);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_test_tenant on tenants`);
      await t.ctx.db.execute(sql`drop function refuse_test_tenant()`);
    }
  });

  it('refuses a second successor and a different move-out (409)', async () => {
    const predecessor = await newTenant('Einheit F');
    const first = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-07-01',
      predecessor_id: predecessor.id,
    });
    expect(first.statusCode).toBe(201);
    const same = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-07-01',
      predecessor_id: predecessor.id,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Für den Vorgänger ist bereits ein Nachfolger angelegt.');
    const other = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      ...person,
      move_in: '2026-08-01',
      predecessor_id: predecessor.id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Für den Vorgänger ist bereits ein anderer Auszug eingetragen.');
  });
});

describe('PUT /api/tenants/{id}/advance and /area', () => {
  it('saves the annual advance in cents and the area with 2 decimals', async () => {
    const tenant = await newTenant('Einheit G');
    const advance = await call('PUT', `/api/tenants/${tenant.id}/advance`, tokens.customer, {
      annual_advance: '1434.60',
    });
    expect(advance.statusCode).toBe(200);
    expect(advance.json()).toMatchObject({ annual_advance_cents: 143_460, annual_advance: 1434.6 });
    const area = await call('PUT', `/api/tenants/${tenant.id}/area`, tokens.employee, { area_m2: 71.25 });
    expect(area.json()).toMatchObject({ area_m2: 71.25 });
  });

  it('answers German messages and changes nothing', async () => {
    const tenant = await newTenant('Einheit H');
    const cases: Array<[string, object, string]> = [
      ['advance', { annual_advance: -5 }, 'Vorauszahlung darf nicht negativ sein.'],
      ['advance', { annual_advance: 'abc' }, 'Bitte eine gültige jährliche Vorauszahlung angeben.'],
      ['advance', {}, 'Vorauszahlung fehlt'],
      ['advance', { annual_advance: '' }, 'Vorauszahlung fehlt'],
      ['area', {}, 'Fläche fehlt'],
      ['area', { area_m2: '-1' }, 'Fläche darf nicht negativ sein.'],
      ['area', { area_m2: '1,234' }, 'Bitte eine gültige Fläche angeben.'],
      ['area', { area_m2: null }, 'Fläche fehlt'],
    ];
    for (const [kind, body, message] of cases) {
      const res = await call('PUT', `/api/tenants/${tenant.id}/${kind}`, tokens.customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const row = await rowOf(tenant.id);
    expect(row!.areaM2).toBe('60.50');
    expect(row!.annualAdvanceCents).toBeNull();
  });

  it("answers 404 for another landlord's tenant and 403 to tenants", async () => {
    for (const kind of ['advance', 'area'] as const) {
      const body = kind === 'advance' ? { annual_advance: 1 } : { area_m2: 1 };
      expect(
        (await call('PUT', `/api/tenants/${t.other.tenantId}/${kind}`, tokens.customer, body)).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/api/tenants/${t.other.tenantId}/${kind}`, tokens.tenant, body)).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/tenants/${t.other.tenantId}/${kind}`, otherToken, body)).statusCode,
      ).toBe(200);
    }
  });
});

describe('PUT /api/customer/tenants/{id}', () => {
  it('saves one field at a time', async () => {
    const tenant = await newTenant('Einheit I');
    const floor = await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.customer, {
      floor: '3. OG',
    });
    expect(floor.json()).toMatchObject({ floor: '3. OG', last_name: 'Berger' });
    const post = await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.customer, {
      delivery_method: 'post',
    });
    expect(post.json()).toMatchObject({ delivery_method: 'post' });
    const personal = await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.employee, {
      company: 'Berger GmbH',
      phone_number: '030 999',
    });
    expect(personal.json()).toMatchObject({ company: 'Berger GmbH', phone_number: '030 999' });
    const area = await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.customer, {
      area_m2: '70,1',
    });
    expect(area.json()).toMatchObject({ area_m2: 70.1 });
  });

  it("answers the edit panel's messages and changes nothing", async () => {
    const tenant = await newTenant('Einheit J');
    const cases: Array<[object, string]> = [
      [{ last_name: '' }, 'Bitte Nachname angeben.'],
      [{ email: 'kein-at' }, 'E-Mail ungültig.'],
      [{ email: null }, 'Zustellmethode E-Mail nur möglich wenn E-Mail hinterlegt ist.'],
      [
        { last_name: 'Leerstand' },
        'Ein Mieter wird nicht durch Umbenennen zum Leerstand (oder umgekehrt). Bitte den Auszug melden.',
      ],
      [{}, 'Bitte mindestens ein Feld angeben.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const row = await rowOf(tenant.id);
    expect(row).toMatchObject({
      lastName: 'Berger',
      email: 'lena.berger@example.de',
      deliveryMethod: 'email',
    });
  });

  it('answers 404 across landlords and 403 to tenants', async () => {
    const tenant = await newTenant('Einheit K');
    expect(
      (await call('PUT', `/api/customer/tenants/${tenant.id}`, otherToken, { floor: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/customer/tenants/${t.other.tenantId}`, tokens.customer, { floor: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/customer/tenants/${tenant.id}`, tokens.tenant, { floor: 'X' })).statusCode,
    ).toBe(403);
    expect((await rowOf(tenant.id))!.floor).toBe('Einheit K');
  });
});

describe('PUT /api/tenants/{id}/move_out', () => {
  it('sets a move-out where none is set, never before the move-in', async () => {
    const tenant = await newTenant('Einheit L');
    const early = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
      move_out: '2019-12-31',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Auszug darf nicht vor Einzug liegen. Bitte Datum anpassen.');
    const res = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
      move_out: '2026-05-31',
    });
    expect(res.json()).toMatchObject({ move_out: '2026-05-31' });
    const again = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.employee, {
      move_out: '2026-06-30',
    });
    expect(again.statusCode).toBe(409);
    expect((await rowOf(tenant.id))!.moveOut).toBe('2026-05-31');
    // A successor after a move-out saved on its own keeps that date.
    const successor = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: '2026-06-01',
      predecessor_id: tenant.id,
    });
    expect(successor.statusCode).toBe(201);
  });

  it('lets only the admin delete a move-out, which deletes the successor too', async () => {
    const predecessor = await newTenant('Einheit M');
    const successor = (
      await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
        ...person,
        last_name: 'Folgt',
        move_in: '2026-07-01',
        predecessor_id: predecessor.id,
      })
    ).json();
    for (const role of ['customer', 'employee'] as const) {
      const res = await call('PUT', `/api/tenants/${predecessor.id}/move_out`, tokens[role], {
        move_out: null,
      });
      expect(res.statusCode).toBe(403);
      const viaEdit = await call('PUT', `/api/tenants/${predecessor.id}`, tokens[role], { move_out: null });
      expect(viaEdit.statusCode).toBe(403);
    }
    expect(
      (await call('PUT', `/api/tenants/${predecessor.id}/move_out`, tokens.tenant, { move_out: null }))
        .statusCode,
    ).toBe(403);
    expect((await rowOf(predecessor.id))!.moveOut).toBe('2026-06-30');
    const res = await call('PUT', `/api/tenants/${predecessor.id}/move_out`, tokens.admin, {
      move_out: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().move_out).toBeNull();
    expect(await rowOf(successor.id)).toBeUndefined();
  });

  it("answers 404 for another landlord's tenant", async () => {
    expect(
      (
        await call('PUT', `/api/tenants/${t.other.tenantId}/move_out`, tokens.customer, {
          move_out: '2026-05-31',
        })
      ).statusCode,
    ).toBe(404);
    expect((await rowOf(t.other.tenantId))!.moveOut).toBeNull();
  });
});

describe('DELETE /api/tenants/{id} of a successor or vacancy', () => {
  it('is the admin’s and makes the predecessor active again', async () => {
    const predecessor = await newTenant('Einheit N');
    const vacancy = (
      await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
        last_name: 'Leerstand',
        move_in: '2026-04-01',
        predecessor_id: predecessor.id,
      })
    ).json();
    for (const role of ['customer', 'employee', 'tenant'] as const)
      expect((await call('DELETE', `/api/tenants/${vacancy.id}`, tokens[role])).statusCode).toBe(403);
    expect(await rowOf(vacancy.id)).toBeDefined();
    expect((await call('DELETE', `/api/tenants/${vacancy.id}`, tokens.admin)).statusCode).toBe(204);
    expect(await rowOf(vacancy.id)).toBeUndefined();
    expect((await rowOf(predecessor.id))!.moveOut).toBeNull();
  });

  it('leaves tenants of other units alone', async () => {
    const a = await newTenant('Einheit O');
    await call('PUT', `/api/tenants/${a.id}/move_out`, tokens.customer, { move_out: '2026-03-31' });
    const b = await newTenant('Einheit P', { move_in: '2026-04-01' });
    expect((await call('DELETE', `/api/tenants/${b.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await rowOf(a.id))!.moveOut).toBe('2026-03-31');
  });
});
