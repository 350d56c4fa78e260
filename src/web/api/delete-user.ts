import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** Protected accounts and the admin's own login answer 409 with the reason. */
export function deleteUser(id: number): Promise<void> {
  return apiRequest<void>(`/api/users/${id}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
