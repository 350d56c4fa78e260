import { normalizeRole } from '../../domain/roles.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { displayNameOf } from './display-name.ts';
import * as repo from './repository.ts';
import { hashToken } from './tokens.ts';

/**
 * Resolves a bearer token to its actor; null for unknown, expired or revoked tokens. With
 * `displayName` (routes that answer with it, `config.displayName`) the same query brings the name.
 */
export async function authenticate(
  ctx: AppContext,
  token: string,
  options: { displayName?: boolean } = {},
): Promise<Actor | null> {
  const hash = hashToken(token);
  if (options.displayName) {
    const row = await repo.findActiveSessionWithName(ctx.db, hash, ctx.now());
    if (!row) return null;
    const actor = actorOf(row);
    return { ...actor, displayName: displayNameOf(actor, row.name) };
  }
  const row = await repo.findActiveSession(ctx.db, hash, ctx.now());
  return row ? actorOf(row) : null;
}

function actorOf(row: {
  sessionId: number;
  userId: number;
  username: string;
  email: string | null;
  role: string;
}): Actor {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role),
  };
}
