import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { users } from '../../src/server/db/schema.ts';

/**
 * A sign-in storm while `/api/health` is polled one request after another; reports health latency
 * before and during the storm, how long until every sign-in was answered, and the statuses.
 * Default: 200 concurrent wrong sign-ins from 200 client addresses (as a botnet would send them;
 * TRUST_PROXY lets X-Forwarded-For name the address) at 200 accounts. With `--correct`: 20
 * concurrent correct sign-ins from 20 addresses at 20 accounts (a class signing in at once), each
 * to be answered within 2 s. Embedded PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL.
 */
const CORRECT = process.argv.includes('--correct');
const STORM = CORRECT ? 20 : 200;
const CORRECT_PASSWORD = 'Sturm-Passwort1';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'Bench-Passwort1',
    TRUST_PROXY: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { inMemory: true, serveWeb: false },
);
await server.app.listen({ port: 0, host: '127.0.0.1' });
if (CORRECT) {
  const passwordHash = await hashPassword(CORRECT_PASSWORD);
  await server.ctx.db
    .insert(users)
    .values(
      Array.from({ length: STORM }, (_, i) => ({ username: `konto${i}`, role: 'employee', passwordHash })),
    );
}
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function healthLatency(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`health ${res.status}`);
  return performance.now() - start;
}

/** Polls health back to back until `until` settles; answers the sorted latencies. */
async function pollHealth(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push(await healthLatency());
  return times.sort((a, b) => a - b);
}

const row = (label: string, times: number[]) =>
  `| ${label} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.99).toFixed(1)} ms |`;

// Warm up: first argon2 call, JIT, connection.
await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
  body: JSON.stringify({ username: 'warm', password: 'falsch' }),
});
const idle = await pollHealth(new Promise((resolve) => setTimeout(resolve, 2000)));

const statuses = new Map<number, number>();
let lastAnswerMs = 0;
const cpuBefore = process.cpuUsage();
const stormStart = performance.now();
const storm = Promise.all(
  Array.from({ length: STORM }, (_, i) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}`,
      },
      body: JSON.stringify({ username: `konto${i}`, password: CORRECT ? CORRECT_PASSWORD : `falsch${i}` }),
    }).then(async (res) => {
      await res.arrayBuffer();
      lastAnswerMs = Math.max(lastAnswerMs, performance.now() - stormStart);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  ),
);
const during = await pollHealth(storm);
const cpu = process.cpuUsage(cpuBefore);

console.log(
  `Sign-in storm (${server.database.driver}): ${STORM} concurrent ${CORRECT ? 'correct' : 'wrong'} sign-ins\n`,
);
console.log('| Health while | Requests | p50 | p99 |');
console.log('| --- | --- | --- | --- |');
console.log(row('idle', idle));
console.log(row('sign-in storm', during));
console.log(
  `\nEvery sign-in answered after ${(lastAnswerMs / 1000).toFixed(2)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
    `process CPU during the storm ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`,
);
await server.close();
