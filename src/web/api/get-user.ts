import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '../../domain/schemas/records.ts';
import { apiRequest } from './client.ts';
import { usersQueryKey } from './get-users.ts';

export function getUser(id: number, signal?: AbortSignal): Promise<UserRecord> {
  return apiRequest<UserRecord>(`/api/users/${id}`, { signal });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: [...usersQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
