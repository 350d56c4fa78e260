/**
 * Errors of the product's rules, thrown by the domain and the server's use cases. Each carries a
 * code saying what kind of failure it is and, where it has one, the German sentence to show; the
 * server turns the code into an HTTP status in one place (`server/http/error-handler.ts`), which
 * also supplies the catalogue's standard sentence when an error brings none. The domain knows
 * no HTTP.
 */
export type DomainErrorCode =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** Not signed in, or the session is over (401). */
  | 'unauthenticated'
  /** Signed in, but not allowed to do this (403). */
  | 'forbidden'
  /** The thing does not exist, or is not visible to this user (404). */
  | 'not_found'
  /** The request contradicts the current state (409). */
  | 'conflict'
  /** The body is not of the kind the operation reads (415). */
  | 'unsupported_content'
  /** The body, or a file in it, is larger than the operation takes (413). */
  | 'too_large'
  /** Understood, but refused on its content (422), e.g. an implausible gateway reading. */
  | 'refused'
  /** Too many requests of this kind for now (429). */
  | 'rate_limited'
  /** Our side failed to keep what was sent (500). */
  | 'not_stored'
  /** A system we depend on cannot be reached (503), e.g. a meter gateway. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message = '',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('invalid', message, details);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message?: string) {
    super('unauthenticated', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message?: string) {
    super('forbidden', message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message?: string) {
    super('not_found', message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}
/** Too many requests for now (429); with `retryAfterSeconds` when the wait is known. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super('rate_limited', message);
  }
}

/**
 * No capacity for this request now (503): the work it brings is already running as often as the
 * server allows. The client may try again after `retryAfterSeconds`.
 */
export class ServerBusyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('unavailable', message);
  }
}
