import { useMutation } from '@tanstack/react-query';
import type { DemoRequestBody, SentResponse } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';

/** Records the request and mails the demo access; `sent` is false when no SMTP server is configured. */
export function requestDemo(body: DemoRequestBody): Promise<SentResponse> {
  return apiRequest<SentResponse>('/api/demo/request', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
}

export function useRequestDemo() {
  return useMutation({ mutationFn: requestDemo });
}
