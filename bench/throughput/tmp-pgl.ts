import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { fill, targets } from './fill.ts';
import { drive } from './load.ts';
const root = mkdtempSync(join(tmpdir(), 'tpl-'));
const database = await openDatabase({ dataDir: join(root, 'a') }); await database.migrate(); await fill(database.db); const list = await targets(database.db); await database.close();
cpSync(join(root, 'a'), join(root, 'b'), { recursive: true });
const prof = process.env.PROF;
const start = (file: string, env: Record<string, string>) => { const child = fork(new URL(file, import.meta.url).pathname, [], { execArgv: ['--import', 'tsx', ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [])], env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }); return new Promise<{ port: number; child: ChildProcess }>((r) => child.once('message', (m: { port: number }) => r({ port: m.port, child }))); };
const cpu = (c: ChildProcess) => { const f = readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) * 10 + Number(f[12]) * 10; };
const servers = { ours: await start('./ours.ts', { DATA_DIR: join(root, 'a') }), bare: await start('./bare.ts', { BENCH_DATA_DIR: join(root, 'b') }) };
for (const [n, s] of Object.entries(servers)) { const c0 = cpu(s.child); await new Promise((r) => setTimeout(r, 5000)); console.log(n, 'idle ms/s', (cpu(s.child) - c0) / 5); }
const ep = (process.env.EP ?? 'me') as 'me';
for (const [n, s] of Object.entries(servers)) {
  await drive(s.port, list[ep], { concurrency: 16, seconds: 2 });
  const c0 = cpu(s.child);
  const r = await drive(s.port, list[ep], { concurrency: 16, seconds: 6 });
  console.log(n, r.perSecond.toFixed(0), 'req/s', ((cpu(s.child) - c0) / r.requests).toFixed(2), 'ms CPU/req', r.requests);
}
for (const s of Object.values(servers)) s.child.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 2000)); rmSync(root, { recursive: true, force: true });
