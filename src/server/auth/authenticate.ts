import type { FastifyRequest } from 'fastify';
import { normalizeRole } from '../../domain/roles.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import type { SessionRow } from './session-read.ts';
import { hashToken } from './tokens.ts';

/** The actor of a valid token, and what the route's session read brought with it (null without one). */
export interface Authenticated {
  actor: Actor;
  sessionReadResult: FastifyRequest['sessionReadResult'];
}

/**
 * Resolves a bearer token to its actor; null for unknown, expired or revoked tokens. A route that
 * declares a session read (`config.sessionRead`) gets its first read from the same query.
 */
export async function authenticate(
  ctx: AppContext,
  token: string,
  req: FastifyRequest,
): Promise<Authenticated | null> {
  // A placeholder's value reaches the driver as given: the ISO form is what the column would send.
  const key = { tokenHash: hashToken(token), now: ctx.now().toISOString() };
  const read = req.routeOptions.config.sessionRead;
  const combined = read?.run(ctx.db, key, req);
  if (read && combined) {
    const found = await combined;
    return found ? { actor: actorOf(found.session), sessionReadResult: { read, value: found.value } } : null;
  }
  const row = await repo.findActiveSession(ctx.db, key);
  return row ? { actor: actorOf(row), sessionReadResult: null } : null;
}

function actorOf(row: SessionRow): Actor {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role),
  };
}
