import { useQuery } from '@tanstack/react-query';
import type {
  DwellingBulkBody,
  DwellingCreateBody,
  DwellingRecord,
  DwellingUpdateBody,
} from '../../domain/schemas/dwellings.ts';
import { apiRequest } from './client.ts';
import type { Input } from './input.ts';

export type Dwelling = DwellingRecord;

export const propertyDwellingsKey = (propertyId: number) => ['properties', propertyId, 'dwellings'] as const;

/** All dwellings of a property in the table's order (the call answers the whole list without `limit`). */
export function usePropertyDwellings(propertyId: number) {
  return useQuery({
    queryKey: propertyDwellingsKey(propertyId),
    queryFn: ({ signal }) => apiRequest<Dwelling[]>(`/api/properties/${propertyId}/dwellings`, { signal }),
  });
}

export const createDwelling = (propertyId: number, body: Input<typeof DwellingCreateBody>) =>
  apiRequest<Dwelling>(`/api/properties/${propertyId}/dwellings`, { method: 'POST', body });
export const createDwellings = (propertyId: number, rows: Input<typeof DwellingBulkBody>['rows']) =>
  apiRequest<Dwelling[]>(`/api/properties/${propertyId}/dwellings/bulk`, { method: 'POST', body: { rows } });
export const updateDwelling = (id: number, body: Input<typeof DwellingUpdateBody>) =>
  apiRequest<Dwelling>(`/api/dwellings/${id}`, { method: 'PUT', body });
/** A dwelling with tenancies or meters answers 409 with the reason. */
export const deleteDwelling = (id: number) => apiRequest<void>(`/api/dwellings/${id}`, { method: 'DELETE' });
