import type { FastifyReply } from 'fastify';

/**
 * Aborted when the client closes the connection before its answer was sent, so work that waits in
 * a queue for it can give its place up.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
