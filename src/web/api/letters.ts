import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LetterTemplateEntry } from '../../domain/letters/catalogue.ts';
import type { TemplateId } from '../../domain/texts/index.ts';
import { apiDownload, apiListRequest, apiRequest } from './client.ts';

export type { LetterTemplateEntry };

export type LetterChannel = 'email' | 'post';

/** A created letter as the server answers it (creation, the property's list). */
export interface LetterRecord {
  id: number;
  template: TemplateId;
  tenant_id: number;
  created_at: string;
  /** Warnings that do not block the letter (a meter without reading, no bank account stored). */
  problems: string[];
  title: string;
  recipient_name: string;
  channel: LetterChannel | null;
  sent_at: string | null;
  opened_at: string | null;
}

export interface LetterSent {
  channel: LetterChannel;
  sent_at: string;
}

export interface LetterCreateBody {
  template: TemplateId;
  tenant_id: number;
  fields: Record<string, unknown>;
}

/** The ten templates with their form fields; they change only with a new release. */
export function useLetterTemplates() {
  return useQuery({
    queryKey: ['letter-templates'] as const,
    queryFn: ({ signal }) => apiRequest<LetterTemplateEntry[]>('/api/letter-templates', { signal }),
    staleTime: Infinity,
  });
}

/** Every letter query of a property starts with this key, so one invalidation reloads them all. */
export const lettersKey = (propertyId: number) => ['properties', propertyId, 'letters'] as const;

export function useLetters(propertyId: number | null, limit: number, offset: number) {
  return useQuery({
    queryKey: [...lettersKey(propertyId ?? 0), limit, offset] as const,
    queryFn: ({ signal }) =>
      apiListRequest<LetterRecord>(`/api/properties/${propertyId}/letters?limit=${limit}&offset=${offset}`, {
        signal,
      }),
    enabled: propertyId !== null,
    placeholderData: keepPreviousData,
  });
}

/** 201 with the letter; 400 with the German sentence of the broken rule, 409 without a finalized year. */
export const createLetter = (propertyId: number, body: LetterCreateBody) =>
  apiRequest<LetterRecord>(`/api/properties/${propertyId}/letters`, { method: 'POST', body });

export const downloadLetterPdf = (id: number) => apiDownload(`/api/letters/${id}/pdf`, 'application/pdf');

export const sendLetter = (id: number) =>
  apiRequest<LetterSent>(`/api/letters/${id}/send`, { method: 'POST' });
