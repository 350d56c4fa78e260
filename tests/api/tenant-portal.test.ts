import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, mailOutbox, tenants, users } from '../../src/server/db/schema.ts';
import { consumptionInfoTexts, validationTexts } from '../../src/domain/texts/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { PASSWORD, TODAY, portalFixture, type PortalFixture } from '../helpers/tenant-portal.ts';

/**
 * The tenant portal's calls: a tenant's tenancies, their monthly consumption with the §6a
 * HeizkostenV comparisons (hand-computed from the fixture's readings) and the tenant's profile.
 */
let t: TestApp;
let fx: PortalFixture;
let tokens: Record<'admin' | 'employee' | 'customer' | 'tenant', string>;
let tokenA: string;
let tokenB: string;
let tokenD: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TODAY;
  fx = await portalFixture(t);
  tokens = await t.loginRoles();
  const login = (username: string) => t.login({ username, password: PASSWORD });
  tokenA = await login(fx.logins.a);
  tokenB = await login(fx.logins.b);
  tokenD = await login(fx.logins.d);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const consumption = async (token: string, id: number, query = '') => {
  const res = await get(`/api/tenant/tenancies/${id}/consumption${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    series: Array<{ kind: string; unit: string; months: Array<Record<string, unknown>> }>;
    latest: Array<Record<string, unknown>>;
  };
};

describe('GET /api/tenant/tenancies', () => {
  it('lists the login’s tenancies, former ones included, with address and landlord', async () => {
    const res = await get('/api/tenant/tenancies', tokenA);
    expect(res.statusCode).toBe(200);
    const landlord = {
      name: 'Hausverwaltung Sommer GmbH',
      email: 'vermieter@demo.nebenkostenplus.de',
      phone: '030 98765432',
    };
    const property = { street: 'Birkenweg', house_number: '5', zip: '04109', city: 'Leipzig' };
    expect(res.json()).toEqual([
      { id: fx.a, property, name: 'EG', from: '2020-01-01', to: null, landlord },
      { id: fx.e, property, name: '1. OG', from: '2015-01-01', to: '2019-12-31', landlord },
    ]);
  });

  it('refuses landlords, admins and employees (403) and anonymous calls (401)', async () => {
    for (const role of ['admin', 'employee', 'customer'] as const)
      expect((await get('/api/tenant/tenancies', tokens[role])).statusCode).toBe(403);
    expect((await get('/api/tenant/tenancies')).statusCode).toBe(401);
  });
});

describe('GET /api/tenant/tenancies/{id}/consumption', () => {
  it('answers the last twelve complete months by default, never the running month', async () => {
    const body = await consumption(tokenA, fx.a);
    expect(body.series).toHaveLength(1);
    const [water] = body.series;
    expect(water).toMatchObject({ kind: 'cold_water', unit: 'm³' });
    expect(water!.months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    // March 2025: 31.03. interpolated between 28.02. (103) and 31.12. (150), 31 of 306 days:
    // 47000 · 31 / 306 = 4761.4 → 4.761.
    expect(water!.months[0]).toMatchObject({ value: '4.761', estimated: true, previous_month: '3.000' });
    // February 2026: 28.02. interpolated between 15.02. (156) and 05.03. (160), 13 of 18 days:
    // 156000 + 4000 · 13/18 = 158888.9 → 158889; minus 154000 (31.01., read) = 4.889.
    // Average: A 4.889 + B 8 (after the exchange: 14 − 6) + D 4 (F has no end state) over
    // 50 + 100 + 60 m², times 50 m²: 16889 · 50 / 210 = 4021.2 → 4.021.
    expect(water!.months[11]).toEqual({
      month: '2026-02',
      value: '4.889',
      estimated: true,
      previous_month: '4.000',
      same_month_last_year: '3.000',
      property_average: '4.021',
    });
    // January 2026: both ends read. Average (4 + 16 + 3) · 50 / 210 = 5.476.
    expect(water!.months[10]).toEqual({
      month: '2026-01',
      value: '4.000',
      estimated: false,
      previous_month: '4.761',
      same_month_last_year: null,
      property_average: '5.476',
    });
    // December 2025: 30.11. interpolated, 275 of 306 days: 103000 + 47000 · 275/306 = 145239 → 4.761.
    // Average: B has no state at the end of November; A 4.761 + D 2 over 50 + 60 m²: 6761 · 50/110 = 3.073.
    expect(water!.months[9]).toMatchObject({ value: '4.761', estimated: true, property_average: '3.073' });
    expect(body.latest).toEqual([
      {
        meter_number: expect.stringMatching(/^WZ-A-/),
        kind: 'cold_water',
        unit: 'm³',
        value: '160.000',
        at: '2026-03-05T04:00:00.000Z',
      },
    ]);
  });

  it('answers null where the readings do not reach a month boundary', async () => {
    const { series } = await consumption(tokenA, fx.a, '?from=2024-12&to=2025-02');
    expect(series[0]!.months).toEqual([
      {
        month: '2024-12',
        value: null,
        estimated: false,
        previous_month: null,
        same_month_last_year: null,
        property_average: null,
      },
      {
        month: '2025-01',
        value: null,
        estimated: false,
        previous_month: null,
        same_month_last_year: null,
        property_average: null,
      },
      // 103 − 100; the only dwelling with figures: 3 · 50 / 50.
      {
        month: '2025-02',
        value: '3.000',
        estimated: false,
        previous_month: null,
        same_month_last_year: null,
        property_average: '3.000',
      },
    ]);
  });

  it('cuts the range at the last complete month', async () => {
    const { series } = await consumption(tokenA, fx.a, '?from=2026-01&to=2026-06');
    expect(series[0]!.months.map((m) => m.month)).toEqual(['2026-01', '2026-02']);
  });

  it('counts on over a meter exchange, with the dwelling’s meter assigned to the predecessor', async () => {
    const { series, latest } = await consumption(tokenB, fx.b2, '?from=2025-12&to=2026-02');
    // January: 500 → 510 (old meter) + 0 → 6 (new meter) = 16; February 14 − 6 = 8.
    // December 2025 belongs to the predecessor: not shown.
    expect(series[0]!.months).toEqual([
      {
        month: '2025-12',
        value: null,
        estimated: false,
        previous_month: null,
        same_month_last_year: null,
        property_average: null,
      },
      // Average: (4 + 16 + 3) · 100 / 210 = 10.952.
      {
        month: '2026-01',
        value: '16.000',
        estimated: false,
        previous_month: null,
        same_month_last_year: null,
        property_average: '10.952',
      },
      // Average: 16889 · 100 / 210 = 8042.4 → 8.042.
      {
        month: '2026-02',
        value: '8.000',
        estimated: false,
        previous_month: '16.000',
        same_month_last_year: null,
        property_average: '8.042',
      },
    ]);
    expect(latest).toEqual([]);
  });

  it('shows a former tenant nothing after the move-out', async () => {
    const { series, latest } = await consumption(tokenD, fx.d, '?from=2025-12&to=2026-02');
    expect(series[0]!.months.map((m) => m.value)).toEqual(['2.000', null, null]);
    expect(series[0]!.months[1]).toMatchObject({ previous_month: null, property_average: null });
    // The newest reading up to the move-out (15.01.2026), not the later ones.
    expect(latest).toEqual([
      {
        meter_number: expect.stringMatching(/^WZ-D-/),
        kind: 'cold_water',
        unit: 'm³',
        value: '12.000',
        at: '2025-12-31',
      },
    ]);
  });

  it('answers a tenancy without meters with no series', async () => {
    expect(await consumption(tokenA, fx.e)).toEqual({ series: [], latest: [] });
  });

  it.each([
    ['?from=2025-13', consumptionInfoTexts.fromInvalid],
    ['?from=2025-1', consumptionInfoTexts.fromInvalid],
    ['?to=März', consumptionInfoTexts.toInvalid],
    ['?from=2026-02&to=2025-01', consumptionInfoTexts.rangeReversed],
    ['?from=2020-01&to=2026-01', consumptionInfoTexts.rangeTooLong],
  ])('refuses %s in German', async (query, message) => {
    const res = await get(`/api/tenant/tenancies/${fx.a}/consumption${query}`, tokenA);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps other tenancies hidden (404) and other roles out (403, 401)', async () => {
    const url = `/api/tenant/tenancies/${fx.a}/consumption`;
    expect((await get(url, tokenB)).statusCode).toBe(404);
    expect((await get(url, tokens.tenant)).statusCode).toBe(404);
    expect((await get(`/api/tenant/tenancies/${t.other.tenantId}/consumption`, tokenA)).statusCode).toBe(404);
    expect((await get('/api/tenant/tenancies/999999/consumption', tokenA)).statusCode).toBe(404);
    expect((await get(`/api/tenant/tenancies/${fx.a}/consumption`, tokens.customer)).statusCode).toBe(403);
    expect((await get(url, tokens.admin)).statusCode).toBe(403);
    expect((await get(url, tokens.employee)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('shows the demo tenant its own demo readings', async () => {
    const tenancies = (await get('/api/tenant/tenancies', tokens.tenant)).json() as Array<{ id: number }>;
    expect(tenancies).toHaveLength(1);
    const { series } = await consumption(tokens.tenant, tenancies[0]!.id);
    expect(series.map((s) => [s.kind, s.unit])).toEqual([
      ['cold_water', 'm³'],
      ['heating', 'Einheiten'],
    ]);
  });
});

describe('tenant profile', () => {
  const put = (payload: Record<string, unknown>, token = tokenA) =>
    t.app.inject({ method: 'PUT', url: '/api/tenant/profile', headers: bearer(token), payload });
  const rowsOfA = () =>
    t.ctx.db
      .select({ email: tenants.email, phone: tenants.phoneNumber })
      .from(tenants)
      .where(inArray(tenants.id, [fx.a, fx.e]));

  it('shows the contact data of the current tenancy', async () => {
    const res = await get('/api/tenant/profile', tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Albers',
      company: null,
      email: fx.emails.a,
      phone_number: '0341 1',
      delivery_method: 'email',
      email_change_pending: null,
    });
  });

  it('refuses a bad or empty address and a new one without the password, changing nothing', async () => {
    const before = await rowsOfA();
    const bad = await put({ email: 'kein-at-zeichen', phone_number: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(validationTexts.emailInvalid);
    const empty = await put({ email: '', phone_number: '1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(validationTexts.emailInvalidShort);
    // Another login's address is not refused here (that would tell which addresses have accounts).
    const taken = await put({ email: 'ANDERE@example.de' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe('current_password');
    expect(await rowsOfA()).toEqual(before);
  });

  it('saves e-mail (after its confirmation) and phone on every tenancy of the login, audited', async () => {
    const res = await put({
      email: 'anna.neu@example.de',
      phone_number: '0341 999',
      current_password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: fx.emails.a,
      phone_number: '0341 999',
      email_change_pending: 'anna.neu@example.de',
    });
    expect(await rowsOfA()).toEqual([
      { email: fx.emails.a, phone: '0341 999' },
      { email: fx.emails.a, phone: '0341 999' },
    ]);
    const [mail] = await t.ctx.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'anna.neu@example.de'));
    const token = /email-confirm\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await rowsOfA()).toEqual([
      { email: 'anna.neu@example.de', phone: '0341 999' },
      { email: 'anna.neu@example.de', phone: '0341 999' },
    ]);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.profile_update'), eq(auditLog.entity, 'tenant')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entityId?.split(',').map(Number).sort()).toEqual([fx.a, fx.e].sort());
    // Another tenant's rows stay as they are.
    const [other] = await t.ctx.db.select().from(tenants).where(eq(tenants.id, fx.b2));
    expect(other!.email).not.toBe('anna.neu@example.de');
    // The new address is the login's now: sign-in by e-mail (and a password reset) use it.
    const [login] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.username, fx.logins.a));
    expect(login!.email).toBe('anna.neu@example.de');
    expect(await t.login({ username: 'anna.neu@example.de', password: PASSWORD })).toMatch(/\S{20,}/);
  });

  it('is for tenants only', async () => {
    for (const role of ['admin', 'employee', 'customer'] as const) {
      expect((await get('/api/tenant/profile', tokens[role])).statusCode).toBe(403);
      expect((await put({ email: 'x@example.de' }, tokens[role])).statusCode).toBe(403);
    }
    expect((await get('/api/tenant/profile')).statusCode).toBe(401);
  });
});
