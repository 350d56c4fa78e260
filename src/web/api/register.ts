import { useMutation } from '@tanstack/react-query';
import type {
  RegisterBody,
  RegisterConfirmBody,
  RegisterConfirmResponse,
  RegisterResponse,
} from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Signs up; the answer is the same for every address (the mail tells them apart). */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** Confirms a sign-up through its mailed link; public, so a 401 never ends a session here. */
export function confirmRegistration(body: RegisterConfirmBody): Promise<RegisterConfirmResponse> {
  return apiRequest<RegisterConfirmResponse>('/api/register/confirm', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
