import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

/** Takes an archived property back to the ended ones. */
export function unarchiveProperty(id: number): Promise<Property> {
  return apiRequest<Property>(`/api/properties/${id}/unarchive`, { method: 'PUT' });
}
