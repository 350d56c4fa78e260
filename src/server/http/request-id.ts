import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer's id may look like to be taken over: short, and harmless in logs and headers. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the one a load balancer or proxy in front sent, so that its logs and
 * ours name the same request, when it is a plain token; otherwise a new random UUID. An id sent
 * twice arrives joined with a comma and is replaced as well.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request: set before any other hook, so that answers refused early
 * (401, 404, 413) carry it too. Pino's lines carry the same id as `reqId`.
 */
export function installRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
