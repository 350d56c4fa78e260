import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { customersQueryKey } from './get-customers.ts';
import type { Customer } from './types.ts';

export function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${id}`, { signal });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...customersQueryKey, id] as const,
    queryFn: ({ signal }) => getCustomer(id ?? 0, signal),
    enabled: id !== null,
  });
}
