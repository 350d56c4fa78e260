import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

export const customerPropertiesQueryKey = (customerId: number) =>
  ['customers', customerId, 'properties'] as const;

export function getCustomerProperties(customerId: number, signal?: AbortSignal): Promise<Property[]> {
  return apiRequest<Property[]>(`/api/customers/${customerId}/properties`, { signal });
}

export function useCustomerProperties(customerId: number | null) {
  return useQuery({
    queryKey: customerPropertiesQueryKey(customerId ?? 0),
    queryFn: ({ signal }) => getCustomerProperties(customerId ?? 0, signal),
    enabled: customerId !== null,
  });
}
