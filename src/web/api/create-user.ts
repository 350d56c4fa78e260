import { useMutation } from '@tanstack/react-query';
import type { UserRecord } from '../../domain/schemas/records.ts';
import type { UserCreateBody } from '../../domain/schemas/users.ts';
import { apiRequest } from './client.ts';

/** Without a password the server picks a random one; a 409 means username or e-mail is taken. */
export function createUser(body: UserCreateBody): Promise<UserRecord> {
  return apiRequest<UserRecord>('/api/users', { method: 'POST', body });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
