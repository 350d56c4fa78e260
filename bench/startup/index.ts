import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/build.ts';
import { EMBEDDED_SHARED_BUFFERS } from '../../src/server/db/client.ts';
import { bundleArgs, freePort } from '../../tests/helpers/server-process.ts';

/**
 * Start-up time and whole-process memory of the server as `npm start` runs it (the bundle in
 * dist/server, with the V8 flags of package.json's "start"), against the least a server can do on
 * the same database: Fastify with PGlite (or pg), one health route and one query route
 * (bare-pglite.mjs, bare-pg.mjs), as a plain `node` process and, on PGlite, also with the V8 flags
 * of `npm start`; and our server without those flags, to show what they give and cost. All
 * variants take turns (the order rotates from run to run), RUNS times each; reported are medians
 * and ranges.
 *
 * - Start: a second start on an existing data directory (migrated and seeded by a first start
 *   before the measurement), from spawning the process to the first 200 of `/api/health`.
 * - CPU time: user and system time of the process until that answer.
 * - Peak memory: the kernel's high-water mark of the process's resident set (VmHWM, every thread,
 *   never reset) HOLD_MS after that answer, i.e. from spawn until then.
 * - Idle memory: the resident set (VmRSS) at the same moment, no request since the health check.
 *
 * The bare PGlite server gets the embedded database's shared buffers (server/db/client.ts) and
 * opens a copy of the same data directory (the server's lock admits one process). PostgreSQL: a
 * fresh database on BENCH_POSTGRES_URL's server (default: local), dropped at the end; skipped
 * when none answers.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOLD_MS = 10_000;
const ADMIN_PASSWORD = 'Bench-Passwort1';
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Sample {
  startMs: number;
  /** CPU time the process used until its first healthy answer: unlike the wall time, barely moved by other load on the machine. */
  cpuMs: number;
  peakMb: number;
  rssMb: number;
}

/** User and system time of a process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A field of /proc/<pid>/status in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
}

/** Starts `node <args>`, waits for its first healthy answer, then HOLD_MS, reads its memory, stops it. */
async function measure(args: string[], env: Record<string, string>, holdMs = HOLD_MS): Promise<Sample> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, {
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
      if (exited) throw new Error(`node ${args.join(' ')} beendet: ${stderr}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then(async (res) => (await res.arrayBuffer(), res.status === 200))
        .catch(() => false);
      if (healthy) break;
      await sleep(10);
    }
    const startMs = performance.now() - began;
    const cpu = cpuMs(child.pid!);
    await sleep(holdMs);
    return {
      startMs,
      cpuMs: cpu,
      peakMb: statusMb(child.pid!, 'VmHWM'),
      rssMb: statusMb(child.pid!, 'VmRSS'),
    };
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

interface Variant {
  name: string;
  run: () => Promise<Sample>;
}

/** Every variant in turns, the order rotating from run to run, RUNS samples each. */
async function inTurns(variants: Variant[]): Promise<Map<string, Sample[]>> {
  const samples = new Map(variants.map((v) => [v.name, [] as Sample[]]));
  for (let run = 0; run < RUNS; run++) {
    for (let i = 0; i < variants.length; i++) {
      const variant = variants[(run + i) % variants.length]!;
      samples.get(variant.name)!.push(await variant.run());
    }
  }
  return samples;
}

function report(database: string, samples: Map<string, Sample[]>) {
  for (const [name, xs] of samples) {
    const cell = (pick: (x: Sample) => number, unit: string) => {
      const values = xs.map(pick);
      return `${median(values).toFixed(0)} ${unit} (${range(values)})`;
    };
    console.log(
      `| ${name} | ${database} | ${cell((x) => x.startMs, 'ms')} | ${cell((x) => x.cpuMs, 'ms')} | ${cell((x) => x.peakMb, 'MB')} | ${cell((x) => x.rssMb, 'MB')} |`,
    );
  }
}

const medianOf = (samples: Map<string, Sample[]>, name: string, pick: (x: Sample) => number) =>
  median(samples.get(name)!.map(pick));

await ensureBuilt({ log: true });
const checkBegan = performance.now();
spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
const upToDateCheckMs = performance.now() - checkBegan;

const work = mkdtempSync(join(tmpdir(), 'bench-startup-'));
const OURS = bundleArgs();
const V8_FLAGS = OURS.filter((arg) => arg.startsWith('--'));
const OURS_PLAIN = OURS.filter((arg) => !arg.startsWith('--'));
const BARE_PGLITE = 'bench/startup/bare-pglite.mjs';
const BARE_PG = 'bench/startup/bare-pg.mjs';
const NPM_START = `\`npm start\` (node ${OURS.join(' ')})`;
const OURS_WITHOUT = `ours without flags (node ${OURS_PLAIN.join(' ')})`;
const BARE = 'bare Fastify, plain node';
const BARE_FLAGS = `bare Fastify, node ${V8_FLAGS.join(' ')}`;

console.log(
  `Node ${process.version}, ${RUNS} runs each, memory read ${HOLD_MS / 1000} s after the first healthy answer; ` +
    `load average at the start ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}.\n`,
);
console.log(
  '| Server | Database | Start to first healthy answer | CPU time until then | Peak RSS from spawn (VmHWM) | Idle RSS (VmRSS) |',
);
console.log('|---|---|---|---|---|---|');

let pglite: Map<string, Sample[]> | undefined;
let postgres: Map<string, Sample[]> | undefined;
try {
  const dataDir = join(work, 'data');
  const bareDir = join(work, 'data-bare');
  const ourEnv = { DATA_DIR: dataDir, ADMIN_PASSWORD };
  // The first start migrates and seeds the demo data; the measured starts find them there. Its
  // database comes from the build's template (dist/server/pgdata-template), not from initdb.
  const first = await measure(OURS, ourEnv);
  console.log(
    `First start of npm start on an empty data directory (copies the template, migrates, seeds): healthy after ` +
      `${first.startMs.toFixed(0)} ms, peak RSS ${first.peakMb.toFixed(0)} MB until ${HOLD_MS / 1000} s later.`,
  );
  cpSync(dataDir, bareDir, { recursive: true });
  const bareEnv = { DATA_DIR: bareDir, PGLITE_SHARED_BUFFERS: EMBEDDED_SHARED_BUFFERS };
  pglite = await inTurns([
    { name: NPM_START, run: () => measure(OURS, ourEnv) },
    { name: BARE, run: () => measure([BARE_PGLITE], bareEnv) },
    { name: OURS_WITHOUT, run: () => measure(OURS_PLAIN, ourEnv) },
    { name: BARE_FLAGS, run: () => measure([...V8_FLAGS, BARE_PGLITE], bareEnv) },
  ]);
  report('PGlite', pglite);

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
      postgres = await inTurns([
        { name: NPM_START, run: () => measure(OURS, env) },
        { name: BARE, run: () => measure([BARE_PG], { DATABASE_URL: url.href }) },
        { name: OURS_WITHOUT, run: () => measure(OURS_PLAIN, env) },
      ]);
      report('PostgreSQL', postgres);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(`| – | PostgreSQL | no server at ${postgresAdminUrl} | – | – | – |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nnpm start first checks that the build is up to date (\`node scripts/build.ts\`): ${upToDateCheckMs.toFixed(0)} ms.`,
);
if (pglite) {
  const peak = medianOf(pglite, NPM_START, (x) => x.peakMb);
  const idle = medianOf(pglite, NPM_START, (x) => x.rssMb) - medianOf(pglite, BARE, (x) => x.rssMb);
  const start = medianOf(pglite, NPM_START, (x) => x.startMs) - medianOf(pglite, BARE, (x) => x.startMs);
  const cpu = medianOf(pglite, NPM_START, (x) => x.cpuMs) - medianOf(pglite, BARE, (x) => x.cpuMs);
  console.log(
    `PGlite: peak ${peak.toFixed(0)} MB from spawn (target < 300 MB); idle memory ${idle.toFixed(0)} MB above the bare server ` +
      `(target ≤ 60 MB); start ${start.toFixed(0)} ms behind it (CPU time ${cpu.toFixed(0)} ms more).`,
  );
}
if (postgres) {
  console.log(
    `PostgreSQL: idle memory ${medianOf(postgres, NPM_START, (x) => x.rssMb).toFixed(0)} MB (target < 150 MB).`,
  );
}
