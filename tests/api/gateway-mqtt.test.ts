import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { meterReadings, meters, rejectedTelegrams } from '../../src/server/db/schema.ts';
import { ingestMessage } from '../../src/server/gateway-readings/ingest.ts';
import { startMqttGateway, type MqttGateway } from '../../src/server/gateways/mqtt-gateway.ts';
import { wmbusTelegramDecoder } from '../../src/server/gateways/telegram-decoder.ts';
import { createServer, type Server } from '../../src/server/server.ts';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_MQTT_URL, eventually, publisher, uniquePrefix } from '../helpers/mqtt.ts';

/**
 * Gateway meters over the real broker (Mosquitto): messages become readings once, sync reads the
 * retained message, and every failure leaves its reason on the meter.
 */
const SECRET = 'test-secret-for-meter-keys-0123456789abcdef';
const prefix = uniquePrefix('gw');
let t: TestApp;
let admin: string;
let pub: Awaited<ReturnType<typeof publisher>>;
const retainedTopics: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    MQTT_URL: TEST_MQTT_URL,
    MQTT_TOPIC_PREFIX: prefix,
    MQTT_SYNC_TIMEOUT_MS: '800',
    METER_KEY_SECRET: SECRET,
  });
  admin = await t.login(ADMIN);
  pub = await publisher();
  await (t.ctx.gateway as MqttGateway).subscribed();
});
afterAll(async () => {
  // Retained messages outlive the test; an empty retained message removes them.
  for (const topic of retainedTopics) await pub.publishAsync(topic, '', { retain: true, qos: 1 });
  await pub.endAsync();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

let channelNo = 0;
async function gatewayMeter(fields: object = {}) {
  const channel = `k${++channelNo}`;
  const res = await call('POST', '/api/meters', {
    property_id: t.other.propertyId,
    meter_type: 'Wasserzähler',
    meter_number: `WZ-GW-${channel}`,
    tenant_id: t.other.tenantId,
    gateway_id: 'gw1',
    gateway_channel: channel,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  const meter = res.json();
  return { ...meter, topic: `${prefix}${meter.gateway_id}/${meter.gateway_channel}` };
}
const readingsOf = (meterId: number) =>
  t.ctx.db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(meterReadings.readingDate);
const meterRow = async (id: number) => (await t.ctx.db.select().from(meters).where(eq(meters.id, id)))[0]!;
const readingCount = async (meterId: number) =>
  (await t.ctx.db.select({ n: count() }).from(meterReadings).where(eq(meterReadings.meterId, meterId)))[0]!.n;

describe('messages on the broker', () => {
  it('turn one plain message into one reading, exact to 3 decimals, dated in Berlin', async () => {
    const meter = await gatewayMeter();
    expect(meter.last_gateway_status).toBe('Keine Daten vom Gateway');
    // 23:30 UTC on 14 March is 00:30 on 15 March in Berlin; 1234.5675 rounds up on its digits.
    await pub.send(meter.topic, '{"value": 1234.5675, "unit": "m³", "timestamp": "2026-03-14T23:30:00Z"}');
    const [reading] = await eventually(async () => {
      const rows = await readingsOf(meter.id);
      return rows.length > 0 && rows;
    }, 'Zählerstand gespeichert');
    expect(reading).toMatchObject({ readingDate: '2026-03-15', readingValue: '1234.568', unit: 'm³' });
    expect(reading!.measuredAt?.toISOString()).toBe('2026-03-14T23:30:00.000Z');
    const row = await meterRow(meter.id);
    expect(row.lastGatewayStatus).toBe('Synchronisierung erfolgreich');
    expect(row.lastSyncAt).not.toBeNull();
    const api = await call('GET', `/api/meters/${meter.id}/readings`);
    expect(api.json()[0]).toMatchObject({
      reading_value: '1234.568',
      suspected_exchange: false,
      flagged: false,
    });
  });

  it('takes wmbusmeters JSON with the total in the meter’s unit', async () => {
    const meter = await gatewayMeter({ meter_type: 'Wärmemengenzähler', unit: 'kWh' });
    await pub.send(meter.topic, {
      _: 'telegram',
      media: 'heat',
      meter: 'multical21',
      id: '12345678',
      total_volume_m3: 12.5,
      total_energy_consumption_kwh: 4711.0004,
      timestamp: '2026-02-01T06:00:00Z',
    });
    const [reading] = await eventually(async () => {
      const rows = await readingsOf(meter.id);
      return rows.length > 0 && rows;
    }, 'wmbusmeters-Zählerstand gespeichert');
    expect(reading).toMatchObject({ readingDate: '2026-02-01', readingValue: '4711.000', unit: 'kWh' });
  });

  it('stores a message delivered twice, and one heard by a second server process, once', async () => {
    const meter = await gatewayMeter();
    // A second process on the same database: a real one on PostgreSQL; on the embedded database
    // (one process only) a second broker connection of the same server.
    let second: Server | MqttGateway;
    if (t.ctx.driver === 'postgres') {
      second = await createServer(loadConfig({ ...process.env, ...envOf(t) }), { serveWeb: false });
      await (second.ctx.gateway as MqttGateway).subscribed();
    } else {
      second = startMqttGateway(
        t.config.mqtt!,
        (topic, payload, at) => ingestMessage(t.ctx, wmbusTelegramDecoder, prefix, topic, payload, at),
        () => undefined,
      );
      await second.subscribed();
    }
    try {
      const body = (day: number) => ({
        value: 100 + day,
        unit: 'm³',
        timestamp: `2026-01-${String(day).padStart(2, '0')}T12:00:00Z`,
      });
      for (let day = 1; day <= 20; day++) await pub.send(meter.topic, body(day));
      for (let day = 1; day <= 20; day++) await pub.send(meter.topic, body(day));
      await eventually(async () => (await readingCount(meter.id)) >= 20, '20 Zählerstände');
      // Both copies of the last message are through once its sync time is on the meter.
      await eventually(async () => {
        const rows = await readingsOf(meter.id);
        return (
          rows.length === 20 &&
          (await meterRow(meter.id)).lastGatewayStatus === 'Synchronisierung erfolgreich'
        );
      }, 'alle Nachrichten verarbeitet');
      const dates = (await readingsOf(meter.id)).map((r) => r.readingDate);
      expect(new Set(dates).size).toBe(20);
    } finally {
      if ('app' in second) await second.close();
      else await second.stop();
    }
  });

  it('leaves a reason with “Einheit” and no reading for a wrong unit', async () => {
    const meter = await gatewayMeter();
    await pub.send(meter.topic, { value: 5, unit: 'kWh', timestamp: '2026-03-01T10:00:00Z' });
    const status = await eventually(async () => {
      const s = (await meterRow(meter.id)).lastGatewayStatus;
      return s !== 'Keine Daten vom Gateway' && s;
    }, 'Status gesetzt');
    expect(status).toContain('Einheit');
    expect(await readingCount(meter.id)).toBe(0);
  });

  it('stores a lower total as a suspected exchange and flags a jump far above the history', async () => {
    const meter = await gatewayMeter();
    const send = (value: number, date: string) =>
      pub.send(meter.topic, { value, unit: 'm³', timestamp: `${date}T12:00:00Z` });
    await send(100, '2025-10-31');
    await send(110, '2025-11-30');
    await send(118, '2025-12-31');
    await eventually(async () => (await readingCount(meter.id)) === 3, 'Verlauf gespeichert');
    await send(20, '2026-01-31');
    const exchange = await eventually(
      async () => (await readingsOf(meter.id)).find((r) => r.readingDate === '2026-01-31'),
      'Zählerwechsel gespeichert',
    );
    expect(exchange).toMatchObject({ suspectedExchange: true, flagged: false, readingValue: '20.000' });
    // The meter's status is written in the reading's transaction.
    expect((await meterRow(meter.id)).lastGatewayStatus).toContain('Zählerwechsel');
    // Highest monthly consumption 10 m³: 20 → 500 within a month is far outside.
    await send(500, '2026-02-28');
    const jump = await eventually(
      async () => (await readingsOf(meter.id)).find((r) => r.readingDate === '2026-02-28'),
      'Sprung gespeichert',
    );
    expect(jump).toMatchObject({ flagged: true, suspectedExchange: false });
    expect((await meterRow(meter.id)).lastGatewayStatus).toContain('Prüfung');
    const api = (await call('GET', `/api/meters/${meter.id}/readings`)).json();
    expect(
      api.map((r: { suspected_exchange: boolean; flagged: boolean }) => [r.suspected_exchange, r.flagged]),
    ).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [true, false],
      [false, true],
    ]);
  });
});

describe('POST /api/meters/{id}/sync', () => {
  it('stores the retained message, succeeds again when it is already stored, and a new meter syncs at once', async () => {
    const meter = await gatewayMeter();
    retainedTopics.push(meter.topic);
    await pub.send(meter.topic, { value: 42.5, unit: 'm³', timestamp: '2026-03-10T08:00:00Z' }, true);
    // The live subscription may store it first; either way there is one reading and sync succeeds.
    const first = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Synchronisierung erfolgreich');
    const again = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(again.json().message).toBe('Synchronisierung erfolgreich');
    expect(await readingCount(meter.id)).toBe(1);

    // A meter created on a topic with retained data has its reading right away.
    const topic = `${prefix}gw1/vorhanden`;
    retainedTopics.push(topic);
    await pub.send(topic, { value: 7, unit: 'm³', timestamp: '2026-03-11T08:00:00Z' }, true);
    const res = await call('POST', '/api/meters', {
      property_id: t.other.propertyId,
      meter_type: 'Wasserzähler',
      meter_number: 'WZ-GW-vorhanden',
      tenant_id: t.other.tenantId,
      gateway_id: 'gw1',
      gateway_channel: 'vorhanden',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().last_gateway_status).toBe('Synchronisierung erfolgreich');
    expect(await readingCount(res.json().id)).toBe(1);
  });

  it('answers “Keine Daten vom Gateway” without retained data and names a wrong unit', async () => {
    const meter = await gatewayMeter();
    const none = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(none.statusCode).toBe(503);
    expect(none.json().message).toBe('Keine Daten vom Gateway');

    retainedTopics.push(meter.topic);
    await pub.send(meter.topic, { value: 3, unit: 'kWh' }, true);
    const wrong = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('Einheit passt nicht zum Zähler');
    expect((await meterRow(meter.id)).lastGatewayStatus).toContain('Einheit');
    expect(await readingCount(meter.id)).toBe(0);
  });
});

describe('AES keys and raw telegrams', () => {
  it('takes a 32-hex key, stores it sealed and never returns it', async () => {
    const bad = await call('POST', '/api/meters', {
      property_id: t.other.propertyId,
      meter_type: 'Wasserzähler',
      meter_number: 'WZ-AES-1',
      tenant_id: t.other.tenantId,
      gateway_id: 'gw1',
      gateway_channel: '12345678',
      aes_key: 'zz',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('32 Hexadezimalzeichen');
    const key = '000102030405060708090A0B0C0D0E0F';
    const meter = await gatewayMeter({ gateway_channel: '56544919', aes_key: key });
    expect(meter.has_aes_key).toBe(true);
    expect(JSON.stringify(meter)).not.toMatch(/0a0b0c|0A0B0C/);
    const sealed = (await meterRow(meter.id)).aesKeySealed!;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed.toLowerCase()).not.toContain('0a0b0c');
    const removed = await call('PUT', `/api/meters/${meter.id}`, { aes_key: null });
    expect(removed.json().has_aes_key).toBe(false);
  });

  // wmbusmeters' published test telegram drivers/src/picoflux.xmq ("MyWater picoflux 56544919
  // 9F5213BC13841410BB1410141515E4D5"): Ecomess Picoflux AiR, mode 5, published total_m3 4.492.
  const PICOFLUX =
    '6e446d141949545605077adf0060055ad21c5cafec3a71c0720754f2ca777e238d0318d35a2de0f8fe592e9a0d0cacbd61dfd2815c21a7fa743d93b5e543847e3e67b5d80816a253db655d4354b1a06c1fb7bae99e0fa322bff37a05fd651c5e3c09968ae4df0d8d911fee33ef31b9';
  const PICOFLUX_KEY = '9F5213BC13841410BB1410141515E4D5';
  const keptFor = (meterId: number) =>
    t.ctx.db.select().from(rejectedTelegrams).where(eq(rejectedTelegrams.meterId, meterId));

  it('decrypts an OMS telegram with the meter’s key into a reading', async () => {
    const meter = await gatewayMeter({
      gateway_id: 'gw-oms',
      gateway_channel: '56544919',
      aes_key: PICOFLUX_KEY,
    });
    await pub.send(`${prefix}gw-oms/raw`, PICOFLUX);
    const [reading] = await eventually(async () => {
      const rows = await readingsOf(meter.id);
      return rows.length > 0 && rows;
    }, 'Telegramm gespeichert');
    expect(reading).toMatchObject({ readingValue: '4.492', unit: 'm³', suspectedExchange: false });
    expect((await meterRow(meter.id)).lastGatewayStatus).toBe('Synchronisierung erfolgreich');
    expect(await keptFor(meter.id)).toEqual([]);
  });

  it('keeps a telegram it cannot decrypt for inspection, with the reason on the meter, never as a reading', async () => {
    const meter = await gatewayMeter({
      gateway_id: 'gw-raw',
      gateway_channel: '56544919',
      aes_key: '000102030405060708090A0B0C0D0E0F',
    });
    await pub.send(`${prefix}gw-raw/raw`, PICOFLUX);
    // A telegram of a meter that is not ours (a neighbour's) is ignored.
    await pub.send(`${prefix}gw-raw/raw`, PICOFLUX.replace('19495456', '11111111'));
    const kept = await eventually(async () => {
      const rows = await keptFor(meter.id);
      return rows.length > 0 && rows;
    }, 'Telegramm aufbewahrt');
    expect(kept[0]).toMatchObject({ gatewayId: 'gw-raw', telegramMeterId: '56544919', rawHex: PICOFLUX });
    expect(kept[0]!.reason).toContain('Entschlüsselung fehlgeschlagen');
    // The meter's status is written in the kept telegram's transaction.
    expect((await meterRow(meter.id)).lastGatewayStatus).toContain('Funktelegramm nicht gespeichert');
    expect(await readingCount(meter.id)).toBe(0);
    const foreign = await t.ctx.db
      .select({ n: count() })
      .from(rejectedTelegrams)
      .where(
        and(eq(rejectedTelegrams.gatewayId, 'gw-raw'), eq(rejectedTelegrams.telegramMeterId, '11111111')),
      );
    expect(foreign[0]!.n).toBe(0);
  });
});

describe('broker down', () => {
  it('creates the meter and answers “Gateway nicht erreichbar”', async () => {
    const down = await createTestApp({
      MQTT_URL: 'mqtt://127.0.0.1:1',
      MQTT_TOPIC_PREFIX: prefix,
      MQTT_SYNC_TIMEOUT_MS: '800',
    });
    try {
      const token = await down.login(ADMIN);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/meters',
        headers: bearer(token),
        payload: {
          property_id: down.other.propertyId,
          meter_type: 'Wasserzähler',
          meter_number: 'WZ-DOWN',
          tenant_id: down.other.tenantId,
          gateway_id: 'gw1',
          gateway_channel: '1',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().last_gateway_status).toBe('Gateway nicht erreichbar');
      const sync = await down.app.inject({
        method: 'POST',
        url: `/api/meters/${res.json().id}/sync`,
        headers: bearer(token),
      });
      expect(sync.statusCode).toBe(503);
      expect(sync.json().message).toBe('Gateway nicht erreichbar');
    } finally {
      await down.close();
    }
  });
});

function envOf(app: TestApp): Record<string, string> {
  return {
    DATABASE_URL: app.config.databaseUrl!,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    MQTT_URL: TEST_MQTT_URL,
    MQTT_TOPIC_PREFIX: prefix,
    METER_KEY_SECRET: SECRET,
    LOG_LEVEL: 'silent',
  };
}
