import type { Db } from './client.ts';
import { withCompiledRows } from './row-mapper.ts';

/**
 * A hot query built and prepared once per database handle instead of on every call: Drizzle then
 * skips assembling the SQL text (which cost about a fifth of the server's CPU on the hot reads),
 * and on PostgreSQL the named statement is parsed once per pooled connection. PostgreSQL plans its
 * first five calls with their values and only then switches to one plan for all values, and only
 * where it estimates that plan no costlier (`plan_cache_mode` auto): a list page whose best plan
 * depends on its limit keeps being planned per call. Values go in through `sql.placeholder`.
 *
 * A statement belongs to the handle it was prepared on, so the cache is keyed by the handle (tests
 * open many databases in one process), and by `variant` for queries whose shape depends on the
 * caller (the actor's scope, an optional filter): every variant is its own statement with its own
 * name, because PostgreSQL ties a name to one SQL text per connection.
 *
 * Their rows are mapped by a mapper compiled once per statement (`row-mapper.ts`), a statement
 * built as one prepared query or as an object of several (a page and its count).
 *
 * A transaction's handle is a handle of its own: called with it, the statement is prepared on the
 * transaction's connection and goes with the handle (a statement of the pool would run outside it).
 */
export function preparedVariants<V extends string, S>(
  build: (db: Db, variant: V) => S,
): (db: Db, variant: V) => S {
  const cache = new WeakMap<Db, Map<V, S>>();
  return (db, variant) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = new Map();
      cache.set(db, statements);
    }
    let statement = statements.get(variant);
    if (statement === undefined) {
      statement = compiledRows(build(db, variant));
      statements.set(variant, statement);
    }
    return statement;
  };
}

/** A hot query of one shape, prepared once per database handle (see `preparedVariants`). */
export function preparedStatement<S>(build: (db: Db) => S): (db: Db) => S {
  const variants = preparedVariants((db: Db, _variant: 'only') => build(db));
  return (db) => variants(db, 'only');
}

/** The statement, or each statement of an object of statements, with its compiled row mapper. */
function compiledRows<S>(built: S): S {
  const value = built as Record<string, unknown>;
  if (value && typeof value === 'object' && !('fields' in value))
    Object.values(value).forEach(withCompiledRows);
  return withCompiledRows(built);
}
