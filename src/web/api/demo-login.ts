import { useMutation } from '@tanstack/react-query';
import type { LoginCredentials } from './login.ts';
import { apiRequest } from './client.ts';
import type { LoginResponse } from './types.ts';

/** Sign-in of the free-demo page; the server accepts the fixed demo tenant only. */
export function demoLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  // A refusal answers 401 with the message for the form, not an expired session.
  return apiRequest<LoginResponse>('/api/demo/login', {
    method: 'POST',
    body: credentials,
    endSessionOnUnauthorized: false,
  });
}

export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin });
}
