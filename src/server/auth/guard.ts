import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context/actor.ts';
import { UnauthorizedError } from '../../domain/errors.ts';

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
