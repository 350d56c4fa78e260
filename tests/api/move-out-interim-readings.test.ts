import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings, tenants } from '../../src/server/db/schema.ts';
import { aMeter } from '../factories/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The interim reading of §9b Abs. 1 HeizkostenV given with a move-out: stored as a reading on the
 * move-out date in the move-out's transaction, only for the manual meters of the tenancy's dwelling.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let ownProperty: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const readingsOf = async (meterId: number) =>
  (await t.ctx.db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId))).map((r) => ({
    date: r.readingDate,
    value: r.readingValue,
  }));
const tenantRow = async (id: number) => (await t.ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;

let floorNo = 0;
/** A tenancy in a flat of its own with a heat-cost allocator of that flat (read 0 on 31.12.2024). */
async function tenancyWithMeter(extra: Partial<Parameters<typeof aMeter>[1]> = {}) {
  const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
    salutation: 'Frau',
    first_name: 'Zora',
    last_name: 'Zwischen',
    floor: `Zwischenstand ${++floorNo}`,
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
    meterType: 'Heizkostenverteiler',
    unit: 'Einheiten',
    readings: [['2024-12-31', '0']],
    ...extra,
  });
  return { tenant, meter };
}

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

describe('interim readings with a move-out', () => {
  it('PUT move_out stores each given state on the move-out date', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const res = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
      move_out: '2025-06-30',
      interim_readings: [{ meter_id: meter.id, value: '612.5' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().move_out).toBe('2025-06-30');
    expect(await readingsOf(meter.id)).toEqual([
      { date: '2024-12-31', value: '0.000' },
      { date: '2025-06-30', value: '612.500' },
    ]);
  });

  it('the successor save stores the predecessor’s states on the day before the move-in', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: '2025-10-01',
      predecessor_id: tenant.id,
      interim_readings: [{ meter_id: meter.id, value: 740 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await tenantRow(tenant.id)).moveOut).toBe('2025-09-30');
    expect(await readingsOf(meter.id)).toContainEqual({ date: '2025-09-30', value: '740.000' });
  });

  it('without interim readings the move-out is saved as before', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const res = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
      move_out: '2025-06-30',
    });
    expect(res.statusCode).toBe(200);
    expect(await readingsOf(meter.id)).toHaveLength(1);
  });

  it('another dwelling’s meter: 400 in German, neither move-out nor reading stored', async () => {
    const a = await tenancyWithMeter();
    const b = await tenancyWithMeter();
    const res = await call('PUT', `/api/tenants/${a.tenant.id}/move_out`, tokens.customer, {
      move_out: '2025-06-30',
      interim_readings: [
        { meter_id: a.meter.id, value: '10' },
        { meter_id: b.meter.id, value: '20' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`Der Zähler ${b.meter.meterNumber} gehört nicht zur Wohnung`);
    expect((await tenantRow(a.tenant.id)).moveOut).toBeNull();
    expect(await readingsOf(a.meter.id)).toHaveLength(1);
    expect(await readingsOf(b.meter.id)).toHaveLength(1);
  });

  it('another landlord’s meter or an unknown one: 404, nothing stored (successor save too)', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const foreign = await aMeter(t.ctx.db, { propertyId: t.other.propertyId });
    for (const meterId of [foreign.id, 999_999]) {
      const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
        last_name: 'Leerstand',
        move_in: '2025-10-01',
        predecessor_id: tenant.id,
        interim_readings: [
          { meter_id: meter.id, value: '5' },
          { meter_id: meterId, value: '5' },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Zähler nicht gefunden');
    }
    expect((await tenantRow(tenant.id)).moveOut).toBeNull();
    expect(await readingsOf(meter.id)).toHaveLength(1);
    expect(await readingsOf(foreign.id)).toHaveLength(0);
  });

  it('refuses a gateway meter, a bad value and a meter named twice with 400 in German', async () => {
    const { tenant, meter } = await tenancyWithMeter();
    const gateway = await aMeter(t.ctx.db, {
      propertyId: ownProperty,
      dwellingId: tenant.dwellingId,
      tenantId: tenant.dwellingId === null ? tenant.id : null,
      sourceType: 'gateway',
      gatewayId: 'gw-zwischen',
      gatewayChannel: '1',
    });
    const cases = [
      [{ meter_id: gateway.id, value: '1' }],
      [{ meter_id: meter.id, value: 'viel' }],
      [{ meter_id: meter.id, value: '1e9' }],
      [
        { meter_id: meter.id, value: '1' },
        { meter_id: meter.id, value: '2' },
      ],
    ];
    for (const interim_readings of cases) {
      const res = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
        move_out: '2025-06-30',
        interim_readings,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[äöüÄÖÜß]|Zähler|Zahl/);
    }
    const bad = await call('PUT', `/api/tenants/${tenant.id}/move_out`, tokens.customer, {
      move_out: '2025-06-30',
      interim_readings: [{ meter_id: 'x', value: '1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Zähler');
    expect((await tenantRow(tenant.id)).moveOut).toBeNull();
    expect(await readingsOf(meter.id)).toHaveLength(1);
    expect(await readingsOf(gateway.id)).toHaveLength(0);
  });

  it('interim readings without a predecessor are refused', async () => {
    const { meter } = await tenancyWithMeter();
    const res = await call('POST', `/api/customer/properties/${ownProperty}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      floor: 'Zwischenstand ohne Vorgänger',
      interim_readings: [{ meter_id: meter.id, value: '5' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Vorgänger');
    expect(await readingsOf(meter.id)).toHaveLength(1);
  });
});

describe('the interim readings on the statement', () => {
  it('ends the tenant’s meter readings at the move-out with the given state, read, on screen data and PDF', async () => {
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
      source_type: string;
    }[];
    const own = meters.filter(
      (m) =>
        m.source_type === 'manual' &&
        (m.dwelling_id !== null ? m.dwelling_id === schneider.dwelling_id : m.tenant_id === schneider.id),
    );
    expect(own.length).toBeGreaterThan(0);
    // The demo reads its meters at each month's end. Each meter's state on 15.06. is given as a
    // quarter of the way from its 31.05. to its 30.06. reading: not the midpoint a linear
    // interpolation by days (15 of 30) would give, so the statement must use the reading itself.
    const interim = await Promise.all(
      own.map(async (m) => {
        const list = await readingsOf(m.id);
        const may = Number(list.find((r) => r.date === `${year}-05-31`)!.value);
        const june = Number(list.find((r) => r.date === `${year}-06-30`)!.value);
        return { meter_id: m.id, meter_number: m.meter_number, value: (may + (june - may) / 4).toFixed(3) };
      }),
    );
    const res = await call('POST', `/api/customer/properties/${property.id}/tenants`, tokens.customer, {
      last_name: 'Leerstand',
      move_in: `${year}-06-16`,
      predecessor_id: schneider.id,
      interim_readings: interim.map(({ meter_id, value }) => ({ meter_id, value })),
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
    for (const i of interim) {
      expect(mine.details.meters.find((m) => m.meter_id === i.meter_id)?.end).toEqual({
        date: `${year}-06-15`,
        value: i.value,
        source: 'read',
      });
    }

    const pdf = await call(
      'GET',
      `/api/properties/${property.id}/statements/${schneider.id}.pdf?year=${year}`,
      tokens.customer,
    );
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'interim-'));
    try {
      const file = join(dir, 'schneider.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
      expect(text).toContain('Ihre Zähler und Zählerstände');
      for (const i of interim) expect(text).toContain(i.meter_number);
      expect(text).toContain(`15.06.${year}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
