import { useQuery } from '@tanstack/react-query';
import type { ReadingsTable, ReadingsTableSaveBody } from '../../domain/schemas/readings-table.ts';
import { apiRequest } from './client.ts';
import type { Input } from './input.ts';

export type { ReadingsTable };
export type ReadingsTableRow = ReadingsTable['rows'][number];

export const readingsTableKey = (propertyId: number, year: number) =>
  ['readings-table', propertyId, year] as const;

const tablePath = (propertyId: number, year: number) =>
  `/api/properties/${propertyId}/readings-table?year=${year}`;

export function useReadingsTable(propertyId: number | null, year: number) {
  return useQuery({
    queryKey: readingsTableKey(propertyId ?? 0, year),
    queryFn: ({ signal }) => apiRequest<ReadingsTable>(tablePath(propertyId!, year), { signal }),
    enabled: propertyId !== null,
  });
}

export const saveReadingsTable = (
  propertyId: number,
  year: number,
  body: Input<typeof ReadingsTableSaveBody>,
) => apiRequest<ReadingsTable>(tablePath(propertyId, year), { method: 'PUT', body });
