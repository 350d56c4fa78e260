import { errorTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';

/**
 * The text for a failed login call: a 409 is a taken address (or username, which the server
 * names), a refused input keeps the server's German reason, anything else gets the action's text.
 */
export function loginErrorText(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.status === 409)
    return error.fromServer ? error.message : errorTexts.emailInUse;
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500)
    return `${failed} ${error.message}`;
  return failed;
}
