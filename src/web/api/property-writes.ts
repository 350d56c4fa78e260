import type { Input } from './input.ts';
import type { PropertyUpdateBody } from '../../domain/schemas/properties.ts';
import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

/** The admin's changes to one property; each answers the property as saved. */
export const updateProperty = (id: number, body: Input<typeof PropertyUpdateBody>) =>
  apiRequest<Property>(`/api/properties/${id}`, { method: 'PUT', body });
export const endProperty = (id: number, endedAt: string) =>
  apiRequest<Property>(`/api/properties/${id}/end`, { method: 'PUT', body: { ended_at: endedAt } });
export const reactivateProperty = (id: number) =>
  apiRequest<Property>(`/api/properties/${id}/reactivate`, { method: 'PUT', body: {} });
