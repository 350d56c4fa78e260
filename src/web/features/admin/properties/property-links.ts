import { paths } from '../../../routing/paths.ts';

/**
 * The property detail with the property's id in the URL (`?id=`), and the tenant whose edit it
 * should open (`&tenant_id=`), so the link works in a new tab and after a reload.
 */
export function propertyDetailHref(propertyId: number, tenantId?: number): string {
  const params = new URLSearchParams({ id: String(propertyId) });
  if (tenantId !== undefined) params.set('tenant_id', String(tenantId));
  return `${paths.adminPropertyDetail}?${params.toString()}`;
}
