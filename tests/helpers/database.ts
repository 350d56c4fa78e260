import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database for one test file: in-memory PGlite by default, or, in the api-postgres
 * project, a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
 */
export async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !base) return { url: undefined, drop: async () => {} };
  const name = `nk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
