import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailChangeConfirmBody,
  EmailChangeConfirmResponse,
  EmailChangePending,
} from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

export const emailChangePendingQueryKey = ['account', 'email-change'] as const;

/** The signed-in login's new address that still waits for its confirmation. */
export function useEmailChangePending() {
  return useQuery({
    queryKey: emailChangePendingQueryKey,
    queryFn: ({ signal }) => apiRequest<EmailChangePending>('/api/account/email-change', { signal }),
  });
}

/**
 * Takes the new address through the mailed link. Public: the link may be opened signed out or in
 * another browser, so a 401 here never ends a session. Used, expired or unknown links answer 400,
 * an address another login took meanwhile 409.
 */
export function confirmEmailChange(body: EmailChangeConfirmBody): Promise<EmailChangeConfirmResponse> {
  return apiRequest<EmailChangeConfirmResponse>('/api/email-change/confirm', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
}

/** On success every cached answer may name the old address, so all of them are fetched again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
