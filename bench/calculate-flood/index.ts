import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BILLING_BODY_LIMIT } from '../../src/domain/billing/limits.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { aLogin } from '../../tests/factories/index.ts';
import { buildingOfSize, MOST_OCCUPANCIES } from '../../tests/fixtures/largest-building.ts';

/**
 * A flood of maximum-size calculation requests: 30 bodies of 31 MiB (the largest building the API
 * accepts, padded with JSON whitespace to just under the 32 MiB body limit) sent at once from
 * another process, either all by one login or spread over ten logins (three each), while
 * `/api/health` is polled back to back from this one. Reports health latency, the answers'
 * statuses and the server's peak resident memory (sampled every 20 ms). Embedded PGlite in
 * memory, or PostgreSQL with BENCH_DATABASE_URL. `BENCH_FLOOD=30` sets the number of requests.
 */
const FLOOD = Number(process.env.BENCH_FLOOD ?? 30);
const PASSWORD = 'Bench-Passwort1';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { inMemory: true, serveWeb: false },
);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}
const admin = await signIn('admin');
const employees: string[] = [];
for (let i = 0; i < 10; i++) {
  const login = await aLogin(server.ctx.db, { role: 'employee', password: PASSWORD });
  employees.push(await signIn(login.username));
}

const dir = mkdtempSync(join(tmpdir(), 'nk-flood-'));
const json = JSON.stringify(buildingOfSize(MOST_OCCUPANCIES));
const size = BILLING_BODY_LIMIT - 1024 * 1024;
const bodyFile = join(dir, 'building.json');
writeFileSync(bodyFile, json + ' '.repeat(size - Buffer.byteLength(json)));

interface Flood {
  statuses: Record<string, number>;
  ms: number;
}

/** `tokens[i % tokens.length]` sends request i of `count`; all at once, from a separate process. */
function flood(tokens: string[], count = FLOOD): Promise<Flood> {
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    const tokens = JSON.parse(process.argv[3]);
    const start = performance.now();
    const send = (i) => fetch(process.argv[2] + '/api/billing/calculate', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + tokens[i % tokens.length], 'content-type': 'application/json' },
      body,
    }).then((res) => res.arrayBuffer().then(() => String(res.status)), (e) => 'error ' + (e.cause?.code ?? e.message));
    Promise.all(Array.from({ length: Number(process.argv[4]) }, (_, i) => send(i))).then((all) => {
      const statuses = {};
      for (const s of all) statuses[s] = (statuses[s] ?? 0) + 1;
      console.log(JSON.stringify({ statuses, ms: performance.now() - start }));
    });
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--max-old-space-size=8192', '-e', script, bodyFile, base, JSON.stringify(tokens), String(count)],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Flood)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Health latencies (sorted) and the peak RSS while `until` runs. */
async function measure(until: Promise<unknown>): Promise<{ times: number[]; peakRss: number }> {
  let done = false;
  void until.finally(() => (done = true));
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  clearInterval(sampler);
  return { times: times.sort((a, b) => a - b), peakRss };
}

// Warm up the worker threads with one calculation, then let them settle.
await flood([admin], 1);
const idle = await measure(new Promise((resolve) => setTimeout(resolve, 2000)));
const rows: string[] = [];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const row = (label: string, m: { times: number[]; peakRss: number }, f?: Flood) =>
  `| ${label} | ${m.times.length} | ${percentile(m.times, 0.5).toFixed(1)} ms | ${percentile(m.times, 0.99).toFixed(1)} ms | ` +
  `${m.times.at(-1)!.toFixed(1)} ms | ${mb(m.peakRss)} | ${f ? `${(f.ms / 1000).toFixed(1)} s` : ''} | ${f ? JSON.stringify(f.statuses) : ''} |`;
rows.push(row('idle', idle));
for (const [label, tokens] of [
  [`${FLOOD} × 31 MiB, one login`, [admin]],
  [`${FLOOD} × 31 MiB, ten logins`, employees],
] as const) {
  let result: Flood | undefined;
  const m = await measure(flood([...tokens]).then((r) => (result = r)));
  rows.push(row(label, m, result));
  console.error(rows.at(-1));
}

console.log(`Calculation flood (${server.database.driver}), bodies of ${mb(size)}\n`);
console.log('| Health while | Requests | p50 | p99 | max | peak RSS | flood took | answers |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
await server.close();
rmSync(dir, { recursive: true, force: true });
