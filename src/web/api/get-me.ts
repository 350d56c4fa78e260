import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { MeResponse } from './types.ts';

export const meQueryKey = ['me'] as const;

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/me', { signal });
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}
