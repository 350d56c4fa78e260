import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

export function getProperty(id: number, signal?: AbortSignal): Promise<Property> {
  return apiRequest<Property>(`/api/properties/${id}`, { signal });
}

/** Shared by `useProperty` and screens that load several properties with `useQueries`. */
export function propertyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['properties', id] as const,
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: number | null) {
  return useQuery({ ...propertyQueryOptions(id ?? 0), enabled: id !== null });
}
