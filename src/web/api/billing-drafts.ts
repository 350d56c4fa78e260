import { useQuery } from '@tanstack/react-query';
import type { BillingYearRecord, DraftRecord } from '../../domain/schemas/billing-drafts.ts';
import type { MeterConsumptionRecord } from '../../domain/schemas/meters.ts';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

export type { BillingYearRecord, DraftRecord, MeterConsumptionRecord };

export const draftKey = (propertyId: number, year: number) => ['billing-drafts', propertyId, year] as const;

/** The year's draft, or null when there is none yet (the server answers 404). */
export async function getDraft(
  propertyId: number,
  year: number,
  signal?: AbortSignal,
): Promise<DraftRecord | null> {
  try {
    return await apiRequest<DraftRecord>(`/api/billing_drafts?property_id=${propertyId}&year=${year}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDraft(propertyId: number | null, year: number | null) {
  return useQuery({
    queryKey: draftKey(propertyId ?? 0, year ?? 0),
    queryFn: ({ signal }) => getDraft(propertyId!, year!, signal),
    enabled: propertyId !== null && year !== null,
    staleTime: 0,
  });
}

export const createDraft = (body: { property_id: number; year: number; payload: unknown }) =>
  apiRequest<DraftRecord>('/api/billing_drafts', { method: 'POST', body });
export const updateDraft = (id: number, body: { payload: unknown; version: number }) =>
  apiRequest<DraftRecord>(`/api/billing_drafts/${id}`, { method: 'PUT', body });

export function useBillingYears(propertyId: number | null) {
  return useQuery({
    queryKey: ['properties', propertyId ?? 0, 'billing-years'] as const,
    queryFn: ({ signal }) =>
      apiRequest<BillingYearRecord[]>(`/api/properties/${propertyId}/billing_years`, { signal }),
    enabled: propertyId !== null,
  });
}

export function useMeterConsumption(propertyId: number | null, year: number | null) {
  return useQuery({
    queryKey: ['properties', propertyId ?? 0, 'meter-consumption', year ?? 0] as const,
    queryFn: ({ signal }) =>
      apiRequest<MeterConsumptionRecord[]>(`/api/properties/${propertyId}/meter_consumption?year=${year}`, {
        signal,
      }),
    enabled: propertyId !== null && year !== null,
  });
}
