import { useQuery } from '@tanstack/react-query';
import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import type {
  CustomerPropertyCreateBody,
  CustomerPropertyUpdateBody,
} from '../../domain/schemas/properties.ts';
import type { SetupResponse } from '../../domain/schemas/property-setup.ts';
import type { CustomerProfileRecord } from '../../domain/schemas/records.ts';
import { apiRequest } from './client.ts';
import type { Input } from './input.ts';
import type { Customer, Property } from './types.ts';

export type { SetupResponse };

/** The landlord's own new property (the setup's first step). */
export const createOwnProperty = (body: Input<typeof CustomerPropertyCreateBody>) =>
  apiRequest<Property>('/api/customer/properties', { method: 'POST', body });

/** Address, heating type and heating answers of the landlord's own property; the fields given. */
export const updateOwnProperty = (id: number, body: Input<typeof CustomerPropertyUpdateBody>) =>
  apiRequest<Property>(`/api/customer/properties/${id}`, { method: 'PUT', body });

export const ownProfileKey = ['customer', 'profile'] as const;

/** The signed-in landlord's profile with its letterhead. */
export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => apiRequest<Customer>('/api/customer/profile', { signal }),
  });
}

/** Saves the letterhead (address, IBAN, BIC, account holder); 400 in German for a wrong IBAN or BIC. */
export const updateOwnProfile = (body: Input<typeof CustomerUpdateBody>) =>
  apiRequest<CustomerProfileRecord>('/api/customer/profile', { method: 'PUT', body });

export const propertySetupKey = (id: number) => ['properties', id, 'setup'] as const;

/** What the property's setup still lacks, step by step, as the server computes it. */
export function usePropertySetup(id: number | null) {
  return useQuery({
    queryKey: propertySetupKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<SetupResponse>(`/api/properties/${id}/setup`, { signal }),
    enabled: id !== null,
  });
}
