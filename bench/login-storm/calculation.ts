import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { buildingOfSize, MOST_OCCUPANCIES } from '../../tests/fixtures/largest-building.ts';

/**
 * The largest calculation the API accepts (2,000 dwellings, 10,000 occupancies, 200,000 statement
 * lines), two at once (the most one login may have in flight) and again and again from another process, while `/api/health` is polled
 * back to back from this one. Reports health latency idle and under that load, and the time of
 * one calculation. Embedded PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL.
 */
const ROUNDS = 3;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'Bench-Passwort1',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { inMemory: true, serveWeb: false },
);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Bench-Passwort1' }),
});
const { token } = (await login.json()) as { token: string };
const bodyFile = join(mkdtempSync(join(tmpdir(), 'nk-bench-')), 'building.json');
writeFileSync(bodyFile, JSON.stringify(buildingOfSize(MOST_OCCUPANCIES)));

/** `count` calculations at once from a separate process, so reading the answers costs this one nothing. */
function calculateElsewhere(count: number): Promise<{ statuses: number[]; ms: number; bytes: number }> {
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    const start = performance.now();
    let bytes = 0;
    const send = () => fetch(process.argv[2] + '/api/billing/calculate', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + process.argv[3], 'content-type': 'application/json' },
      body,
    }).then((res) => res.arrayBuffer().then((b) => { bytes = b.byteLength; return res.status; }));
    Promise.all(Array.from({ length: Number(process.argv[4]) }, send))
      .then((statuses) => console.log(JSON.stringify({ statuses, ms: performance.now() - start, bytes })));
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script, bodyFile, base, token, String(count)],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function pollHealth(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const single = await calculateElsewhere(1); // also starts the worker threads
if (single.statuses[0] !== 200) throw new Error(`Berechnung: ${single.statuses[0]}`);
const idle = await pollHealth(new Promise((resolve) => setTimeout(resolve, 2000)));
const runs: Array<{ statuses: number[]; ms: number; bytes: number }> = [];
const load = await pollHealth(
  (async () => {
    for (let i = 0; i < ROUNDS; i++) runs.push(await calculateElsewhere(2));
  })(),
);
const timed = await calculateElsewhere(1);

const row = (label: string, t: number[]) =>
  `| ${label} | ${t.length} | ${percentile(t, 0.5).toFixed(1)} ms | ${percentile(t, 0.99).toFixed(1)} ms | ${t.at(-1)!.toFixed(1)} ms |`;
console.log(`Largest calculation (${server.database.driver}): ${ROUNDS} rounds of 2 concurrent\n`);
console.log('| Health while | Requests | p50 | p99 | max |');
console.log('| --- | --- | --- | --- | --- |');
console.log(row('idle', idle));
console.log(row('largest calculations', load));
console.log(
  `\nOne calculation: ${timed.ms.toFixed(0)} ms end to end, answer ${(timed.bytes / 1e6).toFixed(1)} MB; ` +
    `statuses ${JSON.stringify(runs.flatMap((r) => r.statuses))}`,
);
await server.close();
