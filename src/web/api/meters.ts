import type { Input } from './input.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  MeterCreateBody,
  MeterRecord,
  MeterUpdateBody,
  ReadingCreateBody,
  ReadingRecord,
  ReadingUpdateBody,
  YearlyConsumptionRecord,
} from '../../domain/schemas/meters.ts';
import { apiListRequest, apiRequest } from './client.ts';

export type { MeterRecord, ReadingRecord, YearlyConsumptionRecord };

export const metersKey = (propertyId: number) => ['meters', 'property', propertyId] as const;
export const meterKey = (id: number) => ['meters', id] as const;

export function useMeters(propertyId: number | null) {
  return useQuery({
    queryKey: metersKey(propertyId ?? 0),
    queryFn: ({ signal }) => apiRequest<MeterRecord[]>(`/api/meters?property_id=${propertyId}`, { signal }),
    enabled: propertyId !== null,
  });
}

export function useMeter(id: number | null) {
  return useQuery({
    queryKey: meterKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<MeterRecord>(`/api/meters/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export const createMeter = (body: Input<typeof MeterCreateBody>) =>
  apiRequest<MeterRecord>('/api/meters', { method: 'POST', body });
export const updateMeter = (id: number, body: Input<typeof MeterUpdateBody>) =>
  apiRequest<MeterRecord>(`/api/meters/${id}`, { method: 'PUT', body });
export const deleteMeter = (id: number) => apiRequest<void>(`/api/meters/${id}`, { method: 'DELETE' });
export const syncMeter = (id: number) =>
  apiRequest<{ message: string }>(`/api/meters/${id}/sync`, { method: 'POST' });

export const READINGS_PAGE_SIZE = 50;

export function useReadings(meterId: number, descending: boolean, offset: number) {
  const sort = descending ? '-reading_date' : 'reading_date';
  return useQuery({
    queryKey: ['readings', meterId, sort, offset] as const,
    queryFn: ({ signal }) =>
      apiListRequest<ReadingRecord>(
        `/api/meters/${meterId}/readings?sort=${sort}&limit=${READINGS_PAGE_SIZE}&offset=${offset}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMeterConsumption(meterId: number) {
  return useQuery({
    queryKey: ['readings', meterId, 'consumption'] as const,
    queryFn: ({ signal }) =>
      apiRequest<YearlyConsumptionRecord[]>(`/api/meters/${meterId}/consumption`, { signal }),
  });
}

export const addReading = (meterId: number, body: Input<typeof ReadingCreateBody>) =>
  apiRequest<ReadingRecord>(`/api/meters/${meterId}/readings`, { method: 'POST', body });
export const updateReading = (id: number, body: Input<typeof ReadingUpdateBody>) =>
  apiRequest<ReadingRecord>(`/api/meter_readings/${id}`, { method: 'PUT', body });
export const deleteReading = (id: number) =>
  apiRequest<void>(`/api/meter_readings/${id}`, { method: 'DELETE' });
