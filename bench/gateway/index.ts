import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/server/config/config.ts';
import { customers, meterReadings, meters, properties } from '../../src/server/db/schema.ts';
import type { MqttGateway } from '../../src/server/gateways/mqtt-gateway.ts';
import { createServer } from '../../src/server/server.ts';

/**
 * Gateway readings at scale: 10,000 readings a minute from 1,000 meters (50 gateways of 20
 * channels) through the broker into PostgreSQL, while /api/health is asked every 20 ms over
 * HTTP. Reports how long storing took and the health latencies meanwhile.
 *
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test): a fresh database is created
 * beside it and dropped afterwards. BENCH_MQTT_URL (mqtt://127.0.0.1:1883).
 */
const METERS = 1_000;
const READINGS = Number(process.env.BENCH_READINGS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const mqttUrl = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const prefix = `nkbench-${randomBytes(4).toString('hex')}/`;

const name = `nk_bench_${randomBytes(5).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: base });
await adminClient.connect();
await adminClient.query(`create database ${name}`);
await adminClient.end();
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;

const server = await createServer(
  loadConfig({
    DATABASE_URL: dbUrl.toString(),
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'Bench-Passwort1',
    MQTT_URL: mqttUrl,
    MQTT_TOPIC_PREFIX: prefix,
    LOG_LEVEL: 'warn',
  }),
  { serveWeb: false },
);
try {
  const db = server.ctx.db;
  const [customer] = await db.insert(customers).values({ lastName: 'Bench' }).returning();
  const props = await db
    .insert(properties)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        customerId: customer!.id,
        address: `Messweg ${i}, 10115 Berlin, Deutschland`,
      })),
    )
    .returning();
  await db.insert(meters).values(
    Array.from({ length: METERS }, (_, i) => ({
      propertyId: props[Math.floor(i / 20)]!.id,
      meterType: 'Wasserzähler',
      meterNumber: `WZ-${i}`,
      unit: 'm³',
      assignmentLabel: 'Eigentümer',
      gatewayId: `gw-${Math.floor(i / 20)}`,
      gatewayChannel: String(i % 20),
    })),
  );
  await (server.ctx.gateway as MqttGateway).subscribed();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });

  const stored = async () => (await db.select({ n: count() }).from(meterReadings))[0]!.n;
  const publisher = spawn(
    'npx',
    ['tsx', 'bench/gateway/publisher.ts', mqttUrl, prefix, String(METERS), String(READINGS), String(SECONDS)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let published = 0;
  const ready = new Promise<void>((resolve) =>
    publisher.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready')) resolve();
      const m = /done (\d+)/.exec(text);
      if (m) published = Number(m[1]);
    }),
  );
  const exited = new Promise((resolve) => publisher.on('exit', resolve));
  await ready;

  const latencies: number[] = [];
  let polling = true;
  const pollHealth = async (into: number[], while_: () => boolean) => {
    while (while_()) {
      const start = performance.now();
      const res = await fetch(`${address}/api/health`);
      await res.arrayBuffer();
      into.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // The same polling for 5 s without load, to compare.
  const idle: number[] = [];
  const idleUntil = Date.now() + 5_000;
  await pollHealth(idle, () => Date.now() < idleUntil);

  const poller = pollHealth(latencies, () => polling);
  const started = performance.now();
  publisher.stdin.write('go\n');
  await exited;
  const publishedAt = performance.now();
  let n = await stored();
  const deadline = Date.now() + 120_000;
  while (n < READINGS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    n = await stored();
  }
  const allStored = performance.now();
  polling = false;
  await poller;
  idle.sort((a, b) => a - b);
  const qi = (p: number) => idle[Math.min(idle.length - 1, Math.floor(idle.length * p))]!.toFixed(1);
  console.log(
    `| /api/health without load (${idle.length} requests) | p50 ${qi(0.5)} ms, p99 ${qi(0.99)} ms |`,
  );

  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `| Messages published | ${READINGS} from ${METERS} meters in ${(published / 1000).toFixed(1)} s |`,
  );
  console.log(`| Readings stored | ${n} (${READINGS - n} missing) |`);
  console.log(
    `| Last reading stored after the last publish | ${((allStored - publishedAt) / 1000).toFixed(2)} s |`,
  );
  console.log(
    `| Throughput over the whole run | ${((n / (allStored - started)) * 60_000).toFixed(0)} readings/min |`,
  );
  console.log(
    `| /api/health during the run (${latencies.length} requests) | p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms |`,
  );
} finally {
  await server.close();
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}
