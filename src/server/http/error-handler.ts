import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationProblem } from '../../domain/schemas/validation-problem.ts';
import { errorTexts, requestTexts } from '../../domain/texts/index.ts';
import { inputErrorStatus } from '../db/errors.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import {
  DomainError,
  ServerBusyError,
  TooManyRequestsError,
  type DomainErrorCode,
} from '../../domain/errors.ts';

/** Fastify's own 4xx errors, raised before a handler runs (body parsing, content type, size). */
function requestErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return requestTexts.invalidJson;
  if (error.statusCode === 415) return requestTexts.unsupportedMediaType;
  if (error.statusCode === 413) return requestTexts.payloadTooLarge;
  return errorTexts.invalidInput;
}

/**
 * Errors the router raises before any route or hook runs, so they never reach the error handler:
 * a malformed percent-encoding in the path, or a path parameter longer than the router takes.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // No hook runs before this answer, so it names its request itself.
  reply.header(REQUEST_ID_HEADER, req.id);
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: requestTexts.badUrl });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: requestTexts.urlTooLong });
  return reply.status(500).send({ message: errorTexts.serverError });
}

/**
 * The HTTP answer to each kind of domain error, and the catalogue's sentence for an error thrown
 * without its own: the only place that knows both.
 */
export const DOMAIN_ERROR_ANSWERS: Readonly<Record<DomainErrorCode, { status: number; message: string }>> = {
  invalid: { status: 400, message: errorTexts.invalidInput },
  unauthenticated: { status: 401, message: errorTexts.unauthorized },
  forbidden: { status: 403, message: errorTexts.forbidden },
  not_found: { status: 404, message: errorTexts.notFound },
  conflict: { status: 409, message: requestTexts.conflict },
  unsupported_content: { status: 415, message: requestTexts.unsupportedMediaType },
  too_large: { status: 413, message: requestTexts.payloadTooLarge },
  refused: { status: 422, message: errorTexts.invalidInput },
  rate_limited: { status: 429, message: errorTexts.actionFailed },
  not_stored: { status: 500, message: errorTexts.serverError },
  unavailable: { status: 503, message: errorTexts.serverError },
};

/** The one place where errors become HTTP answers: always `{ message }` in German. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof DomainError) {
      const answer = DOMAIN_ERROR_ANSWERS[error.code];
      if (error instanceof ServerBusyError || error instanceof TooManyRequestsError) {
        if (error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(answer.status)
        .send({ message: error.message || answer.message, ...(error.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first ? first.instancePath.split('/').filter(Boolean) : [];
      return reply.status(400).send(validationProblem(path, first?.message));
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: requestErrorMessage(error) });
    }
    // Validation should have refused the value; answered as the client's error, logged as a gap to close.
    const status = inputErrorStatus(error);
    if (status !== null) {
      req.log.error(
        { err: error },
        'Die Datenbank hat eine Eingabe abgelehnt, die die Validierung durchließ',
      );
      return reply
        .status(status)
        .send({ message: status === 409 ? requestTexts.conflict : requestTexts.databaseRejected });
    }
    req.log.error(error);
    return reply.status(500).send({ message: errorTexts.serverError });
  });
}
