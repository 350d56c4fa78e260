import { errorTexts } from '../../domain/texts/errors.ts';

/**
 * Typed domain errors. Services throw these; the single error handler in
 * `http/error-handler.ts` maps them to HTTP status codes with `{ message }`.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, message, details);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message: string = errorTexts.unauthorized) {
    super(401, message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: string = errorTexts.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string = errorTexts.notFound) {
    super(404, message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, message);
  }
}
