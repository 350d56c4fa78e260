import { useMutation } from '@tanstack/react-query';
import { signInAt, type LoginCredentials } from './login.ts';
import type { LoginResponse } from './types.ts';

/** Sign-in of the free-demo page; the server accepts the fixed demo tenant only. */
export function demoLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  return signInAt('/api/demo/login', credentials);
}

export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin });
}
