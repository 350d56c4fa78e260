import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { ensureBuilt } from '../../scripts/build.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { MONTHLY_INFO_QUEUE } from '../../src/server/monthly-information/run.ts';
import { bundleArgs, freePort } from '../../tests/helpers/server-process.ts';
import { completeFill, fill, SCALE } from './fill.ts';
import { driveWithLatencies, percentile } from './load.ts';

/**
 * The product at the size of a large operator, deployed as in production: PostgreSQL, two web
 * processes and one worker from the built bundle (dist/server/start.js, ROLE=web / ROLE=worker),
 * nginx in front with both web processes as one keep-alive upstream. This process is the load
 * generator; every request goes through nginx.
 *
 * Data (fill.ts): 200 landlords, 2,000 properties, 40,000 dwellings, 45,000 tenancies, 88,000
 * meters with ten years of month-end readings (about 10.6 million rows). The database
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/scale_bench) is created when
 * missing and filled once; a later run reuses it while its marker says the fill is complete.
 *
 *   npx tsx bench/scale/index.ts           reuse a complete fill
 *   npx tsx bench/scale/index.ts --fresh   drop the database and fill it again
 *
 * Environment: BENCH_CONCURRENCY (16), BENCH_SECONDS (6 per call), BENCH_DATABASE_URL.
 * Prints markdown tables for docs/performance.md.
 */
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bench';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const FRESH = process.argv.includes('--fresh');
const ADMIN_PASSWORD = 'Bench-Skalierung1';
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

const log = (line: string) => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Resident memory now and at its peak so far (/proc/<pid>/status), in bytes. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU time (user + system) of a process so far, in ms (/proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Child processes of a process (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

// ---- the database: created when missing, filled once
async function prepareDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const adminUrl = new URL(DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    if (FRESH) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  // The app's own migrations; on a reused database they add what main has added since.
  const database = await openDatabase({ url: DATABASE_URL });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    // A §6a run left by an interrupted benchmark would be taken up by the new worker as soon as it
    // starts and run beside (and before) the one measured here: gone before any process starts.
    const { rows: queue } = await client.query<{ table: string | null }>(
      `select to_regclass('pgboss.job')::text as table`,
    );
    if (queue[0]!.table) {
      await client.query(
        `delete from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
        [MONTHLY_INFO_QUEUE],
      );
    }
    const done = await completeFill(client);
    if (done) {
      log(
        `Datenbestand vorhanden (erzeugt ${done.filledAt} in ${done.seconds.toFixed(0)} s), wird wiederverwendet.`,
      );
      return;
    }
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from properties');
    if (rows[0]!.n > 0) {
      throw new Error(`${name} enthält Daten ohne vollständige Befüllung: mit --fresh neu anlegen`);
    }
    log('Datenbestand wird erzeugt …');
    const info = await fill(client, log);
    log(`Erzeugung: ${info.seconds.toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

// ---- the processes
interface Proc {
  name: string;
  child: ChildProcess;
  port: number;
  output: () => string;
}

function startApp(name: string, role: 'web' | 'worker', port: number): Proc {
  const child = spawn(process.execPath, bundleArgs(), {
    env: {
      ...process.env,
      ROLE: role,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_PASSWORD,
      // nginx is the one hop in front: the client address is its X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      APP_URL: 'https://nebenkosten.example.de',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { name, child, port, output: () => output };
}

async function waitHealthy(port: number, proc: { child: ChildProcess; output: () => string }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`Prozess beendet (${proc.child.exitCode}): ${proc.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nicht bereit nach 120 s: ${proc.output()}`);
}

function nginxConf(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffers 16 64k;
    }
  }
}
`;
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const killed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

// ---- run
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${mb(totalmem())} RAM`;
log(
  `Maschine: ${machine}; Last beim Start (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
const totalStart = performance.now();
await prepareDatabase();
await ensureBuilt({ log: true });

const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
const procs: Proc[] = [];
let nginx: ChildProcess | null = null;
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
// Ctrl-C ends the servers and nginx too, not only this process.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const p of procs) p.child.kill('SIGKILL');
    nginx?.kill('SIGQUIT');
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
try {
  const [web1, web2, worker, front] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  procs.push(
    startApp('web 1', 'web', web1!),
    startApp('web 2', 'web', web2!),
    startApp('worker', 'worker', worker!),
  );
  await Promise.all(procs.map((p) => waitHealthy(p.port, p)));

  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, sub));
  writeFileSync(join(work, 'nginx.conf'), nginxConf(work, front!, [web1!, web2!]));
  nginx = spawn(
    NGINX,
    ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const nginxProc = nginx;
  await waitHealthy(front!, {
    child: nginxProc,
    output: () => readFileSync(join(work, 'error.log'), 'utf8'),
  });

  const login = await fetch(`http://127.0.0.1:${front}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Anmeldung: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { token: string }).token;

  const counts = (
    await db.query<Record<string, number>>(`select
      (select count(*)::int from customers) as customers, (select count(*)::int from properties) as properties,
      (select count(*)::int from dwellings) as dwellings, (select count(*)::int from tenants) as tenants,
      (select count(*)::int from meters) as meters, (select count(*)::int from meter_readings) as readings`)
  ).rows[0]!;
  const { rows: someProperties } = await db.query<{ id: number }>(
    `select property_id as id from billing_drafts where year = $1 order by property_id limit 40`,
    [SCALE.year],
  );
  const properties = counts.properties!;
  const tenants = counts.tenants!;
  const customers = counts.customers!;
  log(
    `\nDaten: ${customers} Vermieter, ${properties} Liegenschaften, ${counts.dwellings} Wohnungen, ${tenants} Mietverhältnisse, ${counts.meters} Zähler, ${counts.readings!.toLocaleString('de-DE')} Zählerstände.`,
  );

  // One property's statements: correct, not only fast (a statement with error checks is no figure).
  const one = await fetch(
    `http://127.0.0.1:${front}/api/properties/${someProperties[0]!.id}/statements?year=${SCALE.year}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const statementsBody = (await one.json()) as {
    statements: unknown[];
    checks: Array<{ level: string; message: string }>;
  };
  if (one.status !== 200) throw new Error(`Abrechnungen: ${one.status} ${JSON.stringify(statementsBody)}`);
  const errors = statementsBody.checks.filter((c) => c.level === 'error');
  if (errors.length > 0) throw new Error(`Abrechnungen mit Fehlern: ${JSON.stringify(errors)}`);

  const calls: Array<[string, string[], number?]> = [
    ['Liegenschaften, Seite 1 (50)', ['/api/properties?limit=50']],
    ['Liegenschaften, Suche „Lindenstraße“', ['/api/properties?limit=50&q=lindenstra%C3%9Fe']],
    ['Liegenschaften, letzte Seite', [`/api/properties?limit=50&offset=${properties - 50}`]],
    ['Mieter, Seite 1 (50)', ['/api/tenants?limit=50']],
    ['Mieter, Suche „Schmidt“', ['/api/tenants?limit=50&q=schmidt']],
    ['Mieter, Suche E-Mail (1 Treffer)', ['/api/tenants?limit=50&q=mieter31337%40']],
    ['Mieter, letzte Seite', [`/api/tenants?limit=50&offset=${tenants - 50}`]],
    ['Vermieter, Seite 1 (50)', ['/api/customers?limit=50']],
    ['Vermieter, Suche „Hausverwaltung“', ['/api/customers?limit=50&q=hausverwaltung']],
    ['Vermieter, letzte Seite', [`/api/customers?limit=50&offset=${customers - 50}`]],
    [
      `Abrechnungen ${SCALE.year} einer Liegenschaft (22 Mietverhältnisse), 40 Liegenschaften reihum`,
      someProperties.map((p) => `/api/properties/${p.id}/statements?year=${SCALE.year}`),
    ],
    // One at a time: what a request costs without waiting behind 15 others.
    [
      `Abrechnungen ${SCALE.year}, einzeln nacheinander`,
      someProperties.map((p) => `/api/properties/${p.id}/statements?year=${SCALE.year}`),
      1,
    ],
    ['Mieter, Suche „Schmidt“, einzeln nacheinander', ['/api/tenants?limit=50&q=schmidt'], 1],
    ['Mieter, letzte Seite, einzeln nacheinander', [`/api/tenants?limit=50&offset=${tenants - 50}`], 1],
  ];
  // Warm-up: the processes' JIT, the pools' connections and PostgreSQL's buffers.
  await driveWithLatencies(
    front!,
    calls.flatMap(([, paths]) => paths),
    token,
    { concurrency: CONCURRENCY, seconds: 5 },
  );

  log(`\nLast über nginx: ${SECONDS} s je Aufruf, Latenz bis zum letzten Byte.\n`);
  log('| Aufruf | Verbindungen | req/s | Median | p99 |');
  log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, paths, concurrency = CONCURRENCY] of calls) {
    const r = await driveWithLatencies(front!, paths, token, { concurrency, seconds: SECONDS });
    log(
      `| ${label} | ${concurrency} | ${r.perSecond.toFixed(0)} | ${percentile(r.latencies, 0.5).toFixed(1)} ms | ${percentile(r.latencies, 0.99).toFixed(1)} ms |`,
    );
  }
  const afterLoad = new Map(procs.map((p) => [p.name, memory(p.child.pid!)]));

  // ---- §6a HeizkostenV: one month's information for every tenancy, as the schedule sends it
  await db.query('delete from monthly_consumption_info where month = $1', [SCALE.lastMonth]);
  await db.query('delete from mail_outbox');
  // Which process runs the job shows in its CPU time; its peak memory starts again from now.
  const cpuBefore = new Map(procs.map((p) => [p.name, cpuMs(p.child.pid!)]));
  for (const p of procs) writeFileSync(`/proc/${p.child.pid}/clear_refs`, '5');
  const boss = new PgBoss({
    connectionString: DATABASE_URL,
    schedule: false,
    supervise: false,
    migrate: false,
  });
  boss.on('error', (error) => log(`pg-boss: ${error.message}`));
  await boss.start();
  const sentAt = performance.now();
  const jobId = await boss.send(MONTHLY_INFO_QUEUE, { month: SCALE.lastMonth });
  if (!jobId) throw new Error('Auftrag nicht angenommen');
  let job: PgBoss.JobWithMetadata | null = null;
  for (;;) {
    job = await boss.getJobById(MONTHLY_INFO_QUEUE, jobId);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) break;
    if (performance.now() - sentAt > 20 * 60_000) throw new Error('§6a-Lauf nach 20 min nicht beendet');
    await sleep(250);
  }
  const endToEnd = performance.now() - sentAt;
  await boss.stop({ graceful: false });
  if (job.state !== 'completed') throw new Error(`§6a-Lauf ${job.state}: ${JSON.stringify(job.output)}`);
  const inWorker = job.completedOn!.getTime() - job.startedOn.getTime();
  const { rows: outcome } = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from monthly_consumption_info where month = $1 group by status order by status',
    [SCALE.lastMonth],
  );
  const recorded = outcome.reduce((s, r) => s + r.n, 0);
  // The run first records a row per tenancy, then mails the rows: the last row's creation splits them.
  const { rows: phase } = await db.query<{ last: Date }>(
    'select max(created_at) as last from monthly_consumption_info where month = $1',
    [SCALE.lastMonth],
  );
  const recording = phase[0]!.last.getTime() - job.startedOn.getTime();
  const cpuOfJob = procs.map((p) => ({ p, ms: cpuMs(p.child.pid!) - cpuBefore.get(p.name)! }));
  const ranIn = cpuOfJob.reduce((a, b) => (b.ms > a.ms ? b : a));
  const jobPeak = memory(ranIn.p.child.pid!);

  log(
    `\n§ 6a HeizkostenV, Monat ${SCALE.lastMonth}, über alle Mietverhältnisse (ohne Mailserver: nur protokolliert):\n`,
  );
  log('| Messung | Ergebnis |');
  log('| --- | ---: |');
  log(`| Lauf im Auftrag (pg-boss: begonnen bis erledigt) | ${seconds(inWorker)} |`);
  log(`| vom Senden des Auftrags bis erledigt | ${seconds(endToEnd)} |`);
  log(`| Informationen (${outcome.map((r) => `${r.status}: ${r.n}`).join(', ')}) | ${recorded} |`);
  log(`| davon Erfassen (eine Zeile je Mietverhältnis) | ${seconds(recording)} |`);
  log(`| davon Versenden (Mail rendern, ins Postausgangsbuch, Status) | ${seconds(inWorker - recording)} |`);
  log(`| je Mietverhältnis | ${(inWorker / Math.max(1, recorded)).toFixed(2)} ms |`);
  log(`| gelaufen in (größte CPU-Zeit während des Laufs) | ${ranIn.p.name}, ${seconds(ranIn.ms)} CPU |`);
  log(`| Höchststand des Speichers dieses Prozesses während des Laufs (VmHWM) | ${mb(jobPeak.peak)} |`);

  log('\n| Prozess | RSS nach der Last | RSS nach dem §6a-Lauf |');
  log('| --- | ---: | ---: |');
  for (const p of procs)
    log(`| ${p.name} | ${mb(afterLoad.get(p.name)!.rss)} | ${mb(memory(p.child.pid!).rss)} |`);
  const nginxPids = [nginxProc.pid!, ...childrenOf(nginxProc.pid!)];
  log(`| nginx (Master und Worker) | ${mb(nginxPids.reduce((s, pid) => s + memory(pid).rss, 0))} | |`);

  const { rows: sizes } = await db.query<{ name: string; bytes: string }>(
    `select 'Datenbank' as name, pg_database_size(current_database())::text as bytes
     union all select relname, pg_total_relation_size(oid)::text from pg_class
     where relname in ('meter_readings', 'tenants', 'meters', 'monthly_consumption_info', 'mail_outbox')`,
  );
  log('\n| Größe | |');
  log('| --- | ---: |');
  for (const s of sizes) log(`| ${s.name} | ${mb(Number(s.bytes))} |`);
  log(
    `\nGesamtlaufzeit ${seconds(performance.now() - totalStart)}; Last beim Ende (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await db.end().catch(() => undefined);
  if (nginx) await stopProcess(nginx, 'SIGQUIT');
  await Promise.all(procs.map((p) => stopProcess(p.child)));
  rmSync(work, { recursive: true, force: true });
}
