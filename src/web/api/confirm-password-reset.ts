import { useMutation } from '@tanstack/react-query';
import type { OkResponse, PasswordResetConfirmBody } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Sets the new password through a reset or invitation link; a used or expired link answers 400. */
export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<OkResponse> {
  return apiRequest<OkResponse>('/api/password-reset/confirm', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
