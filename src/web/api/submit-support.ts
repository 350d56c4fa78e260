import { useMutation } from '@tanstack/react-query';
import type { SentResponse, SupportBody } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Exactly the help page's payload; the consent box is checked by the form before sending. */
export type SupportTicket = Pick<SupportBody, 'from' | 'message' | 'topic' | 'channel' | 'source'>;

export function submitSupport(ticket: SupportTicket): Promise<SentResponse> {
  return apiRequest<SentResponse>('/api/support', { method: 'POST', body: ticket });
}

export function useSubmitSupport() {
  return useMutation({ mutationFn: submitSupport });
}
