import { useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '../../domain/schemas/site.ts';
import { apiRequest } from './client.ts';

export type SiteInfo = SiteInfoResponse;

export const siteInfoQueryKey = ['site'] as const;

/** Operator details for the legal pages and the support address; public, no sign-in needed. */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/api/site', { signal, endSessionOnUnauthorized: false });
}

/** The configuration does not change while the app is open, so one answer serves every page. */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
