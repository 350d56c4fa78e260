import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand } from '../../src/server/backup/commands.ts';
import { pgliteConnection, postgresConnection } from '../../src/server/backup/session.ts';
import { applyMigrations, knownMigrations } from '../../src/server/backup/migrations.ts';
import { pgliteSnapshot, postgresSnapshot, writeBackup } from '../../src/server/backup/write-backup.ts';
import { restoreBackup } from '../../src/server/backup/restore.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createServer } from '../../src/server/server.ts';
import { ADMIN, CUSTOMER, createTestApp, type TestApp } from '../helpers/app.ts';
import { tableDigests } from '../helpers/db-digest.ts';
import { killServerProcesses, startServerProcess, waitUntilHealthy } from '../helpers/server-process.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const databases: string[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database of this file, dropped after it. */
async function newDatabase(): Promise<string> {
  const name = `backup_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  databases.push(name);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Digests of every table of a data directory or database, read through the product's client. */
async function digestsOf(target: { dataDir: string } | { url: string }) {
  const database = await openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

/** Runs an operator script as its own process, the way `npm run <name>` does. */
function runScript(name: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out, err })),
  );
}

/** SHA-256 of every file below `dir` by relative path. */
function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        hashes[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

const signIn = async (url: string) => {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.vermieter', password: 'Demo-Passwort1' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const propertiesOf = async (url: string, token: string) => {
  const res = await fetch(`${url}/api/properties`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
};

const quiet = () => {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), env: {} } };
};

afterAll(async () => {
  await killServerProcesses();
  for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

describe(`a backup of the app's database (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let file: string;
  let source: Record<string, string>;

  beforeAll(async () => {
    // The delivered demo year brings documents (bytea), numeric amounts, timestamps and jsonb.
    t = await createTestApp({}, { demoStatements: true });
    await t.login(CUSTOMER);
    file = join(work, 'app.jsonl.gz');
    const raw = t.database.raw;
    const client = raw.driver === 'postgres' ? await raw.pool.connect() : null;
    try {
      const snapshot =
        raw.driver === 'pglite' ? pgliteSnapshot(raw.client) : postgresSnapshot(postgresConnection(client!));
      await writeBackup(snapshot, raw.driver, createWriteStream(file));
    } finally {
      client?.release();
    }
    source = await tableDigests(t.ctx.db);
  });

  afterAll(async () => {
    await t.close();
    await t.dropDatabase();
  });

  it('holds every table of schema public with its rows, and the applied migrations', () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({ format: 'nebenkostenplus-backup', version: 1, source: t.database.driver });
    expect(header.migrations[0]).toBe('0000_init');
    const tables = lines.filter((l) => l.startsWith('{"table"')).map((l) => JSON.parse(l).table);
    expect(tables.sort()).toEqual(Object.keys(source).sort());
    // Parents before children: a tenant's property comes first.
    expect(tables.indexOf('properties')).toBeLessThan(tables.indexOf('tenants'));
    expect(source.statement_documents).not.toMatch(/^0 rows/);
  });

  it('restores into a new data directory with every table equal', async () => {
    const dataDir = join(work, 'restored-dir');
    const summary = await restoreBackup(file, { dataDir });
    expect(summary.rows).toBeGreaterThan(0);
    expect(await digestsOf({ dataDir })).toEqual(source);
  });

  it('restores into an empty PostgreSQL database with the same ids; new rows continue above them', async () => {
    const url = await newDatabase();
    await restoreBackup(file, { url });
    expect(await digestsOf({ url })).toEqual(source);

    // The server on the restored database neither seeds the demo nor creates the admin again.
    const server = await createServer(
      loadConfig({ DATABASE_URL: url, SEED_DEMO: '1', ADMIN_PASSWORD: ADMIN.password }),
      { serveWeb: false, demoStatements: false },
    );
    try {
      expect(server.seeded).toBe(false);
      expect(server.generatedAdminPassword).toBeUndefined();
      expect(await tableDigests(server.ctx.db)).toEqual(source);
      const login = await server.app.inject({ method: 'POST', url: '/api/login', payload: CUSTOMER });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().token}` };
      const [{ highest }] = (
        await server.ctx.db.execute<{ highest: number }>(sql`select max(id)::int as highest from properties`)
      ).rows as [{ highest: number }];
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/customer/properties',
        headers,
        payload: { street: 'Lindenweg', house_number: '3', zip: '04109', city: 'Leipzig' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().id).toBe(highest + 1);
    } finally {
      await server.close();
    }
  });

  it('refuses a data directory that is not empty and changes nothing in it', async () => {
    const dataDir = join(work, 'not-empty');
    rmSync(dataDir, { recursive: true, force: true });
    await restoreBackup(file, { dataDir });
    const before = hashFiles(dataDir);
    const { lines, io } = quiet();
    expect(await restoreCommand([file], { ...io, env: { DATA_DIR: dataDir } })).toBe(1);
    expect(lines.join('\n')).toMatch(/ist nicht leer.*nichts wurde verändert/);
    expect(hashFiles(dataDir)).toEqual(before);
  });

  it('refuses a PostgreSQL database with a table in any schema and changes nothing', async () => {
    const url = await newDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'create schema other; create table other.kept (id int); insert into other.kept values (7)',
    );
    await client.end();
    const { lines, io } = quiet();
    expect(await restoreCommand([file], { ...io, env: { DATABASE_URL: url } })).toBe(1);
    expect(lines.join('\n')).toMatch(/Zieldatenbank ist nicht leer/);
    const after = new pg.Client({ connectionString: url });
    await after.connect();
    const tables = await after.query(
      `select table_schema || '.' || table_name as t from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const kept = await after.query('select id from other.kept');
    await after.end();
    expect(tables.rows.map((r) => r.t)).toEqual(['other.kept']);
    expect(kept.rows).toEqual([{ id: 7 }]);
  });

  it('refuses a truncated, a corrupted, a foreign and a newer version file in German, target untouched', async () => {
    const bytes = readFileSync(file);
    const text = gunzipSync(bytes).toString('utf8');
    const header = JSON.parse(text.slice(0, text.indexOf('\n')));
    const cases: [string, Buffer, RegExp][] = [
      ['truncated.gz', bytes.subarray(0, Math.floor(bytes.length / 2)), /unvollständig/],
      ['cut-lines.gz', gzipSync(text.slice(0, Math.floor(text.length * 0.7))), /unvollständig/],
      [
        'changed-row.gz',
        gzipSync(text.replace('"demo.vermieter"', '"demo.vermietex"')),
        /Prüfsumme stimmt nicht/,
      ],
      ['foreign.gz', Buffer.from('PK\u0003\u0004 not a backup'), /nicht mit gzip gepackt/],
      ['other-json.gz', gzipSync('{"hello":"world"}\n'), /Format „nebenkostenplus-backup“/],
      [
        'newer.gz',
        gzipSync(
          text.replace(
            JSON.stringify(header),
            JSON.stringify({ ...header, migrations: [...header.migrations, '9999_from_the_future'] }),
          ),
        ),
        /neueren Version.*9999_from_the_future/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const path = join(work, name);
      writeFileSync(path, content);
      const dataDir = join(work, `target-${name}`);
      const { lines, io } = quiet();
      expect(await restoreCommand([path], { ...io, env: { DATA_DIR: dataDir } }), name).toBe(1);
      expect(lines.join('\n'), name).toMatch(message);
      expect(existsSync(dataDir), name).toBe(false);
    }
  });
});

describe('a backup of an older version', () => {
  it('restores into the older schema and then runs the later migrations', async () => {
    const known = knownMigrations();
    const older = await openDatabase({});
    const file = join(work, 'older.jsonl.gz');
    try {
      if (older.raw.driver !== 'pglite') throw new Error('embedded database expected');
      const connection = pgliteConnection(older.raw.client);
      await connection.transaction((tx) => applyMigrations(tx, known.slice(0, -1)));
      await connection.query(
        `insert into users (username, role, password_hash) values ('alt.nutzerin', 'customer', 'x')`,
      );
      await writeBackup(pgliteSnapshot(older.raw.client), 'pglite', createWriteStream(file));
    } finally {
      await older.close();
    }
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!);
    expect(header.migrations).toEqual(known.slice(0, -1).map((m) => m.tag));

    const dataDir = join(work, 'older-restored');
    await restoreBackup(file, { dataDir });
    const restored = await openDatabase({ dataDir });
    try {
      // The server's own migrator finds nothing left to do, and the row is there.
      await restored.migrate();
      if (restored.raw.driver !== 'pglite') throw new Error('embedded database expected');
      const connection = pgliteConnection(restored.raw.client);
      const applied = await connection.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied[0]!.n).toBe(known.length);
      const users = await connection.query<{ username: string }>('select username from users');
      expect(users).toEqual([{ username: 'alt.nutzerin' }]);
    } finally {
      await restored.close();
    }
  });
});

// Each project checks the running server of its own engine.
if (!onPostgres)
  describe('the operator commands on the embedded database', () => {
    afterEach(() => killServerProcesses());

    it('backs up through the running server while it answers, then moves to PostgreSQL leaving the directory as it was', async () => {
      const dataDir = join(work, 'live');
      const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_PASSWORD: ADMIN.password };
      const server = await startServerProcess(env);
      await waitUntilHealthy(server, 120_000);
      expect(statSync(join(dataDir, '.nebenkostenplus-backup.sock')).mode & 0o777).toBe(0o600);

      const token = await signIn(server.url);
      const properties = await propertiesOf(server.url, token);

      // Requests keep being answered while the server writes the backup.
      const file = join(work, 'live.jsonl.gz');
      const backup = runScript('backup', [file], { DATA_DIR: dataDir });
      let finished = false;
      void backup.then(() => (finished = true));
      let answered = 0;
      while (!finished) {
        const res = await fetch(`${server.url}/api/health`);
        expect(res.status).toBe(200);
        answered++;
      }
      const result = await backup;
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/über den Sicherungs-Socket/);
      // Every person's data and the password hashes: readable by the owner only.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(result.out).toMatch(
        /Sicherung geschrieben: .*live\.jsonl\.gz \(\d+ Tabellen, [\d.]+ Zeilen, [\d,]+ MB\)/,
      );
      expect(answered).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dataDir, '.nebenkostenplus-backup.sock'))).toBe(false);

      // The backup from the live server restores through the script into a new directory.
      const restored = await runScript('restore', [file], { DATA_DIR: join(work, 'live-restored') });
      expect(restored.code).toBe(0);
      expect(restored.out).toMatch(/Wiederherstellung abgeschlossen/);

      const before = hashFiles(dataDir);
      const url = await newDatabase();
      const moved = await runScript('move-to-postgres', [url], { DATA_DIR: dataDir });
      expect(moved.err).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.out).toMatch(/Umzug abgeschlossen/);
      expect(moved.out).toMatch(/DATABASE_URL/);
      expect(moved.out).not.toMatch(/ABWEICHEND/);
      expect(hashFiles(dataDir)).toEqual(before);
      const embedded = await digestsOf({ dataDir });
      expect(await digestsOf({ url })).toEqual(embedded);

      // A second move into the now filled database is refused, and nothing changes there.
      const again = await runScript('move-to-postgres', [url], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/Zieldatenbank ist nicht leer/);
      expect(await digestsOf({ url })).toEqual(embedded);

      const onPg = await startServerProcess({
        DATABASE_URL: url,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: ADMIN.password,
      });
      await waitUntilHealthy(onPg, 120_000);
      expect(await propertiesOf(onPg.url, await signIn(onPg.url))).toEqual(properties);
    });

    it('backs up a stopped data directory itself and reports a missing one in German', async () => {
      const dataDir = join(work, 'restored-dir');
      const file = join(work, 'stopped.jsonl.gz');
      const { lines, io } = quiet();
      expect(await backupCommand([file], { ...io, env: { DATA_DIR: dataDir } })).toBe(0);
      expect(lines.join('\n')).toMatch(/Sicherung geschrieben/);
      expect(await backupCommand([file], { ...io, env: { DATA_DIR: dataDir } })).toBe(1);
      expect(lines.at(-1)).toMatch(/gibt es bereits/);
      expect(
        await backupCommand([join(work, 'x.gz')], { ...io, env: { DATA_DIR: join(work, 'nothing') } }),
      ).toBe(1);
      expect(lines.at(-1)).toMatch(/keine Datenbank/);
    });
  });

if (onPostgres)
  describe('the operator commands on PostgreSQL', () => {
    afterEach(() => killServerProcesses());

    it('backs up a running server consistently and serves the same data from the restored directory', async () => {
      const url = await newDatabase();
      const server = await startServerProcess({
        DATABASE_URL: url,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: ADMIN.password,
      });
      await waitUntilHealthy(server, 120_000);
      const file = join(work, 'pg-live.jsonl.gz');
      const backup = await runScript('backup', [file], { DATABASE_URL: url });
      expect(backup.code).toBe(0);
      expect(backup.out).toMatch(/Sicherung geschrieben/);
      const token = await signIn(server.url);
      const properties = await propertiesOf(server.url, token);
      const dataDir = join(work, 'pg-restored');
      const restored = await runScript('restore', [file], { DATA_DIR: dataDir });
      expect(restored.code).toBe(0);
      const onDir = await startServerProcess({
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: ADMIN.password,
      });
      await waitUntilHealthy(onDir, 120_000);
      expect(await propertiesOf(onDir.url, await signIn(onDir.url))).toEqual(properties);
    });
  });
