import { useQuery } from '@tanstack/react-query';
import type { AdvanceBasis } from '../../domain/payments/advance-basis.ts';
import type { BankAccount } from '../../domain/payments/bank-account.ts';
import type { z } from '../../domain/schemas/base/zod.ts';
import type { BankStatementImportResponse, PaymentsResponse } from '../../domain/schemas/payments.ts';
import type { refundsResponseSchema, StatementSettingsResponse } from '../../domain/schemas/statements.ts';
import { apiDownload, apiRequest, apiUpload, type UploadProgress } from './client.ts';

export type { AdvanceBasis, BankAccount, BankStatementImportResponse, PaymentsResponse };
export type PaymentsTenant = PaymentsResponse['tenants'][number];
export type PaymentsMonth = PaymentsTenant['months'][number];
export type UnmatchedCredit = PaymentsResponse['unmatched'][number];

/** Every payments query of a property starts with this key, so one invalidation reloads every year. */
export const paymentsKey = (propertyId: number) => ['properties', propertyId, 'payments'] as const;

export function usePayments(propertyId: number, year: number) {
  return useQuery({
    queryKey: [...paymentsKey(propertyId), year] as const,
    queryFn: ({ signal }) =>
      apiRequest<PaymentsResponse>(`/api/properties/${propertyId}/payments?year=${year}`, { signal }),
    staleTime: 0,
  });
}

/** 400 with the server's German message naming the wrong field; nothing saved then. */
export const saveBankAccount = (propertyId: number, account: BankAccount) =>
  apiRequest<BankAccount>(`/api/properties/${propertyId}/bank-account`, { method: 'PUT', body: account });

/** One file, one request (part `file`); 400 or 413 with a German message, nothing stored then. */
export const uploadBankStatement = (propertyId: number, file: File, onProgress: UploadProgress) =>
  apiUpload<BankStatementImportResponse>(
    `/api/properties/${propertyId}/bank-statements`,
    'file',
    file,
    onProgress,
  );

export const assignTransaction = (transactionId: number, tenantId: number) =>
  apiRequest<unknown>(`/api/bank-transactions/${transactionId}/assign`, {
    method: 'POST',
    body: { tenant_id: tenantId },
  });

export const unassignTransaction = (transactionId: number) =>
  apiRequest<unknown>(`/api/bank-transactions/${transactionId}/unassign`, { method: 'POST', body: {} });

/**
 * Saves the year's advance basis. The settings call takes the whole record (as the statement
 * screen's settings form sends it), so the stored one is read first and sent back with `advances`.
 */
export async function saveAdvanceBasis(propertyId: number, year: number, advances: AdvanceBasis) {
  const path = `/api/properties/${propertyId}/statements/settings`;
  const current = await apiRequest<StatementSettingsResponse>(`${path}?year=${year}`);
  const { advances: _effective, advances_chosen: _chosen, ...record } = current;
  return apiRequest<StatementSettingsResponse>(path, {
    method: 'PUT',
    body: { year, ...record, advances },
  });
}

/** The Guthaben of a finalized year with the IBAN each is paid to (null: none entered, not in the file). */
export type YearRefunds = z.infer<typeof refundsResponseSchema>;

/** The refunds of a finalized year; 409 with a German message while it is open. */
export function useRefunds(propertyId: number, year: number, enabled: boolean) {
  return useQuery({
    queryKey: ['statements', propertyId, year, 'refunds'] as const,
    queryFn: ({ signal }) =>
      apiRequest<YearRefunds>(`/api/properties/${propertyId}/statements/refunds?year=${year}`, { signal }),
    enabled,
  });
}

/** 409 with a German message while the year is not finalized or no refund has an IBAN. */
export const downloadRefundsFile = (propertyId: number, year: number) =>
  apiDownload(`/api/properties/${propertyId}/statements/refunds.xml?year=${year}`, 'application/xml');

export const downloadReminder = (propertyId: number, year: number, tenantId: number) =>
  apiDownload(
    `/api/properties/${propertyId}/payments/reminder.pdf?year=${year}&tenant_id=${tenantId}`,
    'application/pdf',
  );
