import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings, tenants } from '../../src/server/db/schema.ts';
import { aMeter } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The handover protocol's meter readings: stored on the handover date with the letter, shown among
 * the meter's readings, refused when lower than the last one unless marked as a meter exchange, and
 * billed as the interim reading at the tenant change (§ 9b Abs. 1 HeizkostenV).
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let ownProperty: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const tenantRow = async (id: number) => (await t.ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
const storedOf = async (meterId: number) =>
  (await t.ctx.db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId))).map((r) => ({
    date: r.readingDate,
    value: r.readingValue,
    source: r.source,
    letter_id: r.letterId,
    exchange: r.suspectedExchange,
  }));

let floorNo = 0;
async function tenancyWithMeter() {
  const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
    salutation: 'Frau',
    first_name: 'Ute',
    last_name: 'Übergabe',
    floor: `Übergabe ${++floorNo}`,
    move_in: '2020-01-01',
    delivery_method: 'post',
    street_house_no: 'Lindenstraße 12',
    zipcode: '04109',
    city: 'Leipzig',
  });
  expect(res.statusCode, res.body).toBe(201);
  const tenant = await tenantRow(res.json().id);
  const meter = await aMeter(t.ctx.db, {
    propertyId: ownProperty,
    dwellingId: tenant.dwellingId,
    tenantId: tenant.dwellingId === null ? tenant.id : null,
    meterType: 'Wasserzähler',
    unit: 'm³',
    readings: [['2024-12-31', '100']],
  });
  return { tenant, meter };
}

const handover = (tenantId: number, fields: object, token = tokens.customer) =>
  call('POST', `/api/properties/${ownProperty}/letters`, token, {
    template: 'handover-protocol',
    tenant_id: tenantId,
    fields: {
      kind: 'move_out',
      handover_date: '2025-06-30',
      rooms: [{ name: 'Küche', condition: 'gut' }],
      keys: [{ kind: 'Haustür', count: 2 }],
      ...fields,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  t.clock.now = new Date('2026-03-15T10:00:00Z');
  const properties = (await call('GET', '/api/properties', tokens.customer)).json() as Array<{ id: number }>;
  ownProperty = properties[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('handover readings', () => {
  it('are stored on the handover date with the letter and listed among the meter’s readings', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const res = await handover(tenant.id, { readings: [{ meter_id: meter.id, value: '123.456' }] });
    expect(res.statusCode, res.body).toBe(201);
    const letterId = res.json().id as number;
    expect(await storedOf(meter.id)).toContainEqual({
      date: '2025-06-30',
      value: '123.456',
      source: 'handover-protocol',
      letter_id: letterId,
      exchange: false,
    });
    const list = await call('GET', `/api/meters/${meter.id}/readings`, tokens.customer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ reading_date: '2025-06-30', reading_value: '123.456' }),
    );
  });

  it('a lower reading is refused in German unless marked as a meter exchange', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const lower = await handover(tenant.id, { readings: [{ meter_id: meter.id, value: 5 }] });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toContain('Zählerwechsel');
    expect(await storedOf(meter.id)).toHaveLength(1);
    const list = await call('GET', `/api/properties/${ownProperty}/letters`, tokens.customer);
    expect(list.json().some((l: { tenant_id: number }) => l.tenant_id === tenant.id)).toBe(false);

    const exchange = await handover(tenant.id, {
      readings: [{ meter_id: meter.id, value: 5, meter_exchange: true }],
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
    expect(await storedOf(meter.id)).toContainEqual(
      expect.objectContaining({ date: '2025-06-30', value: '5.000', exchange: true }),
    );
  });

  it('a meter of another dwelling is refused and nothing is stored', async () => {
    const a = await tenancyWithMeter();
    const b = await tenancyWithMeter();
    const res = await handover(a.tenant.id, {
      readings: [
        { meter_id: a.meter.id, value: 200 },
        { meter_id: b.meter.id, value: 200 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('gehört nicht zu dieser Wohnung');
    expect(await storedOf(a.meter.id)).toHaveLength(1);
  });

  it('lists every meter of the dwelling in the protocol, read or not, with signature fields', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const res = await handover(tenant.id, { readings: [] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().problems).toContain(`Für Zähler ${meter.meterNumber} ist kein Stand eingetragen.`);
  });
});

describe('the handover readings on the statement', () => {
  it('end the moving-out tenant’s meters on the handover date with the reading itself', async () => {
    const year = 2025;
    const property = (await call('GET', '/api/properties', tokens.customer))
      .json()
      .find((p: { address: string }) => p.address.startsWith('Lindenstraße')) as { id: number };
    const tenantsList = (
      await call('GET', `/api/properties/${property.id}/tenants`, tokens.customer)
    ).json() as {
      id: number;
      last_name: string;
      dwelling_id: number | null;
    }[];
    const schneider = tenantsList.find((x) => x.last_name === 'Schneider')!;
    const meters = (await call('GET', `/api/meters?property_id=${property.id}`, tokens.customer)).json() as {
      id: number;
      meter_number: string;
      dwelling_id: number | null;
      tenant_id: number | null;
    }[];
    const own = meters.filter((m) =>
      m.dwelling_id !== null ? m.dwelling_id === schneider.dwelling_id : m.tenant_id === schneider.id,
    );
    expect(own.length).toBeGreaterThan(0);
    // A quarter of the way from the 31.05. to the 30.06. reading: not what a split by days or by
    // degree days would give, so the statement must use the handover reading itself.
    const readings = await Promise.all(
      own.map(async (m) => {
        const list = await storedOf(m.id);
        const may = Number(list.find((r) => r.date === `${year}-05-31`)!.value);
        const june = Number(list.find((r) => r.date === `${year}-06-30`)!.value);
        return { meter_id: m.id, value: (may + (june - may) / 4).toFixed(3) };
      }),
    );
    const moveOut = await call('PUT', `/api/tenants/${schneider.id}/move_out`, tokens.customer, {
      move_out: `${year}-06-15`,
    });
    expect(moveOut.statusCode, moveOut.body).toBe(200);
    const res = await call('POST', `/api/properties/${property.id}/letters`, tokens.customer, {
      template: 'handover-protocol',
      tenant_id: schneider.id,
      fields: { kind: 'move_out', handover_date: `${year}-06-15`, readings },
    });
    expect(res.statusCode, res.body).toBe(201);

    const statements = await call(
      'GET',
      `/api/properties/${property.id}/statements?year=${year}`,
      tokens.customer,
    );
    expect(statements.statusCode, statements.body).toBe(200);
    const mine = (
      statements.json() as {
        statements: {
          tenant_id: number;
          details: {
            meters: { meter_id: number; end: { date: string; value: string; source: string } | null }[];
          };
        }[];
      }
    ).statements.find((s) => s.tenant_id === schneider.id)!;
    for (const r of readings)
      expect(mine.details.meters.find((m) => m.meter_id === r.meter_id)?.end).toEqual({
        date: `${year}-06-15`,
        value: r.value,
        source: 'read',
      });
  });
});
