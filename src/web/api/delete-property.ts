import { apiRequest } from './client.ts';

/** Deletes an archived property for good, with its tenants, meters and cost categories; answers 204. */
export async function deletePropertyForGood(id: number): Promise<void> {
  await apiRequest<void>(`/api/properties/${id}?hard=1`, { method: 'DELETE' });
}
