import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '../../domain/invoices/invoice-reading.ts';
import type {
  InvoiceApproveBody,
  InvoiceRecord,
  InvoiceUpdateBody,
  TenantReceipt,
} from '../../domain/schemas/invoices.ts';
import type { z } from '../../domain/schemas/base/zod.ts';
import type { InvoiceApproveResponse } from '../../domain/schemas/invoices.ts';
import { apiDownload, apiListRequest, apiRequest, apiUpload, type UploadProgress } from './client.ts';
import { listQueryString } from './list-params.ts';
import type { Property } from './types.ts';

export type { InvoiceRecord, TenantReceipt };
export type InvoiceApproval = z.infer<typeof InvoiceApproveResponse>;

/** The property record with its intake address, which the server sends while mail intake is on. */
export type PropertyWithIntake = Property & { invoice_intake_address?: string | null };

export interface InvoiceFilter {
  status?: InvoiceStatus;
  year?: number;
  limit: number;
  offset: number;
}

/** Every invoice query of a property starts with this key, so one invalidation reloads them all. */
export const invoicesKey = (propertyId: number) => ['properties', propertyId, 'invoices'] as const;
export const invoiceKey = (id: number) => ['invoices', id] as const;

export function useInvoices(propertyId: number, filter: InvoiceFilter) {
  return useQuery({
    queryKey: [...invoicesKey(propertyId), filter] as const,
    queryFn: ({ signal }) =>
      apiListRequest<InvoiceRecord>(
        `/api/properties/${propertyId}/invoices${listQueryString({ ...filter })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<InvoiceRecord>(`/api/invoices/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** One file, one request: each file has its own progress and its own answer (415, 413, 400). */
export const uploadInvoiceFile = (propertyId: number, file: File, onProgress: UploadProgress) =>
  apiUpload<InvoiceRecord[]>(`/api/properties/${propertyId}/invoices`, 'file', file, onProgress);

export const downloadInvoiceFile = (id: number) => apiDownload(`/api/invoices/${id}/file`, '*/*');

export const updateInvoice = (id: number, body: InvoiceUpdateBody) =>
  apiRequest<InvoiceRecord>(`/api/invoices/${id}`, { method: 'PUT', body });

export const approveInvoice = (id: number, body: InvoiceApproveBody) =>
  apiRequest<InvoiceApproval>(`/api/invoices/${id}/approve`, { method: 'POST', body });

export const rejectInvoice = (id: number, reason: string) =>
  apiRequest<InvoiceRecord>(`/api/invoices/${id}/reject`, { method: 'POST', body: { reason } });

export const deleteInvoice = (id: number) => apiRequest<void>(`/api/invoices/${id}`, { method: 'DELETE' });

export function useTenantReceipts(statementId: number) {
  return useQuery({
    queryKey: ['tenant', 'statements', statementId, 'receipts'] as const,
    queryFn: ({ signal }) =>
      apiRequest<TenantReceipt[]>(`/api/tenant/statements/${statementId}/receipts`, { signal }),
  });
}

export const downloadTenantReceipt = (statementId: number, invoiceId: number) =>
  apiDownload(`/api/tenant/statements/${statementId}/receipts/${invoiceId}/file`, '*/*');
