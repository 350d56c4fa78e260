import { fork, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/build.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { freePort } from '../../tests/helpers/server-process.ts';
import { ENDPOINTS, fill, targets, type Endpoint } from './fill.ts';
import { drive, type Target } from './load.ts';

/**
 * API throughput of our server against a bare Fastify + pg server (`bare.ts`) answering the same
 * endpoints with the same token lookup and the same SQL, on the same database, in one run. Ours is
 * the bundle `npm start` runs (dist/server/start.js, built first when outdated) with its
 * configuration from the environment; the bare one prepares its statements and compresses as well.
 * The load generator is this process and accepts `br, gzip` from both. Rounds alternate which
 * server goes first, and each round's ratio compares two runs seconds apart, so load from other
 * processes on the machine hits both alike. Drivers: PostgreSQL (a fresh database on
 * BENCH_PG_URL's server) and PGlite (one filled data directory, copied for the bare server).
 *
 * Environment: BENCH_DRIVERS (postgres,pglite), BENCH_CONCURRENCY (16), BENCH_SECONDS (3),
 * BENCH_ROUNDS (4 per endpoint), BENCH_MIX_ROUNDS (6), BENCH_ENDPOINTS (rows to measure: me, property,
 * propertyTenants, propertyList, mix; all by default), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROFILE_DIR (both servers write a CPU
 * profile there, `--cpu-prof`, for Chrome DevTools), BENCH_REPLAY=1 (PostgreSQL only: the
 * servers answer repeated SELECTs from memory, `replay.ts`, which leaves their own CPU per request;
 * ours then runs from its sources through tsx, `ours.ts`, because the bundle carries its own pg).
 */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MIX_ROUNDS = Number(process.env.BENCH_MIX_ROUNDS ?? 6);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPLAY = process.env.BENCH_REPLAY === '1';
/** Which rows to measure: endpoint keys of `fill.ts` and `mix`; all when unset. */
const ONLY = process.env.BENCH_ENDPOINTS?.split(',');
const measured = (key: string) => !ONLY || ONLY.includes(key);

interface Started {
  port: number;
  child: ChildProcess;
}

const profileArgs = () =>
  process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

/** A TypeScript file of this folder through tsx; it reports its port over IPC. */
function startForked(file: string, env: Record<string, string>): Promise<Started> {
  const child = fork(new URL(file, import.meta.url).pathname, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(REPLAY ? ['--import', new URL('./replay.ts', import.meta.url).pathname] : []),
      ...profileArgs(),
    ],
    env: { ...process.env, ...env },
    // Log lines cost the server what they cost in production; nobody reads them here.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ port: m.port, child }));
    child.once('exit', (code) => reject(new Error(`${file} ended with ${code} before listening`)));
  });
}

/** The Node options and script of `npm start` (package.json), so the bench follows its command line. */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node`);
  return args;
}

/** Our server as `npm start` runs it, on a free port, ready once `/api/ready` answers 200. */
async function startOurs(env: Record<string, string>): Promise<Started> {
  if (REPLAY) return startForked('./ours.ts', env);
  const port = await freePort();
  const command = startCommand();
  const child = spawn(process.execPath, [...profileArgs(), ...command], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: 'Bench-Passwort1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dist/server/start.js ended with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('dist/server/start.js not ready after 60 s');
}

function stop(s: Started): Promise<void> {
  return new Promise((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

/** CPU time (user + system) of a child process so far, in ms, from /proc (Linux clock ticks of 10 ms). */
function cpuMs(s: Started): number {
  const fields = readFileSync(`/proc/${s.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** Median with the spread over the rounds: `1.02 (0.95–1.10)`. */
const spread = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

/** Per round: requests per second, p99 latency (ms) and server CPU per request (ms; not the database's). */
interface Runs {
  perSecond: number[];
  p99: number[];
  cpu: number[];
}

interface Row {
  label: string;
  ours: Runs;
  bare: Runs;
}

/**
 * `rounds` rounds of one run per server, ours first in even rounds and the bare server first in
 * odd ones; the ratios compare the two runs of a round, seconds apart.
 */
async function compare(
  label: string,
  ours: Started,
  bare: Started,
  list: Target[],
  rounds: number,
  seconds: number,
): Promise<Row> {
  const row: Row = {
    label,
    ours: { perSecond: [], p99: [], cpu: [] },
    bare: { perSecond: [], p99: [], cpu: [] },
  };
  for (let r = 0; r < rounds; r++) {
    const order: Array<[Started, Runs]> = [
      [ours, row.ours],
      [bare, row.bare],
    ];
    if (r % 2 === 1) order.reverse();
    for (const [server, runs] of order) {
      const cpuBefore = cpuMs(server);
      const run = await drive(server.port, list, { concurrency: CONCURRENCY, seconds });
      runs.perSecond.push(run.perSecond);
      runs.p99.push(run.p99);
      runs.cpu.push((cpuMs(server) - cpuBefore) / run.requests);
    }
  }
  return row;
}

function print(driver: string, rows: Row[]) {
  console.log(`\n### ${driver}\n`);
  console.log(
    '| Endpoint | ours req/s | bare req/s | req/s ours / bare | ours p99 | bare p99 | p99 ours / bare | ours CPU/req | bare CPU/req |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, ours, bare } of rows) {
    const rate = ours.perSecond.map((x, i) => x / bare.perSecond[i]!);
    const p99 = ours.p99.map((x, i) => x / bare.p99[i]!);
    console.log(
      `| ${label} | ${spread(ours.perSecond, 0)} | ${spread(bare.perSecond, 0)} | ${spread(rate, 2)} | ` +
        `${spread(ours.p99, 1)} ms | ${spread(bare.p99, 1)} ms | ${spread(p99, 2)} | ` +
        `${spread(ours.cpu, 3)} ms | ${spread(bare.cpu, 3)} ms |`,
    );
  }
}

/**
 * Both servers must give the same answer for the same request, or the comparison measures
 * different work: the first request of every endpoint, JSON compared as values, and the total.
 */
async function sameAnswers(ours: Started, bare: Started, list: Record<Endpoint, Target[]>) {
  for (const { key, label } of ENDPOINTS) {
    const target = list[key][0]!;
    const [a, b] = await Promise.all(
      [ours, bare].map(async (s) => {
        const res = await fetch(`http://127.0.0.1:${s.port}${target.path}`, {
          headers: { authorization: `Bearer ${target.token}` },
        });
        return {
          status: res.status,
          total: res.headers.get('x-total-count'),
          body: (await res.json()) as unknown,
        };
      }),
    );
    if (!isDeepStrictEqual(a, b))
      throw new Error(`${label}: different answers\nours: ${JSON.stringify(a)}\nbare: ${JSON.stringify(b)}`);
  }
}

interface Setup {
  list: Record<Endpoint, Target[]>;
  /** Environment of our server and of the bare one. */
  ours: Record<string, string>;
  bare: Record<string, string>;
  cleanup(): Promise<void>;
}

async function prepare(driver: string): Promise<Setup> {
  if (driver === 'postgres') {
    const name = `bench_tp_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const cleanup = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const list = await filled({ url: url.toString() }).catch(async (error: unknown) => {
      await cleanup();
      throw error;
    });
    return {
      list,
      ours: { DATABASE_URL: url.toString() },
      bare: { BENCH_DATABASE_URL: url.toString() },
      cleanup,
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'bench-tp-'));
  const oursDir = join(root, 'ours');
  const bareDir = join(root, 'bare');
  const cleanup = async () => rmSync(root, { recursive: true, force: true });
  const list = await filled({ dataDir: oursDir }).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });
  cpSync(oursDir, bareDir, { recursive: true });
  return { list, ours: { DATA_DIR: oursDir }, bare: { BENCH_DATA_DIR: bareDir }, cleanup };
}

/** Migrated and filled, then closed again: the servers open it themselves. */
async function filled(options: { url?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await fill(database.db);
    return await targets(database.db);
  } finally {
    await database.close();
  }
}

if (!REPLAY) await ensureBuilt({ log: true });
console.log(
  `Concurrency ${CONCURRENCY}, ${SECONDS} s per run, ${ROUNDS} rounds per endpoint and ${MIX_ROUNDS} rounds of the mix (${SECONDS + 2} s runs); ` +
    `median (min–max) over the rounds; ratios within a round; load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} at the start.`,
);
for (const driver of DRIVERS) {
  const setup = await prepare(driver);
  const running: Started[] = [];
  try {
    const ours = await startOurs(setup.ours);
    running.push(ours);
    const bare = await startForked('./bare.ts', setup.bare);
    running.push(bare);
    await sameAnswers(ours, bare, setup.list);
    // The mix interleaves every endpoint's requests, the way screens call them together.
    const mix: Target[] = setup.list.me.flatMap((_, i) =>
      ENDPOINTS.map(({ key }) => setup.list[key as Endpoint][i]!),
    );
    await compare('warm-up', ours, bare, mix, 2, 2);
    const rows: Row[] = [];
    for (const { key, label } of ENDPOINTS) {
      if (measured(key)) rows.push(await compare(label, ours, bare, setup.list[key], ROUNDS, SECONDS));
    }
    if (measured('mix'))
      rows.push(await compare('Mix of the four', ours, bare, mix, MIX_ROUNDS, SECONDS + 2));
    print(driver === 'postgres' ? 'PostgreSQL' : 'PGlite', rows);
    console.log(
      `\nLoad average at the end: ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')}`,
    );
  } finally {
    for (const s of running) await stop(s);
    await setup.cleanup();
  }
}
