import { normalizeRole } from '../../domain/roles.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { hashToken } from './tokens.ts';

/** Resolves a bearer token to its actor; null for unknown, expired or revoked tokens. */
export async function authenticate(ctx: AppContext, token: string): Promise<Actor | null> {
  const row = await repo.findActiveSession(ctx.db, hashToken(token), ctx.now());
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role),
  };
}
