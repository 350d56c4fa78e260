import { useMutation } from '@tanstack/react-query';
import type { z } from '../../domain/schemas/base/zod.ts';
import type { TenantUpdateBody } from '../../domain/schemas/tenants.ts';
import { apiRequest } from './client.ts';
import type { Tenant } from './types.ts';

/** What the client sends: the schema's input side (German decimals as text, "" for none). */
export type TenantUpdateInput = z.input<typeof TenantUpdateBody>;

/** Partial save; `user_id: null` unlinks the tenant's login. */
export function updateTenant({ id, ...body }: TenantUpdateInput & { id: number }): Promise<Tenant> {
  return apiRequest<Tenant>(`/api/tenants/${id}`, { method: 'PUT', body });
}

export function useUpdateTenant() {
  return useMutation({ mutationFn: updateTenant });
}
