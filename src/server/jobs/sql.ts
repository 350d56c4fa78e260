import type PgBoss from 'pg-boss';
import type { Db, RawClient } from '../db/client.ts';

/** A drizzle transaction; a job sent through it is committed or rolled back with the rows beside it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Executor = PgBoss.Db;

/**
 * pg-boss writes its own SQL and hands it to one function, `executeSql(text, values)`. Here it
 * runs on the application's connections instead of a second pool: on PostgreSQL the app's pool,
 * on PGlite its one embedded connection.
 */
export function databaseExecutor(raw: RawClient): Executor {
  if (raw.driver === 'postgres') {
    const { pool } = raw;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const { client } = raw;
  return {
    async executeSql(text, values) {
      // pg-boss creates and migrates its schema in one parameterless script (BEGIN … COMMIT of many
      // statements); only the simple protocol behind `exec` takes several statements at once.
      // PGlite's `exec` and `query` both wait for a running transaction of the app to end, so the
      // queue's polling never lands inside one.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * Runs pg-boss's statement inside the caller's transaction. Its session takes the text with its
 * `$n` placeholders and the values as they are, on either driver. Only single statements with
 * values pass through here (sending a job), never pg-boss's multi-statement scripts.
 */
export function transactionExecutor(tx: Db | Tx): Executor {
  return {
    async executeSql(text, values = []) {
      const result = await tx._.session
        .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
        .execute();
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
