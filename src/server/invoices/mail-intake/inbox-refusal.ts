import { DomainError, type DomainErrorCode } from '../../../domain/errors.ts';

/**
 * Whether the inbox refused a mail's files for good: the files break its rules or the property is
 * gone, and sending them again cannot help, so the sender's server should give up (554) rather
 * than try again for days. Everything else (database, workers, the inbox's own limits) may pass,
 * and is answered 451.
 */
const PERMANENT: ReadonlySet<DomainErrorCode> = new Set([
  'invalid',
  'unsupported_content',
  'refused',
  'not_found',
  'forbidden',
  'conflict',
]);

export const refusedForGood = (error: unknown): boolean =>
  error instanceof DomainError && PERMANENT.has(error.code);
