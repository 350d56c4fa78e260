import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { LoginResponse } from './types.ts';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Posts credentials to a sign-in endpoint (normal or demo). */
export function signInAt(path: string, credentials: LoginCredentials): Promise<LoginResponse> {
  // Wrong credentials answer 401 with a message for the form, not an expired session.
  return apiRequest<LoginResponse>(path, {
    method: 'POST',
    body: credentials,
    endSessionOnUnauthorized: false,
  });
}

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return signInAt('/api/login', credentials);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The normal and the demo sign-in are the same mutation; the credentials form takes either. */
export type SignInMutation = ReturnType<typeof useLogin>;
