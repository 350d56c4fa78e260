import { errorTexts } from '../../domain/texts/index.ts';
import { normalizeRole } from '../../domain/roles.ts';
import type { AppContext } from '../context/app-context.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../domain/errors.ts';
import { registerTexts } from '../../domain/texts/accounts.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import { admitPasswordCheck, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import * as limiter from '../rate-limit/limiter.ts';
import { newToken } from './tokens.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords per account (username and e-mail are one account) within the window. */
export const LOGIN_MAX_FAILURES = 5;
/**
 * Wrong passwords per client address within the window: larger, because a whole office or a
 * mobile carrier may share one address, and because one account's guesses reach it at most
 * LOGIN_MAX_FAILURES times, so only guessing across many accounts (password spraying) closes it.
 */
export const LOGIN_ADDRESS_MAX_FAILURES = 50;

export interface LoginResult {
  token: string;
  user: { id: number; username: string; email: string | null; role: Actor['role'] };
}

const normalizeLogin = (login: string) => login.trim().toLowerCase();

/**
 * Checks a password against the sign-in limits: the attempt first takes a place in the account's
 * budget and then in the address's budget, each in one atomic statement, and only an attempt with a
 * place reaches the password check (429 otherwise); then it takes a place in the argon2 queue (429
 * with Retry-After when its answer would come too late), so a locked account costs no queue place.
 * A correct password clears the account's count and gives the address's place back. An attempt whose password is never checked (no room in the
 * queue, client gone while waiting) counts nothing: it tells nothing about the password, and
 * counting it would let a crowd of honest sign-ins lock accounts. Sign-in and the
 * re-authentication of a signed-in user (an e-mail change) share these budgets, so neither can be
 * used to guess past the other's limit.
 */
export async function passwordWithinLimits(
  ctx: AppContext,
  user: { id: number; passwordHash: string | null } | undefined,
  login: string,
  password: string,
  ip: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const now = ctx.now();
  const account: limiter.Limit = {
    key: user ? `login:account:${user.id}` : `login:name:${normalizeLogin(login)}`,
    max: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
  };
  const address: limiter.Limit = {
    key: `login:address:${ip}`,
    max: LOGIN_ADDRESS_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
  };
  if (!(await limiter.consume(ctx.db, account, now)))
    throw new TooManyRequestsError(errorTexts.tooManyAttempts);
  if (!(await limiter.consume(ctx.db, address, now))) {
    // This attempt never reached the password check; it must not count against the account.
    await limiter.release(ctx.db, account);
    throw new TooManyRequestsError(errorTexts.tooManyAttempts);
  }

  let ok: boolean;
  try {
    const place = admitPasswordCheck(ip, signal);
    ok = await verifyPassword(user?.passwordHash ?? null, password, place);
  } catch (error) {
    // Refused or dropped while waiting: the password was never checked, so both places go back.
    await limiter.release(ctx.db, account);
    await limiter.release(ctx.db, address);
    throw error;
  }
  await repo.recordLoginAttempt(ctx.db, login, ip, ok, now);
  if (user && ok) {
    await limiter.clear(ctx.db, account);
    await limiter.release(ctx.db, address);
  }
  return ok && user !== undefined;
}

/**
 * Signs in with username or e-mail. Every attempt takes a place in the account's and the address's
 * budget before the password is checked (`passwordWithinLimits`): 20 parallel wrong guesses check
 * the password at most 5 times. The account is counted before the address so that guesses at one
 * account never use up the address budget of others. A correct password clears the account's count and gives the address's place
 * back, so colleagues behind one address who sign in correctly never lock each other out.
 * Unknown usernames have budgets of their own and the same work, so answers reveal no accounts.
 */
export async function login(
  ctx: AppContext,
  login: string,
  password: string,
  ip: string,
  signal?: AbortSignal,
): Promise<LoginResult> {
  const now = ctx.now();
  const user = await repo.findUserByLogin(ctx.db, login);
  const ok = await passwordWithinLimits(ctx, user, login, password, ip, signal);
  if (!user || !ok) throw new UnauthorizedError(errorTexts.loginFailed);
  // Only a correct password learns that the sign-up waits for its confirmation.
  if (user.registrationPending) throw new ForbiddenError(registerTexts.confirmFirst);

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
