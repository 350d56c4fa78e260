/**
 * A stand-in for a building's meter gateway: publishes readings of the demo property's gateway
 * meters to the broker, so that a new user sees data arriving (`npm run gateway:simulate`).
 *
 * It signs in as the demo landlord (APP_URL, default http://localhost:3000), reads the gateway
 * meters of the demo property and publishes for each one a monthly history (the last twelve
 * month ends), the latest value as the topic's retained message (what the sync button reads),
 * and a live value every few seconds. The demo data never contains gateway readings: whatever
 * the screens show came through the broker. When the property has no gateway meter yet and
 * ADMIN_PASSWORD is set, two are created through the API (a heat meter in wmbusmeters' format
 * and a plain-JSON power meter); otherwise the script says how to add one.
 *
 * Values follow a fixed curve in time (steeper in winter for heat), so they only rise, also
 * across runs, and never look like a meter exchange.
 *
 * Settings: MQTT_URL (mqtt://127.0.0.1:1883), MQTT_USERNAME, MQTT_PASSWORD, MQTT_TOPIC_PREFIX
 * (nebenkosten/), APP_URL, ADMIN_PASSWORD, SIMULATE_INTERVAL_SECONDS (5).
 */
import mqtt from 'mqtt';
import { DEMO_LANDLORD, DEMO_PASSWORD } from '../src/server/bootstrap/demo-data.ts';
import type { MeterRecord } from '../src/domain/schemas/meters.ts';

const url = process.env.MQTT_URL || 'mqtt://127.0.0.1:1883';
const prefix = process.env.MQTT_TOPIC_PREFIX ?? 'nebenkosten/';
const appUrl = (process.env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
const intervalMs = Number(process.env.SIMULATE_INTERVAL_SECONDS || 5) * 1000;

async function api<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${appUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const login = async (username: string, password: string) =>
  (await api<{ token: string }>('/api/login', null, { method: 'POST', body: { username, password } })).token;

const landlord = await login(DEMO_LANDLORD, DEMO_PASSWORD).catch((error: unknown) => {
  console.error(
    `Anmeldung als ${DEMO_LANDLORD} bei ${appUrl} fehlgeschlagen (läuft der Server mit Demodaten?).`,
  );
  throw error;
});
const [property] = await api<Array<{ id: number; address: string }>>('/api/properties', landlord);
if (!property) throw new Error('Die Demo-Vermieterin hat keine Liegenschaft.');
const gatewayMeters = async () =>
  (await api<MeterRecord[]>(`/api/meters?property_id=${property.id}`, landlord)).filter(
    (m) => m.source_type === 'gateway' && m.gateway_id && m.gateway_channel,
  );

let meters = await gatewayMeters();
if (meters.length === 0) {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    console.error(
      `Die Demo-Liegenschaft (${property.address}) hat keinen Gateway-Zähler. Entweder im Admin-Bereich einen anlegen ` +
        `(Gateway-ID z. B. demo-gateway, Kanal 1) oder das Skript mit ADMIN_PASSWORD starten, dann legt es zwei an.`,
    );
    process.exit(1);
  }
  const admin = await login('admin', password);
  for (const meter of [
    {
      meter_type: 'Wärmemengenzähler',
      assignment_label: 'Allgemeinheizung',
      gateway_channel: '1',
      suffix: 'W',
    },
    { meter_type: 'Stromzähler', assignment_label: 'Allgemeinstrom', gateway_channel: '2', suffix: 'S' },
  ]) {
    await api('/api/meters', admin, {
      method: 'POST',
      body: {
        property_id: property.id,
        meter_type: meter.meter_type,
        assignment_label: meter.assignment_label,
        meter_number: `GW-${property.id}-${meter.suffix}`,
        gateway_id: 'demo-gateway',
        gateway_channel: meter.gateway_channel,
      },
    });
  }
  meters = await gatewayMeters();
}

/** Yearly consumption by unit, roughly a small apartment building. */
const YEARLY: Record<string, number> = {
  kWh: 40_000,
  MWh: 40,
  'm³': 900,
  Einheiten: 1_200,
  Liter: 900_000,
  kg: 5_000,
  t: 5,
};
const HEATING = new Set(['Wärmemengenzähler', 'Heizkostenverteiler', 'Gaszähler']);
const START = Date.UTC(2020, 0, 1);
const YEAR_MS = 365.25 * 86_400_000;

/** The meter's state at an instant: a rising curve, steeper in winter for heating meters. */
function stateAt(meter: MeterRecord, at: number): string {
  const years = (at - START) / YEAR_MS;
  const swing = HEATING.has(meter.meter_type) ? 0.6 : 0.1;
  // Integral of 1 + swing·cos(2π·years): always rising, most around New Year.
  const curve = years + (swing / (2 * Math.PI)) * Math.sin(2 * Math.PI * years);
  const milli = Math.round((1_000 + meter.id * 37 + (YEARLY[meter.unit] ?? 1_000) * curve) * 1000);
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}

/** wmbusmeters' JSON for heat and allocator meters, the plain form for the rest. */
function payload(meter: MeterRecord, at: number): string {
  const timestamp = new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const value = stateAt(meter, at);
  if (meter.meter_type === 'Wärmemengenzähler' && meter.unit === 'kWh')
    return `{"_":"telegram","media":"heat","meter":"sim","id":"${meter.meter_number}","total_energy_consumption_kwh":${value},"timestamp":"${timestamp}"}`;
  if (meter.meter_type === 'Heizkostenverteiler')
    return `{"_":"telegram","media":"heat cost allocation","meter":"sim","id":"${meter.meter_number}","current_consumption_hca":${value},"timestamp":"${timestamp}"}`;
  return `{"value":${value},"unit":"${meter.unit}","timestamp":"${timestamp}"}`;
}

const client = await mqtt.connectAsync(url, {
  protocolVersion: 5,
  ...(process.env.MQTT_USERNAME ? { username: process.env.MQTT_USERNAME } : {}),
  ...(process.env.MQTT_PASSWORD ? { password: process.env.MQTT_PASSWORD } : {}),
});
const topicOf = (m: MeterRecord) => `${prefix}${m.gateway_id}/${m.gateway_channel}`;

// History: the last twelve month ends at 20:00 UTC (21:00 or 22:00 in Berlin, still that day), oldest first.
const now = new Date();
for (const meter of meters) {
  for (let back = 12; back >= 1; back--) {
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0, 20, 0, 0);
    await client.publishAsync(topicOf(meter), payload(meter, monthEnd), { qos: 1 });
  }
  await client.publishAsync(topicOf(meter), payload(meter, Date.now()), { qos: 1, retain: true });
  console.log(`${meter.meter_type} ${meter.meter_number}: Verlauf und aktueller Stand auf ${topicOf(meter)}`);
}

console.log(`Live-Werte alle ${intervalMs / 1000} s an ${url} (Strg+C beendet).`);
const timer = setInterval(() => {
  for (const meter of meters) {
    void client.publishAsync(topicOf(meter), payload(meter, Date.now()), { qos: 1, retain: true });
  }
}, intervalMs);
process.on('SIGINT', () => {
  clearInterval(timer);
  void client.endAsync().then(() => process.exit(0));
});
