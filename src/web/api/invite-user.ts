import { useMutation } from '@tanstack/react-query';
import type { InviteResponse } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Answers the set-password link and whether a mail went out (`sent` is false without SMTP). */
export function inviteUser({ id, email }: { id: number; email?: string | null }): Promise<InviteResponse> {
  return apiRequest<InviteResponse>(`/api/users/${id}/invite`, { method: 'POST', body: { email } });
}

export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser });
}
