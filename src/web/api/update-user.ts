import { useMutation } from '@tanstack/react-query';
import type { UserRecord } from '../../domain/schemas/records.ts';
import type { UserUpdateBody } from '../../domain/schemas/users.ts';
import { apiRequest } from './client.ts';

/** Saves username, e-mail and role; a 409 means the e-mail (or username) belongs to another login. */
export function updateUser({ id, ...body }: UserUpdateBody & { id: number }): Promise<UserRecord> {
  return apiRequest<UserRecord>(`/api/users/${id}`, { method: 'PUT', body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
