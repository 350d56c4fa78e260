import { useMutation } from '@tanstack/react-query';
import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { apiRequest } from './client.ts';
import type { Customer } from './types.ts';

/** Partial save; `user_id: null` unlinks the customer's login. */
export function updateCustomer({ id, ...body }: CustomerUpdateBody & { id: number }): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${id}`, { method: 'PUT', body });
}

export function useUpdateCustomer() {
  return useMutation({ mutationFn: updateCustomer });
}
