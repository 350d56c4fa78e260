import { useQuery } from '@tanstack/react-query';
import type {
  DeliverResponse,
  Delivery,
  ReceivedStatement,
  StatementCheck,
  StatementSettingsRecord,
  StatementsResponse,
  StatementYearRecord,
  TenantStatement,
} from '../../domain/schemas/statements.ts';
import { apiDownload, apiRequest, type DownloadedFile } from './client.ts';

export type {
  DeliverResponse,
  Delivery,
  ReceivedStatement,
  StatementCheck,
  StatementSettingsRecord,
  StatementsResponse,
  StatementYearRecord,
  TenantStatement,
};

const PDF = 'application/pdf';
const ZIP = 'application/zip';

export const statementsKey = (propertyId: number, year: number) => ['statements', propertyId, year] as const;
export const statementSettingsKey = (propertyId: number, year: number) =>
  ['statements', propertyId, year, 'settings'] as const;
export const receivedStatementsKey = ['tenant', 'statements'] as const;
export const deliveriesKey = (propertyId: number, year: number) =>
  ['statements', propertyId, year, 'deliveries'] as const;

/** The latest delivery of each tenant of a finalized year (empty until sent). */
export function useDeliveries(propertyId: number, year: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(propertyId, year),
    queryFn: ({ signal }) =>
      apiRequest<DeliverResponse>(`${base(propertyId)}/deliveries?year=${year}`, { signal }),
    enabled,
  });
}

const base = (propertyId: number) => `/api/properties/${propertyId}/statements`;

export const statementYearsKey = (propertyId: number) => ['statements', propertyId, 'years'] as const;

/** Every billing year of a property with its status and delivery proof, newest first. */
export function useStatementYears(propertyId: number | null) {
  return useQuery({
    queryKey: statementYearsKey(propertyId ?? 0),
    queryFn: ({ signal }) => apiRequest<StatementYearRecord[]>(`${base(propertyId!)}/years`, { signal }),
    enabled: propertyId !== null,
    staleTime: 0,
  });
}

/**
 * The year's statements with their checks. The server answers 200 also when a check reports an
 * error, so a failing query means the call itself failed; the answer changes with every save
 * elsewhere (costs, tenants, readings), so it is always read fresh.
 */
export function useStatements(propertyId: number | null, year: number | null) {
  return useQuery({
    queryKey: statementsKey(propertyId ?? 0, year ?? 0),
    queryFn: ({ signal }) => apiRequest<StatementsResponse>(`${base(propertyId!)}?year=${year}`, { signal }),
    enabled: propertyId !== null && year !== null,
    staleTime: 0,
  });
}

export function useStatementSettings(propertyId: number | null, year: number | null) {
  return useQuery({
    queryKey: statementSettingsKey(propertyId ?? 0, year ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<StatementSettingsRecord>(`${base(propertyId!)}/settings?year=${year}`, { signal }),
    enabled: propertyId !== null && year !== null,
    staleTime: 0,
  });
}

/** 400 with a German message on bad input, 409 once the year is finalized. */
export const saveStatementSettings = (propertyId: number, year: number, settings: StatementSettingsRecord) =>
  apiRequest<StatementSettingsRecord>(`${base(propertyId)}/settings`, {
    method: 'PUT',
    body: { year, ...settings },
  });

/** 409 with a German message while a check reports an error or when the year is already finalized. */
export const finalizeStatements = (propertyId: number, year: number) =>
  apiRequest<{ status: 'finalized'; finalized_at: string }>(`${base(propertyId)}/finalize`, {
    method: 'POST',
    body: { year },
  });

/** Admins only. */
export const reopenStatements = (propertyId: number, year: number) =>
  apiRequest<{ status: 'open' }>(`${base(propertyId)}/reopen`, { method: 'POST', body: { year } });

/**
 * Sends the finalized statements (409 before). Without `resend` a repeated call sends nothing
 * again and only reports each tenant's delivery, so it also serves to read the current state.
 */
export const deliverStatements = (propertyId: number, year: number, resend = false) =>
  apiRequest<DeliverResponse>(`${base(propertyId)}/deliver`, {
    method: 'POST',
    body: resend ? { year, resend: true } : { year },
  });

export const downloadStatementPdf = (propertyId: number, tenantId: number, year: number) =>
  apiDownload(`${base(propertyId)}/${tenantId}.pdf?year=${year}`, PDF);

export const downloadStatementsZip = (propertyId: number, year: number): Promise<DownloadedFile> =>
  apiDownload(`/api/properties/${propertyId}/statements.zip?year=${year}`, ZIP);

/** The signed-in tenant's delivered statements. */
export function useReceivedStatements(enabled = true) {
  return useQuery({
    queryKey: receivedStatementsKey,
    queryFn: ({ signal }) => apiRequest<ReceivedStatement[]>('/api/tenant/statements', { signal }),
    enabled,
  });
}

export const downloadReceivedStatement = (id: number) => apiDownload(`/api/tenant/statements/${id}.pdf`, PDF);
