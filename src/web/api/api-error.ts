import { errorTexts } from '../../domain/texts/index.ts';

/** A failed API call with the German message to show. Status 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when the text came from the server's `{message}`, false for a generic fallback. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Used when the server answers without a `{message}` body (proxies, crashes, empty 404s). */
export function fallbackMessage(status: number): string {
  if (status === 0) return errorTexts.network;
  if (status === 400 || status === 422) return errorTexts.invalidInput;
  if (status === 401) return errorTexts.unauthorized;
  if (status === 403) return errorTexts.forbidden;
  if (status === 404) return errorTexts.notFound;
  if (status >= 500) return errorTexts.serverError;
  return errorTexts.unknown;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : errorTexts.unknown;
}
