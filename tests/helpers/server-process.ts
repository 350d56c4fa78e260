import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Node's arguments as `npm start` passes them (package.json's "start" after `node`): the bundle
 * and the V8 flags it runs under. Tests and benchmarks that start the bundle take them from
 * there, so they measure and check the server as it is started, flags included.
 */
export function bundleArgs(): string[] {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = packageJson.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`"start" runs ${command}, not node`);
  return args;
}

/** A free port on loopback, for a server process the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server as its own process: from its TypeScript sources, or as `npm start` runs it,
 * the bundle in dist/server (built by the global setup).
 */
export async function startServerProcess(
  env: Record<string, string>,
  from: 'sources' | 'bundle' = 'sources',
): Promise<ServerProcess> {
  const port = await freePort();
  const args = from === 'bundle' ? bundleArgs() : ['--import', 'tsx', 'src/server/start.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls `/api/health` until it answers 200, the process exits, or the deadline passes. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`Server beendet (${exitCode}): ${server.output()}`);
    const ok = await fetch(`${server.url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server nicht bereit nach ${timeoutMs} ms: ${server.output()}`);
}

/** Kills every server process a test started and did not end; for afterEach. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
