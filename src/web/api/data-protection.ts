import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from './client.ts';
import type { Tenant } from './types.ts';

const ZIP = 'application/zip';

/** A landlord's copy of its data (Art. 15, 20 DSGVO) as a ZIP; the admin's for any customer. */
export const downloadCustomerExport = (customerId: number) =>
  apiDownload(`/api/customers/${customerId}/export`, ZIP);

/** The signed-in tenant's copy of its data. */
export const downloadTenantExport = () => apiDownload('/api/tenant/export', ZIP);

/** Erases a moved-out tenant's personal data (admins only); current tenants answer 409 with the reason. */
export function eraseTenant(id: number): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/tenants/${id}/erase`, { method: 'POST' });
}

export function useEraseTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tenants'] }),
  });
}
