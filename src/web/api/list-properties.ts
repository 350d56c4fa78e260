import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiListRequest, type ListPage } from './client.ts';
import { listQueryString, type ListParams } from './list-params.ts';
import type { PropertyListItem, PropertyStatus } from './types.ts';

export interface PropertyListParams extends ListParams {
  status?: PropertyStatus;
}

export const propertyListQueryKey = (params: PropertyListParams) => ['properties', 'list', params] as const;

/** One page of properties of one status, searched by address, customer or company on the server. */
export function listProperties(
  params: PropertyListParams,
  signal?: AbortSignal,
): Promise<ListPage<PropertyListItem>> {
  return apiListRequest<PropertyListItem>(`/api/properties${listQueryString({ ...params })}`, { signal });
}

export function usePropertyList(params: PropertyListParams) {
  return useQuery({
    queryKey: propertyListQueryKey(params),
    queryFn: ({ signal }) => listProperties(params, signal),
    placeholderData: keepPreviousData,
  });
}
