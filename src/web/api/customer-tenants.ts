import { useQuery } from '@tanstack/react-query';
import type {
  CustomerTenantCreateBody,
  CustomerTenantUpdateBody,
} from '../../domain/schemas/customer-tenants.ts';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';
import type { Input } from './input.ts';
import type { Tenant } from './types.ts';

/** The calls of the landlord's tenant screen. */
export const saveTenantAdvance = (id: number, annualEuro: string) =>
  apiRequest<Tenant>(`/api/tenants/${id}/advance`, { method: 'PUT', body: { annual_advance: annualEuro } });

export const saveTenantField = (id: number, body: Input<typeof CustomerTenantUpdateBody>) =>
  apiRequest<Tenant>(`/api/customer/tenants/${id}`, { method: 'PUT', body });

/** The area call, with the spec's fallback to the field call when the server lacks it (404). */
export async function saveTenantArea(id: number, area: string): Promise<Tenant> {
  try {
    return await apiRequest<Tenant>(`/api/tenants/${id}/area`, { method: 'PUT', body: { area_m2: area } });
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return saveTenantField(id, { area_m2: area });
    throw failure;
  }
}

/** `null` deletes the move-out and its successor (the admin's). */
export const saveMoveOut = (id: number, moveOut: string | null) =>
  apiRequest<Tenant>(`/api/tenants/${id}/move_out`, { method: 'PUT', body: { move_out: moveOut } });

export const createCustomerTenant = (propertyId: number, body: Input<typeof CustomerTenantCreateBody>) =>
  apiRequest<Tenant>(`/api/customer/properties/${propertyId}/tenants`, { method: 'POST', body });

/** A tenancy's person counts from a day on (the persons key counts each for its days). */
export interface TenantPersons {
  tenant_id: number;
  entries: Array<{ from: string; persons: number }>;
}
export const tenantPersonsKey = (id: number) => ['tenants', id, 'persons'] as const;
export function useTenantPersons(id: number) {
  return useQuery({
    queryKey: tenantPersonsKey(id),
    queryFn: ({ signal }) => apiRequest<TenantPersons>(`/api/tenants/${id}/persons`, { signal }),
  });
}
/** Replaces the whole list; 400 with a German message for a bad date or count. */
export const saveTenantPersons = (id: number, entries: TenantPersons['entries']) =>
  apiRequest<TenantPersons>(`/api/tenants/${id}/persons`, { method: 'PUT', body: { entries } });
