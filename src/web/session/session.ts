import { normalizeRole, type Role } from '../../domain/roles.ts';

export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  role: Role;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** Local storage key of the signed-in session (kept in local storage so it survives a reload and other tabs share it; cleared on logout). */
export const SESSION_STORAGE_KEY = 'nk.session';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Anything malformed counts as signed out, so a damaged entry can never lock the user out of the sign-in. */
export function parseSession(raw: string | null): Session | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return null;
  const user = value.user;
  if (!isRecord(user) || typeof user.id !== 'number' || typeof user.username !== 'string') return null;
  return {
    token: value.token,
    user: {
      id: user.id,
      username: user.username,
      email: typeof user.email === 'string' ? user.email : null,
      role: normalizeRole(typeof user.role === 'string' ? user.role : null),
    },
  };
}

function readStorage(): Session | null {
  try {
    return parseSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

// One cached snapshot, because useSyncExternalStore needs a stable reference between changes.
let current: Session | null | undefined;
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readStorage();
  return current;
}

export function saveSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  publish(session);
}

/**
 * `silent` removes the stored session without telling the mounted app; the
 * logout uses it right before a full page load, so the route gate never sees
 * a signed-out user on a protected path and sends them to /login instead of /.
 */
export function clearSession(options: { silent?: boolean } = {}): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  if (options.silent) return;
  if (current !== null) publish(null);
}

// A sign-in or logout in another tab must reach this tab too.
function onStorage(event: StorageEvent): void {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) publish(readStorage());
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
