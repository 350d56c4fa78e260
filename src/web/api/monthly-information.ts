import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyInformationRecord } from '../../domain/schemas/tenant-portal-requests.ts';
import { apiListRequest } from './client.ts';

export type { MonthlyInformationRecord };

/** The monthly consumption information sent for a property's tenancies (§6a HeizkostenV), newest first. */
export function useMonthlyInformation(propertyId: number, params: { limit: number; offset: number }) {
  return useQuery({
    queryKey: ['properties', propertyId, 'monthly-information', params],
    queryFn: ({ signal }) =>
      apiListRequest<MonthlyInformationRecord>(
        `/api/properties/${propertyId}/monthly-information?limit=${params.limit}&offset=${params.offset}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
