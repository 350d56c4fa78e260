import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPostboxResponse, SentPostboxItem } from '../../domain/schemas/postbox.ts';
import { apiDownload, apiPagedRequest, apiRequest } from './client.ts';

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

export type { CustomerPostboxResponse, SentPostboxItem };

export const customerPostboxKey = (propertyId: number) => ['properties', propertyId, 'postbox'] as const;

/**
 * A page of what the landlord sent to the property's tenants (newest first; `rows` and `total`
 * as every paged list) and what came into the property's invoice inbox.
 */
export function useCustomerPostbox(propertyId: number, limit: number, offset: number) {
  return useQuery({
    queryKey: [...customerPostboxKey(propertyId), limit, offset] as const,
    queryFn: async ({ signal }) => {
      const { body, total } = await apiPagedRequest<CustomerPostboxResponse>(
        `/api/customer/postbox?property_id=${propertyId}&limit=${limit}&offset=${offset}`,
        { signal },
      );
      return { rows: body.sent, total: total ?? body.sent.length, inbox: body.inbox };
    },
    placeholderData: keepPreviousData,
  });
}

/** A sent document's PDF from the link the Postbox names (a letter's or a statement's). */
export const downloadSentPdf = (item: Pick<SentPostboxItem, 'pdf_url'>) =>
  apiDownload(item.pdf_url!, 'application/pdf');
