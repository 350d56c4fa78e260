import { ErrorResponse } from '../../domain/schemas/accounts.ts';

/**
 * The error answers a write route documents: bad input, no or wrong sign-in, not found (or not
 * visible), conflict. Every one is `{ message }` in German from the one error handler.
 */
export const writeErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
} as const;
