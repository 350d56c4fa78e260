import { useMutation } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

/**
 * Asks for a reset link. The answer is deliberately the same whether or not the
 * address belongs to an account, so a 404 (endpoint not deployed yet, or unknown
 * address on older servers) also counts as sent.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await apiRequest<unknown>('/api/password-reset/request', { method: 'POST', body: { email } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
