import { errorTexts } from '../../domain/texts/index.ts';
import { normalizeRole } from '../../domain/roles.ts';
import type { AppContext } from '../context.ts';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from './actor.ts';
import { verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 5;

export interface LoginResult {
  token: string;
  user: { id: number; username: string; email: string | null; role: Actor['role'] };
}

export async function login(
  ctx: AppContext,
  login: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  const now = ctx.now();
  const failures = await repo.countRecentFailures(
    ctx.db,
    login,
    ip,
    new Date(now.getTime() - LOGIN_WINDOW_MS),
  );
  if (failures >= LOGIN_MAX_FAILURES) throw new TooManyRequestsError(errorTexts.tooManyAttempts);

  const user = await repo.findUserByLogin(ctx.db, login);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  await repo.recordLoginAttempt(ctx.db, login, ip, ok, now);
  if (!user || !ok) throw new UnauthorizedError(errorTexts.loginFailed);

  const { token, hash } = newToken();
  const sessionId = await repo.insertSession(
    ctx.db,
    user.id,
    hash,
    new Date(now.getTime() + ctx.config.sessionTtlMs),
  );
  const role = normalizeRole(user.role);
  await writeAudit(
    ctx.db,
    { userId: user.id, role },
    { action: 'login', entity: 'session', entityId: sessionId },
  );
  return { token, user: { id: user.id, username: user.username, email: user.email, role } };
}

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

export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await repo.revokeSession(ctx.db, actor.sessionId);
  await writeAudit(ctx.db, actor, { action: 'logout', entity: 'session', entityId: actor.sessionId });
}
