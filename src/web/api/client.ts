import { clearSession, getSession } from '../session/session.ts';
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
  /** What the call expects back; JSON unless a file is downloaded. */
  accept?: string;
  /** Sends `body` (a string) as it is with this type instead of as JSON (a CSV file's text). */
  contentType?: string;
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

/** Sends the call with the bearer token; a failure becomes an `ApiError` with the German message. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal, endSessionOnUnauthorized = true, accept, contentType } = options;
  const session = getSession();
  const headers = new Headers({ Accept: accept ?? 'application/json' });
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  if (body !== undefined) headers.set('Content-Type', contentType ?? 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : contentType ? String(body) : JSON.stringify(body),
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
  return response;
}

/** Every API call goes through here: bearer token, `{message}` errors, session end on 401. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  try {
    return await readBody<T>(response);
  } catch {
    throw new ApiError(response.status, fallbackMessage(500));
  }
}

/** One page of a list and the size of the whole list, which the server sends in `X-Total-Count`. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A list call; without the header (an older server) the page is taken as the whole list. */
export async function apiListRequest<T>(path: string, options: RequestOptions = {}): Promise<ListPage<T>> {
  const response = await send(path, options);
  let rows: T[];
  try {
    rows = (await readBody<T[]>(response)) ?? [];
  } catch {
    throw new ApiError(response.status, fallbackMessage(500));
  }
  const raw = response.headers.get('X-Total-Count');
  const header = raw === null ? Number.NaN : Number(raw);
  return { rows, total: Number.isSafeInteger(header) && header >= 0 ? header : rows.length };
}

/**
 * A paged call whose answer is an object around the page (the page plus a summary); the size of
 * the whole list arrives in `X-Total-Count` as for `apiListRequest`, null without it.
 */
export async function apiPagedRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; total: number | null }> {
  const response = await send(path, options);
  let body: T;
  try {
    body = await readBody<T>(response);
  } catch {
    throw new ApiError(response.status, fallbackMessage(500));
  }
  const raw = response.headers.get('X-Total-Count');
  const header = raw === null ? Number.NaN : Number(raw);
  return { body, total: Number.isSafeInteger(header) && header >= 0 ? header : null };
}

/** How far an upload's bytes have gone out, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one file as `multipart/form-data` (part `field`) with the bearer token. It uses
 * XMLHttpRequest because `fetch` reports no upload progress; the answer is read as every other
 * call's, so a failure is the same `ApiError` with the server's German message.
 */
export function apiUpload<T>(
  path: string,
  field: string,
  file: File,
  onProgress: UploadProgress,
): Promise<T> {
  const session = getSession();
  const form = new FormData();
  form.append(field, file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, fallbackMessage(0)));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (response.status === 401 && session) {
        clearSession();
        onSessionExpired();
      }
      if (!response.ok) return void toApiError(response).then(reject);
      readBody<T>(response).then(resolve, () => reject(new ApiError(response.status, fallbackMessage(500))));
    };
    xhr.send(form);
  });
}

/** A file the server sends (PDF, ZIP) and the name it suggests for saving it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * Downloads need the bearer token like every other call, so a plain link cannot fetch them:
 * the file arrives as a blob and `saveFile` hands it to the browser.
 */
export async function apiDownload(path: string, accept: string): Promise<DownloadedFile> {
  const response = await send(path, { accept });
  try {
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
    };
  } catch {
    throw new ApiError(response.status, fallbackMessage(500));
  }
}

/** The file name of `Content-Disposition`, preferring the UTF-8 form (`filename*=`) that carries umlauts. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return safeFilename(decodeURIComponent(encoded[1].trim()));
    } catch {
      // Broken percent-encoding: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? safeFilename(name) : null;
}

/** A name for the user's download folder: no path separators or control characters from the server. */
function safeFilename(name: string): string | null {
  const cleaned = name.replace(/[\\/]|\p{Cc}/gu, '_').trim();
  return cleaned === '' ? null : cleaned;
}
