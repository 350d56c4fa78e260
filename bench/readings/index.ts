import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, formatDateDe, todayIso } from '../../src/domain/dates.ts';
import { IMPORT_MAX_ROWS } from '../../src/domain/meters/reading-import.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { customers, meterReadings, meters, properties, tenants, users } from '../../src/server/db/schema.ts';
import { createServer } from '../../src/server/server.ts';

/**
 * Readings at the size the API allows: a CSV import of the most rows one list may hold
 * (IMPORT_MAX_ROWS, each between two of the meter's as many stored readings), as a dry run and
 * stored, and the tenant portal's monthly consumption of a dwelling whose gateway meter holds
 * 20,000 readings inside the months shown (five requests at once). The requests come from
 * another process, so reading the answers costs the server nothing; /api/health is polled back to
 * back from this one meanwhile. Embedded PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL
 * (a fresh database is created beside it and dropped afterwards).
 */
const ROUNDS = 3;
const READINGS = 20_000;
const PARALLEL = 5;
const PASSWORD = 'Bench-Passwort1';

const base = process.env.BENCH_DATABASE_URL;
let databaseUrl: string | undefined;
const dbName = `nk_bench_${randomBytes(5).toString('hex')}`;
if (base) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { inMemory: true, serveWeb: false },
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function insertReadings(db: Db, rows: Array<typeof meterReadings.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(meterReadings).values(rows.slice(i, i + 2000));
}

try {
  const db = server.ctx.db;
  const hash = await hashPassword(PASSWORD);
  const [landlord] = await db
    .insert(users)
    .values({ username: 'bench.vermieter', role: 'customer', passwordHash: hash })
    .returning();
  const [tenantLogin] = await db
    .insert(users)
    .values({ username: 'bench.mieter', role: 'tenant', passwordHash: hash })
    .returning();
  const [customer] = await db
    .insert(customers)
    .values({ lastName: 'Bench', email: 'bench@example.de', userId: landlord!.id })
    .returning();
  const [property] = await db
    .insert(properties)
    .values({ customerId: customer!.id, address: 'Messweg 1, 10115 Berlin, Deutschland' })
    .returning();
  const [tenancy] = await db
    .insert(tenants)
    .values({
      propertyId: property!.id,
      lastName: 'Mieter',
      moveIn: '2000-01-01',
      areaM2: '60',
      userId: tenantLogin!.id,
    })
    .returning();

  // Import: per round a meter with READINGS stored daily readings on even days; the list brings
  // the odd days in between, so every row lands inside the history.
  const importMeters: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [meter] = await db
      .insert(meters)
      .values({
        propertyId: property!.id,
        meterType: 'Wasserzähler',
        meterNumber: `WZ-IMPORT-${round}`,
        unit: 'm³',
        sourceType: 'manual',
        assignmentLabel: 'Eigentümer',
      })
      .returning();
    importMeters.push(meter!.id);
    await insertReadings(
      db,
      Array.from({ length: READINGS }, (_, i) => ({
        meterId: meter!.id,
        readingDate: addDays('1960-01-01', 2 * i),
        readingValue: String(2 * i),
        unit: 'm³',
      })),
    );
  }
  const csvOf = (round: number) =>
    [
      'Zählernummer;Datum;Wert',
      ...Array.from(
        { length: IMPORT_MAX_ROWS },
        (_, i) => `WZ-IMPORT-${round};${formatDateDe(addDays('1960-01-01', 2 * i + 1))};${2 * i + 1},5`,
      ),
    ].join('\r\n');

  // Consumption: a gateway meter of the dwelling with READINGS readings over the last 25 months
  // (every ~55 minutes), all inside what twelve months and their comparisons need.
  const [gatewayMeter] = await db
    .insert(meters)
    .values({
      propertyId: property!.id,
      meterType: 'Wasserzähler',
      meterNumber: 'WZ-GATEWAY',
      unit: 'm³',
      tenantId: tenancy!.id,
      sourceType: 'gateway',
      gatewayId: 'bench',
      gatewayChannel: '1',
    })
    .returning();
  const until = Date.now();
  const step = (25 * 31 * 86_400_000) / READINGS;
  await insertReadings(
    db,
    Array.from({ length: READINGS }, (_, i) => {
      const at = new Date(until - (READINGS - i) * step);
      return {
        meterId: gatewayMeter!.id,
        readingDate: todayIso(at),
        readingValue: (i / 100).toFixed(3),
        unit: 'm³',
        measuredAt: at,
      };
    }),
  );

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  const tokenOf = async (username: string) =>
    (
      (await (
        await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
  const [adminToken, tenantToken] = [await tokenOf('admin'), await tokenOf('bench.mieter')];
  const dir = mkdtempSync(join(tmpdir(), 'nk-bench-readings-'));

  /** `count` requests at once from another process; their statuses, the slowest time, answer bytes. */
  function requestElsewhere(
    count: number,
    target: string,
    init: { method: string; token: string; type?: string; bodyFile?: string },
  ): Promise<{ statuses: number[]; ms: number; bytes: number }> {
    const script = `
      const [target, method, token, type, bodyFile, count] = process.argv.slice(1);
      const body = bodyFile ? require('node:fs').readFileSync(bodyFile) : undefined;
      const start = performance.now();
      let bytes = 0;
      const send = () => fetch(target, {
        method,
        headers: { authorization: 'Bearer ' + token, ...(type ? { 'content-type': type } : {}) },
        body,
      }).then((res) => res.arrayBuffer().then((b) => { bytes = b.byteLength; return res.status; }));
      Promise.all(Array.from({ length: Number(count) }, send))
        .then((statuses) => console.log(JSON.stringify({ statuses, ms: performance.now() - start, bytes })));
    `;
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        ['-e', script, target, init.method, init.token, init.type ?? '', init.bodyFile ?? '', String(count)],
        { maxBuffer: 1 << 20 },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
      );
    });
  }

  async function pollHealth(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    void until.finally(() => (done = true));
    const times: number[] = [];
    while (!done) {
      const start = performance.now();
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    return times;
  }

  const idle = (await pollHealth(new Promise((resolve) => setTimeout(resolve, 2000)))).sort((a, b) => a - b);
  console.log(`| Case | Answer (slowest of the round) | /api/health meanwhile |`);
  console.log(`| --- | --- | --- |`);
  console.log(
    `| Idle, 2 s | – | p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))} (${idle.length} requests) |`,
  );

  async function measure(label: string, run: () => ReturnType<typeof requestElsewhere>) {
    const answers: number[] = [];
    const health: number[] = [];
    let statuses: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const request = run();
      const polled = await pollHealth(request);
      const result = await request;
      answers.push(performance.now() - started);
      health.push(...polled);
      statuses = result.statuses;
      bytes = result.bytes;
      if (statuses.some((s) => s !== 200)) throw new Error(`${label}: ${statuses.join(', ')}`);
    }
    health.sort((a, b) => a - b);
    console.log(
      `| ${label} (${(bytes / 1024).toFixed(0)} kB answer) | ${answers.map((a) => ms(a)).join(', ')} | ` +
        `p50 ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, max ${ms(health.at(-1)!)} (${health.length} requests) |`,
    );
  }

  const importUrl = `${url}/api/properties/${property!.id}/readings/import`;
  let round = 0;
  for (const dryRun of [true, false]) {
    round = 0;
    await measure(`Import ${IMPORT_MAX_ROWS} rows${dryRun ? ', dry run' : ', stored'}`, () => {
      const file = join(dir, `import-${round}.csv`);
      writeFileSync(file, csvOf(round++));
      return requestElsewhere(1, `${importUrl}${dryRun ? '?dry_run=1' : ''}`, {
        method: 'POST',
        token: adminToken,
        type: 'text/csv',
        bodyFile: file,
      });
    });
  }
  await measure(`Consumption, ${PARALLEL} at once, ${READINGS} readings`, () =>
    requestElsewhere(PARALLEL, `${url}/api/tenant/tenancies/${tenancy!.id}/consumption`, {
      method: 'GET',
      token: tenantToken,
    }),
  );
} finally {
  await server.close();
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
