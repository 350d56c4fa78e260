import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export function logout(): Promise<void> {
  // An already expired token must not turn the logout into a trip to the sign-in page.
  return apiRequest<void>('/api/logout', { method: 'POST', endSessionOnUnauthorized: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
