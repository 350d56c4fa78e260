import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';

/** What finds the request's session in a query: the token's hash and the time it must be valid at (ISO). */
export interface SessionKey {
  tokenHash: string;
  now: string;
}

/** The session's columns, as every session lookup returns them. */
export interface SessionRow {
  sessionId: number;
  userId: number;
  username: string;
  email: string | null;
  role: string;
}

/** A session found by its key, with what the read asked together with it. */
export interface SessionAndValue<T> {
  session: SessionRow;
  value: T;
}

/**
 * A route's first read, asked in the same query as the session lookup: one round trip to the
 * database instead of two on the screens' most frequent reads. Within that query the read's rows
 * are limited by the session's own role and user, under the same conditions the route's use case
 * applies with `scopeOf`. The hook runs it instead of the plain session lookup
 * (`config.sessionRead`), before anything else of the request, so the order of the answers stays
 * that of every route: 401, then 403, then 400 for the request's values.
 *
 * `run` gives null when the request's values do not fit the route's schema; the hook then looks up
 * the session alone and the route's validation answers 400. It gives undefined when the token has
 * no active session.
 */
export interface SessionRead<T> {
  run(db: Db, key: SessionKey, req: FastifyRequest): Promise<SessionAndValue<T> | undefined> | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's first read, asked with the session lookup (`SessionRead`). */
    sessionRead?: SessionRead<unknown>;
  }
  interface FastifyRequest {
    /** What the route's session read brought; null when it did not run. */
    sessionReadResult: { read: SessionRead<unknown>; value: unknown } | null;
  }
}

/**
 * A session read of a route whose path parameters (`params`) or query string (`query`) the read
 * takes, checked with the schema the route validates them with: a request the route refuses with
 * 400 never reaches the read's query.
 */
export function sessionRead<S extends z.ZodType, T>(
  input: { params: S } | { query: S },
  read: (db: Db, key: SessionKey, values: z.output<S>) => Promise<SessionAndValue<T> | undefined>,
): SessionRead<T> {
  const [part, schema] =
    'params' in input ? (['params', input.params] as const) : (['query', input.query] as const);
  return {
    run(db, key, req) {
      const parsed = schema.safeParse(req[part]);
      return parsed.success ? read(db, key, parsed.data) : null;
    },
  };
}

/**
 * What the route's declared session read brought. A route asking for a read it does not declare
 * is a programming error: the server answers 500 and logs it.
 */
export function sessionReadValue<T>(req: FastifyRequest, read: SessionRead<T>): T {
  const result = req.sessionReadResult;
  if (!result || result.read !== read)
    throw new Error(`${req.routeOptions.url}: the route reads a session read it does not declare`);
  return result.value as T;
}
