import { errorTexts } from '../../../domain/texts/index.ts';
import { ApiError } from '../../api/api-error.ts';

/** Spec 000 §8: the server's message, else the generic login failure; unreachable or broken server: the network text. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.isNetworkError || error.status >= 500) return errorTexts.network;
  }
  return errorTexts.loginFailed;
}
