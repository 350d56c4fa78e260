import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { ENDPOINTS, fill, targets, type Endpoint } from './fill.ts';
import { drive, type Target } from './load.ts';

/**
 * API throughput of our server against a bare Fastify + pg server (`bare.ts`) answering the same
 * endpoints with the same token lookup and the same SQL, on the same database, in one run. Both
 * run as child processes; this process is the load generator. Rounds alternate which server goes
 * first, and each round's ratio compares two runs seconds apart, so load from other processes on
 * the machine hits both alike. Drivers: PostgreSQL (a fresh database on BENCH_PG_URL's server)
 * and PGlite (one filled data directory, copied for the bare server).
 *
 * Environment: BENCH_DRIVERS (postgres,pglite), BENCH_CONCURRENCY (16), BENCH_SECONDS (3),
 * BENCH_ROUNDS (3 per endpoint), BENCH_MIX_ROUNDS (5), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROFILE_DIR (both servers write a CPU
 * profile there, `--cpu-prof`, for Chrome DevTools), BENCH_REPLAY=1 (PostgreSQL only: the
 * servers answer repeated SELECTs from memory, `replay.ts`, which leaves their own CPU per request).
 */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MIX_ROUNDS = Number(process.env.BENCH_MIX_ROUNDS ?? 5);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Started {
  port: number;
  child: ChildProcess;
}

function start(file: string, env: Record<string, string>): Promise<Started> {
  const child = fork(new URL(file, import.meta.url).pathname, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_REPLAY === '1'
        ? ['--import', new URL('./replay.ts', import.meta.url).pathname]
        : []),
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
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

interface Row {
  label: string;
  /** Requests per second and server CPU per request (ms; the database's processes not included) per round. */
  perSecond: Map<Started, number[]>;
  cpu: Map<Started, number[]>;
  /** Ours over each yardstick, per round. */
  ratios: Map<Started, number[]>;
}

/**
 * `rounds` rounds of one run per server, each round in a rotated order so that no server is
 * always first or last; ratios compare runs of the same round, seconds apart.
 */
async function compare(
  label: string,
  ours: Started,
  yardsticks: Started[],
  list: Target[],
  rounds: number,
  seconds: number,
): Promise<Row> {
  const servers = [ours, ...yardsticks];
  const row: Row = {
    label,
    perSecond: new Map(servers.map((s) => [s, []])),
    cpu: new Map(servers.map((s) => [s, []])),
    ratios: new Map(yardsticks.map((s) => [s, []])),
  };
  for (let r = 0; r < rounds; r++) {
    const order = servers.map((_, i) => servers[(i + r) % servers.length]!);
    for (const server of order) {
      const cpuBefore = cpuMs(server);
      const run = await drive(server.port, list, { concurrency: CONCURRENCY, seconds });
      row.perSecond.get(server)!.push(run.perSecond);
      row.cpu.get(server)!.push((cpuMs(server) - cpuBefore) / run.requests);
    }
    for (const y of yardsticks)
      row.ratios.get(y)!.push(row.perSecond.get(ours)!.at(-1)! / row.perSecond.get(y)!.at(-1)!);
  }
  return row;
}

function print(
  driver: string,
  rows: Row[],
  ours: Started,
  yardsticks: Array<{ server: Started; name: string }>,
) {
  console.log(`\n### ${driver}\n`);
  const names = yardsticks.map((y) => y.name);
  console.log(
    `| Endpoint | ours req/s | ${names.map((n) => `${n} req/s`).join(' | ')} | ${names.map((n) => `ratio to ${n} (range)`).join(' | ')} | ours CPU/req | ${names.map((n) => `${n} CPU/req`).join(' | ')} |`,
  );
  console.log(
    `| --- | ---: | ${names.map(() => '---:').join(' | ')} | ${names.map(() => '---:').join(' | ')} | ---: | ${names.map(() => '---:').join(' | ')} |`,
  );
  for (const r of rows) {
    const rate = (s: Started) => median(r.perSecond.get(s)!).toFixed(0);
    const cpu = (s: Started) => `${median(r.cpu.get(s)!).toFixed(2)} ms`;
    const ratio = (s: Started) => {
      const xs = r.ratios.get(s)!;
      return `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
    };
    const ys = yardsticks.map((y) => y.server);
    console.log(
      `| ${r.label} | ${rate(ours)} | ${ys.map(rate).join(' | ')} | ${ys.map(ratio).join(' | ')} | ${cpu(ours)} | ${ys.map(cpu).join(' | ')} |`,
    );
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

console.log(
  `Concurrency ${CONCURRENCY}, ${SECONDS} s per run, ${ROUNDS} rounds per endpoint and ${MIX_ROUNDS} rounds of the mix (${SECONDS + 2} s runs); ratio = ours / bare within a round.`,
);
for (const driver of DRIVERS) {
  const setup = await prepare(driver);
  const running: Started[] = [];
  try {
    const ours = await start('./ours.ts', setup.ours);
    running.push(ours);
    const bare = await start('./bare.ts', setup.bare);
    running.push(bare);
    // Named statements are a PostgreSQL matter; PGlite has one connection and ignores names.
    const bareNamed =
      driver === 'postgres' ? await start('./bare.ts', { ...setup.bare, BARE_NAMED: '1' }) : null;
    if (bareNamed) running.push(bareNamed);
    const yardsticks = [
      { server: bare, name: 'bare' },
      ...(bareNamed ? [{ server: bareNamed, name: 'bare, named' }] : []),
    ];
    const others = yardsticks.map((y) => y.server);
    // The mix interleaves every endpoint's requests, the way screens call them together.
    const mix: Target[] = setup.list.me.flatMap((_, i) =>
      ENDPOINTS.map(({ key }) => setup.list[key as Endpoint][i]!),
    );
    await compare('warm-up', ours, others, mix, 1, 2);
    const rows: Row[] = [];
    for (const { key, label } of ENDPOINTS) {
      rows.push(await compare(label, ours, others, setup.list[key], ROUNDS, SECONDS));
    }
    rows.push(await compare('Mix of the four', ours, others, mix, MIX_ROUNDS, SECONDS + 2));
    print(driver === 'postgres' ? 'PostgreSQL' : 'PGlite', rows, ours, yardsticks);
  } finally {
    for (const s of running) await stop(s);
    await setup.cleanup();
  }
}
