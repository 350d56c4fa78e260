import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Driver } from '../db/client.ts';

/** One connection's queries: the same SQL runs on the embedded database and on PostgreSQL. */
export interface Session {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Connection extends Session {
  driver: Driver;
  /**
   * Runs `work` in one transaction on this connection. `snapshot`: REPEATABLE READ, so every
   * statement sees the database as at the first one (read only where the engine allows it).
   */
  transaction<T>(work: (tx: Session) => Promise<T>, options?: { snapshot?: boolean }): Promise<T>;
}

export function postgresConnection(client: pg.ClientBase): Connection {
  const session: Session = {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
  return {
    driver: 'postgres',
    ...session,
    async transaction(work, options = {}) {
      await client.query(options.snapshot ? 'begin isolation level repeatable read read only' : 'begin');
      try {
        const result = await work(session);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * PGlite runs one statement at a time for the whole process; its `transaction` holds that one
 * connection until the work ends, so nothing else interleaves with it.
 */
export function pgliteConnection(client: PGlite): Connection {
  return {
    driver: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    transaction: (work, options = {}) =>
      client.transaction(async (tx) => {
        // Temporary copies are written in the snapshot on the embedded database, so not read only.
        if (options.snapshot) await tx.query('set transaction isolation level repeatable read');
        return work({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        });
      }),
  };
}
