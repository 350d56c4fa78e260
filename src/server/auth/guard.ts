import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/roles.ts';
import type { Actor } from './actor.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook from the bearer token; null when signed out. */
    actor: Actor | null;
  }
}

export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw new UnauthorizedError();
  return req.actor;
}

export function requireRole(req: FastifyRequest, ...roles: Role[]): Actor {
  const actor = requireActor(req);
  if (!roles.includes(actor.role)) throw new ForbiddenError();
  return actor;
}
