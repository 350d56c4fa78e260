import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsumptionMonth,
  ConsumptionResponse,
  ConsumptionSeries,
  LatestReading,
  Tenancy,
  TenantProfile,
} from '../../domain/schemas/tenant-portal.ts';
import { apiRequest } from './client.ts';

export type {
  ConsumptionMonth,
  ConsumptionResponse,
  ConsumptionSeries,
  LatestReading,
  Tenancy,
  TenantProfile,
};

export const tenanciesQueryKey = ['tenant', 'tenancies'] as const;
export const tenantProfileQueryKey = ['tenant', 'profile'] as const;
export const consumptionQueryKey = (id: number, range: ConsumptionRange | null) =>
  ['tenant', 'tenancies', id, 'consumption', range?.from ?? null, range?.to ?? null] as const;

/** Months as "YYYY-MM"; without a range the server answers the last twelve complete months. */
export interface ConsumptionRange {
  from: string;
  to: string;
}

/** The signed-in tenant's tenancies, the current and the former ones. */
export function useTenancies() {
  return useQuery({
    queryKey: tenanciesQueryKey,
    queryFn: ({ signal }) => apiRequest<Tenancy[]>('/api/tenant/tenancies', { signal }),
  });
}

/** One tenancy's monthly consumption; another tenant's tenancy answers 404. */
export function useConsumption(id: number | null, range: ConsumptionRange | null) {
  return useQuery({
    queryKey: consumptionQueryKey(id ?? 0, range),
    queryFn: ({ signal }) => {
      const query = range ? `?from=${range.from}&to=${range.to}` : '';
      return apiRequest<ConsumptionResponse>(`/api/tenant/tenancies/${id}/consumption${query}`, { signal });
    },
    enabled: id !== null,
  });
}

export function useTenantProfile() {
  return useQuery({
    queryKey: tenantProfileQueryKey,
    queryFn: ({ signal }) => apiRequest<TenantProfile>('/api/tenant/profile', { signal }),
  });
}

export type TenantProfileUpdate = Pick<TenantProfile, 'email' | 'phone_number'> & {
  current_password?: string;
};

/**
 * 400 with a German message on a malformed e-mail address or a new one without the password
 * (403 when it is wrong); a new address waits for its confirmation (`email_change_pending`).
 */
export const updateTenantProfile = (body: TenantProfileUpdate) =>
  apiRequest<TenantProfile>('/api/tenant/profile', { method: 'PUT', body });

/**
 * Saves e-mail and phone together, as the server takes them; the answer replaces the cached
 * profile, so the screen shows the saved value at once.
 */
export function useUpdateTenantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenantProfile,
    onSuccess: (profile) => queryClient.setQueryData(tenantProfileQueryKey, profile),
  });
}
