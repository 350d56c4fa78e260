import { useQuery } from '@tanstack/react-query';
import type { PasswordResetValidateResponse } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

export function validatePasswordToken(
  token: string,
  signal?: AbortSignal,
): Promise<PasswordResetValidateResponse> {
  return apiRequest<PasswordResetValidateResponse>(
    `/api/password-reset/validate?token=${encodeURIComponent(token)}`,
    { signal, endSessionOnUnauthorized: false },
  );
}

/**
 * Whether a reset or invitation link can still be used. Never cached beyond the screen: a link
 * is single use, so an old "valid" answer must not outlive the password change.
 */
export function useValidatePasswordToken(token: string | null) {
  return useQuery({
    queryKey: ['password-reset', 'validate', token] as const,
    queryFn: ({ signal }) => validatePasswordToken(token ?? '', signal),
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
