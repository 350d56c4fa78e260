import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/build.ts';
import { freePort } from '../../tests/helpers/server-process.ts';

/**
 * Start-up time and idle memory of the server `npm start` runs (the bundle in dist/server),
 * against the least a server can do on the same database: Fastify with PGlite (or pg) and one
 * health route (bare-pglite.mjs, bare-pg.mjs). Both start as plain `node` processes, taking turns,
 * RUNS times each; reported are medians and ranges.
 *
 * - Start: a second start on an existing data directory (migrated and seeded by a first start
 *   before the measurement), from spawning the process to the first 200 of `/api/health`.
 * - Idle memory: the process's resident set (VmRSS) IDLE_MS after that answer, no request since.
 *
 * The bare server opens a copy of the same data directory (the server's lock admits one
 * process). PostgreSQL: a fresh database on BENCH_POSTGRES_URL's server (default: local), dropped
 * at the end; skipped when none answers.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = 5_000;
const ADMIN_PASSWORD = 'Bench-Passwort1';
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Sample {
  startMs: number;
  /** CPU time the process used until its first healthy answer: unlike the wall time, barely moved by other load on the machine. */
  cpuMs: number;
  rssMb: number;
}

/** User and system time of a process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** Starts `node <script>`, waits for its first healthy answer, waits idle, reads its memory, stops it. */
async function measure(script: string, env: Record<string, string>, idleMs = IDLE_MS): Promise<Sample> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    for (;;) {
      if (exited) throw new Error(`${script} beendet: ${stderr}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then(async (res) => (await res.arrayBuffer(), res.status === 200))
        .catch(() => false);
      if (healthy) break;
      await sleep(10);
    }
    const startMs = performance.now() - began;
    const cpu = cpuMs(child.pid!);
    await sleep(idleMs);
    return { startMs, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    if (!exited) child.kill('SIGTERM');
    await exit;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

/** Both servers in turns (which starts first alternates), RUNS samples each. */
async function sideBySide(
  ours: () => Promise<Sample>,
  bare: () => Promise<Sample>,
): Promise<{ ours: Sample[]; bare: Sample[] }> {
  const result = { ours: [] as Sample[], bare: [] as Sample[] };
  for (let run = 0; run < RUNS; run++) {
    if (run % 2 === 0) {
      result.ours.push(await ours());
      result.bare.push(await bare());
    } else {
      result.bare.push(await bare());
      result.ours.push(await ours());
    }
  }
  return result;
}

function report(database: string, samples: { ours: Sample[]; bare: Sample[] }) {
  const row = (name: string, xs: Sample[]) => {
    const start = xs.map((x) => x.startMs);
    const cpu = xs.map((x) => x.cpuMs);
    const rss = xs.map((x) => x.rssMb);
    console.log(
      `| ${name} | ${database} | ${median(start).toFixed(0)} ms (${range(start)}) | ${median(cpu).toFixed(0)} ms (${range(cpu)}) | ${median(rss).toFixed(0)} MB (${range(rss)}) |`,
    );
  };
  row('`npm start` (dist/server/start.js)', samples.ours);
  row('bare Fastify', samples.bare);
}

function differences(samples: { ours: Sample[]; bare: Sample[] }) {
  const diff = (pick: (x: Sample) => number) =>
    median(samples.ours.map(pick)) - median(samples.bare.map(pick));
  return { start: diff((x) => x.startMs), cpu: diff((x) => x.cpuMs), rss: diff((x) => x.rssMb) };
}

await ensureBuilt({ log: true });
const checkBegan = performance.now();
spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
const upToDateCheckMs = performance.now() - checkBegan;

const work = mkdtempSync(join(tmpdir(), 'bench-startup-'));
const OURS = 'dist/server/start.js';
const BARE_PGLITE = 'bench/startup/bare-pglite.mjs';
const BARE_PG = 'bench/startup/bare-pg.mjs';

console.log(
  `Node ${process.version}, ${RUNS} runs each, idle memory read ${IDLE_MS / 1000} s after the first healthy answer.\n`,
);
console.log(
  '| Server | Database | Start to first healthy answer: median (range) | CPU time until then | Idle RSS: median (range) |',
);
console.log('|---|---|---|---|---|');

let pgliteDiff: ReturnType<typeof differences> | undefined;
let postgresOurs: number | undefined;
try {
  const dataDir = join(work, 'data');
  const bareDir = join(work, 'data-bare');
  const ourEnv = { DATA_DIR: dataDir, ADMIN_PASSWORD };
  // The first start migrates and seeds the demo data; the measured starts find them there.
  await measure(OURS, ourEnv, 0);
  cpSync(dataDir, bareDir, { recursive: true });
  const pglite = await sideBySide(
    () => measure(OURS, ourEnv),
    () => measure(BARE_PGLITE, { DATA_DIR: bareDir }),
  );
  report('PGlite', pglite);
  pgliteDiff = differences(pglite);

  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    const name = `bench_startup_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.href, ADMIN_PASSWORD, SEED_DEMO: '1' };
      await measure(OURS, env, 0);
      const postgres = await sideBySide(
        () => measure(OURS, env),
        () => measure(BARE_PG, { DATABASE_URL: url.href }),
      );
      report('PostgreSQL', postgres);
      postgresOurs = median(postgres.ours.map((x) => x.rssMb));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(`| – | PostgreSQL | no server at ${postgresAdminUrl} | – | – |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nnpm start first checks that the build is up to date (\`node scripts/build.ts\`): ${upToDateCheckMs.toFixed(0)} ms.`,
);
if (pgliteDiff) {
  console.log(
    `PGlite: start ${pgliteDiff.start.toFixed(0)} ms behind the bare server (target ≤ 800 ms; CPU time ${pgliteDiff.cpu.toFixed(0)} ms more), ` +
      `idle memory ${pgliteDiff.rss.toFixed(0)} MB above it (target ≤ 120 MB).`,
  );
}
if (postgresOurs !== undefined) {
  console.log(`PostgreSQL: idle memory ${postgresOurs.toFixed(0)} MB (target < 150 MB).`);
}
