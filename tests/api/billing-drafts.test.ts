import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingDrafts, billingYears } from '../../src/server/db/schema.ts';
import { bearer, createTestApp, OTHER_CUSTOMER, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let otherCustomer: string;
let ownPropertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  otherCustomer = await t.login(OTHER_CUSTOMER);
  ownPropertyId = (await call('GET', '/api/properties', tokens.customer)).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const payload = (amount: number | null = 1234.56, extra: object = {}) => ({
  costs: [
    {
      key: 'heating_main',
      name: 'Heizung',
      allocation: 'Verbrauch',
      amount,
      note: '15.01.2026',
      group: 'heating',
    },
    {
      key: 'custom_user_general_1700000000000',
      name: 'Rechnung',
      allocation: 'm²',
      amount: 99.9,
      group: 'general',
    },
  ],
  tenants: [
    {
      id: 1,
      name: 'Anna Schneider',
      move_in: '2025-01-01',
      move_out: null,
      monthly_advance: 2160,
      area_m2: 68.5,
    },
  ],
  metrics: { heating: { kwh: 45000.125, co2_emissions_kg: 9045.1, co2_amount_eur: 407.03 } },
  meta: { savedAt: '2026-03-01T10:00:00.000Z', mode: 'standard', removedCostIds: [7] },
  ...extra,
});
const draftRows = async () => (await t.ctx.db.select({ n: count() }).from(billingDrafts))[0]!.n;
const storedDraft = async (id: number) =>
  (await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.id, id)))[0]!;

describe('GET /api/billing_drafts', () => {
  it('answers the seeded draft of last year as it is stored, with its version', async () => {
    // The demo seeds one open draft, last year's of the Berlin house (and the delivered year before).
    const lastYear = new Date().getFullYear() - 1;
    const drafts = await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.year, lastYear));
    expect(drafts).toHaveLength(1);
    const seeded = drafts[0]!;
    const res = await call(
      'GET',
      `/api/billing_drafts?property_id=${seeded.propertyId}&year=${seeded.year}`,
      tokens.customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: seeded.id,
      property_id: seeded.propertyId,
      year: seeded.year,
      version: 1,
    });
    expect(res.json().payload.costs.length).toBeGreaterThan(5);
  });

  it('answers 404 when the year has no draft, and 400 in German for a bad query', async () => {
    const none = await call(
      'GET',
      `/api/billing_drafts?property_id=${ownPropertyId}&year=2001`,
      tokens.customer,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Für dieses Abrechnungsjahr gibt es noch keinen Entwurf.');
    for (const query of [
      '',
      `?property_id=${ownPropertyId}`,
      `?property_id=x&year=2025`,
      `?property_id=${ownPropertyId}&year=1999`,
    ]) {
      const res = await call('GET', `/api/billing_drafts${query}`, tokens.customer);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/Bitte|Ungültige/);
    }
  });
});

describe('POST and PUT /api/billing_drafts', () => {
  it('creates a draft, then saves with the loaded version and raises it', async () => {
    const created = await call('POST', '/api/billing_drafts', tokens.customer, {
      property_id: ownPropertyId,
      year: 2020,
      payload: payload(),
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ property_id: ownPropertyId, year: 2020, version: 1 });
    expect(draft.payload.costs[0]).toMatchObject({ key: 'heating_main', amount: 1234.56 });

    const saved = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: payload(2000),
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: draft.id, version: 2 });
    expect(saved.json().payload.costs[0].amount).toBe(2000);

    const read = await call(
      'GET',
      `/api/billing_drafts?property_id=${ownPropertyId}&year=2020`,
      tokens.customer,
    );
    expect(read.json()).toMatchObject({ id: draft.id, version: 2 });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'billing_draft'));
    expect(audit.map((a) => a.action)).toEqual(['billing_draft.create', 'billing_draft.update']);
  });

  it('refuses a second draft of the same year with 409', async () => {
    const before = await draftRows();
    const res = await call('POST', '/api/billing_drafts', tokens.customer, {
      property_id: ownPropertyId,
      year: 2020,
      payload: payload(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Für diese Liegenschaft und dieses Abrechnungsjahr gibt es bereits einen Entwurf.',
    );
    expect(await draftRows()).toBe(before);
  });

  it('answers a stale or missing version with 409 and changes nothing (two tabs)', async () => {
    const draft = (
      await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2021,
        payload: payload(1),
      })
    ).json();
    const first = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: payload(2),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: payload(3),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Der Entwurf wurde inzwischen an anderer Stelle geändert. Bitte laden Sie den aktuellen Stand neu und speichern Sie erneut.',
    );
    const missing = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: payload(4),
    });
    expect(missing.statusCode).toBe(409);
    const row = await storedDraft(draft.id);
    expect(row.version).toBe(2);
    expect((row.payload as { costs: Array<{ amount: number }> }).costs[0]!.amount).toBe(2);
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const draft = (
      await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2022,
        payload: payload(1),
      })
    ).json();
    const answers = await Promise.all(
      [10, 20, 30].map((amount) =>
        call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
          payload: payload(amount),
          version: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await storedDraft(draft.id)).version).toBe(2);
  });

  it('answers invalid payloads with 400 in German and stores nothing', async () => {
    const draft = (
      await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2023,
        payload: payload(5),
      })
    ).json();
    const before = await draftRows();
    const cases: Array<[object, string]> = [
      [payload(-1), 'Der Betrag darf nicht negativ sein.'],
      [payload(1.234), 'Bitte einen gültigen Betrag in Euro angeben (höchstens zwei Nachkommastellen).'],
      [payload(1, { metrics: { heating: { kwh: -1 } } }), 'Der kWh-Wert darf nicht negativ sein.'],
      [
        payload(1, { metrics: { heating: { co2_emissions_kg: -0.5 } } }),
        'Die CO2-Emissionsmenge darf nicht negativ sein.',
      ],
      [
        payload(1, { metrics: { heating: { co2_amount_eur: -3 } } }),
        'Der CO2-Betrag darf nicht negativ sein.',
      ],
      [
        payload(1, { costs: [{ key: 'x', name: '', allocation: 'm²', amount: 1, group: 'general' }] }),
        'Bitte geben Sie eine Bezeichnung für die Kostenart ein.',
      ],
      [
        payload(1, { tenants: [{ id: 1, name: 'A', monthly_advance: -5 }] }),
        'Vorauszahlung darf nicht negativ sein.',
      ],
      [payload(1, { tenants: [{ id: 1, name: 'A', area_m2: -5 }] }), 'Fläche darf nicht negativ sein.'],
      [
        payload(1, {
          costs: Array.from({ length: 201 }, (_, i) => ({
            key: `k${i}`,
            name: 'X',
            allocation: 'm²',
            amount: 1,
            group: 'general',
          })),
        }),
        'Ein Entwurf darf höchstens 200 Kostenarten enthalten.',
      ],
      [{ costs: 'viele' }, 'Der Entwurf ist unvollständig oder ungültig.'],
    ];
    for (const [body, message] of cases) {
      const put = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
        payload: body,
        version: 1,
      });
      expect(put.statusCode, message).toBe(400);
      expect(put.json().message, message).toBe(message);
      const post = await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2024,
        payload: body,
      });
      expect(post.statusCode, message).toBe(400);
    }
    expect(await draftRows()).toBe(before);
    expect((await storedDraft(draft.id)).version).toBe(1);
    const badYear = await call('POST', '/api/billing_drafts', tokens.customer, {
      property_id: ownPropertyId,
      year: 1999,
      payload: payload(),
    });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().message).toBe('Bitte ein Abrechnungsjahr zwischen 2000 und 2100 angeben (JJJJ).');
  });

  it('answers 404 for an unknown draft or property', async () => {
    expect(
      (await call('PUT', '/api/billing_drafts/999999', tokens.admin, { payload: payload(), version: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/billing_drafts', tokens.admin, {
          property_id: 999999,
          year: 2025,
          payload: payload(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a closed billing year', () => {
  it('keeps its draft readable and refuses POST and PUT with 409', async () => {
    const draft = (
      await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2019,
        payload: payload(7),
      })
    ).json();
    await t.ctx.db.insert(billingYears).values([
      { propertyId: ownPropertyId, year: 2019, closedAt: new Date('2020-05-01T00:00:00Z') },
      { propertyId: ownPropertyId, year: 2018, closedAt: new Date('2019-05-01T00:00:00Z') },
      { propertyId: ownPropertyId, year: 2017, closedAt: null },
    ]);
    const read = await call(
      'GET',
      `/api/billing_drafts?property_id=${ownPropertyId}&year=2019`,
      tokens.customer,
    );
    expect(read.statusCode).toBe(200);
    const put = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: payload(8),
      version: 1,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(
      'Dieses Abrechnungsjahr ist abgeschlossen; der Entwurf kann nur noch gelesen werden.',
    );
    const post = await call('POST', '/api/billing_drafts', tokens.admin, {
      property_id: ownPropertyId,
      year: 2018,
      payload: payload(),
    });
    expect(post.statusCode).toBe(409);
    expect((await storedDraft(draft.id)).version).toBe(1);
    // A year listed but not closed takes drafts as any other.
    expect(
      (
        await call('POST', '/api/billing_drafts', tokens.customer, {
          property_id: ownPropertyId,
          year: 2017,
          payload: payload(),
        })
      ).statusCode,
    ).toBe(201);

    const years = await call('GET', `/api/properties/${ownPropertyId}/billing_years`, tokens.customer);
    expect(years.statusCode).toBe(200);
    expect(years.json()).toEqual([
      { year: 2017, closed_at: null, closed_by: null },
      { year: 2018, closed_at: '2019-05-01T00:00:00.000Z', closed_by: null },
      { year: 2019, closed_at: '2020-05-01T00:00:00.000Z', closed_by: null },
    ]);
  });
});

describe('who may do what', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', `/api/billing_drafts?property_id=${ownPropertyId}&year=2025`],
      ['POST', '/api/billing_drafts'],
      ['PUT', '/api/billing_drafts/1'],
      ['GET', `/api/properties/${ownPropertyId}/billing_years`],
    ] as const)
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(
        401,
      );
  });

  it('refuses tenants with 403 on every call', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/billing_drafts?property_id=${ownPropertyId}&year=2025`, undefined],
      ['POST', '/api/billing_drafts', { property_id: ownPropertyId, year: 2016, payload: payload() }],
      ['PUT', '/api/billing_drafts/1', { payload: payload(), version: 1 }],
      ['GET', `/api/properties/${ownPropertyId}/billing_years`, undefined],
    ] as const)
      expect((await call(method, url, tokens.tenant, body)).statusCode, url).toBe(403);
  });

  it('keeps landlords to their own properties: another landlord’s drafts are not found', async () => {
    const own = (
      await call('POST', '/api/billing_drafts', tokens.customer, {
        property_id: ownPropertyId,
        year: 2015,
        payload: payload(11),
      })
    ).json();
    const foreign = await call('POST', '/api/billing_drafts', otherCustomer, {
      property_id: t.other.propertyId,
      year: 2025,
      payload: payload(12),
    });
    expect(foreign.statusCode).toBe(201);
    const before = await draftRows();

    // The demo landlord cannot read, create or save on the other landlord's property, nor the reverse.
    expect(
      (await call('GET', `/api/billing_drafts?property_id=${t.other.propertyId}&year=2025`, tokens.customer))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/billing_drafts', tokens.customer, {
          property_id: t.other.propertyId,
          year: 2014,
          payload: payload(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/billing_drafts/${foreign.json().id}`, tokens.customer, {
          payload: payload(),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/properties/${t.other.propertyId}/billing_years`, tokens.customer)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/billing_drafts/${own.id}`, otherCustomer, { payload: payload(), version: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/billing_drafts?property_id=${ownPropertyId}&year=2015`, otherCustomer))
        .statusCode,
    ).toBe(404);
    expect(await draftRows()).toBe(before);
    expect((await storedDraft(own.id)).version).toBe(1);
    expect((await storedDraft(foreign.json().id)).version).toBe(1);
  });

  it('lets employees and admins read and save every customer’s drafts', async () => {
    const foreign = (
      await call('GET', `/api/billing_drafts?property_id=${t.other.propertyId}&year=2025`, tokens.employee)
    ).json();
    const byEmployee = await call('PUT', `/api/billing_drafts/${foreign.id}`, tokens.employee, {
      payload: payload(13),
      version: foreign.version,
    });
    expect(byEmployee.statusCode).toBe(200);
    const byAdmin = await call('PUT', `/api/billing_drafts/${foreign.id}`, tokens.admin, {
      payload: payload(14),
      version: byEmployee.json().version,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().version).toBe(foreign.version + 2);
    expect(
      (
        await call('POST', '/api/billing_drafts', tokens.employee, {
          property_id: t.other.propertyId,
          year: 2013,
          payload: payload(),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('GET', `/api/properties/${t.other.propertyId}/billing_years`, tokens.employee)).statusCode,
    ).toBe(200);
  });
});
