import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { killServerProcesses, startServerProcess, waitUntilHealthy } from '../helpers/server-process.ts';

/**
 * Server processes as `npm start` runs them: one process per embedded data directory, and
 * processes started together against one empty PostgreSQL database all come up.
 */
const ADMIN_PASSWORD = 'Admin-Passwort1';

afterEach(async () => {
  await killServerProcesses();
});

const signIn = async (url: string) => {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const me = (url: string, token: string) =>
  fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

if (process.env.TEST_DB === 'postgres') {
  describe('two processes against one empty PostgreSQL database', () => {
    it('both come up, with one admin and one demo seed', async () => {
      const database = await freshDatabaseUrl();
      try {
        const env = { DATABASE_URL: database.url!, ADMIN_PASSWORD, SEED_DEMO: '1' };
        const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
        await Promise.all([waitUntilHealthy(a!), waitUntilHealthy(b!)]);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
          expect(await count(`select count(*) as n from users where username = 'admin'`)).toBe(1);
          expect(await count(`select count(*) as n from users where username = 'demo.vermieter'`)).toBe(1);
          expect(await count(`select count(*) as n from app_meta`)).toBeGreaterThanOrEqual(1);
          const properties = await count('select count(*) as n from properties');
          expect(properties).toBeGreaterThan(0);
          expect(await count('select count(distinct address) as n from properties')).toBe(properties);
        } finally {
          await client.end();
        }
        expect(await me(a!.url, await signIn(a!.url))).toBe(200);
        expect(await me(b!.url, await signIn(b!.url))).toBe(200);
      } finally {
        await killServerProcesses();
        await database.drop();
      }
    });
  });
} else {
  describe('one process per data directory', () => {
    it('stops a second process with a clear message while the first keeps serving', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'nk-data-'));
      const first = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
      await waitUntilHealthy(first);

      const second = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
      const code = await Promise.race([
        second.exited,
        new Promise((resolve) => setTimeout(() => resolve('läuft noch'), 20_000)),
      ]);
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen NebenkostenPlus-Prozess (PID ${first.child.pid}) verwendet.`,
      );
      expect(await me(first.url, await signIn(first.url))).toBe(200);
    });

    it('takes over the lock of a killed process and keeps its confirmed writes', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'nk-data-'));
      const first = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
      await waitUntilHealthy(first);
      const token = await signIn(first.url);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

      const next = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
      await waitUntilHealthy(next);
      // The session written by the killed process is still there.
      expect(await me(next.url, token)).toBe(200);
    });

    it('releases the lock on a clean stop', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'nk-data-'));
      const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
      await waitUntilHealthy(server);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    });
  });
}
