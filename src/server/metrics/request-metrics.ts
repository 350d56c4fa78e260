import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/** The route label of a request that matched no route (404 of an unknown path). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route's pattern as registered (`/api/properties/:id`): a label per raw URL would create a
 * series per id and let any client grow the server's memory with made-up paths.
 */
export function routeLabel(req: FastifyRequest): string {
  return req.is404 ? UNMATCHED_ROUTE : (req.routeOptions.url ?? UNMATCHED_ROUTE);
}

/** Observes every answer's duration, from the request's arrival to the last byte handed to Node. */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(
      { method: req.method, route: routeLabel(req), statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
