import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/roles.ts';
import type { AppContext } from '../context.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { authenticate } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on the route; others get 403 before the body is validated. */
    roles?: readonly Role[];
  }
}

/**
 * A route is public when its schema declares `security: []` — the same marker that makes the
 * OpenAPI description show it without a lock, so documentation and enforcement cannot disagree.
 */
export function isPublicRoute(req: FastifyRequest): boolean {
  const security = (req.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Derives the actor from the bearer token on every API request; body fields never do.
 * Non-public routes answer 401 here, and routes that declare `config.roles` answer 403 to other
 * roles, both before body validation, so a caller learns nothing about what a valid request
 * would look like.
 */
export function installAuthHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    req.actor = null;
    if (!req.url.startsWith('/api/')) return;
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match?.[1]) req.actor = await authenticate(ctx, match[1]);
    const known = req.routeOptions.url !== undefined;
    if (known && !req.actor && !isPublicRoute(req) && !req.url.startsWith('/api/docs'))
      throw new UnauthorizedError();
    const roles = req.routeOptions.config.roles;
    if (roles && req.actor && !roles.includes(req.actor.role)) throw new ForbiddenError();
  });
}
