import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Customer } from './types.ts';

export const customersQueryKey = ['customers'] as const;

/** Admins get every customer; a customer gets its own record only. */
export function getCustomers(signal?: AbortSignal): Promise<Customer[]> {
  return apiRequest<Customer[]>('/api/customers', { signal });
}

export function useCustomers() {
  return useQuery({ queryKey: customersQueryKey, queryFn: ({ signal }) => getCustomers(signal) });
}
