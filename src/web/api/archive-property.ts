import { apiRequest } from './client.ts';
import type { Property } from './types.ts';

/** Archives an ended property (a plain DELETE archives; only `?hard=1` deletes). */
export function archiveProperty(id: number): Promise<Property> {
  return apiRequest<Property>(`/api/properties/${id}`, { method: 'DELETE' });
}
