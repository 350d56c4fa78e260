import type { Input } from './input.ts';
import { useQuery } from '@tanstack/react-query';
import type { TenantCreateBody, TenantUpdateBody } from '../../domain/schemas/tenants.ts';
import { apiRequest } from './client.ts';
import type { Tenant } from './types.ts';

export const propertyTenantsKey = (propertyId: number) => ['properties', propertyId, 'tenants'] as const;

export function usePropertyTenants(propertyId: number | null) {
  return useQuery({
    queryKey: propertyTenantsKey(propertyId ?? 0),
    queryFn: ({ signal }) => apiRequest<Tenant[]>(`/api/properties/${propertyId}/tenants`, { signal }),
    enabled: propertyId !== null,
  });
}

export const createTenant = (propertyId: number, body: Input<typeof TenantCreateBody>) =>
  apiRequest<Tenant>(`/api/properties/${propertyId}/tenants`, { method: 'POST', body });
export const updateTenant = (id: number, body: Input<typeof TenantUpdateBody>) =>
  apiRequest<Tenant>(`/api/tenants/${id}`, { method: 'PUT', body });
/** A tenant in a finalized statement answers 409 unless `hard`. */
export const deleteTenant = (id: number, hard = false) =>
  apiRequest<void>(`/api/tenants/${id}${hard ? '?hard=true' : ''}`, { method: 'DELETE' });
export const reorderTenants = (propertyId: number, order: number[]) =>
  apiRequest<{ ok: true }>(`/api/properties/${propertyId}/tenants/reorder`, {
    method: 'PUT',
    body: { order },
  });
