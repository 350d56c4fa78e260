import { useMutation } from '@tanstack/react-query';
import type { ContactBody, SentResponse } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Stores the message on the server, which also mails it to the support address when SMTP is set up. */
export function submitContact(body: ContactBody): Promise<SentResponse> {
  return apiRequest<SentResponse>('/api/contact', { method: 'POST', body, endSessionOnUnauthorized: false });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
