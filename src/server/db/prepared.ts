import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A hot query built and prepared once per database handle instead of on every call: Drizzle then
 * skips assembling the SQL text (which cost about a fifth of the server's CPU on the hot reads),
 * and on PostgreSQL the named statement is parsed and planned once per pooled connection. Values
 * go in through `sql.placeholder`. A statement belongs to the handle it was prepared on, so the
 * cache is keyed by the handle (tests open many databases in one process), and by `variant` for
 * queries whose shape depends on the caller (the actor's scope, an optional filter): every variant
 * is its own statement with its own name, because PostgreSQL ties a name to one SQL text per
 * connection.
 *
 * Inside a transaction the statement is prepared on the transaction's connection for that call
 * only: a statement of the pool handle would run outside the transaction.
 */
export function preparedVariants<V extends string, S>(
  build: (db: Db, variant: V) => S,
): (db: Db, variant: V) => S {
  const cache = new WeakMap<Db, Map<V, S>>();
  return (db, variant) => {
    if (is(db, PgTransaction)) return build(db, variant);
    let statements = cache.get(db);
    if (!statements) {
      statements = new Map();
      cache.set(db, statements);
    }
    let statement = statements.get(variant);
    if (statement === undefined) {
      statement = build(db, variant);
      statements.set(variant, statement);
    }
    return statement;
  };
}

/**
 * Name of a statement Drizzle prepares but PostgreSQL does not keep: it parses and plans it anew on
 * every call, with that call's values. For list pages, whose best plan depends on the page size
 * and offset, a plan made once for any values could be much worse than the one made for these.
 * PGlite ignores names.
 */
export const UNNAMED = '';

/** A hot query of one shape, prepared once per database handle (see `preparedVariants`). */
export function preparedStatement<S>(build: (db: Db) => S): (db: Db) => S {
  const variants = preparedVariants((db: Db, _variant: 'only') => build(db));
  return (db) => variants(db, 'only');
}
