import { useQuery } from '@tanstack/react-query';
import type { DwellingOccupancyRecord } from '../../domain/schemas/occupancy.ts';
import { apiRequest } from './client.ts';

/** What the tenant forms need of a dwelling: which one it is (the dwellings' call has more). */
export interface DwellingOption {
  id: number;
  label: string;
  area_m2: number | null;
}

export const propertyDwellingsKey = (propertyId: number) => ['properties', propertyId, 'dwellings'] as const;

/**
 * The dwellings of a property, for the "Wohnung" select of the tenant forms. Without them (none
 * yet, or a server without the call) the forms leave the select out and the server derives the
 * dwelling from floor and area.
 */
export function usePropertyDwellings(propertyId: number | null) {
  return useQuery({
    queryKey: propertyDwellingsKey(propertyId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<DwellingOption[]>(`/api/properties/${propertyId}/dwellings`, { signal });
      } catch {
        return [] as DwellingOption[];
      }
    },
    enabled: propertyId !== null,
    retry: false,
  });
}

export const occupancyKey = (propertyId: number, year: number) =>
  ['properties', propertyId, 'occupancy', year] as const;

/** Who lives where in the year, per dwelling, with the vacancies. */
export function useOccupancy(propertyId: number, year: number) {
  return useQuery({
    queryKey: occupancyKey(propertyId, year),
    queryFn: ({ signal }) =>
      apiRequest<DwellingOccupancyRecord[]>(`/api/properties/${propertyId}/occupancy?year=${year}`, {
        signal,
      }),
  });
}
