import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings, meters, rejectedTelegrams } from '../../src/server/db/schema.ts';
import { ingestMessage } from '../../src/server/gateway-readings/ingest.ts';
import {
  KEPT_TELEGRAMS_PER_METER,
  keepRejectedTelegram,
  pruneRejectedTelegrams,
} from '../../src/server/gateway-readings/repository.ts';
import type { MqttGateway } from '../../src/server/gateways/mqtt-gateway.ts';
import { wmbusTelegramDecoder } from '../../src/server/gateways/telegram-decoder.ts';
import { aMeter } from '../factories/index.ts';
import { ADMIN, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_MQTT_URL, eventually, publisher, uniquePrefix } from '../helpers/mqtt.ts';
import { PICOFLUX_ID, PICOFLUX_KEY, picoflux } from '../helpers/wmbus.ts';

/**
 * The bounds of the gateway channel, over the real broker: meters with a key take only
 * encrypted telegrams newer than the last one, messages are bounded in size and digits before
 * they are read, refused telegrams are kept only for our meters and only so many, and gateway
 * ids and channels are names that cannot widen a subscription.
 */
const SECRET = 'test-secret-for-meter-keys-0123456789abcdef';
const prefix = uniquePrefix('gwb');
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
  for (const topic of retainedTopics) await pub.publishAsync(topic, '', { retain: true, qos: 1 });
  await pub.endAsync();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

let gatewayNo = 0;
/** A gateway meter on a gateway of its own, so that its raw topic is its own too. */
async function gatewayMeter(fields: object = {}) {
  const gateway = `gwb${++gatewayNo}`;
  const res = await call('POST', '/api/meters', {
    property_id: t.other.propertyId,
    meter_type: 'Wasserzähler',
    meter_number: `WZ-B-${gateway}`,
    tenant_id: t.other.tenantId,
    gateway_id: gateway,
    gateway_channel: 'k1',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  const meter = res.json();
  return {
    ...meter,
    topic: `${prefix}${gateway}/${meter.gateway_channel}`,
    raw: `${prefix}${gateway}/raw`,
  };
}
const keyedMeter = () => gatewayMeter({ gateway_channel: PICOFLUX_ID, aes_key: PICOFLUX_KEY });
const meterRow = async (id: number) => (await t.ctx.db.select().from(meters).where(eq(meters.id, id)))[0]!;
const readingCount = async (meterId: number) =>
  (await t.ctx.db.select({ n: count() }).from(meterReadings).where(eq(meterReadings.meterId, meterId)))[0]!.n;
const keptCount = async (meterId: number) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(rejectedTelegrams)
      .where(eq(rejectedTelegrams.meterId, meterId))
  )[0]!.n;
const statusChange = (meterId: number, from: string | null) =>
  eventually(async () => {
    const s = (await meterRow(meterId)).lastGatewayStatus;
    return s !== from && s;
  }, 'Status geändert');

describe('a meter with an AES key', () => {
  it('takes no JSON on its channel, neither live nor by sync', async () => {
    const meter = await keyedMeter();
    await pub.send(meter.topic, { value: 99, unit: 'm³', timestamp: '2026-03-01T10:00:00Z' });
    expect(await statusChange(meter.id, meter.last_gateway_status)).toBe(
      'Zähler mit AES-Schlüssel nimmt keine unverschlüsselten Nachrichten (JSON) an; kein Zählerstand gespeichert.',
    );
    retainedTopics.push(meter.topic);
    await pub.send(meter.topic, { value: 99, unit: 'm³' }, true);
    const sync = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(sync.statusCode).toBe(422);
    expect(sync.json().message).toContain('keine unverschlüsselten Nachrichten');
    expect(await readingCount(meter.id)).toBe(0);
  });

  it('refuses a telegram in security mode 0 and one in mode 5 without encrypted blocks, and keeps them', async () => {
    const meter = await keyedMeter();
    await pub.send(meter.raw, picoflux({ mode: 'plain' }));
    await eventually(async () => (await keptCount(meter.id)) === 1, 'Klartext-Telegramm aufbewahrt');
    await pub.send(meter.raw, picoflux({ mode: 'mode5-no-blocks' }));
    await eventually(async () => (await keptCount(meter.id)) === 2, 'Telegramm ohne Blöcke aufbewahrt');
    const row = await meterRow(meter.id);
    expect(row.lastGatewayStatus).toContain('Funktelegramm nicht gespeichert');
    expect(row.lastGatewayStatus).toContain('Sicherheitsmodus 5 mit mindestens einem verschlüsselten Block');
    expect(await readingCount(meter.id)).toBe(0);
    // The genuine telegram still passes.
    await pub.send(meter.raw, picoflux({ accessNumber: 1 }));
    await eventually(
      async () => (await readingCount(meter.id)) === 1,
      'verschlüsseltes Telegramm gespeichert',
    );
  });

  it('refuses a replay: the same or an older access number, unless the meter’s clock moved on; 255 → 0 is forward', async () => {
    const meter = await keyedMeter();
    const accepted = async (accessNumber: number, options: { minutesLater?: number } = {}) => {
      await pub.send(meter.raw, picoflux({ accessNumber, ...options }));
      await eventually(
        async () => (await meterRow(meter.id)).lastAccessNumber === accessNumber,
        `Zugriffsnummer ${accessNumber} angenommen`,
      );
    };
    const refused = async (accessNumber: number) => {
      const before = await keptCount(meter.id);
      await pub.send(meter.raw, picoflux({ accessNumber }));
      await eventually(
        async () => (await keptCount(meter.id)) === before + 1,
        `Zugriffsnummer ${accessNumber} abgelehnt`,
      );
      expect((await meterRow(meter.id)).lastGatewayStatus).toContain('als Wiederholung abgelehnt');
    };
    await accepted(250);
    await refused(250);
    await refused(200);
    await accepted(255);
    await accepted(0);
    await refused(255);
    // The same telegram a minute later by the meter's own clock: newer whatever its access number.
    await accepted(100, { minutesLater: 1 });
    expect((await meterRow(meter.id)).lastTelegramClock).toBe('2026-02-09 08:58');
    await refused(99);
    const kept = await t.ctx.db
      .select()
      .from(rejectedTelegrams)
      .where(eq(rejectedTelegrams.meterId, meter.id));
    expect(kept.every((r) => r.reason.includes('Wiederholung'))).toBe(true);
  });

  it('starts the access numbers afresh with a new key', async () => {
    const meter = await keyedMeter();
    await pub.send(meter.raw, picoflux({ accessNumber: 50 }));
    await eventually(async () => (await meterRow(meter.id)).lastAccessNumber === 50, 'angenommen');
    const res = await call('PUT', `/api/meters/${meter.id}`, { aes_key: PICOFLUX_KEY });
    expect(res.statusCode).toBe(200);
    expect(await meterRow(meter.id)).toMatchObject({ lastAccessNumber: null, lastTelegramClock: null });
  });
});

describe('message bounds', () => {
  it('drops a message above 16 kB and one with more than 20 digits in a row unread, counted on the meter', async () => {
    const meter = await gatewayMeter();
    await pub.send(meter.topic, JSON.stringify({ value: 1, unit: 'm³', note: 'x'.repeat(17_000) }));
    const first = await statusChange(meter.id, meter.last_gateway_status);
    expect(first).toBe(
      'Nachricht des Gateways ist größer als 16 kB und wurde ungelesen verworfen. Verworfene Nachrichten bisher: 1.',
    );
    await pub.send(meter.topic, `{"value": 1${'0'.repeat(30)}, "unit": "m³"}`);
    const second = await statusChange(meter.id, first);
    expect(second).toContain('Ziffernfolge mit mehr als 20 Ziffern');
    expect(second).toContain('bisher: 2.');
    expect(await readingCount(meter.id)).toBe(0);
  });

  it('never receives a message above the packet bound: the broker drops it, the connection stays, the next one is stored', async () => {
    const meter = await gatewayMeter();
    await pub.send(meter.topic, `{"value": 1, "note": "${'9'.repeat(1_000_000)}"}`);
    await pub.send(meter.topic, { value: 5, unit: 'm³', timestamp: '2026-03-01T10:00:00Z' });
    await eventually(async () => (await readingCount(meter.id)) === 1, 'nächste Nachricht gespeichert');
    const row = await meterRow(meter.id);
    expect(row.droppedMessages).toBe(0);
    expect(row.lastGatewayStatus).toBe('Synchronisierung erfolgreich');
  });

  it('counts an oversized retained message on a sync and answers 422', async () => {
    const meter = await gatewayMeter();
    retainedTopics.push(meter.topic);
    await pub.send(meter.topic, JSON.stringify({ value: 1, note: 'x'.repeat(20_000) }), true);
    const sync = await call('POST', `/api/meters/${meter.id}/sync`);
    expect(sync.statusCode).toBe(422);
    expect(sync.json().message).toContain('größer als 16 kB');
    expect((await meterRow(meter.id)).droppedMessages).toBeGreaterThanOrEqual(1);
  });
});

describe('kept telegrams', () => {
  it('keeps nothing of unknown gateways, unknown meters or unreadable text', async () => {
    const gateway = `unbekannt-${Date.now()}`;
    for (const text of ['kein hex', 'abc', picoflux()])
      await ingestMessage(
        t.ctx,
        wmbusTelegramDecoder,
        prefix,
        `${prefix}${gateway}/raw`,
        Buffer.from(text),
        new Date(),
      );
    const rows = await t.ctx.db
      .select({ n: count() })
      .from(rejectedTelegrams)
      .where(eq(rejectedTelegrams.gatewayId, gateway));
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps at most 100 per meter and none older than 90 days', async () => {
    const meter = await aMeter(t.ctx.db, {
      propertyId: t.other.propertyId,
      sourceType: 'gateway',
      gatewayId: 'gw-kept',
      gatewayChannel: '12345678',
    });
    const now = t.ctx.now();
    const old = new Date(now.getTime() - 91 * 86_400_000);
    await t.ctx.db.insert(rejectedTelegrams).values({
      receivedAt: old,
      gatewayId: 'gw-kept',
      meterId: meter.id,
      rawHex: 'aa',
      reason: 'alt',
    });
    for (let i = 0; i < KEPT_TELEGRAMS_PER_METER + 5; i++)
      await keepRejectedTelegram(
        t.ctx.db,
        { receivedAt: now, gatewayId: 'gw-kept', meterId: meter.id, rawHex: 'bb', reason: `neu ${i}` },
        now,
      );
    const kept = await t.ctx.db
      .select({ reason: rejectedTelegrams.reason })
      .from(rejectedTelegrams)
      .where(eq(rejectedTelegrams.meterId, meter.id));
    expect(kept).toHaveLength(KEPT_TELEGRAMS_PER_METER);
    expect(kept.map((r) => r.reason)).not.toContain('alt');
    expect(kept.map((r) => r.reason)).toContain(`neu ${KEPT_TELEGRAMS_PER_METER + 4}`);
    expect(kept.map((r) => r.reason)).not.toContain('neu 4');

    // A meter that falls silent loses its kept telegrams to the daily job once they are 90 days old.
    await pruneRejectedTelegrams(t.ctx.db, new Date(now.getTime() + 91 * 86_400_000));
    expect(await keptCount(meter.id)).toBe(0);
  });
});

describe('gateway ids and channels', () => {
  const base = () => ({
    property_id: t.other.propertyId,
    meter_type: 'Wasserzähler',
    meter_number: `WZ-N-${Date.now()}-${Math.random()}`,
    tenant_id: t.other.tenantId,
  });

  it('refuses wildcards, separators, other characters and more than 64 characters with 400, on create and update', async () => {
    for (const [field, value, label] of [
      ['gateway_id', '+', 'Gateway-ID'],
      ['gateway_id', 'gw/#', 'Gateway-ID'],
      ['gateway_id', 'a'.repeat(65), 'Gateway-ID'],
      ['gateway_id', 'gw 1', 'Gateway-ID'],
      ['gateway_channel', '#', 'Gateway-Kanal'],
      ['gateway_channel', 'k/1', 'Gateway-Kanal'],
      ['gateway_channel', 'Kanal-ä', 'Gateway-Kanal'],
    ] as const) {
      const res = await call('POST', '/api/meters', {
        gateway_id: 'gw1',
        gateway_channel: '1',
        ...base(),
        [field]: value,
      });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().message).toBe(
        `${label} darf höchstens 64 Zeichen lang sein und nur Buchstaben (A–Z, a–z), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.`,
      );
    }
    const ok = await call('POST', '/api/meters', {
      ...base(),
      gateway_id: `Haus_A.gw-${'x'.repeat(54)}`,
      gateway_channel: '56544919',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const put = await call('PUT', `/api/meters/${ok.json().id}`, { gateway_channel: '+' });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain('Gateway-Kanal darf höchstens 64 Zeichen');
  });

  it('never subscribes to a stored id with a wildcard, and ignores topics whose parts are no gateway names', async () => {
    const retained = `${prefix}andere/legacy`;
    retainedTopics.push(retained);
    await pub.send(retained, { value: 12, unit: 'm³', timestamp: '2026-03-01T10:00:00Z' }, true);
    const legacy = await aMeter(t.ctx.db, {
      propertyId: t.other.propertyId,
      sourceType: 'gateway',
      gatewayId: '+',
      gatewayChannel: 'legacy',
    });
    const sync = await call('POST', `/api/meters/${legacy.id}/sync`);
    expect(sync.statusCode).toBe(422);
    expect(sync.json().message).toContain('unzulässige Zeichen');
    expect(await readingCount(legacy.id)).toBe(0);

    const spaced = await aMeter(t.ctx.db, {
      propertyId: t.other.propertyId,
      sourceType: 'gateway',
      gatewayId: 'gw alt',
      gatewayChannel: 'k1',
    });
    await ingestMessage(
      t.ctx,
      wmbusTelegramDecoder,
      prefix,
      `${prefix}gw alt/k1`,
      Buffer.from('{"value": 3, "unit": "m³"}'),
      new Date(),
    );
    expect(await readingCount(spaced.id)).toBe(0);
    expect((await meterRow(spaced.id)).lastGatewayStatus).toBeNull();
  });
});
