import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticate } from './service.ts';

/** Derives the actor from the bearer token on every API request; body fields never do. */
export function installAuthHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    req.actor = null;
    if (!req.url.startsWith('/api/')) return;
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match?.[1]) req.actor = await authenticate(ctx, match[1]);
  });
}
