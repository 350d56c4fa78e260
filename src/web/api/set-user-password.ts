import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/**
 * The admin sets a password. `adminOverride` lets a simple first password through (the person
 * changes it later); without it the server's password rule applies.
 */
export function setUserPassword({
  id,
  newPassword,
  adminOverride = true,
}: {
  id: number;
  newPassword: string;
  adminOverride?: boolean;
}): Promise<OkResponse> {
  return apiRequest<OkResponse>(`/api/users/${id}/reset-password`, {
    method: 'POST',
    body: { newPassword, adminOverride },
  });
}

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
