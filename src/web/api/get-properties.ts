import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

export const propertiesQueryKey = ['properties'] as const;

/** The server limits the list to what the signed-in role may see. */
export function getProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiRequest<Property[]>('/api/properties', { signal });
}

export function useProperties() {
  return useQuery({ queryKey: propertiesQueryKey, queryFn: ({ signal }) => getProperties(signal) });
}
