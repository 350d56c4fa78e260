import { errorTexts } from '../../../domain/texts/index.ts';
import { ApiError } from '../../api/api-error.ts';

/** The server's message, else the generic login failure; an unreachable or broken server gets the network text, so nobody retries a password that was never checked. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.isNetworkError || error.status >= 500) return errorTexts.network;
  }
  return errorTexts.loginFailed;
}
