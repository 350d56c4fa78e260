import type { TenantListItem } from '../../../api/types.ts';

/** A tenant as the list names it: person name, else company, else the last name alone. */
export function tenantName(tenant: Pick<TenantListItem, 'first_name' | 'last_name' | 'company'>): string {
  const person = [tenant.first_name, tenant.last_name].filter(Boolean).join(' ').trim();
  return person || tenant.company?.trim() || tenant.last_name;
}
