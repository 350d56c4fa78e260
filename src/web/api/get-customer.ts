import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Customer } from './types.ts';

export const customerQueryKey = (id: number) => ['customers', id] as const;

export function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${id}`, { signal });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerQueryKey(id ?? 0),
    queryFn: ({ signal }) => getCustomer(id ?? 0, signal),
    enabled: id !== null,
  });
}
