import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiListRequest, type ListPage } from './client.ts';
import { listQueryString, type ListParams } from './list-params.ts';
import type { Customer } from './types.ts';

/** One page of customers, searched on the server; the previous page stays visible while the next loads. */
export function listCustomers(params: ListParams, signal?: AbortSignal): Promise<ListPage<Customer>> {
  return apiListRequest<Customer>(`/api/customers${listQueryString({ ...params })}`, { signal });
}

export function useCustomerList(params: ListParams) {
  return useQuery({
    queryKey: ['customers', 'list', params] as const,
    queryFn: ({ signal }) => listCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}
