import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/server/config/config.ts';
import { customers, meters, properties } from '../../src/server/db/schema.ts';
import type { MqttGateway } from '../../src/server/gateways/mqtt-gateway.ts';
import { createServer } from '../../src/server/server.ts';

/**
 * Oversized MQTT messages against a running server: one 40 MB message, then 300 messages of
 * 60 kB (below the packet bound, so they reach the server and are dropped unread), all on a known
 * meter's topic, while /api/health is asked every 20 ms over HTTP. Reports the health latencies
 * and what the meter's status says.
 *
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test): a fresh database is created
 * beside it and dropped afterwards. BENCH_MQTT_URL (mqtt://127.0.0.1:1883).
 */
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
    LOG_LEVEL: 'error',
  }),
  { serveWeb: false },
);
try {
  const db = server.ctx.db;
  const [customer] = await db.insert(customers).values({ lastName: 'Bench' }).returning();
  const [property] = await db
    .insert(properties)
    .values({ customerId: customer!.id, address: 'Messweg 1, 10115 Berlin, Deutschland' })
    .returning();
  const [meter] = await db
    .insert(meters)
    .values({
      propertyId: property!.id,
      meterType: 'Wasserzähler',
      meterNumber: 'WZ-1',
      unit: 'm³',
      assignmentLabel: 'Eigentümer',
      gatewayId: 'gw-bench',
      gatewayChannel: '1',
    })
    .returning();
  await (server.ctx.gateway as MqttGateway).subscribed();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const topic = `${prefix}gw-bench/1`;

  const health = async (during: Promise<unknown>) => {
    const latencies: number[] = [];
    let running = true;
    void during.finally(() => (running = false));
    const started = performance.now();
    while (running || performance.now() - started < 2_000) {
      const start = performance.now();
      await (await fetch(`${address}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    latencies.sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
    return `p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (${latencies.length} requests)`;
  };
  const publish = (bytes: number, count: number) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const child = spawn(
        'npx',
        ['tsx', 'bench/gateway/big-publisher.ts', mqttUrl, topic, String(bytes), String(count)],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.on('exit', (code) =>
        code === 0 ? resolve(performance.now() - start) : reject(new Error(`exit ${code}`)),
      );
    });
  const status = async () =>
    (
      await db
        .select({ s: meters.lastGatewayStatus, n: meters.droppedMessages })
        .from(meters)
        .where(eq(meters.id, meter!.id))
    )[0]!;

  console.log(`| Scenario | /api/health meanwhile | Meter afterwards |`);
  console.log(`| --- | --- | --- |`);
  const idle = await health(new Promise((resolve) => setTimeout(resolve, 3_000)));
  console.log(`| No messages (3 s) | ${idle} | – |`);
  const big = await health(publish(40 * 1024 * 1024, 1));
  let s = await status();
  console.log(
    `| One 40 MB message (dropped by the broker: above the 64 kB packet bound) | ${big} | ${s.n} dropped |`,
  );
  const many = await health(publish(60 * 1024, 300));
  // The server works through what it took; the count stops at the topic's rate bound.
  for (let last = -1; (s = await status()).n !== last;) {
    last = s.n;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(
    `| 300 messages of 60 kB (received, dropped unread) | ${many} | ${s.n} counted; status „${s.s}“ |`,
  );
} finally {
  await server.close();
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}
