import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiListRequest, type ListPage } from './client.ts';
import { listQueryString, type ListParams } from './list-params.ts';
import type { TenantListItem } from './types.ts';

/** One page of tenants with landlord and property, searched on the server. */
export function listTenants(params: ListParams, signal?: AbortSignal): Promise<ListPage<TenantListItem>> {
  return apiListRequest<TenantListItem>(`/api/tenants${listQueryString({ ...params })}`, { signal });
}

export function useTenantList(params: ListParams) {
  return useQuery({
    queryKey: ['tenants', 'list', params] as const,
    queryFn: ({ signal }) => listTenants(params, signal),
    placeholderData: keepPreviousData,
  });
}
