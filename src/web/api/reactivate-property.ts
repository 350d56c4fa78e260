import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

/** Makes an ended or archived property active again. */
export function reactivateProperty(id: number): Promise<Property> {
  return apiRequest<Property>(`/api/properties/${id}/reactivate`, { method: 'PUT' });
}
