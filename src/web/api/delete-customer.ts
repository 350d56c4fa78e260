import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** A customer that still has properties answers 409 with the reason. */
export function deleteCustomer(id: number): Promise<void> {
  return apiRequest<void>(`/api/customers/${id}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  return useMutation({ mutationFn: deleteCustomer });
}
