import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '../../domain/schemas/records.ts';
import { apiListRequest } from './client.ts';

export const usersQueryKey = ['users'] as const;

export interface UsersPageQuery {
  limit?: number;
  offset?: number;
  q?: string;
  /** A sortable field, `-field` for descending. */
  sort?: string;
}

export interface UsersPage {
  rows: UserRecord[];
  /** All matches of the search, not only this page. */
  total: number;
}

function queryString(query: UsersPageQuery): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.sort) params.set('sort', query.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Logins, paged and searched on the server; without `limit` the whole list. */
export async function getUsers(query: UsersPageQuery = {}, signal?: AbortSignal): Promise<UsersPage> {
  return apiListRequest<UserRecord>(`/api/users${queryString(query)}`, { signal });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash a spinner. */
export function useUsers(query: UsersPageQuery) {
  return useQuery({
    queryKey: [...usersQueryKey, query] as const,
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
