import type { RouteOptions } from 'fastify';
import { ROLES, type Role } from '../../domain/roles.ts';

/**
 * Who may call a route, decided once when the route is registered and read from the route that
 * matched a request — never from the request's URL string, which a client can spell in many ways
 * (percent-encoding, absolute form, …) that all reach the same route.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] };

/** Every signed-in role, for routes that only need a session (sign-out, own profile). */
export const SIGNED_IN: readonly Role[] = ROLES;

/** Prefix of the API; every route below it must declare its access. */
export const API_PREFIX = '/api';

/** The API description (Swagger UI and its JSON) is public documentation. */
export const API_DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on the route; others get 403 before the body is validated. */
    roles?: readonly Role[];
    /** Filled in at registration from `roles` or the public marker; the auth hook reads only this. */
    access?: RouteAccess;
  }
}

const isBelow = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * A route is public when its schema declares `security: []` — the same marker that makes the
 * OpenAPI description show it without a lock, so documentation and enforcement cannot disagree.
 */
function declaresPublic(route: Pick<RouteOptions, 'schema'>): boolean {
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Access of a route at registration. Deny by default: an API route that declares neither
 * `security: []` nor `config.roles` is a programming error and stops the server from starting.
 * Routes outside the API serve the public web app's files.
 */
export function accessOf(route: Pick<RouteOptions, 'url' | 'method' | 'schema' | 'config'>): RouteAccess {
  const roles = route.config?.roles;
  if (declaresPublic(route)) {
    if (roles) throw new Error(`${String(route.method)} ${route.url}: public route must not declare roles`);
    return { kind: 'public' };
  }
  if (roles) {
    if (roles.length === 0) throw new Error(`${String(route.method)} ${route.url}: empty role list`);
    return { kind: 'roles', roles };
  }
  if (isBelow(route.url, API_DOCS_PREFIX) || !isBelow(route.url, API_PREFIX)) return { kind: 'public' };
  throw new Error(
    `${String(route.method)} ${route.url}: API route without declared access (schema.security: [] or config.roles)`,
  );
}
