import { clearSession, getSession } from '../app/session.ts';
import { ApiError, fallbackMessage } from './api-error.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 normally means the stored token is no longer valid, so the session ends.
   * Calls that expect a 401 as an ordinary answer (sign-in, logout) switch this off.
   */
  endSessionOnUnauthorized?: boolean;
}

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The app replaces the hard reload with a router navigation once the router exists. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '')
        return new ApiError(response.status, message, true);
    }
  } catch {
    // Not JSON: fall through to the generic text for the status.
  }
  return new ApiError(response.status, fallbackMessage(response.status));
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Every API call goes through here: bearer token, `{message}` errors, session end on 401. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** One page of a list and the list's total from the `X-Total-Count` header. */
export interface Page<T> {
  items: T[];
  total: number;
}

export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const { body, headers } = await apiResponse<T[]>(path, options);
  const total = Number(headers.get('X-Total-Count'));
  return { items: body, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : body.length };
}

/** Like `apiRequest`, with the answer's headers too (paged lists carry their total in X-Total-Count). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const { method = 'GET', body, signal, endSessionOnUnauthorized = true } = options;
  const session = getSession();
  const headers = new Headers({ Accept: 'application/json' });
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled query is not a failure the user should see.
    if (signal?.aborted) throw error;
    throw new ApiError(0, fallbackMessage(0));
  }

  if (response.status === 401 && session && endSessionOnUnauthorized) {
    clearSession();
    onSessionExpired();
  }
  if (!response.ok) throw await toApiError(response);
  try {
    return { body: await readBody<T>(response), headers: response.headers };
  } catch {
    throw new ApiError(response.status, fallbackMessage(500));
  }
}
