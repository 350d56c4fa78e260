import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { tenantsQueryKey } from './get-tenants.ts';
import type { Tenant } from './types.ts';

export function getTenant(id: number, signal?: AbortSignal): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/tenants/${id}`, { signal });
}

export function useTenant(id: number | null) {
  return useQuery({
    queryKey: [...tenantsQueryKey, id] as const,
    queryFn: ({ signal }) => getTenant(id ?? 0, signal),
    enabled: id !== null,
  });
}
