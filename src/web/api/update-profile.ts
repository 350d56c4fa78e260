import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import type { CustomerProfileRecord } from '../../domain/schemas/records.ts';
import type { EmailChangePending } from '../../domain/schemas/accounts.ts';
import { apiRequest } from './client.ts';
import { emailChangePendingQueryKey } from './email-change.ts';
import { customersQueryKey } from './get-customers.ts';
import type { Customer } from './types.ts';

/**
 * The customer's own profile: the fields given. A new e-mail address needs `current_password`
 * (400 without, 403 when wrong) and waits for its confirmation: the answer keeps `email` and names
 * the new one in `email_change_pending`.
 */
export function updateProfile(id: number, body: CustomerUpdateBody): Promise<CustomerProfileRecord> {
  return apiRequest<CustomerProfileRecord>(`/api/customers/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached profile and pending address, so the screen shows both at once. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) => updateProfile(id, body),
    onSuccess: ({ email_change_pending, ...customer }) => {
      queryClient.setQueryData(customersQueryKey, (list: Customer[] | undefined) =>
        list ? list.map((c) => (c.id === customer.id ? customer : c)) : [customer],
      );
      if (email_change_pending !== undefined)
        queryClient.setQueryData<EmailChangePending>(emailChangePendingQueryKey, { email_change_pending });
    },
  });
}
