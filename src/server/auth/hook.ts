import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { ForbiddenError, UnauthorizedError } from '../../domain/errors.ts';
import { accessOf } from './access.ts';
import { authenticate } from './authenticate.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Decides authorization on the route that matched, before its body is validated, so a caller
 * without the right learns nothing about what a valid request would look like:
 * - at registration every route gets its access (`accessOf`); an undeclared API route fails the start;
 * - per request the actor comes from the bearer token alone (body fields such as `_actor` never count);
 *   a protected route answers 401 without a valid token and 403 to a role it does not list;
 * - a route may have its first read asked together with the session lookup (`session-read.ts`).
 * Requests that match no route go to the not-found handler, which serves no data.
 */
export function installAuthHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionReadResult', null);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: accessOf(route) };
  });
  app.addHook('onRequest', async (req) => {
    req.actor = null;
    req.sessionReadResult = null;
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const authenticated = token ? await authenticate(ctx, token, req) : null;
    if (authenticated) {
      req.actor = authenticated.actor;
      req.sessionReadResult = authenticated.sessionReadResult;
    }
    if (access?.kind === 'public') return;
    if (!req.actor) throw new UnauthorizedError();
    if (!access || !access.roles.includes(req.actor.role)) throw new ForbiddenError();
  });
}
