import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiListRequest, apiRequest } from './client.ts';

export type PostboxKind = 'statement' | 'letter';

/** One document in the tenant's Postbox; the id names its kind ("letter-12", "statement-5"). */
export interface TenantPostboxItem {
  id: string;
  kind: PostboxKind;
  title: string;
  created_at: string;
  /** The tenant's first opening, the landlord's proof of receipt; null while unopened. */
  opened_at: string | null;
}

export const tenantPostboxKey = ['tenant', 'postbox'] as const;

export function useTenantPostbox() {
  return useQuery({
    queryKey: tenantPostboxKey,
    queryFn: ({ signal }) => apiRequest<TenantPostboxItem[]>('/api/tenant/postbox', { signal }),
  });
}

/** The PDF; the server records the first opening. */
export const downloadPostboxPdf = (id: string) =>
  apiDownload(`/api/tenant/postbox/${encodeURIComponent(id)}/pdf`, 'application/pdf');

/** One document the landlord sent to a tenant. */
export interface CustomerPostboxItem {
  id: string;
  kind: PostboxKind;
  title: string;
  tenant_id: number | null;
  recipient_name: string | null;
  channel: 'email' | 'post' | null;
  mail_status: 'queued' | 'sent' | 'failed' | null;
  sent_at: string | null;
  opened_at: string | null;
}

export const customerPostboxKey = (propertyId: number) => ['properties', propertyId, 'postbox'] as const;

export function useCustomerPostbox(propertyId: number, limit: number, offset: number) {
  return useQuery({
    queryKey: [...customerPostboxKey(propertyId), limit, offset] as const,
    queryFn: ({ signal }) =>
      apiListRequest<CustomerPostboxItem>(
        `/api/customer/postbox?property_id=${propertyId}&limit=${limit}&offset=${offset}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
