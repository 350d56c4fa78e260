import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../runtime/locations.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startFromTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

/**
 * Both drivers expose the same PostgreSQL query builder; repositories are typed against
 * this common base so that one query runs unchanged on PGlite and on a PostgreSQL server.
 */

/** Also given to the bare server of the start-up benchmark, so that both hold the same buffers. */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * PGlite exchanges bytea as hex text and builds it with one string (writing) or one parseInt
 * (reading) per byte: for the PDFs of a finalized year, hundreds of megabytes of garbage. Node's
 * Buffer does the same conversion natively.
 */
const BYTEA_OID = 17;
const byteaToHex = (bytes: unknown) => {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('bytea expects a Uint8Array');
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
};
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), 'hex');
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

/**
 * The driver's own client, for a library that writes its own SQL (the job queue): the pool's
 * connections on PostgreSQL, the one embedded connection on PGlite.
 */
export type RawClient = { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; client: PGlite };

export interface Database {
  db: Db;
  driver: Driver;
  raw: RawClient;
  /**
   * Runs `work` while no other server process runs its own: on PostgreSQL under an advisory lock
   * held on one connection, so processes started together migrate and seed one after the other.
   * The embedded database needs none: its directory lock admits one process only.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** The initialised data directory an empty `dataDir` starts from; the build's beside the bundle by default. */
  pgliteTemplate?: string | undefined;
}

/**
 * Each driver is loaded only when it is used: a server on PostgreSQL never needs the embedded
 * database's code, nor the embedded one the network client's.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL-Verbindung getrennt:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      raw: { driver: 'postgres', pool },
      exclusively: (work) => withAdvisoryLock(pool, work),
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  try {
    // Under the lock: no second process copies into the directory at the same time.
    if (options.dataDir) startFromTemplate(options.dataDir, options.pgliteTemplate ?? PGLITE_TEMPLATE_DIR);
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    // The embedded database serves small installations, whose whole database fits in a few
    // megabytes: 16 MB of shared buffers instead of PostgreSQL's 128 MB, which PGlite would hold
    // inside this process (docs/performance.md).
    const pgliteOptions = {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
      serializers: { [BYTEA_OID]: byteaToHex },
      parsers: { [BYTEA_OID]: byteaFromHex },
    };
    const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
    await client.waitReady;
    const db = drizzlePglite(withLeanParsers(client) as unknown as PGlite, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      raw: { driver: 'pglite', client },
      exclusively: (work) => work(),
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

type PgliteQueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
/** Largest number of statement texts remembered; beyond it the memory starts over. */
const LEAN_PARSER_TEXTS = 1000;

/**
 * What Drizzle gets of the embedded database: its queries without their own type parsers where
 * those change nothing. PGlite copies its map of about 300 type parsers whenever a query brings
 * parsers of its own (about 0.1 ms, more than many queries take), and drizzle-orm/pglite brings
 * one fixed set with every query: dates, timestamps and intervals kept as text. They only matter
 * for a result with columns of those types, and a statement's text decides its result's types:
 * each text runs once with them, and if its result has a column but none of those types, later
 * runs go without. Results are the same; pg-boss keeps the client itself and its parsers.
 */
function withLeanParsers(client: PGlite) {
  const plain = new Map<string, boolean>();
  return {
    query(text: string, params?: unknown[], options?: PgliteQueryOptions) {
      const parsers = options?.parsers;
      if (!parsers) return client.query(text, params, options);
      if (plain.get(text)) return client.query(text, params, { ...options, parsers: undefined });
      return client.query(text, params, options).then((result) => {
        if (result.fields.length > 0) {
          if (plain.size >= LEAN_PARSER_TEXTS) plain.clear();
          plain.set(
            text,
            result.fields.every((field) => !(field.dataTypeID in parsers)),
          );
        }
        return result;
      });
    },
    transaction: client.transaction.bind(client),
  };
}

/** Any fixed number; it names the start-up lock among all advisory locks of the database. */
export const STARTUP_LOCK_KEY = 7_354_221_001;

async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
