import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Tenant } from './types.ts';

export const tenantsQueryKey = ['tenants'] as const;

/** A tenant gets only its own tenancies. */
export function getTenants(signal?: AbortSignal): Promise<Tenant[]> {
  return apiRequest<Tenant[]>('/api/tenants', { signal });
}

export function useTenants() {
  return useQuery({ queryKey: tenantsQueryKey, queryFn: ({ signal }) => getTenants(signal) });
}
