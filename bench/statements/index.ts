import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuilt } from '../../scripts/build.ts';
import { bundleArgs, freePort } from '../../tests/helpers/server-process.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { fillBuilding } from './building.ts';

/**
 * Statements of stored buildings over real HTTP: a 200-dwelling building's statements computed
 * from the database (target: under 100 ms; the app in this process), and every PDF of a
 * 1,000-dwelling building as one streamed ZIP and when finalizing (target: under 60 s, peak memory
 * under 512 MB), each against a fresh process of the server as `npm start` runs it (dist/server,
 * with the V8 flags of package.json's "start"), whose peak resident memory from spawn the kernel
 * reports (VmHWM, all threads); once more without those flags, to show what they give and cost. Each dwelling has a heat cost
 * allocator and a water meter read monthly for two years; the cost draft has heating costs with
 * CO2 data and 14 operating costs over area, persons, units and water consumption. Embedded
 * PGlite in a temporary data directory, or PostgreSQL with BENCH_DATABASE_URL (a fresh database:
 * the tables are filled here). BENCH_ONLY_SMALL / BENCH_ONLY_LARGE run one part; BENCH_FLAGS_ONLY
 * leaves out the runs without the V8 flags.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const YEAR = 2025;
const ADMIN_PASSWORD = 'Bench-Passwort1';
// PGlite in a data directory of its own: the bundle opens it after this process has filled it.
const work = mkdtempSync(join(tmpdir(), 'bench-statements-'));
const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD,
    DATA_DIR: join(work, 'data'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  // Statements of 2025 are made in 2026.
  { serveWeb: false, now: () => new Date('2026-03-02T10:00:00Z') },
);
const db = server.ctx.db;

/** A process's resident memory now and at its peak so far, in bytes (/proc/<pid>/status). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Bench-Passwort1' }),
});
const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const database = databaseUrl ? 'PostgreSQL' : 'PGlite';

// ---- 200 dwellings: the statements answer
if (!process.env.BENCH_ONLY_LARGE) {
  const small = await fillBuilding(db, 200, YEAR);
  const times: number[] = [];
  let size = 0;
  let statements = 0;
  let errors = 0;
  // CPU time of this whole process (every thread: the event loop, the worker, PGlite) per call:
  // unlike the wall time, barely moved by other load on the machine.
  let cpuBefore = process.cpuUsage();
  for (let i = 0; i < RUNS + 3; i++) {
    if (i === 3) cpuBefore = process.cpuUsage();
    const start = performance.now();
    const res = await fetch(`${base}/api/properties/${small}/statements?year=${YEAR}`, {
      headers: { ...auth, 'accept-encoding': 'identity' },
    });
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${res.status} ${body}`);
    if (i >= 3) times.push(ms);
    size = body.length;
    const json = JSON.parse(body) as {
      statements: unknown[];
      checks: Array<{ level: string; message: string }>;
    };
    statements = json.statements.length;
    errors = json.checks.filter((c) => c.level === 'error').length;
    if (errors > 0) throw new Error(JSON.stringify(json.checks));
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerCall = (cpu.user + cpu.system) / 1000 / RUNS;
  times.sort((a, b) => a - b);
  const { loadBillingData } = await import('../../src/server/statements/repository.ts');
  const property = { id: small, address: 'Großblock', heatingSystem: 'Gasheizung' };
  const loadTimes: number[] = [];
  const workerTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const a = performance.now();
    const stored = await loadBillingData(db, property, YEAR);
    const b = performance.now();
    await server.ctx.billing.statementsJson(stored, '2026-03-02', { status: 'open', finalized_at: null });
    loadTimes.push(b - a);
    workerTimes.push(performance.now() - b);
  }
  loadTimes.sort((a, b) => a - b);
  workerTimes.sort((a, b) => a - b);
  console.log(
    `${database}, ${RUNS} calls after 3 warm-ups; machine: ${(await import('node:os')).availableParallelism()} cores.\n`,
  );
  console.log('| Measurement | Result |');
  console.log('| --- | ---: |');
  console.log(
    `| 200 dwellings (220 tenancies, 400 meters, 10,000 readings): statements from the database, p50 | ${percentile(times, 0.5).toFixed(1)} ms |`,
  );
  console.log(`| same, p99 | ${percentile(times, 0.99).toFixed(1)} ms |`);
  console.log(`| same, CPU time of the process per call (all threads) | ${cpuPerCall.toFixed(1)} ms |`);
  console.log(`| same, of it loading the stored data (p50) | ${percentile(loadTimes, 0.5).toFixed(1)} ms |`);
  console.log(
    `| same, of it computing and writing JSON in a worker thread (p50) | ${percentile(workerTimes, 0.5).toFixed(1)} ms |`,
  );
  console.log(
    `| same, answer size (${statements} statements, uncompressed JSON) | ${(size / 1024 / 1024).toFixed(2)} MB |`,
  );
}
// ---- 1,000 dwellings: every PDF, from the server `npm start` runs
if (process.env.BENCH_ONLY_SMALL) {
  await server.close();
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
const large = await fillBuilding(db, 1000, YEAR);
await server.close();
if (!databaseUrl) cpSync(join(work, 'data'), join(work, 'data-filled'), { recursive: true });
await ensureBuilt({ log: true });

const NPM_START = bundleArgs();
// BENCH_FLAGS_ONLY=1 leaves out the runs without npm start's V8 flags.
const PLAIN = process.env.BENCH_FLAGS_ONLY ? NPM_START : NPM_START.filter((arg) => !arg.startsWith('--'));

/** User and system time of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The bundle as its own fresh process on the filled database, started with `args` (those of
 * `npm start`, or without its V8 flags); the peak memory is the kernel's high-water mark of the
 * whole process from spawn (VmHWM, every thread, never reset), read when the work is done.
 */
async function bundle<T>(args: string[], work_: (base: string, auth: Record<string, string>) => Promise<T>) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_PASSWORD,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(work, 'data') }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      const healthy = await fetch(`${base}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) break;
      if (child.exitCode !== null) throw new Error('dist/server/start.js ended');
      await sleep(20);
    }
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const before = memory(child.pid!);
    const cpuBefore = cpuMs(child.pid!);
    const result = await work_(base, auth);
    return {
      result,
      before: before.rss,
      startPeak: before.peak,
      peak: memory(child.pid!).peak,
      cpuSeconds: (cpuMs(child.pid!) - cpuBefore) / 1000,
    };
  } finally {
    child.kill('SIGTERM');
    await exit;
  }
}

async function downloadZip(base: string, auth: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(`${base}/api/properties/${large}/statements.zip?year=${YEAR}`, { headers: auth });
  let bytes = 0;
  let firstByte = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByte = performance.now() - start;
    bytes += value.byteLength;
  }
  if (res.status !== 200) throw new Error(`ZIP ${res.status}`);
  return { seconds: (performance.now() - start) / 1000, firstByte: firstByte / 1000, bytes };
}

/** Finalizing freezes the year: the data directory (or database) is restored after each run. */
async function finalizeYear(base: string, auth: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(`${base}/api/properties/${large}/statements/finalize`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ year: YEAR }),
  });
  if (res.status !== 200) throw new Error(`finalize ${res.status} ${await res.text()}`);
  return { seconds: (performance.now() - start) / 1000 };
}

const zip = await bundle(NPM_START, downloadZip);
console.log(
  `| 1,000 dwellings (1,100 statements): all PDFs as a streamed ZIP, \`npm start\` (node ${NPM_START.join(' ')}) | ${zip.result.seconds.toFixed(1)} s (first byte after ${zip.result.firstByte.toFixed(1)} s, ${mb(zip.result.bytes)}; CPU ${zip.cpuSeconds.toFixed(1)} s) |`,
);
console.log(
  `| same, peak memory of the server process from spawn (VmHWM, worker threads included) | ${mb(zip.peak)} (after the start: ${mb(zip.startPeak)} peak, ${mb(zip.before)} resident) |`,
);
if (PLAIN.length < NPM_START.length) {
  const plain = await bundle(PLAIN, downloadZip);
  console.log(
    `| same without the V8 flags (node ${PLAIN.join(' ')}) | ${plain.result.seconds.toFixed(1)} s (CPU ${plain.cpuSeconds.toFixed(1)} s), peak ${mb(plain.peak)} |`,
  );
}
const finalize = await bundle(NPM_START, finalizeYear);
console.log(
  `| 1,000 dwellings: finalize (compute, render and store all PDFs), \`npm start\` | ${finalize.result.seconds.toFixed(1)} s (CPU ${finalize.cpuSeconds.toFixed(1)} s) |`,
);
console.log(
  `| same, peak memory from spawn (VmHWM) | ${mb(finalize.peak)} (after the start: ${mb(finalize.startPeak)} peak, ${mb(finalize.before)} resident) |`,
);
// Once more without the flags, on the year as it was before finalizing (PGlite: the copy of its
// data directory; a PostgreSQL database is not copied here).
if (PLAIN.length < NPM_START.length && !databaseUrl) {
  rmSync(join(work, 'data'), { recursive: true, force: true });
  cpSync(join(work, 'data-filled'), join(work, 'data'), { recursive: true });
  const plain = await bundle(PLAIN, finalizeYear);
  console.log(
    `| same without the V8 flags (node ${PLAIN.join(' ')}) | ${plain.result.seconds.toFixed(1)} s (CPU ${plain.cpuSeconds.toFixed(1)} s), peak ${mb(plain.peak)} |`,
  );
}
rmSync(work, { recursive: true, force: true });
