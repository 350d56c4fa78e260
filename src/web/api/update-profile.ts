import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { apiRequest } from './client.ts';
import { customersQueryKey } from './get-customers.ts';
import type { Customer } from './types.ts';

/** The customer's own profile: the fields given; 409 when the e-mail address is taken. */
export function updateProfile(id: number, body: CustomerUpdateBody): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached profile, so the screen shows the saved value at once. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) => updateProfile(id, body),
    onSuccess: (customer) => {
      queryClient.setQueryData(customersQueryKey, (list: Customer[] | undefined) =>
        list ? list.map((c) => (c.id === customer.id ? customer : c)) : [customer],
      );
    },
  });
}
